import { footballNow } from "@/lib/clock";
import "server-only";
import { getTeamWithLeague, type TeamWithLeagueRow, listTeamsForUser } from "@/lib/db/queries/teams";
import { teamMatchupNumbers } from "@/lib/league-model/matchup";
import { playoffScenarios } from "@/lib/league-model/playoff";
import { displayOdds } from "@/lib/rules/playoff-odds";
import { resolveWeek } from "@/lib/rules/current-week";

// /manage: every team the user has, across leagues and providers, with the numbers the dashboard shows for it —
// the same playoffScenarios (shared league simulation) and teamMatchupNumbers (the cards' player-weeks), not a copy.
export interface ManagedTeam {
  id: string;
  name: string;
  league: { name: string; provider: string; season: number; lastSyncedAt: string | null; syncError: string | null };
  record: { wins: number; losses: number; ties: number };
  standing: number;
  week: number;
  seasonOver: boolean;
  playoffOdds: number | null;
  opponent: string | null;
  winProbability: number | null;
}

/** Every team of the user with its league, read once per /manage render for the cards and the Before lock queue. */
export async function userTeams(userId: string): Promise<TeamWithLeagueRow[]> {
  const ids = (await listTeamsForUser({ userId })).map((t) => t.id);
  const rows = await Promise.all(ids.map((teamId) => getTeamWithLeague({ teamId, userId })));
  return rows.filter((team): team is TeamWithLeagueRow => team !== null);
}

/** Each team at its own league's football clock, or every team at `at` when given. */
export async function managedTeams({ teams, at }: { teams: TeamWithLeagueRow[]; at?: Date }): Promise<ManagedTeam[]> {
  return Promise.all(
    teams.map((team) => {
      const now = at ?? footballNow(team.league);
      const { week, phase } = resolveWeek(team.league, now);
      return Promise.all([playoffScenarios({ team, week, now }), teamMatchupNumbers({ team, week, now })]).then(
        ([odds, matchup]): ManagedTeam => ({
          id: team.id,
          name: team.name,
          league: {
            name: team.league.name,
            provider: team.league.provider,
            season: team.league.season,
            lastSyncedAt: team.league.lastSyncedAt?.toISOString() ?? null,
            syncError: team.league.syncError,
          },
          record: { wins: team.wins, losses: team.losses, ties: team.ties },
          standing: team.standing,
          week,
          seasonOver: phase === "over",
          playoffOdds: displayOdds(odds.playoffOdds),
          opponent: matchup.opponent?.name ?? null,
          winProbability: matchup.opponent ? matchup.winProbability : null,
        }),
      );
    }),
  );
}
