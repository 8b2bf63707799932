/**
 * Fantasy GM decision engine — pure, deterministic TypeScript (no React, HTTP or DB).
 *
 * Pipeline:
 * 1. scoring      `scorePoints(stats, scoring)` with PPR / HALF_PPR / STANDARD presets or custom settings.
 * 2. players      `playerDistribution({position, sources?, projection, recentPoints, onBye, injuryStatus,
 *                 features?})` → {mean, median, sd, floor p10, ceiling p90, pBoom, pBust, volatility} from the
 *                 learned projection model (projection-model.ts; one file data/model/projection-model.json,
 *                 refit with `npm run fit`); `sources` = each source's projection (any subset), `features` =
 *                 lines, opponent, usage (optional).
 *                 `projectPlayerWeek(position, modelInput)` gives the model's mean/median/p10/p90 directly.
 * 3. matchup      `winProbability(you, opp, opts)` (normal approximation by default, Monte Carlo with
 *                 same-NFL-team correlation on request), `analyzeMatchup` (key position battles, boom/bust),
 *                 `liveDistribution` (actual + remaining share of the projection).
 * 4. lineup       `optimizeLineup` fills the league's slots to maximize P(win), reports ΔP(win) per swap.
 * 5. season       `simulateSeason(input, {seasons, seed})` → playoff / bye / title odds, seeds, expected wins;
 *                 `fallbackPlayoffOdds(record)` is the record-based percent formula, used when no simulation exists.
 * 6. actions      `seasonInputFromModel(model)` turns rosters into weekly team distributions;
 *                 `priceAction(model, action, {seasons, seed})` prices start/sit, waiver and trade actions as
 *                 Δ playoff and title odds with standard errors, using common random numbers.
 * 7. waivers      `rankWaiverTargets`, `dropFor`, `faabBid`, `rosterNeeds`.   8. trades `evaluateTrade`, `findTrades`.
 * 9. player score `scorePlayer` → 0–100 score from ≥ 10 weighted drivers, buy/sell/hold, confidence.
 * All probabilities are fractions in [0, 1]; every random step takes a seed.
 */
export type * from "./types";
export { scorePoints, PPR, HALF_PPR, STANDARD } from "./scoring";
export { createRng, normalCdf, type Rng } from "./rng";
export { playerDistribution, distributionFromMean, blendedMean, isOut, ZERO_DISTRIBUTION } from "./distribution";
export { projectPlayerWeek, PROJECTION_MODEL } from "./projection-model-data";
export { modelSlots, MODEL_SOURCES, type ModelFeatureInput, type PlayerWeekProjection } from "./projection-model";
export { PROJECTION_SOURCES, type ProjectionSourceName, type SourceProjections } from "./projection-sources";
export { winProbability, teamScoreSummary, analyzeMatchup, liveDistribution } from "./matchup";
export { optimizeLineup } from "./lineup";
export { simulateSeason } from "./season-sim";
export { fallbackPlayoffOdds } from "./fallback-odds";
export { seasonInputFromModel, applyAction } from "./league-model";
export { priceAction } from "./pricing";
export { rankWaiverTargets, rankClaims, screenWaiverTargets, faabBid, rosterNeeds } from "./waivers";
export { dropFor } from "./drop-order";
export { evaluateTrade, findTrades, rankTrades, screenTrades, tradeEvaluation } from "./trades";
export { scorePlayer } from "./player-score";
export { priceModels, priceVariants, withRosterChange, type ModelOddsDelta } from "./price-model";
export { leagueStateSeed } from "./state-seed";
