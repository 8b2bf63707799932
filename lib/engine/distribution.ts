// Player-week score distributions. With any source projection at QB/RB/WR/TE the learned projection model
// (projection-model.ts, data/model/projection-model.json) gives the mean, the median the product shows and
// the p10/p90 floor and ceiling from whichever sources are present; its residual spread (sd = a + b·mean) and
// skewed shape give sd, boom/bust and volatility. Without a projection (or at K/DST) the same file's history
// prior / the sources' average carries the mean, with the position's spread and shape.
import type { InjuryStatus, Position } from "@/lib/domain/league";
import { PROJECTION_MODEL, projectPlayerWeek } from "./projection-model-data";
import {
  historyMean,
  QUANTILE_PROBS,
  type PlayerWeekProjection,
  type PriorParams,
  type ProjectionModelFile,
} from "./projection-model";
import type { SourceProjections } from "./projection-sources";
import type { PlayerDistribution, PlayerWeekInput } from "./types";
import { isOut as isOutStatus } from "@/lib/domain/injury";

// Share of the usual mean a listed player is expected to deliver (a doubtful player mostly sits).
const STATUS_FACTOR: Record<string, number> = { QUESTIONABLE: 0.92, DOUBTFUL: 0.25 };

export const isOut = (status: InjuryStatus | undefined) => isOutStatus(status);

export const ZERO_DISTRIBUTION: PlayerDistribution = {
  mean: 0,
  median: 0,
  sd: 0,
  floor: 0,
  ceiling: 0,
  pBoom: 0,
  pBust: 1,
  volatility: 0,
};

export type PositionParams = PriorParams;

/** Spread and shape per position: the projection model's residuals where it has a model, else the prior fit. */
const PARAMS: Record<Position, PositionParams> = Object.fromEntries(
  (Object.keys(PROJECTION_MODEL.priors) as Position[]).map((pos) => {
    const shape = PROJECTION_MODEL.positions[pos]?.shape;
    const base = PROJECTION_MODEL.priors[pos];
    return [pos, shape && shape.z.length === QUANTILE_PROBS.length ? { ...base, ...shape } : base];
  }),
) as Record<Position, PositionParams>;

export const positionParams = (position: Position): PositionParams => PARAMS[position];

/** The plain average of the sources present (null when none). */
export function sourcesAverage(sources: SourceProjections | undefined): number | null {
  const xs = Object.values(sources ?? {}).filter((x) => Number.isFinite(x));
  return xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : null;
}

/** The one projection number of an input: the sources' average, else the bare projection. */
const singleProjection = (input: PlayerWeekInput): number | null => {
  const avg = sourcesAverage(input.sources);
  if (avg !== null) return avg;
  return input.projection !== null && input.projection !== undefined && Number.isFinite(input.projection)
    ? input.projection
    : null;
};

/** Exponentially weighted mean of recent games (newest weighs most). */
export function recentAverage(points: readonly number[], decay: number): { avg: number; games: number } {
  let num = 0;
  let den = 0;
  let w = 1;
  for (let i = points.length - 1; i >= 0; i--) {
    num += w * (points[i] ?? 0);
    den += w;
    w *= decay;
  }
  return { avg: den > 0 ? num / den : 0, games: points.length };
}

/** Expected points before injury adjustment. */
export function blendedMean(input: PlayerWeekInput, p: PositionParams = PARAMS[input.position]): number {
  const recent = recentAverage(input.recentPoints ?? [], p.ewmaDecay);
  const projection = singleProjection(input);
  if (projection !== null) {
    // Few games: lean on the projection; the set weight applies once ~3 games are known.
    const w = recent.games === 0 ? 1 : 1 - (1 - p.projWeight) * Math.min(1, recent.games / 3);
    const blend = Math.max(0, w * projection + (1 - w) * recent.avg);
    // Calibration (fitted): sources over-spread QBs, so their projections shrink toward the middle.
    return blend > 0 ? Math.max(0, p.meanShift + p.meanScale * blend) : 0;
  }
  return historyMean(input.recentPoints ?? [], p);
}

/** Interpolated standardized quantile z(p) of the position's fitted shape. */
export function shapeQuantile(p: PositionParams, prob: number): number {
  const probs = QUANTILE_PROBS;
  const z = p.z;
  if (prob <= probs[0]) return z[0] ?? 0;
  for (let i = 1; i < probs.length; i++) {
    const hi = probs[i] ?? 1;
    if (prob <= hi) {
      const lo = probs[i - 1] ?? 0;
      const t = (prob - lo) / (hi - lo);
      return (z[i - 1] ?? 0) * (1 - t) + (z[i] ?? 0) * t;
    }
  }
  return z[z.length - 1] ?? 0;
}

