// Sleeper codes → our domain codes.
import {
  pointsAllowedBucket,
  type Position,
  type ScoringSettings,
  type SlotCode,
  type StatKey,
  type StatLine,
  type UnsupportedScoringRule,
} from "@/lib/domain/league";

// IDP slots (DL, LB, DB, IDP_FLEX) have no SlotCode: the product does not model defensive players.
const SLOTS: Record<string, SlotCode> = {
  QB: "QB",
  RB: "RB",
  WR: "WR",
  TE: "TE",
  FLEX: "FLEX",
  SUPER_FLEX: "OP",
  REC_FLEX: "WR/TE",
  WRRB_FLEX: "RB/WR",
  K: "K",
  DEF: "D/ST",
  BN: "BE",
};

export const sleeperSlot = (code: string): SlotCode | null => SLOTS[code] ?? null;

const POSITIONS: Record<string, Position> = { QB: "QB", RB: "RB", WR: "WR", TE: "TE", K: "K", DEF: "DST" };
export const sleeperPosition = (code: string | null | undefined): Position | null =>
  code ? (POSITIONS[code] ?? null) : null;

// Sleeper writes LAR for the Rams; nflverse (our canonical codes) writes LA. Old codes from archived seasons too.
const TEAM_CODES: Record<string, string> = { LAR: "LA", STL: "LA", OAK: "LV", SD: "LAC" };
export const nflverseTeam = (code: string | null | undefined): string | null =>
  code ? (TEAM_CODES[code] ?? code) : null;

// Every scoring key Sleeper documents that has a StatKey. Sleeper's prefixes: `def_` is the
// team D/ST, `st_` a player on special teams, `idp_` an individual defender (not modelled).
const SCORING: Record<string, StatKey> = {
  pass_yd: "pass_yd",
  pass_td: "pass_td",
  pass_int: "pass_int",
  pass_2pt: "pass_2pt",
  pass_cmp: "pass_cmp",
  pass_att: "pass_att",
  pass_int_td: "pass_int_td",
  rush_yd: "rush_yd",
  rush_td: "rush_td",
  rush_2pt: "rush_2pt",
  rush_att: "rush_att",
  rec: "rec",
  rec_yd: "rec_yd",
  rec_td: "rec_td",
  rec_2pt: "rec_2pt",
  rec_tgt: "rec_tgt",
  bonus_rec_te: "bonus_rec_te",
  fum: "fum",
  fum_lost: "fum_lost",
  fum_rec_td: "fum_rec_td",
  // A player's return TD: Sleeper scores it through kr_td / pr_td, or through the special-teams TD key.
  kr_td: "ret_td",
  pr_td: "ret_td",
  st_td: "ret_td",
  st_ff: "st_ff",
  st_fum_rec: "st_fum_rec",
  xpm: "pat_made",
  xpmiss: "pat_miss",
  fgm_0_19: "fg_0_19",
  fgm_20_29: "fg_20_29",
  fgm_30_39: "fg_30_39",
  fgm_40_49: "fg_40_49",
  fgm_50p: "fg_50p",
  fgmiss: "fg_miss",
  sack: "def_sack",
  int: "def_int",
  fum_rec: "def_fum_rec",
  ff: "def_ff",
  def_td: "def_td",
  safe: "def_safety",
  blk_kick: "def_blk_kick",
  def_st_td: "def_ret_td",
  def_kr_td: "def_ret_td",
  def_pr_td: "def_ret_td",
  def_st_ff: "def_st_ff",
  def_st_fum_rec: "def_st_fum_rec",
  pts_allow_0: "def_pts_allowed_0",
  pts_allow_1_6: "def_pts_allowed_1_6",
  pts_allow_7_13: "def_pts_allowed_7_13",
  pts_allow_14_20: "def_pts_allowed_14_20",
  pts_allow_21_27: "def_pts_allowed_21_27",
  pts_allow_28_34: "def_pts_allowed_28_34",
  pts_allow_35p: "def_pts_allowed_35p",
};

// Keys that total others in a stat line (kr_td + pr_td, def_kr_td + def_pr_td): a stat line counts the parts.
const TOTAL_KEYS = new Set(["st_td", "def_st_td"]);

/** A Sleeper stat line (stats/projections endpoints, the same keys as its scoring settings) as a StatLine. */
export function sleeperStatLine(stats: Record<string, number>): StatLine {
  const line: StatLine = {};
  for (const [key, value] of Object.entries(stats)) {
    const stat = SCORING[key];
    if (!stat || TOTAL_KEYS.has(key) || stat.startsWith("def_pts_allowed") || !Number.isFinite(value)) continue;
    line[stat] = (line[stat] ?? 0) + value;
  }
  const allowed = stats.pts_allow;
  if (allowed !== undefined && Number.isFinite(allowed)) {
    const bucket = pointsAllowedBucket(allowed);
    if (bucket) line[bucket] = 1;
  }
  return line;
}

// Sleeper stores float32 values (0.10000000149011612); six decimals recovers what the commissioner typed.
export const cleanFloat = (value: number) => Math.round(value * 1e6) / 1e6;

export interface MappedScoring {
  scoring: ScoringSettings;
  unsupported: UnsupportedScoringRule[];
}

// Scoring settings → our keys. A non-zero rule with no StatKey (IDP, yardage bonuses, first downs, …), or a
// second rule at another value for a stat already counted (kr_td 6, st_td 4), is listed as unsupported, never dropped.
export function sleeperScoring(settings: Record<string, number> | null | undefined): MappedScoring {
  const scoring: ScoringSettings = {};
  const unsupported: UnsupportedScoringRule[] = [];
  for (const [key, raw] of Object.entries(settings ?? {}).sort(([a], [b]) => a.localeCompare(b))) {
    const value = cleanFloat(raw);
    const stat = SCORING[key];
    // A zero rule scores nothing: a later non-zero key for the same stat (def_kr_td 0, def_st_td 6) takes its place.
    if (stat && (scoring[stat] === undefined || (scoring[stat] === 0 && value !== 0))) scoring[stat] = value;
    // kr_td/pr_td/st_td (or def_kr_td/def_pr_td/def_st_td) at one value count a return TD once, at that value.
    else if (value !== 0 && !(stat && scoring[stat] === value)) unsupported.push({ key, label: key, points: value });
  }
  return { scoring, unsupported };
}
