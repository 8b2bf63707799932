import "server-only";
import type { TeamLeagueRow } from "@/lib/db/queries/teams";
import type { SeasonInput, SeasonResult } from "@/lib/engine";
import { leagueState, stateOdds, type LeagueState } from "./league-state";

// The league's season simulation for a week, shared by the dashboard's Playoff Odds card, /standings, /schedule,
// /analytics, the decision pages and the GM: the league state's stored base odds (lib/league-model/league-state.ts), so
// the same question always gets the same numbers and a read never re-simulates.

export interface LeagueSimulation {
  week: number;
  input: SeasonInput;
  result: SeasonResult;
  seed: number;
  computedAt: string;
  state: LeagueState; // where its what-ifs are stored
}

/** Null when the league cannot be simulated. */
export async function leagueSimulation(args: {
  league: TeamLeagueRow;
  week: number;
  now: Date;
}): Promise<LeagueSimulation | null> {
  const state = await leagueState(args);
  const odds = await stateOdds(state);
  if (!state.input || !odds) return null;
  return {
    week: args.week,
    input: state.input,
    result: odds.result,
    seed: state.seed,
    computedAt: odds.computedAt,
    state,
  };
}
