// The shipped season a replay is built from (data/nfl): the schedule moved to the target season, and per player
// his NFL.com weekly stat lines (actual and projected) with the ids every host in the replay uses for him.
import { num, readTable, type Row } from "@/lib/nfl/csv";
import { easternToUtc } from "@/lib/nfl/eastern-time";
import type { NflGameInfo } from "@/lib/nfl/schedule";
import { kickoffDate } from "@/lib/nfl/season";
import type { Position, StatLine } from "@/lib/domain/league";

export interface ReplayPlayer {
  nflcomId: string;
  gsisId: string | null;
  /** Sleeper's key in the players dump, matchups and rosters (distinct from the other ids on purpose). */
  sleeperId: string;
  espnId: number;
  name: string;
  position: Position;
  team: string; // his team in the replayed season's last week with a line
}

export interface PlayerWeekLine {
  team: string;
  actual: StatLine | null;
  projected: StatLine | null;
}

export interface ReplaySeason {
  from: number;
  season: number;
  games: NflGameInfo[]; // regular season, kickoffs in the target season
  players: ReplayPlayer[];
  byId: Map<string, ReplayPlayer>; // nflcom id
  /** nflcom id → week → lines. */
  weeks: Map<string, Map<number, PlayerWeekLine>>;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The target season's date for a date of the shipped season: same weekday, same week of the season. */
export function shiftDate(isoDate: string, from: number, season: number): string {
  const days = Math.round((kickoffDate(season).getTime() - kickoffDate(from).getTime()) / DAY_MS);
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

function games(from: number, season: number): NflGameInfo[] {
  return readTable("games_2024_2025.tsv", "\t")
    .filter((r) => num(r.season) === from && r.game_type === "REG")
    .map((r) => {
      const week = num(r.week);
      return {
        id: `${season}_${String(week).padStart(2, "0")}_${r.away_team}_${r.home_team}`,
        season,
        week,
        gameType: "REG",
        homeTeam: r.home_team ?? "",
        awayTeam: r.away_team ?? "",
        kickoff: easternToUtc(shiftDate(r.gameday ?? "", from, season), r.gametime ?? ""),
        homeScore: r.home_score ? num(r.home_score) : null,
        awayScore: r.away_score ? num(r.away_score) : null,
        // ESPN event ids, moved out of the range of real ones so a replayed game never matches a recorded one.
        espnId: r.espn ? String(Number(r.espn) + 100_000) : null,
        spreadLine: null,
        totalLine: null,
      };
    });
}

const cell = (r: Row, column: string) => num(r[column]);

/** Passing, rushing, receiving and fumbles: NFL.com's and ESPN's files name these columns alike but for carries. */
const offense = (v: (column: string) => number, carries: string): StatLine => ({
  pass_yd: v("pass_yds"),
  pass_td: v("pass_td"),
  pass_int: v("pass_int"),
  rush_att: v(carries),
  rush_yd: v("rush_yds"),
  rush_td: v("rush_td"),
  rec: v("rec"),
  rec_yd: v("rec_yds"),
  rec_td: v("rec_td"),
  rec_tgt: v("targets"),
  fum_lost: v("fum_lost"),
});

// Both files count 2-point conversions together: a passer's are passing ones, a runner's rushing, others receiving.
function twoPoint(position: Position, n: number): StatLine {
  if (position === "QB") return { pass_2pt: n };
  if (position === "RB") return { rush_2pt: n };
  return position === "WR" || position === "TE" ? { rec_2pt: n } : {};
}

/** The line without its zero entries, as the hosts send them. */
function nonZero(line: StatLine): StatLine {
  return Object.fromEntries(Object.entries(line).filter(([, value]) => value)) as StatLine;
}

/** A stat line with the app's stat keys from an NFL.com row (`prefix` "proj_" for projections). */
function statLine(r: Row, position: Position, prefix = ""): StatLine {
  const v = (column: string) => cell(r, `${prefix}${column}`);
  return nonZero({
    ...offense(v, "carries"),
    ...twoPoint(position, v("two_pt")),
    ret_td: v("ret_td"),
    fum_rec_td: v("fum_td"),
    pat_made: v("pat_made"),
    pat_miss: v("pat_missed"),
    fg_0_19: v("fg_made_0_19"),
    fg_20_29: v("fg_made_20_29"),
    fg_30_39: v("fg_made_30_39"),
    fg_40_49: v("fg_made_40_49"),
    fg_50p: v("fg_made_50p"),
    fg_miss: v("fg_miss_0_19") + v("fg_miss_20_29") + v("fg_miss_30_39"),
  });
}

/** A stat line with the app's stat keys from a row of ESPN's projections file. */
function espnStatLine(r: Row, position: Position): StatLine {
  const v = (column: string) => cell(r, column);
  return nonZero({
    ...offense(v, "rush_att"),
    ...twoPoint(position, v("two_pt")),
    ret_td: v("kr_td") + v("pr_td"),
    pat_made: v("pat_made"),
    pat_miss: v("pat_att") - v("pat_made"),
    // ESPN groups field goals under 40 yards; every preset scores them alike, so they count as 30–39.
    fg_30_39: v("fg_made_0_39"),
    fg_40_49: v("fg_made_40_49"),
    fg_50p: v("fg_made_50p"),
    fg_miss: v("fg_att") - v("fg_made"),
  });
}

/**
 * NFL.com's file stops before the last week of a season (2025 has no week 18): a week NFL.com never projected
 * takes ESPN's projected lines for the same players (joined by GSIS id), so every week of the replay has them.
 */
function fillUnprojectedWeeks(
  from: number,
  gsis: Map<string, string>,
  weeks: Map<string, Map<number, PlayerWeekLine>>,
) {
  const projectedWeeks = new Set<number>();
  for (const byWeek of weeks.values()) for (const [week, line] of byWeek) if (line.projected) projectedWeeks.add(week);
  const nflcomOf = new Map([...gsis].map(([nflcom, gsisId]) => [gsisId, nflcom]));
  for (const r of readTable(`projections/espn_player_week_projections_${from}.csv`)) {
    const week = num(r.week);
    const id = nflcomOf.get(r.gsis_id ?? "");
    const byWeek = id ? weeks.get(id) : undefined;
    if (num(r.season) !== from || projectedWeeks.has(week) || !byWeek) continue;
    const line = byWeek.get(week) ?? { team: r.team ?? "", actual: null, projected: null };
    line.projected = espnStatLine(r, r.position as Position);
    byWeek.set(week, line);
  }
}

const POSITIONS = new Set<Position>(["QB", "RB", "WR", "TE", "K"]);

export function loadReplaySeason(from: number, season: number): ReplaySeason {
  const gsis = new Map(
    readTable("nflcom_id_to_gsis_2023_2025.csv").map((r) => [r.nflcom_player_id ?? "", r.gsis_id ?? ""]),
  );
  const weeks = new Map<string, Map<number, PlayerWeekLine>>();
  const latest = new Map<string, { week: number; name: string; position: Position; team: string }>();
  const take = (r: Row, kind: "actual" | "projected") => {
    const id = r.nflcom_player_id ?? "";
    const position = r.position as Position;
    if (num(r.season) !== from || !POSITIONS.has(position) || !id) return;
    const week = num(r.week);
    const team = r.team ?? "";
    const byWeek = weeks.get(id) ?? new Map<number, PlayerWeekLine>();
    weeks.set(id, byWeek);
    const line = byWeek.get(week) ?? { team, actual: null, projected: null };
    line[kind] = statLine(r, position, kind === "projected" ? "proj_" : "");
    byWeek.set(week, line);
    const seen = latest.get(id);
    if (!seen || seen.week <= week) latest.set(id, { week, name: r.player_name ?? id, position, team });
  };
  for (const r of readTable("nflcom_player_week_projections_2024_2025.csv")) take(r, "projected");
  for (const r of readTable("nflcom_player_week_actuals_2024_2025.csv")) take(r, "actual");
  fillUnprojectedWeeks(from, gsis, weeks);
  const players = [...latest].map(([nflcomId, p]) => ({
    nflcomId,
    gsisId: gsis.get(nflcomId) || null,
    sleeperId: String(Number(nflcomId) + 30_000_000),
    espnId: Number(nflcomId) + 1_000_000,
    name: p.name,
    position: p.position,
    team: p.team,
  }));
  return {
    from,
    season,
    games: games(from, season),
    players,
    byId: new Map(players.map((p) => [p.nflcomId, p])),
    weeks,
  };
}
