// ESPN numeric ids → our domain codes (espn-api football/constant.py, checked on the recorded leagues).
import type { Position, SlotCode, StatKey } from "@/lib/domain/league";

// Lineup slot ids. IDP, punter, head coach and rookie slots have no SlotCode and are skipped.
export const ESPN_SLOTS: Record<number, SlotCode> = {
  0: "QB", 2: "RB", 3: "RB/WR", 4: "WR", 5: "WR/TE", 6: "TE", 7: "OP", 16: "D/ST", 17: "K", 20: "BE", 21: "IR", 23: "FLEX",
};
// Order in which a league's slot counts become rosterSlots (starters first, as ESPN shows them).
export const ESPN_SLOT_ORDER = [0, 2, 3, 4, 5, 6, 23, 7, 16, 17, 20, 21] as const;

// defaultPositionId differs from slot ids (1 = QB here, 0 = QB there).
export const ESPN_POSITIONS: Record<number, Position> = { 1: "QB", 2: "RB", 3: "WR", 4: "TE", 5: "K", 16: "DST" };

// proTeamId → nflverse team code (ESPN's WSH/LAR become WAS/LA). 0 = free agent.
export const ESPN_PRO_TEAMS: Record<number, string> = {
  1: "ATL", 2: "BUF", 3: "CHI", 4: "CIN", 5: "CLE", 6: "DAL", 7: "DEN", 8: "DET", 9: "GB", 10: "TEN", 11: "IND", 12: "KC",
  13: "LV", 14: "LA", 15: "MIA", 16: "MIN", 17: "NE", 18: "NO", 19: "NYG", 20: "NYJ", 21: "PHI", 22: "ARI", 23: "PIT",
  24: "LAC", 25: "SF", 26: "SEA", 27: "TB", 28: "WAS", 29: "CAR", 30: "JAX", 33: "BAL", 34: "HOU",
};

// Scoring-item stat ids → stat keys. One ESPN id may feed several keys (FG 0-39 covers our three short buckets).
// ESPN's points-allowed buckets (14-17, 18-21, 22-27, 35-45) do not line up with ours; the nearest bucket is used.
export const ESPN_SCORING: Record<number, readonly StatKey[]> = {
  0: ["pass_att"], 1: ["pass_cmp"], 3: ["pass_yd"], 4: ["pass_td"], 19: ["pass_2pt"], 20: ["pass_int"],
  23: ["rush_att"], 24: ["rush_yd"], 25: ["rush_td"], 26: ["rush_2pt"],
  53: ["rec"], 42: ["rec_yd"], 43: ["rec_td"], 44: ["rec_2pt"], 58: ["rec_tgt"],
  72: ["fum_lost"], 63: ["fum_rec_td"], 101: ["ret_td"], 102: ["ret_td"],
  86: ["pat_made"], 88: ["pat_miss"], 80: ["fg_0_19", "fg_20_29", "fg_30_39"], 77: ["fg_40_49"], 74: ["fg_50p"], 85: ["fg_miss"],
  99: ["def_sack"], 95: ["def_int"], 96: ["def_fum_rec"], 98: ["def_safety"], 97: ["def_blk_kick"], 103: ["def_td"], 104: ["def_td"], 93: ["def_td"],
  89: ["def_pts_allowed_0"], 90: ["def_pts_allowed_1_6"], 91: ["def_pts_allowed_7_13"], 92: ["def_pts_allowed_14_20"],
  122: ["def_pts_allowed_21_27"], 123: ["def_pts_allowed_28_34"], 124: ["def_pts_allowed_35p"],
};

export const espnHeadshot = (playerId: number) => (playerId > 0 ? `https://a.espncdn.com/i/headshots/nfl/players/full/${playerId}.png` : undefined);
