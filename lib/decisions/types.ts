export const DECISION_POSITIONS = ["QB", "RB", "WR", "TE", "K"] as const;

// Response shapes of the decision pages' routes (/lineup, /waivers, /waiver-analyzer, /trades). Odds and
// their deltas are percentage points with one decimal (12.3 = 12.3%); points are the league's scoring.

export interface DecisionPlayer {
  id: string;
  name: string;
  position: string;
  nflTeam: string | null;
  injuryStatus: string | null;
}

/** Why a page has nothing to price, in words the page shows as its empty state. */
export interface DecisionEmpty {
  reason: "preseason" | "season-over" | "no-roster" | "no-opponent";
  message: string;
}

export interface OddsChange {
  teamId: string;
  teamName: string;
  playoffBefore: number;
  playoffAfter: number;
  deltaPlayoff: number;
  sePlayoff: number;
  byeBefore: number;
  byeAfter: number;
  deltaBye: number;
  titleBefore: number;
  titleAfter: number;
  deltaTitle: number;
  seTitle: number;
}

// ── /lineup ───────────────────────────────────────────────────────────────────────────────────
export interface LineupPlayerCard extends DecisionPlayer {
  floor: number;
  projection: number;
  ceiling: number;
  opponent: string | null; // "@KC" / "KC"
  onBye: boolean;
  locked: boolean; // his game has started or is final: the lineup cannot move him
  gameStatus: "pre" | "in" | "post" | null;
  flag: string | null; // "Out", "Doubtful", "IR", "Bye", … for starters who cannot play
}

export interface LineupSlotRow {
  slot: string;
  current: LineupPlayerCard | null;
  recommended: LineupPlayerCard | null;
  changed: boolean;
}

export interface LineupSwapView {
  slot: string;
  playerIn: LineupPlayerCard;
  playerOut: LineupPlayerCard | null;
  deltaWinProbability: number; // percentage points
  deltaPoints: number;
}

export interface LineupOutlook {
  winProbability: number; // percent
  projectedPoints: number;
  floor: number;
  ceiling: number;
}

export interface LineupView {
  week: number;
  weeks: number[]; // weeks the page can show: this week through the last regular-season week
  objective: "win" | "points";
  team: { id: string; name: string };
  opponent: { id: string; name: string } | null;
  slots: LineupSlotRow[];
  bench: LineupPlayerCard[];
  swaps: LineupSwapView[];
  before: LineupOutlook;
  after: LineupOutlook;
  alerts: { playerId: string; name: string; slot: string; flag: string }[];
  lockedCount: number;
  /** Set when the max-P(win) and max-points lineups differ: which way and why. */
  objectiveNote: string | null;
  hostUrl: string | null;
  hostName: string | null;
  empty: DecisionEmpty | null;
}

// ── /waivers ──────────────────────────────────────────────────────────────────────────────────
export interface WaiverRow extends DecisionPlayer {
  projection: number; // this week
  restOfSeason: number;
  percentOwned: number | null;
  trend: number | null; // last 3 games' average minus the season average
  byeWeek: number | null;
  onByeThisWeek: boolean;
  deltaPlayoff: number | null; // null: not priced (he does not out-project the player he would replace)
  sePlayoff: number | null;
  deltaTitle: number | null;
  drop: DecisionPlayer | null;
  bid: number | null;
  bidReason: string | null;
}

export interface WaiversView {
  week: number;
  waiverType: string;
  faabLeft: number | null;
  faabBudget: number | null;
  /** Non-FAAB leagues: use the waiver priority or keep it. */
  priorityAdvice: string | null;
  rows: WaiverRow[];
  total: number;
  page: number;
  pageSize: number;
  pricedCount: number;
  simulations: number;
  empty: DecisionEmpty | null;
}

// ── /waiver-analyzer ──────────────────────────────────────────────────────────────────────────
export interface WaiverPairResult {
  add: DecisionPlayer[];
  drop: DecisionPlayer[];
  odds: OddsChange;
  bid: number | null;
  bidReason: string | null;
  weekly: { week: number; deltaPoints: number; byesBefore: number; byesAfter: number; emptyBefore: number; emptyAfter: number }[];
  restOfSeasonDelta: number;
}

export interface WaiverAnalysis {
  week: number;
  rosterLimit: number;
  rosterSize: number;
  pairs: WaiverPairResult[]; // best Δ playoff odds first
  simulations: number;
}

// ── /trades ───────────────────────────────────────────────────────────────────────────────────
export type TradeVerdict = "good" | "fair" | "them" | "uncertain";

export interface TradeResult {
  partner: { id: string; name: string };
  give: DecisionPlayer[];
  get: DecisionPlayer[];
  mine: OddsChange;
  theirs: OddsChange;
  pointsGained: number; // rest-of-season starter points you add
  partnerPointsGained: number;
  verdict: TradeVerdict;
  verdictText: string;
  simulations: number;
}

export interface TradeSuggestion {
  partner: { id: string; name: string };
  give: DecisionPlayer[];
  get: DecisionPlayer[];
  deltaPlayoff: number;
  partnerDeltaPlayoff: number;
  pointsGained: number;
  partnerPointsGained: number;
}

export interface TradeFinderView {
  week: number;
  trades: TradeSuggestion[];
  searched: number; // trades priced with the simulator
  empty: DecisionEmpty | null;
  /** Why the list is empty when the search ran (e.g. no deal helps both teams). */
  emptyReason: string | null;
}

export interface TradeHistoryItem {
  id: string;
  week: number | null;
  occurredAt: string;
  sides: { teamId: string | null; teamName: string; received: DecisionPlayer[]; pointsSince: number }[];
  /** Each side's playoff odds now with the trade vs had it not happened (null when a player moved on). */
  oddsNow: { teamName: string; deltaPlayoff: number }[] | null;
}

export interface TradeHistoryView {
  trades: TradeHistoryItem[];
}

export interface RosterOption extends DecisionPlayer {
  projection: number;
  restOfSeason: number;
}

export interface TradeRosters {
  week: number;
  rosterLimit: number;
  teams: { id: string; name: string; mine: boolean; players: RosterOption[] }[];
}
