// The history prior of the projection model file: a player-week with no projection at all is predicted from
// the player's games so far (recency-weighted, shrunk toward the position's first-game mean), with a fitted
// spread and shape. Fitted on every season in the weekly data except `exclude` (withheld seasons); K and DST
// have no usable weekly history in the data, so they keep hand-set priors.
import type { Position } from "@/lib/domain/league";
import { historyMean, QUANTILE_PROBS, modelSd, type PriorParams } from "../projection-model";
import { actualPoints, buildSeason, priorGames } from "./season-data";
import { binnedRmsSums, quantile } from "./spread-bins";
import type { WeeklyData } from "./weekly-data";

const FIXED: Record<Position, Pick<PriorParams, "boom" | "bust">> = {
  QB: { boom: 25, bust: 12 },
  RB: { boom: 20, bust: 6 },
  WR: { boom: 20, bust: 6 },
  TE: { boom: 15, bust: 4 },
  K: { boom: 12, bust: 4 },
  DST: { boom: 12, bust: 3 },
};
const NORMAL_Z = [-2.054, -1.645, -1.282, -0.842, -0.524, -0.253, 0, 0.253, 0.524, 0.842, 1.282, 1.645, 2.054];
const HAND_SET: Record<"K" | "DST", PriorParams> = {
  K: {
    projWeight: 0.8,
    ewmaDecay: 0.8,
    priorMean: 7,
    priorGames: 3,
    meanShift: 0,
    meanScale: 1,
    sdBase: 2.5,
    sdSlope: 0.35,
    z: NORMAL_Z,
    ...FIXED.K,
  },
  DST: {
    projWeight: 0.8,
    ewmaDecay: 0.8,
    priorMean: 6,
    priorGames: 3,
    meanShift: 0,
    meanScale: 1,
    sdBase: 3,
    sdSlope: 0.45,
    z: NORMAL_Z,
    ...FIXED.DST,
  },
};

const round = (x: number, d = 3) => Math.round(x * 10 ** d) / 10 ** d;

/** Spread line rms = a + b·mean by 2-point bins (weighted least squares) and the standardized shape. */
function spread(resid: { m: number; r: number }[]): Pick<PriorParams, "sdBase" | "sdSlope" | "z"> {
  const { sw, sx, sy, sxx, sxy } = binnedRmsSums(
    resid.filter((x) => x.m >= 1),
    30,
  );
  const slope = Math.max(0.05, (sw * sxy - sx * sy) / (sw * sxx - sx * sx));
  const sd = { sdBase: round(Math.max(0.5, (sy - slope * sx) / sw)), sdSlope: round(slope) };
  const z = resid
    .filter((x) => x.m >= 1)
    .map(({ m, r }) => r / modelSd(sd, m))
    .sort((a, b) => a - b);
  return { ...sd, z: QUANTILE_PROBS.map((q) => round(quantile(z, q))) };
}

export function fitPriors(data: WeeklyData, exclude: readonly number[] = []): Record<Position, PriorParams> {
  const seasons = [...new Set(data.actuals.map((a) => a.season))].filter((y) => !exclude.includes(y)).sort();
  const obs = seasons.flatMap((y) => {
    const s = buildSeason(data, y);
    return [...s.players.values()].flatMap((p) =>
      [...p.actual.keys()].map((week) => ({
        position: p.position,
        recent: priorGames(s, p, week),
        actual: actualPoints(s, p, week),
      })),
    );
  });
  const fitted = (pos: "QB" | "RB" | "WR" | "TE"): PriorParams => {
    const ho = obs.filter((o) => o.position === pos);
    const fresh = ho.filter((o) => o.recent.length === 0).map((o) => o.actual);
    const priorMean = round(fresh.reduce((s, x) => s + x, 0) / Math.max(1, fresh.length), 2);
    const known = ho.filter((o) => o.recent.length > 0);
    let best = { err: Infinity, priorGames: 1, ewmaDecay: 0.9 };
    for (const priorGames of [0.5, 1, 2, 3, 5, 8])
      for (const ewmaDecay of [0.5, 0.65, 0.8, 0.9, 1]) {
        const p = { priorMean, priorGames, ewmaDecay };
        const err = known.reduce((s, o) => s + Math.abs(historyMean(o.recent, p) - o.actual), 0);
        if (err < best.err) best = { err, priorGames, ewmaDecay };
      }
    const p = { priorMean, priorGames: best.priorGames, ewmaDecay: best.ewmaDecay };
    const resid = known.map((o) => {
      const m = historyMean(o.recent, p);
      return { m, r: o.actual - m };
    });
    return { projWeight: 1, meanShift: 0, meanScale: 1, ...p, ...spread(resid), ...FIXED[pos] };
  };
  return { QB: fitted("QB"), RB: fitted("RB"), WR: fitted("WR"), TE: fitted("TE"), ...HAND_SET };
}
