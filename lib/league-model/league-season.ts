import "server-only";
import { getLeagueMatchups } from "@/lib/db/queries/matchups";
import { getLeagueRosterSlots } from "@/lib/db/queries/rosters";
import { getLeagueTeams, type TeamLeagueRow } from "@/lib/db/queries/teams";
import type { Tiebreaker } from "@/lib/domain/league";
import type { PlayedGame, ScheduledGame, SeasonRules, SeasonTeam } from "@/lib/engine";

// A stored league's regular season as the engine reads it: rules, records, the games from `week` on and the
// scores before it. One builder so the Playoff Odds card and the AI's league model simulate the same season.
export async function loadLeagueSeason({ league, week }: { league: TeamLeagueRow; week: number }) {
  const [teamRows, matchups, slots] = await Promise.all([
    getLeagueTeams({ leagueId: league.id }),
    getLeagueMatchups({ leagueId: league.id }),
    getLeagueRosterSlots({ leagueId: league.id, week }),
  ]);
  const regular = matchups.filter((m) => !m.isPlayoff && m.week < league.playoffStartWeek && m.awayTeamId);
  const remaining: ScheduledGame[] = regular
    .filter((m) => m.week >= week)
    .map((m) => ({ week: m.week, home: m.homeTeamId, away: m.awayTeamId ?? "" }));
  const played: PlayedGame[] = regular
    .filter((m) => m.week < week && m.homeScore !== null && m.awayScore !== null)
    .map((m) => ({
      week: m.week,
      home: m.homeTeamId,
      away: m.awayTeamId ?? "",
      homeScore: m.homeScore ?? 0,
      awayScore: m.awayScore ?? 0,
    }));
  const rules: SeasonRules = {
    playoffTeams: Math.min(league.playoffTeams, teamRows.length),
    playoffByes: league.playoffByes,
    tiebreaker: league.tiebreaker as Tiebreaker,
    medianGame: league.medianGame,
    divisions: league.divisions,
    playoffRoundWeeks: league.playoffRoundWeeks, // a two-week round is one game on both weeks' points
  };
  const teams: SeasonTeam[] = teamRows.map((t) => ({
    id: t.id,
    wins: t.wins,
    losses: t.losses,
    ties: t.ties,
    pointsFor: t.pointsFor,
    division: t.division ?? undefined,
  }));
  return { teamRows, slots, rules, teams, remaining, played };
}
