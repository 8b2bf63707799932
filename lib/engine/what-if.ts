// What-if: force the results of chosen remaining games and see every team's odds move. Both seasons — as
// scheduled and with the forced results — run on the same random variates (common random numbers), so the
// baseline is exactly the league's simulation for the same seed and the change shows the forcing alone.
import { compileSeason } from "./season-compile";
import { runSeasons, tallyToResult } from "./season-sim";
import type { ForcedResult, SeasonInput, SimOptions } from "./types";

export interface WhatIfTeamOdds {
  teamId: string;
  playoffOdds: number;
  byeOdds: number;
  titleOdds: number;
  basePlayoffOdds: number;
  baseByeOdds: number;
  baseTitleOdds: number;
  /** Standard error of the paired change in playoff odds. */
  sePlayoffChange: number;
}

export interface WhatIfResult {
  seasons: number;
  teams: WhatIfTeamOdds[];
}

const pairedSe = (gain: number, loss: number, n: number) => {
  const mean = (gain - loss) / n;
  return Math.sqrt(Math.max(0, (gain + loss) / n - mean * mean) / n);
};

/** Keeps only forced results that name a remaining game (first mention wins). */
export function validForcedResults(input: SeasonInput, forced: readonly ForcedResult[]): ForcedResult[] {
  const seen = new Set<string>();
  return forced.filter((f) => {
    const key = `${f.week}:${f.home}:${f.away}`;
    if (seen.has(key) || !input.remaining.some((g) => g.week === f.week && g.home === f.home && g.away === f.away)) return false;
    seen.add(key);
    return true;
  });
}

export function whatIf(input: SeasonInput, forced: readonly ForcedResult[], opts: SimOptions): WhatIfResult {
  const base = compileSeason({ ...input, forced: [] });
  const changed = compileSeason({ ...input, forced: validForcedResults(input, forced) });
  const { tallies, pair } = runSeasons([base, changed], opts);
  const [t0, t1] = tallies;
  if (!t0 || !t1) return { seasons: 0, teams: [] };
  const r0 = tallyToResult(base, t0);
  const r1 = tallyToResult(changed, t1);
  const n = Math.max(1, t0.seasons);
  return {
    seasons: t0.seasons,
    teams: r1.teams.map((t, i) => {
      const b = r0.teams[i];
      return {
        teamId: t.teamId,
        playoffOdds: t.playoffOdds,
        byeOdds: t.byeOdds,
        titleOdds: t.titleOdds,
        basePlayoffOdds: b?.playoffOdds ?? 0,
        baseByeOdds: b?.byeOdds ?? 0,
        baseTitleOdds: b?.titleOdds ?? 0,
        sePlayoffChange: pair ? pairedSe(pair.playoffGain[i] as number, pair.playoffLoss[i] as number, n) : 0,
      };
    }),
  };
}
