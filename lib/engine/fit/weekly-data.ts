// Node-only loader for the weekly NFL data formats in /work/shared/data/nfl/weekly (used by the fit
// script and the backtest, never by the app). Files are recognised by their header columns, not names.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Position } from "@/lib/domain/league";

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

type Row = Record<string, string>;

function parseCsv(text: string): { header: string[]; rows: Row[] } {
  const lines = text.split(/\r?\n/).filter((l) => l.length > 0);
  const header = (lines[0] ?? "").split(",").map((h) => h.trim());
  const rows = lines.slice(1).map((line) => {
    const cells = line.split(",");
    const row: Row = {};
    header.forEach((h, i) => (row[h] = cells[i] ?? ""));
    return row;
  });
  return { header, rows };
}

const num = (s: string | undefined) => (s === undefined || s === "" ? null : Number(s));
const has = (header: string[], cols: string[]) => cols.every((c) => header.includes(c));
const POSITIONS = new Set(["QB", "RB", "WR", "TE"]);

export function loadWeeklyData(dir: string): WeeklyData {
  const files: WeeklyData["files"] = [];
  const actuals: PlayerWeek[] = [];
  const rawProjections: (ProjectionWeek & { nflcom: string })[] = [];
  const idMap = new Map<string, string>();
  for (const file of readdirSync(dir).filter((f) => f.toLowerCase().endsWith(".csv")).sort()) {
    const { header, rows } = parseCsv(readFileSync(join(dir, file), "utf8"));
    if (has(header, ["player_id", "season", "week", "fantasy_points", "fantasy_points_ppr", "receptions"])) {
      files.push({ file, kind: "nflverse-weekly", rows: rows.length });
      for (const r of rows) {
        if (!POSITIONS.has(r.position ?? "")) continue;
        actuals.push({
          gsis: r.player_id ?? "", name: r.player_name ?? "", position: r.position as Position, team: r.team ?? "",
          season: Number(r.season), week: Number(r.week), ppr: num(r.fantasy_points_ppr) ?? 0, std: num(r.fantasy_points) ?? 0,
          receptions: num(r.receptions) ?? 0, targetShare: num(r.target_share) ?? 0,
        });
      }
    } else if (has(header, ["nflcom_player_id", "season", "week", "proj_pts"])) {
      files.push({ file, kind: "nflcom-projections", rows: rows.length });
      for (const r of rows) {
        if (!POSITIONS.has(r.position ?? "")) continue;
        rawProjections.push({
          nflcom: r.nflcom_player_id ?? "", gsis: "", season: Number(r.season), week: Number(r.week), team: r.team ?? "",
          projPts: num(r.proj_pts), projPpr: num(r.proj_pts_ppr), projEarly: num(r.proj_pts_early),
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
  const projections = rawProjections.flatMap(({ nflcom, ...p }) => {
    const gsis = idMap.get(nflcom);
    return gsis ? [{ ...p, gsis }] : [];
  });
  return { actuals, projections, files };
}
