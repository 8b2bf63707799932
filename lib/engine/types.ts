// Public types of the decision engine. Probabilities and odds are fractions in [0, 1] everywhere in the
// engine (callers multiply by 100 for display); the one exception is `fallbackPlayoffOdds`, which returns
// the record-based percent value. Points are in the league's own scoring.
import type { InjuryStatus, Position, SlotCode, Tiebreaker } from "@/lib/domain/league";
import type { ModelContext } from "./projection-model";
import type { SourceProjections } from "./projection-sources";

/** One player's score distribution for one week. */
export interface PlayerDistribution {
  mean: number; // expectation: what team totals, P(win) and the simulator add up
  median?: number; // p50: the projection the product shows (the projection model's median)
  sd: number;
  floor: number; // p10
  ceiling: number; // p90
  pBoom: number; // P(score ≥ the position's boom line)
  pBust: number; // P(score ≤ the position's bust line)
  volatility: number; // 0–1; the player card flags ≥ 0.3 as volatile
}

/** What the engine needs to build a player-week distribution. All numbers pre-game. */
export interface PlayerWeekInput {
  position: Position;
  projection: number | null; // one source's projection for the week, league scoring (null = none; unknown which)
  sources?: SourceProjections; // each source's projection, league scoring; when any is present it wins
  recentPoints?: readonly number[]; // this season's prior games (oldest → newest), league scoring
  onBye?: boolean;
  injuryStatus?: InjuryStatus;
  features?: PlayerWeekFeatures; // pre-game context for the projection model (optional; see contextFeatures)
}

/** Pre-game context beyond the projection and recent points (lines, opponent, usage). */
export type PlayerWeekFeatures = Omit<ModelContext, "recentPoints">;

/** Live state of a player's game: points so far and the fraction of the game still to play (0–1). */
export interface LiveState {
  actual: number;
  remainingFraction: number;
}

export interface LineupPlayer {
  id: string;
  position: Position;
  nflTeam: string | null;
  dist: PlayerDistribution;
  live?: LiveState;
}

export type MatchupMethod = "monte-carlo" | "normal";

export interface MatchupOptions {
  method?: MatchupMethod; // default "normal" (as accurate as Monte Carlo in the backtest, far cheaper)
  sims?: number; // Monte Carlo draws (default 20,000)
  seed?: number;
}

export interface TeamScoreSummary {
  mean: number;
  sd: number;
  floor: number; // p10 of the team total
  ceiling: number; // p90 of the team total
}

export interface KeyMatchup {
  position: string;
  advantage: string; // "You" or the opponent's name
  delta: number; // your expected points at the position minus the opponent's (signed)
}

export interface MatchupAnalysis {
  winProbability: number;
  you: TeamScoreSummary;
  opponent: TeamScoreSummary;
  keyMatchups: KeyMatchup[];
  boomBust: { floor: number; ceiling: number }; // 10th / 90th percentile of your total (prose: lib/ai)
}

/** A rostered player as the optimizer sees it. */
export interface RosterPlayer extends LineupPlayer {
  name?: string;
  injuryStatus?: InjuryStatus;
  onBye?: boolean;
  eligibleSlots?: readonly SlotCode[]; // provider eligibility; default from SLOT_ELIGIBILITY
}

export interface LineupAssignment {
  slot: SlotCode;
  playerId: string | null;
}

export interface LineupSwap {
  slot: SlotCode; // the newcomer's slot in the recommended lineup
  playerIn: string; // on the bench (or not starting) now
  playerOut: string | null; // the starter he replaces; null: he fills an empty slot
  deltaWinProbability: number;
  deltaExpectedPoints: number;
}

export interface OptimizeLineupInput {
  slots: readonly SlotCode[];
  roster: readonly RosterPlayer[];
  current?: readonly LineupAssignment[]; // the lineup as set on the platform
  opponent: readonly LineupPlayer[]; // the opponent's projected starters
  locked?: readonly string[]; // players whose game has started: they stay where `current` has them
  objective?: "win" | "points"; // default "win" (max P(win)); "points" = max expected points
}

export interface OptimizedLineup {
  lineup: LineupAssignment[]; // one entry per starting slot, in `slots` order
  winProbability: number;
  expectedPoints: number;
  current: { winProbability: number; expectedPoints: number };
  swaps: LineupSwap[]; // who comes into the lineup for whom, each priced alone against `current`
}

// ── Season simulation ──────────────────────────────────────────────────────────────────────────
export interface SeasonRules {
  playoffTeams: number;
  playoffByes: number;
  tiebreaker: Tiebreaker; // after record: "points_for", or "head_to_head" then points for
  medianGame: boolean; // each week every team also plays the league median
  divisions: number; // 0 = none; else each division winner is seeded first
  // Weeks each playoff round lasts, first round first (a two-week round is one game on both weeks' points).
  // Missing rounds last one week.
  playoffRoundWeeks?: readonly number[];
}

export interface SeasonTeam {
  id: string;
  wins: number;
  losses: number;
  ties: number;
  pointsFor: number;
  division?: number;
}

export interface ScheduledGame {
  week: number;
  home: string;
  away: string;
}

/** A remaining game whose result is fixed in advance (what-if): the scores are still drawn for points for. */
export interface ForcedResult extends ScheduledGame {
  result: "home" | "away" | "tie";
}

