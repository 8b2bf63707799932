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

export type Horizon = "week" | "next-week" | "rest-of-season";

/** Rest-of-season projected points over weeks `first`–`last` (the league's regular season from this week). */
export interface RestOfSeasonFigure {
  first: number;
  last: number;
  weeks: number;
  mean: number;
}

export interface ComparedPlayer extends ProjectedPlayer {
  restOfSeason: RestOfSeasonFigure;
  /** Points already scored this week when his game has started (live or final); null before kickoff. */
  scoredThisWeek: number | null;
  gameStatus: "pre" | "live" | "final" | "bye";
}

export interface ComparePlayersResult extends NotFound {
  week: number; // the week compared (next week for "next-week")
  horizon: Horizon;
  scoring: string; // "PPR", "Half PPR", "Standard" or "league scoring"
  players: ComparedPlayer[]; // best first for the horizon
  /** P(first player outscores the second) in `week`, 0–1; null for rest of season or when a game is final. */
  probFirstOutscores: number | null;
  notes: string[]; // how references were read ("your flex → …")
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
  focus: "outlook" | "status" | "rest-of-season";
  week: number;
  byeWeek: number | null; // the NFL team's bye this season
  gameStatus: "pre" | "live" | "final" | "bye" | null; // this week's game
  projection: WeekProjection | null;
  recent: { week: number; points: number }[]; // last games, newest last
  seasonAverage: number | null;
  gamesPlayed: number;
  restOfSeason: RestOfSeasonFigure | null;
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
  notes: string[]; // how references were read ("your RB1 → Bijan Robinson")
  /** What the verdict rests on: the engine's Δ playoff odds (league) or rest-of-season points. */
  basis: "playoff-odds" | "points";
  /** Why a trade in a connected league could not be priced in playoff odds ("Jefferson isn't on your roster"). */
  unpriced: string | null;
  partnerTeam: string | null;
  /** The partner's team id, for the card's link to /trades with both sides filled in. */
  partnerTeamId: string | null;
  /** Δ playoff odds in percentage points; null without a league. */
  myDeltaPlayoffOdds: number | null;
  partnerDeltaPlayoffOdds: number | null;
  verdict: "accept" | "decline" | "fair";
  /** The weeks both sides' rest-of-season points cover. */
  restOfSeasonWeeks: { first: number; last: number };
}

export interface WaiverTarget extends ProjectedPlayer {
  restOfSeasonMean: number;
  percentOwned: number | null;
  deltaPlayoffOdds: number | null; // percentage points, with a league
  sePlayoffOdds: number | null; // its simulation standard error, percentage points
  bid: number | null; // FAAB dollars, with a FAAB league
  drop: PlayerRef | null;
}

export interface WaiverTargetsResult {
  position: string | null;
  /** Without a league: only players owned in fewer than this share of leagues (%) are listed. */
  ownershipBelow: number | null;
  /** The player asked about, when the question named one. */
  asked: { name: string; available: boolean | null; target: WaiverTarget | null } | null;
  week: number;
  faabRemaining: number | null;
  targets: WaiverTarget[];
}

export interface PricedMove {
  category: "lineup" | "waiver" | "trade" | "roster";
  title: string; // "Claim Woody Marks for $12, drop Tyreek Hill"
  deltaPlayoffOdds: number | null; // percentage points; null for moves the simulator does not price (IR)
  sePlayoffOdds: number | null; // its simulation standard error, percentage points
}

export interface PlayoffOddsResult {
  team: string;
  /** With improve: the best moves priced by the season simulator, best first (only moves that raise the odds). */
  moves: PricedMove[] | null;
  record: string;
  standing: number;
  /** %; null when the simulation is withheld (`missingInputs` says why), never a made-up 0. */
  playoffOdds: number | null;
  missingInputs: string | null;
  byeOdds: number | null;
  titleOdds: number | null;
  playoffTeams: number;
  weeksLeft: number;
}

