import "server-only";
import type { PlayoffScenarios } from "@/lib/league-model/types";
import type { TeamWithLeagueRow } from "@/lib/db/queries/teams";
import { fallbackPlayoffOdds } from "@/lib/engine";
import { leagueSimulation, type LeagueSimulation } from "./league-simulation";
import { leagueState, mostlyUnprojected } from "./league-state";
import { percentPoints } from "@/lib/numbers";
import type { TeamWeekArgs } from "./league-model";

// The league's season simulation for a week — shared with /standings, /schedule and /analytics and stored per
// league state (lib/league-model/league-state.ts); null when the league cannot be simulated.
interface LeagueWeek {
  league: TeamWithLeagueRow["league"];
  week: number;
  now: Date;
}

export function leagueOdds({ league, week, now }: LeagueWeek): Promise<LeagueSimulation | null> {
  return leagueSimulation({ league, week, now });
}

/**
 * How many of the league's starters still to play in a week have no projection, when they are most of them (0
 * otherwise): then odds would rank teams by their records alone, so they are withheld.
 */
export async function unprojectedStarterCount({ league, week, now }: LeagueWeek): Promise<number> {
  // The league state is built once per sync and week and shared with every priced move, so this check costs nothing.
  const { slots, thisWeek } = (await leagueState({ league, week, now })).season;
  return mostlyUnprojected(slots, thisWeek);
}

export async function playoffScenarios({ team, week, now }: TeamWeekArgs): Promise<PlayoffScenarios> {
  const sim = await leagueOdds({ league: team.league, week, now });
  const mine = sim?.result.teams.find((t) => t.teamId === team.id);
  if (!sim || !mine) {
    // Odds from lineups nobody projects would be the records alone dressed up as a forecast: say what is missing.
    const missing = await unprojectedStarterCount({ league: team.league, week, now });
    return {
      playoffOdds: missing ? null : fallbackPlayoffOdds({ wins: team.wins, losses: team.losses, ties: team.ties }),
      missingInputs: missing
        ? `No playoff odds yet: ${missing} of the league's starters have no projection for week ${week}.`
        : null,
      byeOdds: null,
      titleOdds: null,
      seedDistribution: [],
      expectedWins: null,
      simulations: 0,
    };
  }
  return {
    playoffOdds: percentPoints(mine.playoffOdds),
    byeOdds: percentPoints(mine.byeOdds),
    titleOdds: percentPoints(mine.titleOdds),
    seedDistribution: mine.seedDistribution.map(percentPoints),
    expectedWins: Math.round(mine.expectedWins * 100) / 100,
    simulations: sim.result.seasons,
    missingInputs: null,
  };
}
