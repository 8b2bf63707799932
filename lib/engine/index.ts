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
 * 3. matchup      `winProbability(you, opp, opts)` (normal approximation by default, Monte Carlo with
 *                 same-NFL-team correlation on request), `analyzeMatchup` (key position battles, boom/bust),
 *                 `liveDistribution` (actual + remaining share of the projection).
 * 4. lineup       `optimizeLineup` fills the league's slots to maximize P(win), reports ΔP(win) per swap.
 * 5. season       `simulateSeason(input, {seasons, seed})` → playoff / bye / title odds, seeds, expected wins;
 *                 `fallbackPlayoffOdds(record)` is the record-based percent formula, used when no simulation exists.
 * 6. actions      `seasonInputFromModel(model)` turns rosters into weekly team distributions;
 *                 `priceVariants(model, actions, {seasons, seed})` prices start/sit, waiver and trade actions
 *                 as Δ playoff and title odds with standard errors, all on the base run's random numbers;
 *                 `leagueStateSeed(input)` seeds a league state by its content (never ids, users or time).
 * 7. waivers      `rankClaims`, `screenWaiverTargets`, `dropFor`, `faabBid`, `rosterNeeds`.
 * 8. trades       `screenTrades`, `rankTrades`, `tradeEvaluation`.
 * 9. player score `scorePlayer` → 0–100 score from ≥ 10 weighted drivers, buy/sell/hold, confidence.
 * All probabilities are fractions in [0, 1]; every random step takes a seed.
 */
export type * from "./types";
export { scorePoints, PPR, HALF_PPR, STANDARD } from "./scoring";
export { normalCdf } from "./rng";
export { playerDistribution, isOut, ZERO_DISTRIBUTION } from "./distribution";
export type { SourceProjections } from "./projection-sources";
export { winProbability, teamScoreSummary, analyzeMatchup, liveDistribution } from "./matchup";
export { optimizeLineup } from "./lineup";
export { simulateSeason } from "./season-sim";
export { fallbackPlayoffOdds } from "./fallback-odds";
export { seasonInputFromModel, applyAction } from "./league-model";
export { rankClaims, screenWaiverTargets, faabBid, rosterNeeds } from "./waivers";
export { dropFor } from "./drop-order";
export { rankTrades, screenTrades, tradeEvaluation, withTradeDrops } from "./trades";
export { scorePlayer } from "./player-score";
export { priceVariants, withRosterChange, type ModelOddsDelta } from "./price-model";
export { leagueStateSeed } from "./state-seed";
