// The learned projection model: per position and per subset of projection sources, a ridge stacking of the
// sources' projections with strictly pre-game features (usage, form, implied team total, opponent, home),
// plus p10/p50/p90 quantile regressions on the same features and a residual spread (sd = a + b·mean) with a
// skewed standardized shape — so mean (what every card shows as "projected"), median (scored by the backtest and
// named "median" where shown), floor p10 and ceiling p90 all come from one model. Every subset of the sources
// with history (NFL.com, ESPN, FantasyPros) has its own fitted weights, so a player-week with ESPN alone is
// predicted by a model fitted for ESPN alone.
// Sources without history (Sleeper, the host's own) count as one more consensus-type source: they take the
// FantasyPros slot (FantasyPros is itself an average of many projections), averaged with it when both exist.
// A bare `projection` (one source, unknown which) takes the NFL.com slot, the source the model knows longest.
// The fitted numbers live in data/model/projection-model.json, written by `npm run fit`; nothing is fitted at
// request time. The same file holds the history prior used when a player-week has no projection at all.
import type { Position } from "@/lib/domain/league";
import type { SourceProjections } from "./projection-sources";

/** Sources with historical projections the model was fitted on, in canonical order. */
export const MODEL_SOURCES = ["nflcom", "espn", "fantasypros"] as const;
export type ModelSource = (typeof MODEL_SOURCES)[number];
export type ModelSlots = Partial<Record<ModelSource, number>>;

export const QUANTILE_PROBS = [0.02, 0.05, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 0.95, 0.98] as const;

/** Pre-game facts about one player-week besides the projections. Everything optional. */
export interface ModelContext {
  // this season's prior games with a stat line, oldest → newest (undefined = unknown, [] = none)
  recentPoints?: readonly number[];
  recentTargetShare?: readonly number[]; // share of team targets in those games (0–1)
  recentCarryShare?: readonly number[]; // share of team carries in those games (0–1)
  recentAirYardsShare?: readonly number[]; // share of team air yards in those games (0–1)
  impliedTeamTotal?: number | null; // team points implied by the spread and total (null = no line)
  opponentAllowedIndex?: number | null; // opponent's points allowed to the position ÷ league average (1 = average)
  home?: boolean | null;
}

/** A player-week as the model sees it: the sources' projections (league points) and the context. */
export interface ModelFeatureInput extends ModelContext {
  sources?: SourceProjections;
  projection?: number | null; // one source, unknown which (used when `sources` has nothing)
}

