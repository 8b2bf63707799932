// Yahoo codes → our domain codes.
import type { InjuryStatus, Position, SlotCode, StatKey } from "@/lib/domain/league";

const SLOTS: Record<string, SlotCode> = {
  QB: "QB",
  RB: "RB",
  WR: "WR",
  TE: "TE",
  "W/R/T": "FLEX",
  "W/T": "WR/TE",
  "W/R": "RB/WR",
  "Q/W/R/T": "OP",
  K: "K",
  DEF: "D/ST",
  BN: "BE",
  IR: "IR",
};
export const yahooSlot = (code: string | null): SlotCode | null => (code ? (SLOTS[code] ?? null) : null);

const POSITIONS: Record<string, Position> = { QB: "QB", RB: "RB", WR: "WR", TE: "TE", K: "K", DEF: "DST" };
export const yahooPosition = (code: string | null): Position | null => (code ? (POSITIONS[code] ?? null) : null);

// editorial_team_abbr is mixed case ("Phi", "NYJ"); nflverse writes the Rams as LA.
export function yahooTeam(abbr: string | null): string | null {
  if (!abbr) return null;
  const code = abbr.toUpperCase();
  return code === "LAR" ? "LA" : code === "WSH" ? "WAS" : code === "JAC" ? "JAX" : code === "OAK" ? "LV" : code;
}

const INJURY: Record<string, InjuryStatus> = {
  Q: "QUESTIONABLE",
  D: "DOUBTFUL",
  O: "OUT",
  IR: "INJURY_RESERVE",
  "IR-R": "INJURY_RESERVE",
  "PUP-R": "PUP",
  "PUP-P": "PUP",
  SUSP: "SUSPENDED",
};
export const yahooInjury = (status: string | null): InjuryStatus | undefined =>
  status ? (INJURY[status] ?? status) : undefined;

// Yahoo NFL stat ids used in stat_modifiers. 4/5/6/8/9 are verified on a recorded 2024 sample; the rest follow
// Yahoo's published NFL stat_categories (game/nfl/stat_categories).
export const YAHOO_SCORING: Record<string, readonly StatKey[]> = {
  "1": ["pass_att"],
  "2": ["pass_cmp"],
  "4": ["pass_yd"],
  "5": ["pass_td"],
  "6": ["pass_int"],
  "8": ["rush_att"],
  "9": ["rush_yd"],
  "10": ["rush_td"],
  "11": ["rec"],
  "12": ["rec_yd"],
  "13": ["rec_td"],
  "78": ["rec_tgt"],
  "15": ["ret_td"],
  "16": ["pass_2pt", "rush_2pt", "rec_2pt"],
  "17": ["fum"],
  "18": ["fum_lost"],
  "57": ["fum_rec_td"],
  "19": ["fg_0_19"],
  "20": ["fg_20_29"],
  "21": ["fg_30_39"],
  "22": ["fg_40_49"],
  "23": ["fg_50p"],
  // Misses by distance (0-19 … 50+) share our one miss key; a league that prices them differently is flagged.
  "24": ["fg_miss"],
  "25": ["fg_miss"],
  "26": ["fg_miss"],
  "27": ["fg_miss"],
  "28": ["fg_miss"],
  "29": ["pat_made"],
  "30": ["pat_miss"],
  "32": ["def_sack"],
  "33": ["def_int"],
  "34": ["def_fum_rec"],
  "35": ["def_td"],
  "36": ["def_safety"],
  "37": ["def_blk_kick"],
  "49": ["def_ret_td"],
  "50": ["def_pts_allowed_0"],
  "51": ["def_pts_allowed_1_6"],
  "52": ["def_pts_allowed_7_13"],
  "53": ["def_pts_allowed_14_20"],
  "54": ["def_pts_allowed_21_27"],
  "55": ["def_pts_allowed_28_34"],
  "56": ["def_pts_allowed_35p"],
};

// NFL game_key per season (2024/2025 seen in recorded samples, older from client code tables).
// Asking by key reaches past seasons; "nfl" alone means only the current one.
export const YAHOO_NFL_GAME_KEYS: Record<number, string> = {
  2019: "390",
  2020: "399",
  2021: "406",
  2022: "414",
  2023: "423",
  2024: "449",
  2025: "461",
};
