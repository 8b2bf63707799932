// Sleeper codes → our domain codes (provider-apis.md §1).
import type { Position, ScoringSettings, SlotCode, StatKey } from "@/lib/domain/league";

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
export const sleeperPosition = (code: string | null | undefined): Position | null => (code ? (POSITIONS[code] ?? null) : null);

// Sleeper writes LAR for the Rams; nflverse (our canonical codes) writes LA. Old codes from archived seasons too.
const TEAM_CODES: Record<string, string> = { LAR: "LA", STL: "LA", OAK: "LV", SD: "LAC" };
export const nflverseTeam = (code: string | null | undefined): string | null => (code ? (TEAM_CODES[code] ?? code) : null);

const SCORING: Record<string, StatKey> = {
  pass_yd: "pass_yd", pass_td: "pass_td", pass_int: "pass_int", pass_2pt: "pass_2pt", pass_cmp: "pass_cmp", pass_att: "pass_att",
  rush_yd: "rush_yd", rush_td: "rush_td", rush_2pt: "rush_2pt", rush_att: "rush_att",
  rec: "rec", rec_yd: "rec_yd", rec_td: "rec_td", rec_2pt: "rec_2pt", rec_tgt: "rec_tgt",
  fum_lost: "fum_lost", fum_rec_td: "fum_rec_td", kr_td: "ret_td", pr_td: "ret_td", bonus_rec_te: "bonus_rec_te",
  xpm: "pat_made", xpmiss: "pat_miss",
  fgm_0_19: "fg_0_19", fgm_20_29: "fg_20_29", fgm_30_39: "fg_30_39", fgm_40_49: "fg_40_49", fgm_50p: "fg_50p", fgmiss: "fg_miss",
  sack: "def_sack", int: "def_int", fum_rec: "def_fum_rec", def_td: "def_td", safe: "def_safety", blk_kick: "def_blk_kick",
  pts_allow_0: "def_pts_allowed_0", pts_allow_1_6: "def_pts_allowed_1_6", pts_allow_7_13: "def_pts_allowed_7_13",
  pts_allow_14_20: "def_pts_allowed_14_20", pts_allow_21_27: "def_pts_allowed_21_27", pts_allow_28_34: "def_pts_allowed_28_34",
  pts_allow_35p: "def_pts_allowed_35p",
};

// Sleeper stores float32 values (0.10000000149011612); six decimals recovers what the commissioner typed.
export const cleanFloat = (value: number) => Math.round(value * 1e6) / 1e6;

export function sleeperScoring(settings: Record<string, number> | null | undefined): ScoringSettings {
  const scoring: ScoringSettings = {};
  for (const [key, value] of Object.entries(settings ?? {})) {
    const stat = SCORING[key];
    if (stat && scoring[stat] === undefined) scoring[stat] = cleanFloat(value);
  }
  return scoring;
}
