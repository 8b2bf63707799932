import "server-only";
import type { TeamWithLeagueRow } from "@/lib/db/queries/teams";
import { getLeagueTeamRows } from "@/lib/db/queries/teams";
import { loadLeagueSeason } from "@/lib/league-model/league-season";
import { leagueOdds } from "@/lib/league-model/playoff";
import { seasonLuck } from "@/lib/engine/luck";
import { validForcedResults, whatIf, type WhatIfResult } from "@/lib/engine/what-if";
import { storedResults } from "@/lib/league-model/league-state";
import { whatIfMoveKey } from "@/lib/league-model/move-keys";
import type { ForcedResult } from "@/lib/engine";
import { recordString } from "@/lib/rules/format";
import { standardError, weekInfo } from "./access";
import type { AnalyticsResponse, WhatIfResponse } from "./types";
import { percentPoints, round2 } from "@/lib/numbers";

export async function teamAnalytics({ team, now }: { team: TeamWithLeagueRow; now: Date }): Promise<AnalyticsResponse> {
  const league = team.league;
  const info = weekInfo(league, now);
  const [teams, season, sim] = await Promise.all([
    getLeagueTeamRows({ leagueId: league.id }),
    loadLeagueSeason({ league, week: info.week }),
    leagueOdds({ league, week: info.week, now }),
  ]);
  const names = new Map(teams.map((t) => [t.id, t]));
  const n = sim?.result.seasons ?? 0;
  const odds = sim?.result.teams ?? [];
  const mine = odds.find((t) => t.teamId === team.id);
  const luck = seasonLuck(
    teams.map((t) => t.id),
    season.played,
  );
  return {
    ...info,
    team: { id: team.id, name: team.name },
    simulations: n,
    computedAt: sim?.computedAt ?? null,
    playoffTeams: season.rules.playoffTeams,
    teams: odds
      .map((o) => {
        const t = names.get(o.teamId);
        return {
          teamId: o.teamId,
          name: t?.name ?? "Unknown team",
          isMine: o.teamId === team.id,
          record: t ? recordString(t) : "",
          playoffOdds: percentPoints(o.playoffOdds),
          byeOdds: percentPoints(o.byeOdds),
          titleOdds: percentPoints(o.titleOdds),
          expectedWins: round2(o.expectedWins),
          seedDistribution: o.seedDistribution.map(percentPoints),
          standardError: {
            playoff: standardError(o.playoffOdds, n),
            bye: standardError(o.byeOdds, n),
            title: standardError(o.titleOdds, n),
          },
        };
      })
      .sort((a, b) => b.playoffOdds - a.playoffOdds || b.titleOdds - a.titleOdds),
    winDistribution: (mine?.winDistribution ?? []).flatMap((p, k) =>
      p > 0 ? [{ wins: k / 2, percent: percentPoints(p) }] : [],
    ),
    luck: luck
      .map((l) => ({
        teamId: l.teamId,
        name: names.get(l.teamId)?.name ?? "Unknown team",
        isMine: l.teamId === team.id,
        wins: l.wins,
        expectedWins: round2(l.expectedWins),
        luck: round2(l.luck),
        allPlay: l.allPlay,
      }))
      .sort((a, b) => b.luck - a.luck),
    remainingGames: season.remaining.map((g) => ({
      week: g.week,
      home: { id: g.home, name: names.get(g.home)?.name ?? "Unknown team" },
      away: { id: g.away, name: names.get(g.away)?.name ?? "Unknown team" },
      involvesMe: g.home === team.id || g.away === team.id,
    })),
  };
}

/** Every team's odds with the given results forced, against the shared simulation's baseline. */
export async function teamWhatIf({
  team,
  forced,
  now,
}: {
  team: TeamWithLeagueRow;
  forced: ForcedResult[];
  now: Date;
}): Promise<WhatIfResponse | null> {
  const league = team.league;
  const info = weekInfo(league, now);
  const [teams, sim] = await Promise.all([
    getLeagueTeamRows({ leagueId: league.id }),
    leagueOdds({ league, week: info.week, now }),
  ]);
  if (!sim) return null;
  const unknown = forced.find(
    (f) => !sim.input.remaining.some((g) => g.week === f.week && g.home === f.home && g.away === f.away),
  );
  if (unknown) return null;
  const started = performance.now();
  // Priced once per league state and stored: the same scenario asked again reads the same numbers.
  const [stored] = await storedResults<WhatIfResult>(
    sim.state,
    [whatIfMoveKey(validForcedResults(sim.input, forced))],
    () => [whatIf(sim.input, forced, { seasons: sim.result.seasons, seed: sim.seed }, sim.result)],
  );
  if (!stored) return null;
  const r = stored.value;
  const elapsedMs = Math.round(performance.now() - started);
  const names = new Map(teams.map((t) => [t.id, t.name]));
  return {
    simulations: r.seasons,
    elapsedMs,
    forced: forced.length,
    teams: r.teams
      .map((t) => ({
        teamId: t.teamId,
        name: names.get(t.teamId) ?? "Unknown team",
        isMine: t.teamId === team.id,
        playoffOdds: percentPoints(t.playoffOdds),
        byeOdds: percentPoints(t.byeOdds),
        titleOdds: percentPoints(t.titleOdds),
        basePlayoffOdds: percentPoints(t.basePlayoffOdds),
        baseByeOdds: percentPoints(t.baseByeOdds),
        baseTitleOdds: percentPoints(t.baseTitleOdds),
        playoffChange: percentPoints(t.playoffOdds - t.basePlayoffOdds),
        standardError: percentPoints(t.sePlayoffChange),
      }))
      .sort((a, b) => b.playoffOdds - a.playoffOdds),
  };
}
