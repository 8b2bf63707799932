// ESPN numeric ids → our domain codes (espn-api football/constant.py, checked on the recorded leagues).
import type { Position, SlotCode, StatKey } from "@/lib/domain/league";

// Lineup slot ids. IDP, punter, head coach and rookie slots have no SlotCode and are skipped.
export const ESPN_SLOTS: Record<number, SlotCode> = {
  0: "QB",
  2: "RB",
  3: "RB/WR",
  4: "WR",
  5: "WR/TE",
  6: "TE",
  7: "OP",
  16: "D/ST",
  17: "K",
  20: "BE",
  21: "IR",
  23: "FLEX",
};
// Order in which a league's slot counts become rosterSlots (starters first, as ESPN shows them).
export const ESPN_SLOT_ORDER = [0, 2, 3, 4, 5, 6, 23, 7, 16, 17, 20, 21] as const;

// defaultPositionId differs from slot ids (1 = QB here, 0 = QB there).
export const ESPN_POSITIONS: Record<number, Position> = { 1: "QB", 2: "RB", 3: "WR", 4: "TE", 5: "K", 16: "DST" };

// proTeamId → nflverse team code (ESPN's WSH/LAR become WAS/LA). 0 = free agent.
export const ESPN_PRO_TEAMS: Record<number, string> = {
  1: "ATL",
  2: "BUF",
  3: "CHI",
  4: "CIN",
  5: "CLE",
  6: "DAL",
  7: "DEN",
  8: "DET",
  9: "GB",
  10: "TEN",
  11: "IND",
  12: "KC",
  13: "LV",
  14: "LA",
  15: "MIA",
  16: "MIN",
  17: "NE",
  18: "NO",
  19: "NYG",
  20: "NYJ",
  21: "PHI",
  22: "ARI",
  23: "PIT",
  24: "LAC",
  25: "SF",
  26: "SEA",
  27: "TB",
  28: "WAS",
  29: "CAR",
  30: "JAX",
  33: "BAL",
  34: "HOU",
};

// Stat key ← ESPN scoring-item stat ids, in order of preference (ids from espn-api SETTINGS_SCORING_FORMAT_MAP).
// `per` turns "every N yards" items into points per yard. ESPN's points-allowed buckets (14-17, 18-21, 22-27,
// 35-45) do not line up with ours; each of ours takes the ESPN bucket covering most of its range.
// Missed field goals: one key for ESPN's total (85) or, failing that, its 40-49 / 0-39 / 50-59 / 60+ items.
type EspnScoringSource = { id: number; per?: number };
const yards = (base: number, first: number): EspnScoringSource[] => [
  { id: base },
  ...[5, 10, 20, 25, 50, 100].map((per, i) => ({ id: first + i, per })),
];
export const ESPN_SCORING: Partial<Record<StatKey, readonly EspnScoringSource[]>> = {
  pass_att: [{ id: 0 }],
  pass_cmp: [{ id: 1 }],
  pass_yd: yards(3, 5),
  pass_td: [{ id: 4 }],
  pass_2pt: [{ id: 19 }],
  pass_int: [{ id: 20 }],
  rush_att: [{ id: 23 }],
  rush_yd: yards(24, 27),
  rush_td: [{ id: 25 }],
  rush_2pt: [{ id: 26 }],
  rec: [{ id: 53 }, { id: 41 }],
  rec_yd: yards(42, 47),
  rec_td: [{ id: 43 }],
  rec_2pt: [{ id: 44 }],
  rec_tgt: [{ id: 58 }],
  fum_lost: [{ id: 72 }],
  fum_rec_td: [{ id: 63 }],
  ret_td: [{ id: 101 }, { id: 102 }, { id: 105 }],
  pat_made: [{ id: 86 }],
  pat_miss: [{ id: 88 }],
  fg_0_19: [{ id: 80 }, { id: 83 }],
  fg_20_29: [{ id: 80 }, { id: 83 }],
  fg_30_39: [{ id: 80 }, { id: 83 }],
  fg_40_49: [{ id: 77 }, { id: 83 }],
  fg_50p: [{ id: 74 }, { id: 198 }, { id: 201 }, { id: 83 }],
  fg_miss: [{ id: 85 }, { id: 79 }, { id: 82 }, { id: 200 }, { id: 203 }],
  def_sack: [{ id: 99 }],
  def_int: [{ id: 95 }],
  def_fum_rec: [{ id: 96 }],
  def_safety: [{ id: 98 }],
  def_blk_kick: [{ id: 97 }],
  def_td: [{ id: 94 }, { id: 103 }, { id: 104 }, { id: 93 }],
  def_pts_allowed_0: [{ id: 89 }, { id: 188 }],
  def_pts_allowed_1_6: [{ id: 90 }, { id: 189 }],
  def_pts_allowed_7_13: [{ id: 91 }, { id: 190 }],
  def_pts_allowed_14_20: [{ id: 92 }, { id: 191 }],
  def_pts_allowed_21_27: [{ id: 122 }, { id: 193 }],
  def_pts_allowed_28_34: [{ id: 123 }, { id: 194 }],
  def_pts_allowed_35p: [{ id: 124 }, { id: 195 }],
};
// The lineup slot whose override holds a TE-premium reception value.
export const ESPN_TE_SLOT = "6";
export const ESPN_REC_STAT = 53;

export const espnHeadshot = (playerId: number) =>
  playerId > 0 ? `https://a.espncdn.com/i/headshots/nfl/players/full/${playerId}.png` : undefined;

// Names of ESPN scoring stat ids (espn-api PLAYER_STATS_MAP) for the "not supported" list; any other id
// shows as "ESPN stat <id>" rather than a guessed name.
const ESPN_STAT_LABELS: Record<number, string> = {
  2: "Incomplete passes",
  53: "Receptions",
  79: "Missed FG 40-49",
  82: "Missed FG 0-39",
  198: "FG made 50-59",
  200: "Missed FG 50-59",
  201: "FG made 60+",
  203: "Missed FG 60+",
  64: "Times sacked",
  68: "Fumbles",
  107: "Assisted tackles",
  108: "Solo tackles",
  109: "Total tackles",
  113: "Passes defended",
  120: "Points allowed",
  121: "18-21 points allowed",
  125: "46+ points allowed",
  127: "Yards allowed",
  128: "0-99 yards allowed",
  129: "100-199 yards allowed",
  130: "200-299 yards allowed",
  131: "300-349 yards allowed",
  132: "350-399 yards allowed",
  133: "400-449 yards allowed",
  134: "450-499 yards allowed",
  135: "500-549 yards allowed",
  136: "550+ yards allowed",
};
export const espnStatLabel = (statId: number) => ESPN_STAT_LABELS[statId] ?? `ESPN stat ${statId}`;
