// Fitting and rolling-origin validation of the projection model (lib/engine/projection-model.ts).
import type { Position } from "@/lib/domain/league";
import { QUANTILE_PROBS } from "../distribution-params";
import {
  FEATURE_NAMES,
  modelFeatures,
  modelMean,
  modelSd,
  projectWithModel,
  type PositionModel,
  type ProjectionModelFile,
} from "../projection-model";
import type { ModelRow } from "./feature-rows";
import { quantileRidge, ridge } from "./ridge";

export const MODEL_POSITIONS: Position[] = ["QB", "RB", "WR", "TE"];
export const LAMBDA = 0.5; // chosen on the rolling-origin table (0.002–2 tried; 0.1–2 tie, smaller overfits)
export const MIN_ROWS = 150; // fewer training rows at a position → no model there (source projection)
export const MIN_CALIBRATION_ROWS = 100; // fewer newest rows → the p10–p90 band is left as fitted

const PRIOR = FEATURE_NAMES.map((f) => (f === "projection" ? 1 : 0));
const round = (x: number, d = 4) => Math.round(x * 10 ** d) / 10 ** d;
const quantile = (sorted: readonly number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.round(q * (sorted.length - 1))))] ?? 0;

/** Residual spread line (rms by 2-point bins of the mean, weighted least squares) and standardized shape. */
function residualShape(pairs: { m: number; r: number }[]): Pick<PositionModel, "sdBase" | "sdSlope" | "z"> {
  const bins = new Map<number, { n: number; ss: number; sm: number }>();
  for (const { m, r } of pairs) {
    const k = Math.min(15, Math.floor(m / 2));
    const b = bins.get(k) ?? { n: 0, ss: 0, sm: 0 };
    b.n++;
    b.ss += r * r;
    b.sm += m;
    bins.set(k, b);
  }
  let sw = 0,
    sx = 0,
    sy = 0,
    sxx = 0,
    sxy = 0;
  for (const b of bins.values()) {
    if (b.n < 20) continue;
    const x = b.sm / b.n,
      y = Math.sqrt(b.ss / b.n),
      w = b.n;
    sw += w;
    sx += w * x;
    sy += w * y;
    sxx += w * x * x;
    sxy += w * x * y;
  }
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
export function conformalWidening(X: readonly number[][], y: readonly number[], lambda = LAMBDA): number {
  const cut = Math.floor(X.length * (1 - CALIBRATION_SHARE));
  if (X.length - cut < MIN_CALIBRATION_ROWS || cut < MIN_ROWS) return 0;
  const lo = quantileRidge(X.slice(0, cut), y.slice(0, cut), PRIOR, lambda, 0.1);
  const hi = quantileRidge(X.slice(0, cut), y.slice(0, cut), PRIOR, lambda, 0.9);
  const scores = X.slice(cut)
    .map((x, i) => {
      const actual = y[cut + i] ?? 0;
      return Math.max(modelMean(lo, x) - actual, actual - modelMean(hi, x));
    })
    .sort((a, b) => a - b);
  const k = Math.min(scores.length - 1, Math.ceil((scores.length + 1) * 0.8) - 1);
  return scores[k] ?? 0;
}

export function fitPositionModel(rows: readonly ModelRow[], lambda = LAMBDA): PositionModel | null {
  if (rows.length < MIN_ROWS) return null;
  const X = rows.map((r) => modelFeatures(r.input));
  const y = rows.map((r) => r.actual);
  const { intercept, coef } = ridge(X, y, PRIOR, lambda);
  const q = (tau: number, shift = 0) => {
    const f = quantileRidge(X, y, PRIOR, lambda, tau);
    return { intercept: round(f.intercept + shift), coef: f.coef.map((c) => round(c)) };
  };
  const widen = conformalWidening(X, y, lambda);
  const quantiles = { p10: q(0.1, -widen), p50: q(0.5), p90: q(0.9, widen) };
  const partial: PositionModel = {
    intercept: round(intercept),
    coef: coef.map((c) => round(c)),
    sdBase: 0,
    sdSlope: 0,
    z: [],
    quantiles,
    trainingRows: rows.length,
  };
  const pairs = X.map((x, i) => {
    const m = modelMean(partial, x);
    return { m, r: (y[i] ?? 0) - m };
  }).filter((p) => p.m >= 1);
  return { ...partial, ...residualShape(pairs) };
}

export function fitModel(rows: readonly ModelRow[], fittedOn: string, lambda = LAMBDA): ProjectionModelFile {
  const positions: ProjectionModelFile["positions"] = {};
  for (const pos of MODEL_POSITIONS) {
    const m = fitPositionModel(
      rows.filter((r) => r.position === pos),
      lambda,
    );
    if (m) positions[pos] = m;
  }
  const seasons = [...new Set(rows.map((r) => r.season))].sort((a, b) => a - b);
  return {
    version: 1,
    scoring: "PPR",
    fittedAt: new Date().toISOString(),
    fittedOn,
    seasons,
    features: [...FEATURE_NAMES],
    quantileProbs: [...QUANTILE_PROBS],
    positions,
  };
}

export interface Prediction {
  row: ModelRow;
  shown: number; // model median (or the source when no model could be fitted yet)
  mean: number;
  p10: number;
  p90: number;
  modelled: boolean;
}

/** A projection for one row: what a fitted model shows, its mean and its p10–p90 band. */
export interface RowProjection {
  shown: number;
  mean: number;
  p10: number;
  p90: number;
}

/** Fits on the training rows; the projector answers null for a row it has no model for (the source stands). */
export type Fitter = (train: readonly ModelRow[]) => (row: ModelRow) => RowProjection | null;

/** The app's model: ridge mean and quantile lines per position (`fitModel`), shown = its median. */
export const ridgeFitter =
  (lambda = LAMBDA): Fitter =>
  (train) => {
    const model = fitModel(train, "rolling", lambda);
    return (row) => {
      const p = projectWithModel(model, row.position, row.input);
      return p ? { shown: p.median, mean: p.mean, p10: p.p10, p90: p.p90 } : null;
    };
  };

/** Rolling origin: for each (season, week) of `evalSeasons`, fit on every row before it, predict it. */
export function rollingOrigin(
  rows: readonly ModelRow[],
  evalSeasons: readonly number[],
  fit: Fitter = ridgeFitter(),
): Prediction[] {
  const out: Prediction[] = [];
  const order = (r: ModelRow) => r.season * 100 + r.week;
  const targets = [...new Set(rows.filter((r) => evalSeasons.includes(r.season)).map(order))].sort((a, b) => a - b);
  for (const t of targets) {
    const project = fit(rows.filter((r) => order(r) < t));
    for (const row of rows.filter((r) => order(r) === t)) out.push(predictRow(project, row));
  }
  return out;
}

/** One row's prediction; the source projection where the projector has no model for it. */
export function predictRow(project: ReturnType<Fitter>, row: ModelRow): Prediction {
  const p = project(row);
  return p
    ? { row, ...p, modelled: true }
    : { row, shown: row.source, mean: row.source, p10: NaN, p90: NaN, modelled: false };
}

export interface AccuracyLine {
  position: string;
  n: number;
  maeShown: number;
  maeMean: number;
  maeSource: number;
  ratio: number; // maeShown / maeSource (target ≤ 0.95)
  coverage80: number; // share of outcomes inside p10–p90 (modelled rows)
  belowP10: number;
  aboveP90: number;
}

export function accuracyTable(preds: readonly Prediction[]): AccuracyLine[] {
  const line = (position: string, ps: readonly Prediction[]): AccuracyLine => {
    const n = ps.length;
    const avg = (f: (p: Prediction) => number) => ps.reduce((s, p) => s + f(p), 0) / Math.max(1, n);
    const iv = ps.filter((p) => p.modelled);
    const share = (f: (p: Prediction) => boolean) => iv.filter(f).length / Math.max(1, iv.length);
    const maeShown = avg((p) => Math.abs(p.shown - p.row.actual));
    const maeSource = avg((p) => Math.abs(p.row.source - p.row.actual));
    return {
      position,
      n,
      maeShown: round(maeShown),
      maeMean: round(avg((p) => Math.abs(p.mean - p.row.actual))),
      maeSource: round(maeSource),
      ratio: round(maeShown / maeSource),
      coverage80: round(share((p) => p.row.actual >= p.p10 && p.row.actual <= p.p90)),
      belowP10: round(share((p) => p.row.actual < p.p10)),
      aboveP90: round(share((p) => p.row.actual > p.p90)),
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
