// The normalized league: what every provider adapter (lib/providers) produces, what sync stores,
// and what the engine (lib/engine) reads. Plain data, no React, no HTTP.
import type { WaiverRun } from "@/lib/domain/waiver-run";

export type Provider = "sleeper" | "espn" | "yahoo" | "demo";
export type Position = "QB" | "RB" | "WR" | "TE" | "K" | "DST";
// The positions the waiver and trade pages filter by.
export const DECISION_POSITIONS = ["QB", "RB", "WR", "TE", "K"] as const;

// Slot codes as shown to users. FLEX = RB/WR/TE; OP = superflex (QB/RB/WR/TE).
// TAXI = a dynasty taxi-squad spot: not startable, and not an IR spot (it holds rookies, not injured players).
export type SlotCode =
  "QB" | "RB" | "WR" | "TE" | "FLEX" | "RB/WR" | "WR/TE" | "OP" | "K" | "D/ST" | "BE" | "IR" | "TAXI";

export const SLOT_ELIGIBILITY: Record<SlotCode, readonly Position[]> = {
  QB: ["QB"],
  RB: ["RB"],
  WR: ["WR"],
  TE: ["TE"],
  FLEX: ["RB", "WR", "TE"],
  "RB/WR": ["RB", "WR"],
  "WR/TE": ["WR", "TE"],
  OP: ["QB", "RB", "WR", "TE"],
  K: ["K"],
  "D/ST": ["DST"],
  BE: ["QB", "RB", "WR", "TE", "K", "DST"],
  IR: ["QB", "RB", "WR", "TE", "K", "DST"],
  TAXI: ["QB", "RB", "WR", "TE", "K", "DST"],
};

export const isStartingSlot = (slot: SlotCode) => slot !== "BE" && slot !== "IR" && slot !== "TAXI";

// Canonical stat keys. Providers map their own stat ids/names onto these; scoring maps key → points per unit.
export const STAT_KEYS = [
  "pass_yd",
  "pass_td",
  "pass_int",
  "pass_2pt",
  "pass_cmp",
  "pass_att",
  "rush_yd",
  "rush_td",
  "rush_2pt",
  "rush_att",
  "rec",
  "rec_yd",
  "rec_td",
  "rec_2pt",
  "rec_tgt",
  "fum_lost",
  "fum_rec_td",
  "ret_td",
  "bonus_rec_te", // extra per reception by a TE (TE premium)
  "pat_made",
  "pat_miss",
  "fg_0_19",
  "fg_20_29",
  "fg_30_39",
  "fg_40_49",
  "fg_50p",
  "fg_miss",
  "def_sack",
  "def_int",
  "def_fum_rec",
  "def_td",
  "def_safety",
  "def_blk_kick",
  "def_pts_allowed_0",
  "def_pts_allowed_1_6",
  "def_pts_allowed_7_13",
  "def_pts_allowed_14_20",
  "def_pts_allowed_21_27",
  "def_pts_allowed_28_34",
  "def_pts_allowed_35p",
  "fum", // any fumble, lost or not
  "pass_int_td", // interception thrown and returned for a TD (pick six)
  "st_ff",
  "st_fum_rec", // a player's special-teams forced fumble / fumble recovery
  "def_ff", // D/ST forced fumble
  "def_ret_td", // D/ST kick or punt return TD (special-teams TD)
  "def_st_ff",
  "def_st_fum_rec", // D/ST special-teams forced fumble / fumble recovery
] as const;
export type StatKey = (typeof STAT_KEYS)[number];
export type StatLine = Partial<Record<StatKey, number>>;
export type ScoringSettings = Partial<Record<StatKey, number>>;

// A league scoring rule the product cannot apply (no StatKey for it, or a second rule for a stat already counted).
// Recorded on the league and shown in Settings and on /connect, never dropped silently.
export interface UnsupportedScoringRule {
  key: string; // the platform's own key: Sleeper's scoring key, "espn:<statId>", "yahoo:<statId>"
  label: string; // what the platform calls it
  points: number; // points per unit in this league
}

export type WaiverType = "FAAB" | "ROLLING" | "REVERSE" | "NONE";
export type Tiebreaker = "points_for" | "head_to_head";

export type InjuryStatus =
  "ACTIVE" | "QUESTIONABLE" | "DOUBTFUL" | "OUT" | "INJURY_RESERVE" | "SUSPENDED" | "PUP" | string;