export interface TeamMatchupResult {
  week: number;
  team: string;
  /** False when the question named another team of the league and this is that team's game. */
  own?: boolean;
  /** The team name typed that matched no team of the league (the user's own matchup is given instead). */
  askedNotFound?: string | null;
  /** A team the question set against the user's that is not the user's opponent that week. */
  notPlaying?: string | null;
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

export interface SlotAdvice {
  slot: string; // "FLEX"
  current: ProjectedPlayer | null; // who starts there now
  recommended: ProjectedPlayer | null; // who should
  options: ProjectedPlayer[]; // eligible healthy bench players, best first
}

export interface OptimizeLineupResult {
  week: number;
  team: string;
  /** The slot asked about ("Who should I start at flex?"), with the options for it. */
  slot: SlotAdvice | null;
  /** Players whose game has started or finished: never moved. */
  locked: string[];
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

export interface TradeValueAssessment extends BuyLowCandidate {
  verdict: "buy-low" | "sell-high" | "hold";
  /** Recent scoring relative to expected, e.g. 0.7 = 30 % below. */
  ratio: number;
}

export interface BuyLowResult extends NotFound {
  week: number;
  mode: "buy-low" | "sell-high";
  candidates: BuyLowCandidate[];
  /** The named player's buy-low / sell-high read, when the question named one. */
  assessment: TradeValueAssessment | null;
}

export interface StandingRow {
  name: string;
  owner: string | null;
  record: string;
  standing: number;
  pointsFor: number;
  playoffOdds: number | null; // %, the season simulation's (as on /analytics)
  titleOdds: number | null;
  isMine: boolean;
}

export interface StandingsResult {
  focus: "team" | "league";
  /** Another team of the league the question asked about (resolved name), or the words that matched none. */
  asked: string | null;
  askedNotFound: string | null;
  team: string;
  week: number;
  playoffTeams: number;
  teams: StandingRow[]; // by standing
}

export interface RosterReportPlayer extends ProjectedPlayer {
  slot: string;
  isStarting: boolean;
  byeWeek: number | null; // the NFL team's bye this season
  restOfSeasonMean: number;
  /**
   * Drop-or-stash read for an injured player; null otherwise. "stash": out but among the roster's more valuable;
   * "stash-ir": out and less valuable, but an IR slot holds him (his own, or an open one); "drop": out, less
   * valuable and no IR slot left; "hold": not out, he may still play.
   */
  advice: "stash" | "stash-ir" | "drop" | "hold" | null;
}

export interface RosterReportResult extends NotFound {
  focus: "injuries" | "byes" | "both" | "rank" | "drop-stash";
  week: number; // the week the projections and byes are for
  /** True when the question named the week (a bye check for that week), false for "coming up". */
  weekNamed: boolean;
  position: string | null;
  players: RosterReportPlayer[];
  irSlotsFree: number | null;
  rosterSpotsFree: number | null;
  /** The player the question named, when there was one. */
  asked: string | null;
  /** The weeks the players' rest-of-season points cover. */
  restOfSeasonWeeks: { first: number; last: number };
}

export interface TeamProjectionResult {
  team: string;
  week: number;
  projected: number;
  floor: number; // p10
  ceiling: number; // p90
}

export interface PlayoffScenarioResult {
  team: string;
  /** False when the question named another team of the league and the scenario is about its games. */
  own: boolean;
  /** The team name typed that matched no team of the league (the user's own scenario is given instead). */
  askedNotFound: string | null;
  scenario: "win-out" | "lose-out" | "lose-this-week" | "win-this-week" | "record" | "final-record";
  wins: number | null;
  /** For a final record: the one asked about, the one the team has now, and whether the games left can make it. */
  finalRecord?: { wins: number; losses: number; nowWins: number; nowLosses: number; reachable: boolean };
  games: number; // games the scenario covers
  gamesLeft: number; // the team's remaining regular-season games
  basePlayoffOdds: number; // %
  playoffOdds: number; // % under the scenario
  byeOdds: number;
  titleOdds: number;
  /** How many ways the scenario can happen (e.g. 10 ways to go 3-2); each simulated, weighted by its likelihood. */
  combinations: number;
}

export interface TradeIdea {
  partnerTeam: string;
  give: PlayerRef[];
  get: PlayerRef[];
  myDeltaPlayoffOdds: number; // percentage points
  partnerDeltaPlayoffOdds: number;
}

export interface TradeIdeasResult extends NotFound {
  players: string[];
  /** The league team the deals are with, when the question named one; or the words that matched none. */
  partner: string | null;
  partnerNotFound: string | null;
  shape: "1-for-1" | "2-for-1" | "any";
  /** The position the deals are about: one brought in (get) or one of the manager's sent (give). */
  position: { at: string; side: "get" | "give" } | null;
  ideas: TradeIdea[];
  /** The finder's own explanation when it found nothing. */
  emptyReason: string | null;
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
  getStandings: StandingsResult;
  getRosterReport: RosterReportResult;
  getTeamProjection: TeamProjectionResult;
  getPlayoffScenario: PlayoffScenarioResult;
  findTradeIdeas: TradeIdeasResult;
}

export type ToolName = keyof ToolResults;