/** P(Z ≤ x) for the position's shape (inverse of shapeQuantile, linear tails). */
export function shapeCdf(p: PositionParams, x: number): number {
  const probs = QUANTILE_PROBS;
  const z = p.z;
  const n = z.length;
  if (x <= (z[0] ?? 0)) return Math.max(0, (probs[0] ?? 0) * Math.exp(x - (z[0] ?? 0)));
  for (let i = 1; i < n; i++) {
    const hi = z[i] ?? 0;
    if (x <= hi) {
      const lo = z[i - 1] ?? 0;
      const t = hi > lo ? (x - lo) / (hi - lo) : 1;
      return (probs[i - 1] ?? 0) * (1 - t) + (probs[i] ?? 0) * t;
    }
  }
  const last = probs[n - 1] ?? 1;
  return 1 - (1 - last) * Math.exp(-(x - (z[n - 1] ?? 0)));
}

const clamp01 = (x: number) => (x < 0 ? 0 : x > 1 ? 1 : x);

/** Volatility 0–1 from the coefficient of variation: cv 0.35 (steady) → 0, cv 1.35 (boom-or-bust) → 1. */
export const volatilityFromCv = (mean: number, sd: number) => clamp01((sd / Math.max(mean, 1) - 0.35) / 1.0);

/** Spread for a mean; below 4 points the base shrinks so near-zero players keep a tiny spread. */
export const sdFor = (p: PositionParams, mean: number) => p.sdBase * Math.min(1, mean / 4) + p.sdSlope * mean;

/** Full distribution for a given mean (used for live and hypothetical means too). */
export function distributionFromMean(
  position: Position,
  mean: number,
  p: PositionParams = PARAMS[position],
): PlayerDistribution {
  if (mean <= 0) return ZERO_DISTRIBUTION;
  const sd = sdFor(p, mean);
  return {
    mean,
    median: Math.max(0, mean + sd * shapeQuantile(p, 0.5)),
    sd,
    floor: Math.max(0, mean + sd * shapeQuantile(p, 0.1)),
    ceiling: mean + sd * shapeQuantile(p, 0.9),
    pBoom: 1 - shapeCdf(p, (p.boom - mean) / sd),
    pBust: shapeCdf(p, (p.bust - mean) / sd),
    volatility: volatilityFromCv(mean, sd),
  };
}

/** Distribution from the projection model's output (scaled by the injury factor). */
function modelDistribution(position: Position, m: PlayerWeekProjection, factor: number): PlayerDistribution {
  const mean = m.mean * factor;
  if (mean <= 0) return ZERO_DISTRIBUTION;
  const p = { ...PARAMS[position], ...m.shape };
  const sd = m.sd * factor;
  return {
    mean,
    median: m.median * factor,
    sd,
    floor: m.p10 * factor,
    ceiling: m.p90 * factor,
    pBoom: 1 - shapeCdf(p, (p.boom - mean) / sd),
    pBust: shapeCdf(p, (p.bust - mean) / sd),
    volatility: volatilityFromCv(mean, sd),
  };
}

/**
 * A player's distribution for one week; byes and OUT/IR/SUSPENDED give the zero distribution. With any
 * projection (`sources`, else the bare `projection`) at a modelled position the projection model decides, with
 * the weights fitted for exactly the sources present (pass `features` — lines, opponent, usage — for its full
 * accuracy; `recentPoints` alone is enough for the form features).
 */
export function playerDistribution(
  input: PlayerWeekInput,
  model: ProjectionModelFile = PROJECTION_MODEL,
): PlayerDistribution {
  if (input.onBye || isOut(input.injuryStatus)) return ZERO_DISTRIBUTION;
  const p = PARAMS[input.position];
  const factor = STATUS_FACTOR[(input.injuryStatus ?? "").toUpperCase()] ?? 1;
  if (singleProjection(input) !== null) {
    const m = projectPlayerWeek(
      input.position,
      { ...input.features, sources: input.sources, projection: input.projection, recentPoints: input.recentPoints },
      model,
    );
    if (m) return modelDistribution(input.position, m, factor);
  }
  return distributionFromMean(input.position, blendedMean(input, p) * factor, p);
}
