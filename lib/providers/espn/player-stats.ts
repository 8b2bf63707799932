// ESPN's season-level players endpoint with weekly stats (`/seasons/{year}/players?view=kona_player_info`): every
// NFL player's raw stat lines, one `stats[]` item per week and source (statSourceId 0 = actual, 1 = projected;
// statSplitTypeId 1 = one week, scoringPeriodId = the week). Parsed into one row per player-week with the raw
// stats mapped onto our stat keys, so that each league scores them with its own rules (ESPN's appliedTotal uses
// ESPN's default scoring and is ignored). The answer is an array of players, or kona pool entries `{ player }`.
import { z } from "zod";
import { pointsAllowedBucket, type Position, type StatKey, type StatLine } from "@/lib/domain/league";
import { ESPN_POSITIONS, ESPN_PRO_TEAMS } from "./maps";
import { round2 } from "@/lib/numbers";

const statItem = z.object({
  scoringPeriodId: z.number().int().nonnegative(),
  seasonId: z.number().int(),
  statSourceId: z.number().int(),
  statSplitTypeId: z.number().int(),
  proTeamId: z.number().int().optional(),
  // A raw line has ~40 ids; a full answer ~30,000 lines. Checked as an object here, read number by number below.
  stats: z
    .custom<Record<string, unknown>>((v) => typeof v === "object" && v !== null && !Array.isArray(v), "stats map")
    .optional(),
});
const player = z.object({
  id: z.number().int(),
  fullName: z.string(),
  defaultPositionId: z.number().int(),
  proTeamId: z.number().int(),
  stats: z.array(statItem).optional(),
});
export const playerStatsSchema = z.union([
  z.array(player),
  z.object({ players: z.array(z.object({ player })) }).transform((b) => b.players.map((e) => e.player)),
]);

// Raw stat ids (espn-api PLAYER_STATS_MAP) → stat keys; a key listed with several ids sums them. ESPN's raw
// stats split made field goals only at 40 and 50 yards: under-40 makes (80) count as 30-39, the bucket every
// common scoring values like 0-19 and 20-29. Points allowed (120) are bucketed below, not mapped.
const RAW: Partial<Record<StatKey, readonly number[]>> = {
  pass_att: [0],
  pass_cmp: [1],
  pass_yd: [3],
  pass_td: [4],
  pass_2pt: [19],
  pass_int: [20],
  rush_att: [23],
  rush_yd: [24],
  rush_td: [25],
  rush_2pt: [26],
  rec: [53],
  rec_yd: [42],
  rec_td: [43],
  rec_2pt: [44],
  rec_tgt: [58],
  fum_lost: [72],
  fum_rec_td: [63],
  ret_td: [101, 102],
  pat_made: [86],
  pat_miss: [88],
  fg_30_39: [80],
  fg_40_49: [77],
  fg_50p: [74],
  fg_miss: [85],
  def_sack: [99],
  def_int: [95],
  def_fum_rec: [96],
  def_safety: [98],
  def_blk_kick: [97],
  def_td: [94],
};
const POINTS_ALLOWED = 120;

/** ESPN raw stats ({statId: value}) as a stat line; zero stats are left out. */
export function espnStatLine(raw: Record<string, unknown>, position: Position): StatLine {
  const stat = (id: number) => {
    const v = raw[id];
    return typeof v === "number" && Number.isFinite(v) ? v : 0;
  };
  const line: StatLine = {};
  for (const [key, ids] of Object.entries(RAW) as [StatKey, readonly number[]][]) {
    const value = ids.reduce((sum, id) => sum + stat(id), 0);
    if (value) line[key] = round2(value);
  }
  // 41 is receptions where 53 (the scoring item) is missing from an older answer.
  if (line.rec === undefined && stat(41)) line.rec = stat(41);
  const allowed = typeof raw[POINTS_ALLOWED] === "number" ? stat(POINTS_ALLOWED) : undefined;
  if (position === "DST" && allowed !== undefined) {
    const bucket = pointsAllowedBucket(allowed);
    if (bucket) line[bucket] = 1;
  }
  return line;
}

export interface EspnPlayerWeek {
  espnId: string;
  fullName: string;
  position: Position;
  team: string | null; // nflverse code of his team that week (null = free agent)
  week: number;
  actual: StatLine | null;
  projected: StatLine | null;
}

/** One row per player-week of `season` that has an actual or a projected single-week line. */
export function parsePlayerStats(season: number, body: unknown): EspnPlayerWeek[] {
  const out = new Map<string, EspnPlayerWeek>();
  for (const p of playerStatsSchema.parse(body)) {
    const position = ESPN_POSITIONS[p.defaultPositionId];
    if (!position) continue; // IDP, punters, coaches
    for (const s of p.stats ?? []) {
      if (s.seasonId !== season || s.statSplitTypeId !== 1 || s.scoringPeriodId < 1 || !s.stats) continue;
      if (s.statSourceId !== 0 && s.statSourceId !== 1) continue;
      const key = `${p.id}:${s.scoringPeriodId}`;
      const row = out.get(key) ?? {
        espnId: String(p.id),
        fullName: p.fullName,
        position,
        team: ESPN_PRO_TEAMS[s.proTeamId || p.proTeamId] ?? null,
        week: s.scoringPeriodId,
        actual: null,
        projected: null,
      };
      if (s.statSourceId === 0) row.actual = espnStatLine(s.stats, position);
      else row.projected = espnStatLine(s.stats, position);
      out.set(key, row);
    }
  }
  return [...out.values()];
}