export interface PlayedGame extends ScheduledGame {
  homeScore: number;
  awayScore: number;
}

export interface WeeklyScore {
  mean: number;
  sd: number;
}

export interface SeasonInput {
  rules: SeasonRules;
  teams: readonly SeasonTeam[];
  remaining: readonly ScheduledGame[]; // remaining regular-season games
  played?: readonly PlayedGame[]; // only needed for head-to-head tiebreaks
  /** teamId → week → that week's score distribution (its best lineup: byes and injuries included). */
  weekly: Readonly<Record<string, Readonly<Record<number, WeeklyScore>>>>;
  /** teamId → distribution used in playoff rounds (default: mean of its remaining weeks). */
  playoff?: Readonly<Record<string, WeeklyScore>>;
  /** Remaining games whose result is forced (what-if); matched on week, home and away. */
  forced?: readonly ForcedResult[];
}

export interface SimOptions {
  seasons: number;
  seed: number;
}

export interface TeamSeasonOdds {
  teamId: string;
  playoffOdds: number;
  byeOdds: number;
  titleOdds: number;
  seedDistribution: number[]; // index s = P(finishing seed s+1); length = number of teams
  expectedWins: number;
  /** index k = P(final wins = k / 2): half-win bins so ties and median games fit. */
  winDistribution: number[];
}

export interface SeasonResult {
  seasons: number;
  teams: TeamSeasonOdds[];
}

// ── League model for action pricing, waivers and trades ────────────────────────────────────────
/** A player with a distribution per remaining week (null = bye/out that week). */
export interface ModelPlayer {
  id: string;
  name?: string;
  position: Position;
  nflTeam: string | null;
  weekly: Readonly<Record<number, WeeklyScore | null>>;
}

export interface LeagueModel {
  rules: SeasonRules;
  slots: readonly SlotCode[];
  teams: readonly SeasonTeam[];
  remaining: readonly ScheduledGame[];
  played?: readonly PlayedGame[];
  rosters: Readonly<Record<string, readonly ModelPlayer[]>>;
  /** Lineups already set (teamId → week → starter ids); other weeks use the best expected lineup. */
  fixedLineups?: Readonly<Record<string, Readonly<Record<number, readonly string[]>>>>;
}

export type Action =
  | { type: "start-sit"; teamId: string; week: number; start: string; sit: string }
  | { type: "waiver"; teamId: string; add: ModelPlayer; drop: string | null }
  | ({ type: "trade" } & TradeProposal);

export interface OddsDelta {
  teamId: string;
  basePlayoffOdds: number;
  playoffOdds: number;
  deltaPlayoffOdds: number;
  sePlayoffOdds: number; // standard error of the paired difference
  baseTitleOdds: number;
  titleOdds: number;
  deltaTitleOdds: number;
  seTitleOdds: number;
}

export interface ActionPrice {
  action: Action;
  team: OddsDelta;
  partner?: OddsDelta; // trades only
}

export interface FaabContext {
  budgetLeft: number;
  totalBudget: number;
  weeksLeft: number;
  // Every other team: FAAB left and the positions it is short of this week (see `rosterNeeds`).
  rivals: readonly { budgetLeft: number; needs: readonly Position[] }[];
}

export interface WaiverTarget {
  player: ModelPlayer;
  drop: string | null;
  price: ActionPrice;
  bid: number | null; // FAAB dollars (null when the league has no FAAB)
}

export interface TradeProposal {
  teamId: string;
  partnerId: string;
  give: readonly string[];
  receive: readonly string[];
  /** Players the team drops to stay within its roster limit (a 2-for-1 into a full roster). */
  drop?: readonly string[];
  /** Players the partner drops to stay within its roster limit. */
  partnerDrop?: readonly string[];
}

export interface TradeEvaluation {
  price: ActionPrice;
  valueGiven: number; // rest-of-season expected starter points added for the side that gives
  valueReceived: number;
  balance: number; // valueReceived − valueGiven for `teamId`
  fair: boolean; // both sides gain playoff odds (or lose less than one standard error)
}

// ── Player score ───────────────────────────────────────────────────────────────────────────────
export type DriverImpact = "Positive" | "Negative" | "Neutral";

export interface DecisionDriver {
  name: string;
  impact: DriverImpact;
  score: number; // 0–100
  weight: number; // 0–1, all weights sum to 1
  evidence: string;
}

export interface PlayerScoreInput {
  name: string;
  position: Position;
  dist: PlayerDistribution; // this week's
  recentPoints: readonly number[]; // this season's games, oldest → newest
  seasonPoints?: number | null; // season total so far
  positionRank?: number | null; // 1 = best at the position this season
  percentOwned?: number | null; // 0–100
  percentOwnedChange?: number | null; // weekly change in points of percent
  injuryStatus?: InjuryStatus;
  byeWeeksLeft?: number; // bye weeks still to come in the fantasy regular season
  targetShare?: number | null; // 0–1 (pass catchers)
  age?: number | null;
  deltaPlayoffOdds?: number | null; // from priceAction: the player's value to this fantasy team
  restOfSeasonMeans?: readonly number[]; // projected mean per remaining week (schedule strength)
}

export interface PlayerScore {
  overallScore: number; // Σ weight·score, 0–100
  recommendation: "buy" | "sell" | "hold";
  confidence: number; // 0–100
  volatility: number; // 0–1
  drivers: DecisionDriver[];
}
