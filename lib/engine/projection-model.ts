// The learned projection model: per position, a ridge regression of the player-week's points on
// the source projection and strictly pre-game features, plus a residual distribution (sd = a + b·mean and a
// skewed standardized shape) fitted on the same model's out-of-sample residuals, so mean, median (the number
// the product shows), floor p10 and ceiling p90 all come from one model. Coefficients live in
// data/model/projection-model.json, written by `npm run fit -- --data <dir>`; nothing is fitted at request time.
// Every feature is "0 = unknown / average", so a caller that knows only the projection (rookie, week 1, a
// season without lines) still gets a prediction that leans on the source projection, and K/DST (no model)
// fall back to the source.
import type { Position } from "@/lib/domain/league";

/** Pre-game facts about one player-week. Everything optional except the projection. */
export interface ModelFeatureInput {
  projection: number; // source projection (NFL.com), league scoring
  // this season's prior games with a stat line, oldest → newest (undefined = unknown, [] = none)
  recentPoints?: readonly number[];
  recentTargetShare?: readonly number[]; // share of team targets in those games (0–1)
  recentCarryShare?: readonly number[]; // share of team carries in those games (0–1)
  recentAirYardsShare?: readonly number[]; // share of team air yards in those games (0–1)
  impliedTeamTotal?: number | null; // team points implied by the spread and total (null = no line)
  opponentAllowedIndex?: number | null; // opponent's points allowed to the position ÷ league average (1 = average)
  home?: boolean | null;
}

export const FEATURE_NAMES = [
  "projection",
  "projectionSquared",
  "recentVsProjection",
  "recentForm",
  "targetShare",
  "carryShare",
  "airYardsShare",
  "impliedTotal",
  "opponentAllowed",
  "home",
  "noHistory",
] as const;

const EWMA_DECAY = 0.75;
const USAGE_GAMES = 4;
const LEAGUE_TEAM_TOTAL = 22.5; // average implied team total; deviations scale the projection

/** Exponentially weighted mean, newest weighs most. */
export function ewma(xs: readonly number[], decay = EWMA_DECAY): number {
  let num = 0,
    den = 0,
    w = 1;
  for (let i = xs.length - 1; i >= 0; i--) {
    num += w * (xs[i] ?? 0);
    den += w;
    w *= decay;
  }
  return den > 0 ? num / den : 0;
}

const lastMean = (xs: readonly number[] | undefined, n: number) => {
  if (!xs || xs.length === 0) return 0;
  const tail = xs.slice(-n);
  return tail.reduce((a, b) => a + b, 0) / tail.length;
};

/** The feature vector (FEATURE_NAMES order). Pure: depends only on its input. */
export function modelFeatures(input: ModelFeatureInput): number[] {
  const proj = Math.max(0, input.projection);
  const games = input.recentPoints?.length ?? 0;
  const trust = games / (games + 2); // history counts fully only after a few games
  const form = games > 0 ? ewma(input.recentPoints ?? []) : proj;
  const itt = input.impliedTeamTotal;
  const opp = input.opponentAllowedIndex;
  return [
    proj,
    (proj * proj) / 20,
    trust * (form - proj),
    trust * form,
    trust * lastMean(input.recentTargetShare, USAGE_GAMES),
    trust * lastMean(input.recentCarryShare, USAGE_GAMES),
    trust * lastMean(input.recentAirYardsShare, USAGE_GAMES),
    itt !== null && itt !== undefined && Number.isFinite(itt)
      ? ((itt - LEAGUE_TEAM_TOTAL) / LEAGUE_TEAM_TOTAL) * proj
      : 0,
    opp !== null && opp !== undefined && Number.isFinite(opp) ? (opp - 1) * proj : 0,
    input.home === true ? proj / 10 : input.home === false ? -proj / 10 : 0,
    input.recentPoints !== undefined && games === 0 ? 1 : 0, // rookie / week 1; unknown history is not "none"
  ];
}

/** One position's fitted model. */
export interface PositionModel {
  intercept: number;
  coef: number[]; // FEATURE_NAMES order, raw feature units
  sdBase: number; // residual sd = sdBase·min(1, mean/4) + sdSlope·mean
  sdSlope: number;
  z: number[]; // standardized residual quantiles at ProjectionModelFile.quantileProbs
  quantiles: Record<"p10" | "p50" | "p90", LinearPart>; // quantile regressions on the same features
  trainingRows: number;
}

export interface LinearPart {
  intercept: number;
  coef: number[];
}

export interface ProjectionModelFile {
  version: 1;
  scoring: "PPR";
  fittedAt: string;
  fittedOn: string; // data description (seasons, rows)
  seasons: number[]; // seasons whose player-weeks trained it (a backtest of one of them must refit rolling)
  features: string[];
  quantileProbs: number[];
  positions: Partial<Record<Position, PositionModel>>;
}

export interface PlayerWeekProjection {
  mean: number; // expectation (team totals and P(win) add these)
  median: number; // p50: the projection the product shows
  p10: number;
  p90: number;
  sd: number;
}

/** Mean of the position's model for a feature vector (null when the position has no model). */
export function modelMean(m: LinearPart, x: readonly number[]): number {
  let y = m.intercept;
  for (let i = 0; i < x.length; i++) y += (m.coef[i] ?? 0) * (x[i] ?? 0);
  return Math.max(0, y);
}

export const modelSd = (m: Pick<PositionModel, "sdBase" | "sdSlope">, mean: number) =>
  m.sdBase * Math.min(1, mean / 4) + m.sdSlope * mean;

/** Mean, median and p10/p90 of a player-week from one model file; null when the position has no model. */
export function projectWithModel(
  file: ProjectionModelFile,
  position: Position,
  input: ModelFeatureInput,
): PlayerWeekProjection | null {
  const m = file.positions[position];
  if (!m || !Number.isFinite(input.projection)) return null;
  const mean = modelMean(m, modelFeatures(input));
  if (mean <= 0) return { mean: 0, median: 0, p10: 0, p90: 0, sd: 0 };
  const x = modelFeatures(input);
  const sd = modelSd(m, mean);
  // Quantile lines can cross for unusual inputs: keep p10 ≤ p50 ≤ p90.
  const p50 = modelMean(m.quantiles.p50, x);
  const p10 = Math.min(p50, modelMean(m.quantiles.p10, x));
  const p90 = Math.max(p50, modelMean(m.quantiles.p90, x));
  return { mean, median: p50, p10, p90, sd };
}