/** Context features computed on the consensus (mean of the sources present); "0 = unknown / average". */
export const CONTEXT_FEATURES = [
  "consensusSquared",
  "recentVsConsensus",
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

const finite = (x: number | null | undefined): x is number => typeof x === "number" && Number.isFinite(x);
const avg = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

/** The model's source slots for an input (see the header for Sleeper, the host and a bare projection). */
export function modelSlots(input: Pick<ModelFeatureInput, "sources" | "projection">): ModelSlots {
  const s = input.sources ?? {};
  const slots: ModelSlots = {};
  if (finite(s.nflcom)) slots.nflcom = Math.max(0, s.nflcom);
  if (finite(s.espn)) slots.espn = Math.max(0, s.espn);
  const consensusLike = [s.fantasypros, s.sleeper, s.host].filter(finite);
  if (consensusLike.length) slots.fantasypros = Math.max(0, avg(consensusLike));
  if (Object.keys(slots).length === 0 && finite(input.projection)) slots.nflcom = Math.max(0, input.projection);
  return slots;
}

export const subsetKey = (sources: readonly ModelSource[]) => sources.join("+");
export const presentSources = (slots: ModelSlots): ModelSource[] => MODEL_SOURCES.filter((s) => finite(slots[s]));

/** Every non-empty subset of `sources` (canonical order inside each). */
export function subsetsOf(sources: readonly ModelSource[]): ModelSource[][] {
  const out: ModelSource[][] = [];
  for (let mask = 1; mask < 1 << sources.length; mask++) out.push(sources.filter((_, i) => (mask & (1 << i)) !== 0));
  return out;
}

/** Context features (CONTEXT_FEATURES order) around a consensus projection. Pure. */
export function contextFeatures(consensus: number, ctx: ModelContext): number[] {
  const proj = Math.max(0, consensus);
  const games = ctx.recentPoints?.length ?? 0;
  const trust = games / (games + 2); // history counts fully only after a few games
  const form = games > 0 ? ewma(ctx.recentPoints ?? []) : proj;
  const itt = ctx.impliedTeamTotal;
  const opp = ctx.opponentAllowedIndex;
  return [
    (proj * proj) / 20,
    trust * (form - proj),
    trust * form,
    trust * lastMean(ctx.recentTargetShare, USAGE_GAMES),
    trust * lastMean(ctx.recentCarryShare, USAGE_GAMES),
    trust * lastMean(ctx.recentAirYardsShare, USAGE_GAMES),
    finite(itt) ? ((itt - LEAGUE_TEAM_TOTAL) / LEAGUE_TEAM_TOTAL) * proj : 0,
    finite(opp) ? (opp - 1) * proj : 0,
    ctx.home === true ? proj / 10 : ctx.home === false ? -proj / 10 : 0,
    ctx.recentPoints !== undefined && games === 0 ? 1 : 0, // rookie / week 1; unknown history is not "none"
  ];
}

/** Feature vector of a subset model: its sources' projections, then the context on their consensus. */
export function subsetFeatures(subset: readonly ModelSource[], slots: ModelSlots, ctx: ModelContext): number[] {
  const xs = subset.map((s) => slots[s] ?? 0);
  return [...xs, ...contextFeatures(avg(xs), ctx)];
}

export interface LinearPart {
  intercept: number;
  coef: number[];
}

export interface ResidualShape {
  sdBase: number; // residual sd = sdBase·min(1, mean/4) + sdSlope·mean
  sdSlope: number;
  z: number[]; // standardized residual quantiles at QUANTILE_PROBS
}

/** One position's fitted model for one subset of sources. */
export interface SubsetModel extends LinearPart, ResidualShape {
  sources: ModelSource[];
  quantiles: Record<"p10" | "p50" | "p90", LinearPart>; // quantile regressions on the same features
  trainingRows: number;
}

export interface PositionModel {
  shape: ResidualShape; // the position's residual shape (its best-covered subset's), for simulations
  subsets: Record<string, SubsetModel>; // keyed by subsetKey
}

/** The prior for a player-week with no projection (history only), plus spread, shape and boom/bust lines. */
export interface PriorParams extends ResidualShape {
  projWeight: number; // K/DST with a projection: mean = meanShift + meanScale·(w·projection + (1 − w)·recent)
  ewmaDecay: number; // weight decay per game back for the recent average
  priorMean: number; // mean of a player with no projection and no history
  priorGames: number; // pseudo-games of prior when only history is known
  meanShift: number;
  meanScale: number;
  boom: number; // boom line (points)
  bust: number; // bust line (points)
}

/** History-only mean: recency-weighted average of the games so far, shrunk toward the position prior. */
export function historyMean(recent: readonly number[], p: Pick<PriorParams, "ewmaDecay" | "priorMean" | "priorGames">) {
  let num = 0,
    den = 0,
    w = 1;
  for (let i = recent.length - 1; i >= 0; i--) {
    num += w * (recent[i] ?? 0);
    den += w;
    w *= p.ewmaDecay;
  }
  const avg = den > 0 ? num / den : 0;
  return (recent.length * avg + p.priorGames * p.priorMean) / (recent.length + p.priorGames);
}

export interface ProjectionModelFile {
  version: 2;
  scoring: "PPR";
  fittedAt: string;
  fittedOn: string; // data description (seasons, rows)
  seasons: number[]; // seasons whose player-weeks trained it (a backtest of one of them must refit rolling)
  sources: ModelSource[];
  contextFeatures: string[];
  quantileProbs: number[];
  positions: Partial<Record<Position, PositionModel>>;
  priors: Record<Position, PriorParams>;
}

export interface PlayerWeekProjection {
  mean: number; // expectation (team totals and P(win) add these)
  median: number; // p50: the backtest's point forecast, always called the median (cards show the mean)
  p10: number;
  p90: number;
  sd: number;
  subset: string; // which fitted subset answered
  shape: ResidualShape;
}

/** A linear part's value for a feature vector, floored at 0. */
export function modelMean(m: LinearPart, x: readonly number[]): number {
  let y = m.intercept;
  for (let i = 0; i < x.length; i++) y += (m.coef[i] ?? 0) * (x[i] ?? 0);
  return Math.max(0, y);
}

export const modelSd = (m: Pick<ResidualShape, "sdBase" | "sdSlope">, mean: number) =>
  m.sdBase * Math.min(1, mean / 4) + m.sdSlope * mean;

/** The fitted subset model for the sources present: exact subset, else the largest fitted one inside it. */
export function subsetModelFor(m: PositionModel, present: readonly ModelSource[]): SubsetModel | null {
  const exact = m.subsets[subsetKey(present)];
  if (exact) return exact;
  let best: SubsetModel | null = null;
  for (const sm of Object.values(m.subsets))
    if (sm.sources.every((s) => present.includes(s)) && (!best || sm.sources.length > best.sources.length)) best = sm;
  return best;
}

/** Mean, median and p10/p90 of a player-week from one model file; null when the position has no model or
 * the input has no projection. */
export function projectWithModel(
  file: ProjectionModelFile,
  position: Position,
  input: ModelFeatureInput,
): PlayerWeekProjection | null {
  const m = file.positions[position];
  if (!m) return null;
  const slots = modelSlots(input);
  const sm = subsetModelFor(m, presentSources(slots));
  if (!sm) return null;
  const x = subsetFeatures(sm.sources, slots, input);
  const mean = modelMean(sm, x);
  const shape = { sdBase: sm.sdBase, sdSlope: sm.sdSlope, z: sm.z };
  const subset = subsetKey(sm.sources);
  if (mean <= 0) return { mean: 0, median: 0, p10: 0, p90: 0, sd: 0, subset, shape };
  // Quantile lines can cross for unusual inputs: keep p10 ≤ p50 ≤ p90.
  const p50 = modelMean(sm.quantiles.p50, x);
  const p10 = Math.min(p50, modelMean(sm.quantiles.p10, x));
  const p90 = Math.max(p50, modelMean(sm.quantiles.p90, x));
  return { mean, median: p50, p10, p90, sd: modelSd(sm, mean), subset, shape };
}
