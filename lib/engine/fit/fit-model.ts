// Fitting and rolling-origin validation of the projection model (lib/engine/projection-model.ts).
import type { Position } from "@/lib/domain/league";
import {
  CONTEXT_FEATURES,
  MODEL_SOURCES,
  modelMean,
  modelSd,
  projectWithModel,
  QUANTILE_PROBS,
  subsetFeatures,
  subsetKey,
  subsetsOf,
  type ModelSlots,
  type ModelSource,
  type PositionModel,
  type PriorParams,
  type ProjectionModelFile,
  type ResidualShape,
  type SubsetModel,
} from "../projection-model";
import type { ModelRow } from "./feature-rows";
import { quantileRidge, ridge } from "./ridge";
import { binnedRmsSums, quantile } from "./spread-bins";

export const MODEL_POSITIONS: Position[] = ["QB", "RB", "WR", "TE"];
/**
 * Ridge penalties toward the prior (the plain average of the sources, no context): one for the source weights,
 * one for the context features, so the stacking can stay close to the average (a strong baseline whose weights
 * the sources' correlated errors make hard to beat) while the context is fitted freely.
 */
export interface Penalty {
  sources: number;
  context: number;
}
export const PENALTY: Penalty = { sources: 0.5, context: 0.5 };
/** The per-feature penalty vector of a subset model with `k` sources. */
export const subsetPenalty = (k: number, penalty: Penalty) => [
  ...new Array<number>(k).fill(penalty.sources),
  ...CONTEXT_FEATURES.map(() => penalty.context),
];
export const MIN_ROWS = 150; // fewer training rows at a position → no model there (source projection)
export const MIN_CALIBRATION_ROWS = 100; // fewer newest rows → the p10–p90 band is left as fitted

/** Ridge prior of a subset model: the plain average of its sources, no context. */
export const subsetPrior = (k: number) => [...new Array<number>(k).fill(1 / k), ...CONTEXT_FEATURES.map(() => 0)];
const round = (x: number, d = 4) => Math.round(x * 10 ** d) / 10 ** d;

/** Residual spread line (rms by 2-point bins of the mean, weighted least squares) and standardized shape. */
function residualShape(pairs: { m: number; r: number }[]): ResidualShape {
  const { sw, sx, sy, sxx, sxy } = binnedRmsSums(pairs, 20);
  const den = sw * sxx - sx * sx;
  const slope = den > 0 ? Math.max(0.05, (sw * sxy - sx * sy) / den) : 0.3;
  const base = sw > 0 ? Math.max(0.5, (sy - slope * sx) / sw) : 3;
  const sd = { sdBase: round(base), sdSlope: round(slope) };
  const z = pairs.map(({ m, r }) => r / Math.max(0.5, modelSd(sd, m))).sort((a, b) => a - b);
  return { ...sd, z: QUANTILE_PROBS.map((q) => round(quantile(z, q))) };
}

export const CALIBRATION_SHARE = 0.25; // newest share of the training rows that calibrates the p10–p90 band

/**
 * Conformalized quantile regression (Romano et al., 2019): quantile lines fitted on the older training rows
 * under-cover the newest ones (the season moves on), so the p10–p90 band is widened (or narrowed) by the
 * amount that makes it hold 80 % of those newest rows: the 80 % quantile of max(p10 − y, y − p90). Rows
 * arrive in time order; with fewer than MIN_CALIBRATION_ROWS calibration rows the band is left as fitted.
 */
export function conformalWidening(
  X: readonly number[][],
  y: readonly number[],
  prior: readonly number[],
  lambda: number | readonly number[] = PENALTY.context,
): number {
  const cut = Math.floor(X.length * (1 - CALIBRATION_SHARE));
  if (X.length - cut < MIN_CALIBRATION_ROWS || cut < MIN_ROWS) return 0;
  const lo = quantileRidge(X.slice(0, cut), y.slice(0, cut), prior, lambda, 0.1);
  const hi = quantileRidge(X.slice(0, cut), y.slice(0, cut), prior, lambda, 0.9);
  const scores = X.slice(cut)
    .map((x, i) => {
      const actual = y[cut + i] ?? 0;
      return Math.max(modelMean(lo, x) - actual, actual - modelMean(hi, x));
    })
    .sort((a, b) => a - b);
  const k = Math.min(scores.length - 1, Math.ceil((scores.length + 1) * 0.8) - 1);
  return scores[k] ?? 0;
}

