import "server-only";
import { getDashboardTeam } from "@/lib/db/queries/dashboard";
import { listTeamsForUser } from "@/lib/db/queries/teams";
import { teamMatchup } from "@/lib/dashboard/matchup";
import { playoffScenarios } from "@/lib/dashboard/playoff";
import { displayOdds } from "@/lib/rules/playoff-odds";
import { resolveWeek } from "@/lib/rules/current-week";

// /manage: every team the user has, across leagues and providers, with the numbers the dashboard shows for it —
// the same playoffScenarios (shared league simulation) and teamMatchup (the cards' player-weeks), not a copy.
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

export async function managedTeams({ userId, now }: { userId: string; now: Date }): Promise<ManagedTeam[]> {
  const ids = (await listTeamsForUser({ userId })).map((t) => t.id);
  const rows = await Promise.all(ids.map((teamId) => getDashboardTeam({ teamId, userId })));
  return Promise.all(
    rows.flatMap((team) => {
      if (!team) return [];
      const { week, phase } = resolveWeek(team.league, now);
      return [
        Promise.all([playoffScenarios({ team, week, now }), teamMatchup({ team, week, now })]).then(([odds, matchup]): ManagedTeam => ({
          id: team.id,
          name: team.name,
          league: {
            name: team.league.name, provider: team.league.provider, season: team.league.season,
            lastSyncedAt: team.league.lastSyncedAt?.toISOString() ?? null, syncError: team.league.syncError,
          },
          record: { wins: team.wins, losses: team.losses, ties: team.ties },
          standing: team.standing,
          week,
          seasonOver: phase === "over",
          playoffOdds: displayOdds(odds.playoffOdds),
          opponent: matchup.opponent?.name ?? null,
          winProbability: matchup.opponent ? matchup.winProbability : null,
        })),
      ];
    }),
  );
}