export interface LeagueSettings {
  name: string;
  season: number;
  scoring: ScoringSettings;
  // One entry per slot, starters first, e.g. ["QB","RB","RB","WR","WR","TE","FLEX","K","D/ST","BE",…,"IR"].
  rosterSlots: SlotCode[];
  waiverType: WaiverType;
  faabBudget: number | null;
  // When claims are processed; null when the host does not say (or says it in fields we have not verified).
  waiverRun: WaiverRun | null;
  playoffTeams: number;
  playoffStartWeek: number; // first playoff week; regular season = weeks 1 … playoffStartWeek − 1
  playoffByes: number;
  tiebreaker: Tiebreaker;
  medianGame: boolean;
  divisions: number; // 0 = none
  currentWeek: number | null;
  // Rules in `scoring`'s place that could not be mapped (empty = all mapped).
  unsupportedScoring: UnsupportedScoringRule[];
  // Weeks each playoff round lasts, first round first (e.g. [1, 1, 2] for a two-week final). Empty = one week each.
  playoffRoundWeeks: number[];
  // The last NFL week in which trades go through; null = the host sets none (or does not say).
  tradeDeadlineWeek: number | null;
}

/** The host's season rules as imported: the playoff bracket, its consolation games and the trade deadline. */
export interface HostRules {
  playoffTeams: number;
  playoffStartWeek: number;
  /** Weeks per playoff round, first round first; a two-week round is one game on both weeks' points. */
  playoffRoundWeeks: number[];
  /** Games in the playoff weeks that do not decide the title (consolation, placement). */
  consolationGames: number;
  tradeDeadlineWeek: number | null;
}

/** A team's season so far: its record, points and place in the standings. */
export interface TeamRecord {
  wins: number;
  losses: number;
  ties: number;
  pointsFor: number;
  pointsAgainst: number;
  standing: number; // 1 = first
}

export interface NormalizedTeam extends TeamRecord {
  externalId: string;
  name: string;
  abbrev?: string;
  ownerName?: string;
  ownerExternalId?: string; // the platform's user id (lets /connect tell which team is yours)
  logoUrl?: string;
  division?: number;
  faabSpent: number;
  waiverPriority?: number;
}

export interface NormalizedPlayer {
  externalId: string; // the provider's player id
  ids: { gsis?: string; sleeper?: string; espn?: string; yahoo?: string; nflcom?: string };
  fullName: string;
  position: Position;
  nflTeam: string | null; // nflverse codes (LA, LAC, LV, WAS, JAX, …); null = free agent
  jersey?: number;
  imageUrl?: string;
  injuryStatus?: InjuryStatus;
  eligibleSlots?: SlotCode[];
  ownership?: {
    percentOwned?: number;
    percentStarted?: number;
    percentChange?: number;
    averageDraftPosition?: number;
    auctionValue?: number;
    auctionValueChange?: number;
  };
}

export interface NormalizedRosterSlot {
  teamExternalId: string;
  week: number;
  playerExternalId: string | null; // null = empty slot
  slot: SlotCode;
  isStarting: boolean;
  projectedPoints?: number;
  actualPoints?: number;
  droppable?: boolean;
  tradeLocked?: boolean;
}

export interface NormalizedMatchup {
  week: number;
  homeTeamExternalId: string;
  awayTeamExternalId: string | null;
  homeScore: number | null;
  awayScore: number | null;
  isPlayoff: boolean;
}

export interface NormalizedTransaction {
  externalId: string;
  type: "waiver" | "free_agent" | "trade" | "commissioner";
  status: string;
  week: number | null;
  teamExternalIds: string[];
  adds: Record<string, string>; // player externalId -> team externalId
  drops: Record<string, string>;
  faabBid: number | null;
  occurredAt: Date;
}

export interface NormalizedLeague {
  provider: Provider;
  externalId: string;
  settings: LeagueSettings;
  teams: NormalizedTeam[];
  players: NormalizedPlayer[]; // every player referenced by rosters or transactions
  rosters: NormalizedRosterSlot[];
  matchups: NormalizedMatchup[];
  transactions: NormalizedTransaction[];
  /** What the sync could not read in full, in plain words for the user (e.g. players the host's list lacks). */
  warnings?: string[];
}

// A league the user can choose on /connect before importing it (as POST /api/leagues/discover answers it).
export interface LeagueSummary {
  provider: Provider;
  externalId: string;
  season: number;
  name: string;
  teams: { externalId: string; name: string; ownerName?: string; isMine?: boolean }[];
}

// Points a defense allowed → the one bucket stat the scoring rules name for it.
const POINTS_ALLOWED_BUCKETS: [number, StatKey][] = [
  [0, "def_pts_allowed_0"],
  [6, "def_pts_allowed_1_6"],
  [13, "def_pts_allowed_7_13"],
  [20, "def_pts_allowed_14_20"],
  [27, "def_pts_allowed_21_27"],
  [34, "def_pts_allowed_28_34"],
  [Infinity, "def_pts_allowed_35p"],
];
export const pointsAllowedBucket = (allowed: number): StatKey | undefined =>
  POINTS_ALLOWED_BUCKETS.find(([max]) => allowed <= max)?.[1];