const hasAll = (row: ModelRow, subset: readonly ModelSource[]) => subset.every((s) => row.slots[s] !== undefined);

/** One position's model for one subset of sources, on every training row that has those sources. */
export function fitSubsetModel(
  rows: readonly ModelRow[],
  subset: readonly ModelSource[],
  penalty = PENALTY,
): SubsetModel | null {
  const train = rows.filter((r) => hasAll(r, subset));
  if (train.length < MIN_ROWS) return null;
  const prior = subsetPrior(subset.length);
  const lambda = subsetPenalty(subset.length, penalty);
  const X = train.map((r) => subsetFeatures(subset, r.slots, r.input));
  const y = train.map((r) => r.actual);
  const { intercept, coef } = ridge(X, y, prior, lambda);
  const q = (tau: number, shift = 0) => {
    const f = quantileRidge(X, y, prior, lambda, tau);
    return { intercept: round(f.intercept + shift), coef: f.coef.map((c) => round(c)) };
  };
  const widen = conformalWidening(X, y, prior, lambda);
  const mean = { intercept: round(intercept), coef: coef.map((c) => round(c)) };
  const pairs = X.map((x, i) => {
    const m = modelMean(mean, x);
    return { m, r: (y[i] ?? 0) - m };
  }).filter((p) => p.m >= 1);
  return {
    sources: [...subset],
    ...mean,
    ...residualShape(pairs),
    quantiles: { p10: q(0.1, -widen), p50: q(0.5), p90: q(0.9, widen) },
    trainingRows: train.length,
  };
}

export function fitPositionModel(rows: readonly ModelRow[], penalty = PENALTY): PositionModel | null {
  const subsets: Record<string, SubsetModel> = {};
  for (const subset of subsetsOf(MODEL_SOURCES)) {
    const m = fitSubsetModel(rows, subset, penalty);
    if (m) subsets[subsetKey(subset)] = m;
  }
  const best = Object.values(subsets).sort((a, b) => b.trainingRows - a.trainingRows)[0];
  return best ? { shape: { sdBase: best.sdBase, sdSlope: best.sdSlope, z: best.z }, subsets } : null;
}

export function fitModel(
  rows: readonly ModelRow[],
  fittedOn: string,
  priors: Record<Position, PriorParams>,
  penalty = PENALTY,
): ProjectionModelFile {
  const positions: ProjectionModelFile["positions"] = {};
  for (const pos of MODEL_POSITIONS) {
    const m = fitPositionModel(
      rows.filter((r) => r.position === pos),
      penalty,
    );
    if (m) positions[pos] = m;
  }
  const seasons = [...new Set(rows.map((r) => r.season))].sort((a, b) => a - b);
  return {
    version: 2,
    scoring: "PPR",
    fittedAt: new Date().toISOString(),
    fittedOn,
    seasons,
    sources: [...MODEL_SOURCES],
    contextFeatures: [...CONTEXT_FEATURES],
    quantileProbs: [...QUANTILE_PROBS],
    positions,
    priors,
  };
}

/** A projection for one row: what a fitted model shows, its mean and its p10–p90 band. */
export interface RowProjection {
  shown: number;
  mean: number;
  p10: number;
  p90: number;
  modelled: boolean; // false: no model could be fitted yet, the sources' average stands
}

/** Predicts a row from the given source slots (a subset of its sources, or other values for them). */
export type Projector = (row: ModelRow, slots: ModelSlots) => RowProjection;

/** Fits on the training rows (all before `order` = season·100 + week). */
export type Fitter = (train: readonly ModelRow[], order: number) => Projector;

const average = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);

/** The projector of one fitted model file; the sources' average where it has no model. */
export function modelProjector(model: ProjectionModelFile): Projector {
  return (row, slots) => {
    const p = projectWithModel(model, row.position, { ...row.input, sources: slots });
    if (p) return { shown: p.median, mean: p.mean, p10: p.p10, p90: p.p90, modelled: true };
    const v = average(Object.values(slots));
    return { shown: v, mean: v, p10: NaN, p90: NaN, modelled: false };
  };
}

