import "server-only";
import type { PlayoffScenarios } from "@/lib/views/types";
import type { DashboardTeamRow } from "@/lib/db/queries/dashboard";
import { fallbackPlayoffOdds } from "@/lib/engine";
import { leagueSimulation, type LeagueSimulation } from "./league-simulation";

const pct = (fraction: number) => Math.round(fraction * 1000) / 10;

// The league's season simulation for a week — shared with /standings, /schedule and /analytics and stored per
// league state (lib/views/league-state.ts); null when the league cannot be simulated.
export function leagueOdds({
  league,
  week,
  now,
}: {
  league: DashboardTeamRow["league"];
  week: number;
  now: Date;
}): Promise<LeagueSimulation | null> {
  return leagueSimulation({ league, week, now });
}

export async function playoffScenarios({
  team,
  week,
  now,
}: {
  team: DashboardTeamRow;
  week: number;
  now: Date;
}): Promise<PlayoffScenarios> {
  const sim = await leagueOdds({ league: team.league, week, now });
  const mine = sim?.result.teams.find((t) => t.teamId === team.id);
  if (!sim || !mine) {
    return {
      playoffOdds: fallbackPlayoffOdds({ wins: team.wins, losses: team.losses, ties: team.ties }),
      byeOdds: null,
      titleOdds: null,
      seedDistribution: [],
      expectedWins: null,
      simulations: 0,
    };
  }
  return {
    playoffOdds: pct(mine.playoffOdds),
    byeOdds: pct(mine.byeOdds),
    titleOdds: pct(mine.titleOdds),
    seedDistribution: mine.seedDistribution.map(pct),
    expectedWins: Math.round(mine.expectedWins * 100) / 100,
    simulations: sim.result.seasons,
  };
}
