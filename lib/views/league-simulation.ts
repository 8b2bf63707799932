import "server-only";
import { Lru } from "@/lib/cache/lru";
import { simulateSeason, type SeasonInput, type SeasonResult } from "@/lib/engine";
import { getLeagueSyncStamp } from "@/lib/db/queries/league-pages";
import { seedFor } from "./league-season";

// One season simulation per league, week and sync, shared by the dashboard's Playoff Odds card, /standings,
// /schedule and /analytics: the same question always gets the same numbers, and it is computed once. The key
// carries the league's last sync time, so a sync that changes results or rosters starts a new simulation; the
// cache holds promises (concurrent callers share a running simulation) in a bounded LRU.

export const SIMULATIONS = 10_000;
const CAPACITY = 32;

export interface LeagueSimulation {
  week: number;
  input: SeasonInput;
  result: SeasonResult;
  seed: number;
  computedAt: string;
}

const simulations = new Lru<Promise<LeagueSimulation | null>>(CAPACITY);

export const simulationSeed = (leagueId: string, week: number) => seedFor(`${leagueId}:${week}`);

/** `build` turns the league into the simulator's input (null: too little data to simulate). */
export async function leagueSimulation(args: {
  leagueId: string;
  week: number;
  build: () => Promise<SeasonInput | null>;
}): Promise<LeagueSimulation | null> {
  const stamp = await getLeagueSyncStamp({ leagueId: args.leagueId });
  const key = `${args.leagueId}:${args.week}:${stamp?.getTime() ?? "never"}`;
  return simulations.memo(key, async () => {
    const input = await args.build();
    if (!input) return null;
    const seed = simulationSeed(args.leagueId, args.week);
    return {
      week: args.week,
      input,
      result: simulateSeason(input, { seasons: SIMULATIONS, seed }),
      seed,
      computedAt: new Date().toISOString(),
    };
  });
}