/** The app's model (`fitModel`) refitted on the training rows; the history prior is not needed here. */
export const ridgeFitter =
  (priors: Record<Position, PriorParams>, penalty = PENALTY): Fitter =>
  (train) =>
    modelProjector(fitModel(train, "rolling", priors, penalty));

/** An evaluation question: which source slots a row is predicted from (null = the row does not qualify). */
export interface Query {
  name: string;
  slots: (row: ModelRow) => ModelSlots | null;
}

/** The row's sources restricted to `subset` (null when it lacks one of them). */
export const subsetQuery = (subset: readonly ModelSource[], name = subsetKey(subset)): Query => ({
  name,
  slots: (row) => (hasAll(row, subset) ? Object.fromEntries(subset.map((s) => [s, row.slots[s]])) : null),
});

/** Every source the row has: what the product shows. */
export const allSourcesQuery: Query = { name: "shown", slots: (row) => row.slots };

export interface Prediction {
  row: ModelRow;
  slots: ModelSlots;
  p: RowProjection;
}

/** Rolling origin: for each (season, week) of `evalSeasons`, fit on every row before it, predict it. */
export function rollingOrigin(
  rows: readonly ModelRow[],
  evalSeasons: readonly number[],
  fit: Fitter,
  queries: readonly Query[],
): Map<string, Prediction[]> {
  const out = new Map<string, Prediction[]>(queries.map((q) => [q.name, []]));
  const order = (r: ModelRow) => r.season * 100 + r.week;
  const targets = [...new Set(rows.filter((r) => evalSeasons.includes(r.season)).map(order))].sort((a, b) => a - b);
  for (const t of targets) {
    const project = fit(
      rows.filter((r) => order(r) < t),
      t,
    );
    for (const row of rows.filter((r) => order(r) === t))
      for (const q of queries) {
        const slots = q.slots(row);
        if (slots) out.get(q.name)?.push({ row, slots, p: project(row, slots) });
      }
  }
  return out;
}

export interface AccuracyLine {
  position: string;
  n: number;
  maeShown: number;
  maeMean: number;
  maeBySource: Partial<Record<ModelSource, number>>; // each input source's own MAE on the same rows
  maeConsensus: number; // plain average of the input sources
  maeBest: number; // the best single input source at this position
  maeNflcom: number | null; // NFL.com's on the same rows, when it is an input
  ratioBest: number; // maeShown / maeBest
  ratioNflcom: number | null;
  coverage80: number; // share of outcomes inside p10–p90 (modelled rows)
  belowP10: number;
  aboveP90: number;
}

export function accuracyTable(preds: readonly Prediction[]): AccuracyLine[] {
  const line = (position: string, ps: readonly Prediction[]): AccuracyLine => {
    const n = ps.length;
    const mae = (f: (p: Prediction) => number) =>
      ps.reduce((s, p) => s + Math.abs(f(p) - p.row.actual), 0) / Math.max(1, n);
    const iv = ps.filter((p) => p.p.modelled);
    const share = (f: (p: Prediction) => boolean) => iv.filter(f).length / Math.max(1, iv.length);
    const inputs = MODEL_SOURCES.filter((s) => ps.length > 0 && ps.every((p) => p.slots[s] !== undefined));
    const maeBySource = Object.fromEntries(inputs.map((s) => [s, round(mae((p) => p.slots[s] ?? 0))]));
    const maeShown = mae((p) => p.p.shown);
    const maeBest = Math.min(...Object.values(maeBySource));
    const maeNflcom = maeBySource.nflcom ?? null;
    return {
      position,
      n,
      maeShown: round(maeShown),
      maeMean: round(mae((p) => p.p.mean)),
      maeBySource,
      maeConsensus: round(mae((p) => average(Object.values(p.slots)))),
      maeBest,
      maeNflcom,
      ratioBest: round(maeShown / maeBest),
      ratioNflcom: maeNflcom === null ? null : round(maeShown / maeNflcom),
      coverage80: round(share((p) => p.row.actual >= p.p.p10 && p.row.actual <= p.p.p90)),
      belowP10: round(share((p) => p.row.actual < p.p.p10)),
      aboveP90: round(share((p) => p.row.actual > p.p.p90)),
    };
  };
  return [
    line("ALL", preds),
    ...MODEL_POSITIONS.map((pos) =>
      line(
        pos,
        preds.filter((p) => p.row.position === pos),
      ),
    ),
  ];
}
