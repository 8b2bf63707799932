import "server-only";
import type { TeamLeagueRow } from "@/lib/db/queries/teams";
import { getLeagueTeamRows } from "@/lib/db/queries/teams";
import { loadLeagueSeason } from "@/lib/league-model/league-season";
import { leagueOdds } from "@/lib/league-model/playoff";
import { clinchStatus } from "@/lib/engine/clinch";
import type { PlayedGame } from "@/lib/engine";
import { recordString } from "@/lib/rules/format";
import { weekInfo } from "./access";
import type { StandingRow, StandingsResponse } from "./types";
import { percentPoints } from "@/lib/numbers";

export function tiebreakerWords(
  league: Pick<TeamLeagueRow, "tiebreaker" | "divisions" | "medianGame" | "playoffByes" | "playoffTeams">,
): string[] {
  const words = ["Winning percentage (ties count as half a win)"];
  if (league.medianGame) words[0] += ", including a weekly game against the league median";
  if (league.tiebreaker === "head_to_head") words.push("Head-to-head winning percentage among the tied teams");
  words.push("Total points for");
  if (league.divisions > 0) words.push("Division winners are seeded first, then the rest by the order above");
  words.push(
    `The top ${league.playoffTeams} make the playoffs` +
      (league.playoffByes > 0 ? `; the top ${league.playoffByes} get a first-round bye` : ""),
  );
  return words;
}

/** "W3" / "L1" / "T1": the run of results up to the latest played week. */
function streakOf(teamId: string, played: readonly PlayedGame[]): string | null {
  const results = played
    .filter((g) => g.home === teamId || g.away === teamId)
    .sort((a, b) => b.week - a.week)
    .map((g) => {
      const mine = g.home === teamId ? g.homeScore : g.awayScore,
        theirs = g.home === teamId ? g.awayScore : g.homeScore;
      return mine > theirs ? "W" : mine < theirs ? "L" : "T";
    });
  const first = results[0];
  if (!first) return null;
  let n = 0;
  while (results[n] === first) n++;
  return `${first}${n}`;
}

export async function leagueStandings({
  league,
  myTeamId,
  now,
}: {
  league: TeamLeagueRow;
  myTeamId: string | null;
  now: Date;
}): Promise<StandingsResponse> {
  const info = weekInfo(league, now);
  const [rows, season, sim] = await Promise.all([
    getLeagueTeamRows({ leagueId: league.id }),
    loadLeagueSeason({ league, week: info.week }),
    leagueOdds({ league, week: info.week, now }),
  ]);
  // The season is over once no regular-season game is left: then every earlier week counts as played.
  const played = season.played;
  const marks = new Map(
    clinchStatus({ rules: season.rules, teams: season.teams, remaining: season.remaining, played }).map((s) => [
      s.teamId,
      s,
    ]),
  );
  const odds = new Map((sim?.result.teams ?? []).map((t) => [t.teamId, t]));
  const P = Math.min(league.playoffTeams, rows.length);
  const ranked = [...rows].sort((a, b) => (a.standing || 999) - (b.standing || 999));
  const cut = ranked[P - 1];
  const out: StandingRow[] = ranked.map((t, i) => {
    const o = odds.get(t.id);
    const gb = cut && i >= P ? (cut.wins - t.wins + (t.losses - cut.losses)) / 2 : null;
    return {
      rank: i + 1,
      teamId: t.id,
      name: t.name,
      ownerName: t.ownerName,
      isMine: t.id === myTeamId,
      division: league.divisions > 0 ? t.division : null,
      wins: t.wins,
      losses: t.losses,
      ties: t.ties,
      record: recordString(t),
      pointsFor: t.pointsFor,
      pointsAgainst: t.pointsAgainst,
      streak: streakOf(t.id, played),
      gamesBack: gb,
      playoffOdds: o ? percentPoints(o.playoffOdds) : null,
      byeOdds: o ? percentPoints(o.byeOdds) : null,
      titleOdds: o ? percentPoints(o.titleOdds) : null,
      mark: marks.get(t.id)?.mark ?? null,
    };
  });
  const divisionIds = [...new Set(out.flatMap((r) => (r.division === null ? [] : [r.division])))].sort((a, b) => a - b);
  return {
    ...info,
    league: {
      id: league.id,
      name: league.name,
      playoffTeams: P,
      playoffByes: league.playoffByes,
      divisions: league.divisions,
      medianGame: league.medianGame,
    },
    simulations: sim?.result.seasons ?? 0,
    tiebreakers: tiebreakerWords(league),
    rows: out,
    divisions:
      league.divisions > 0 ? divisionIds.map((d) => ({ division: d, rows: out.filter((r) => r.division === d) })) : [],
    marksDecided: [...marks.values()].every((m) => m.decided),
  };
}
