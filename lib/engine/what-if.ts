// What-if: force the results of chosen remaining games and see every team's odds move. Both seasons — as
// scheduled and with the forced results — run on the same random variates (common random numbers), so the
// baseline is exactly the league's simulation for the same seed and the change shows the forcing alone.
import { compileSeason } from "./season-compile";
import { runSeasons, tallyToResult } from "./season-sim";
import type { ForcedResult, SeasonInput, SeasonResult, SimOptions } from "./types";

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
    if (seen.has(key) || !input.remaining.some((g) => g.week === f.week && g.home === f.home && g.away === f.away))
      return false;
    seen.add(key);
    return true;
  });
}

/**
 * `baseline`: the league's simulation already run for the same input, seed and seasons. Then only the forced
 * season is simulated — on the very same variates, so the change is still paired — and the standard error is
 * the unpaired one (an upper bound on the paired error).
 */
export function whatIf(
  input: SeasonInput,
  forced: readonly ForcedResult[],
  opts: SimOptions,
  baseline?: SeasonResult,
): WhatIfResult {
  const changed = compileSeason({ ...input, forced: validForcedResults(input, forced) });
  if (baseline && baseline.seasons === opts.seasons) {
    const { tallies } = runSeasons([changed], opts);
    const t1 = tallies[0];
    if (!t1) return { seasons: 0, teams: [] };
    const r1 = tallyToResult(changed, t1);
    const n = Math.max(1, t1.seasons);
    return {
      seasons: t1.seasons,
      teams: r1.teams.map((t) => {
        const b = baseline.teams.find((x) => x.teamId === t.teamId);
        const p0 = b?.playoffOdds ?? 0;
        return {
          teamId: t.teamId,
          playoffOdds: t.playoffOdds,
          byeOdds: t.byeOdds,
          titleOdds: t.titleOdds,
          basePlayoffOdds: p0,
          baseByeOdds: b?.byeOdds ?? 0,
          baseTitleOdds: b?.titleOdds ?? 0,
          sePlayoffChange: Math.sqrt((p0 * (1 - p0) + t.playoffOdds * (1 - t.playoffOdds)) / n),
        };
      }),
    };
  }
  const base = compileSeason({ ...input, forced: [] });
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
