// What each tool returns. The built-in analyst writes prose from exactly these shapes and the GM Chat
// cards render them, so every number the user reads comes from a tool result (the engine and the DB).

export interface PlayerRef {
  id: string;
  name: string;
  position: string;
  nflTeam: string | null;
  injuryStatus: string | null;
}

/** One player's distribution for one week (engine distributions). */
export interface WeekProjection {
  week: number;
  opponent: string | null; // "@KC" / "KC"; null on a bye
  bye: boolean;
  mean: number;
  floor: number; // p10
  ceiling: number; // p90
  volatility: number; // 0–1
}

export interface ProjectedPlayer extends PlayerRef {
  projection: WeekProjection;
}

export interface NotFound {
  notFound: string[]; // names the tool could not match to a player
}

export interface ComparePlayersResult extends NotFound {
  week: number;
  scoring: string; // "PPR", "Half PPR", "Standard" or "league scoring"
  players: ProjectedPlayer[]; // best first
  /** P(first player outscores the second) this week, 0–1. */
  probFirstOutscores: number | null;
}

export interface NewsRef {
  headline: string;
  source: string;
  url: string | null;
  publishedAt: string;
}

export interface ScoreDriver {
  name: string;
  impact: "Positive" | "Negative" | "Neutral";
  score: number; // 0–100
  weight: number; // 0–1
  evidence: string;
}

export interface PlayerOutlookResult extends NotFound {
  player: PlayerRef | null;
  week: number;
  projection: WeekProjection | null;
  recent: { week: number; points: number }[]; // last games, newest last
  seasonAverage: number | null;
  gamesPlayed: number;
  restOfSeason: { weeks: number; mean: number } | null;
  score: { overall: number; drivers: ScoreDriver[] } | null;
  news: NewsRef[];
}

export interface TradeSide {
  players: ProjectedPlayer[];
  restOfSeasonPoints: number;
}

export interface EvaluateTradeResult extends NotFound {
  give: TradeSide;
  get: TradeSide;
  partnerTeam: string | null;
  /** Δ playoff odds in percentage points; null without a league. */
  myDeltaPlayoffOdds: number | null;
  partnerDeltaPlayoffOdds: number | null;
  verdict: "accept" | "decline" | "fair";
}

export interface WaiverTarget extends ProjectedPlayer {
  restOfSeasonMean: number;
  percentOwned: number | null;
  deltaPlayoffOdds: number | null; // percentage points, with a league
  bid: number | null; // FAAB dollars, with a FAAB league
  drop: PlayerRef | null;
}

export interface WaiverTargetsResult {
  position: string | null;
  week: number;
  faabRemaining: number | null;
  targets: WaiverTarget[];
}

export interface PlayoffOddsResult {
  team: string;
  record: string;
  standing: number;
  playoffOdds: number; // %
  byeOdds: number | null;
  titleOdds: number | null;
  playoffTeams: number;
  weeksLeft: number;
}

export interface TeamMatchupResult {
  week: number;
  team: string;
  opponent: string | null;
  myProjected: number;
  opponentProjected: number | null;
  winProbability: number | null; // %
  starters: ProjectedPlayer[];
  alerts: string[]; // e.g. "Puka Nacua (WR) is OUT"
}

export interface LineupSwap {
  slot: string;
  benchOut: ProjectedPlayer; // currently starting, should sit
  startIn: ProjectedPlayer; // on the bench, should start
  deltaWinProbability: number; // percentage points
}

export interface OptimizeLineupResult {
  week: number;
  team: string;
  winProbabilityBefore: number; // % — the dashboard matchup card's number (live blend once games start)
  winProbabilityAfter: number; // % — before + the optimizer's pre-game gain from the swaps
  swaps: LineupSwap[];
  alerts: string[];
}

export interface BuyLowCandidate extends ProjectedPlayer {
  recentAverage: number;
  expectedAverage: number;
  restOfSeasonMean: number;
}

export interface BuyLowResult {
  week: number;
  candidates: BuyLowCandidate[];
}

export interface ToolResults {
  comparePlayers: ComparePlayersResult;
  getPlayerOutlook: PlayerOutlookResult;
  evaluateTrade: EvaluateTradeResult;
  findWaiverTargets: WaiverTargetsResult;
  getPlayoffOdds: PlayoffOddsResult;
  getTeamMatchup: TeamMatchupResult;
  optimizeLineup: OptimizeLineupResult;
  findBuyLowCandidates: BuyLowResult;
}

export type ToolName = keyof ToolResults;
