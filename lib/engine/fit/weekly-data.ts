// Node-only loader for the weekly NFL data formats in /work/shared/data/nfl/weekly (used by the fit
// script and the backtest, never by the app). Files are recognised by their header columns, not names.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Position } from "@/lib/domain/league";
import { parseTable } from "@/lib/csv";

export interface PlayerWeek {
  gsis: string;
  name: string;
  position: Position;
  team: string;
  season: number;
  week: number;
  ppr: number;
  std: number;
  receptions: number;
  targetShare: number;
  airYardsShare: number;
  targets: number;
  carries: number;
  attempts: number; // pass attempts
}

export interface ProjectionWeek {
  gsis: string;
  season: number;
  week: number;
  team: string;
  projPts: number | null; // NFL.com projection in its own scoring (≈ half-PPR)
  projPpr: number | null; // computed PPR projection (2024–25 files)
  projEarly: number | null; // last capture before the week's first kickoff (strictly pre-game)
}

export interface WeeklyData {
  actuals: PlayerWeek[];
  projections: ProjectionWeek[];
  files: { file: string; kind: string; rows: number }[];
}

const num = (s: string | undefined) => (s === undefined || s === "" ? null : Number(s));
const has = (header: string[], cols: string[]) => cols.every((c) => header.includes(c));
const POSITIONS = new Set(["QB", "RB", "WR", "TE"]);

export function loadWeeklyData(dir: string): WeeklyData {
  const files: WeeklyData["files"] = [];
  const actuals: PlayerWeek[] = [];
  const rawProjections: (ProjectionWeek & { nflcom: string; name: string; position: string })[] = [];
  const idMap = new Map<string, string>();
  for (const file of readdirSync(dir)
    .filter((f) => f.toLowerCase().endsWith(".csv"))
    .sort()) {
    const { header, rows } = parseTable(readFileSync(join(dir, file), "utf8"));
    if (has(header, ["player_id", "season", "week", "fantasy_points", "fantasy_points_ppr", "receptions"])) {
      files.push({ file, kind: "nflverse-weekly", rows: rows.length });
      for (const r of rows) {
        if (!POSITIONS.has(r.position ?? "")) continue;
        actuals.push({
          gsis: r.player_id ?? "",
          name: r.player_name ?? "",
          position: r.position as Position,
          team: r.team ?? "",
          season: Number(r.season),
          week: Number(r.week),
          ppr: num(r.fantasy_points_ppr) ?? 0,
          std: num(r.fantasy_points) ?? 0,
          receptions: num(r.receptions) ?? 0,
          targetShare: num(r.target_share) ?? 0,
          airYardsShare: num(r.air_yards_share) ?? 0,
          targets: num(r.targets) ?? 0,
          carries: num(r.carries) ?? 0,
          attempts: num(r.attempts) ?? 0,
        });
      }
    } else if (has(header, ["nflcom_player_id", "season", "week", "proj_pts"])) {
      files.push({ file, kind: "nflcom-projections", rows: rows.length });
      for (const r of rows) {
        if (!POSITIONS.has(r.position ?? "")) continue;
        rawProjections.push({
          nflcom: r.nflcom_player_id ?? "",
          name: r.player_name ?? "",
          position: r.position ?? "",
          gsis: "",
          season: Number(r.season),
          week: Number(r.week),
          team: r.team ?? "",
          projPts: num(r.proj_pts),
          projPpr: num(r.proj_pts_ppr),
          projEarly: num(r.proj_pts_early),
        });
      }
    } else if (has(header, ["nflcom_player_id", "gsis_id"])) {
      files.push({ file, kind: "id-map", rows: rows.length });
      for (const r of rows) if (r.nflcom_player_id && r.gsis_id) idMap.set(r.nflcom_player_id, r.gsis_id);
    } else if (has(header, ["nflcom_player_id", "pts_ppr", "any_stat"])) {
      files.push({ file, kind: "nflcom-actuals (not needed: nflverse is the ground truth)", rows: rows.length });
    } else {
      files.push({ file, kind: "ignored (unknown header)", rows: rows.length });
    }
  }
  const fallback = nameJoin(
    actuals,
    rawProjections.filter((p) => !idMap.has(p.nflcom)),
  );
  const projections = rawProjections.flatMap((r): ProjectionWeek[] => {
    const gsis = idMap.get(r.nflcom) ?? fallback.get(r.nflcom);
    return gsis
      ? [
          {
            gsis,
            season: r.season,
            week: r.week,
            team: r.team,
            projPts: r.projPts,
            projPpr: r.projPpr,
            projEarly: r.projEarly,
          },
        ]
      : [];
  });
  return { actuals, projections, files };
}

/** Lower-case letters only, generational suffixes dropped ("D.J. Moore Jr." → "djmoore"). */
export const normaliseName = (name: string) =>
  name
    .toLowerCase()
    .replace(/\b(jr|sr|ii|iii|iv|v)\b\.?/g, "")
    .replace(/[^a-z]/g, "");

/**
 * NFL.com id → GSIS id without an id-map file: each projection row votes for the nflverse player with the
 * same (season, week, team, position, normalised name) — or, when the team differs (NFL.com re-captures
 * carry a later team), the same (season, week, position, name) if that is unique; the majority wins.
 */
function nameJoin(
  actuals: readonly PlayerWeek[],
  rows: readonly (ProjectionWeek & { nflcom: string; name: string; position: string })[],
): Map<string, string> {
  const byTeam = new Map<string, string>();
  const byWeek = new Map<string, string | null>(); // null = ambiguous
  for (const a of actuals) {
    const n = normaliseName(a.name);
    byTeam.set(`${a.season}|${a.week}|${a.team}|${a.position}|${n}`, a.gsis);
    const k = `${a.season}|${a.week}|${a.position}|${n}`;
    byWeek.set(k, byWeek.has(k) && byWeek.get(k) !== a.gsis ? null : a.gsis);
  }
  const votes = new Map<string, Map<string, number>>();
  for (const r of rows) {
    const n = normaliseName(r.name);
    const gsis =
      byTeam.get(`${r.season}|${r.week}|${r.team}|${r.position}|${n}`) ??
      byWeek.get(`${r.season}|${r.week}|${r.position}|${n}`);
    if (!gsis) continue;
    const v = votes.get(r.nflcom) ?? new Map<string, number>();
    v.set(gsis, (v.get(gsis) ?? 0) + 1);
    votes.set(r.nflcom, v);
  }
  const out = new Map<string, string>();
  for (const [nflcom, v] of votes) {
    const best = [...v.entries()].sort((x, y) => y[1] - x[1])[0];
    if (best) out.set(nflcom, best[0]);
  }
  return out;
}
