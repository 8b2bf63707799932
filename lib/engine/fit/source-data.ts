// Node-only loader for the other sources' weekly projections (used by the fit script and the backtest):
// `<dir>/projections/<source>_player_week_projections_<year>.csv`, one row per player-week keyed by the
// nflverse `gsis_id`. A missing file is simply a source the season does not have.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parseTable } from "@/lib/csv";

/** One source's projection for a player-week: PPR and half-PPR points, projected receptions when known. */
export interface SourcePoints {
  ppr: number | null; // scored from the stat line (null when the source gives half-PPR points only)
  half: number;
  rec: number | null;
}

export type ExtraSource = "espn" | "fantasypros";
export const EXTRA_SOURCES: readonly ExtraSource[] = ["espn", "fantasypros"];

export interface SourceTable {
  files: { source: ExtraSource; season: number; file: string; rows: number }[];
  /** `${source}|${season}|${week}|${gsis}` → points */
  byKey: Map<string, SourcePoints>;
}

const FILE = /^(espn|fantasypros)_player_week_projections_(\d{4})\.csv$/;
const num = (s: string | undefined) => (s === undefined || s === "" ? null : Number(s));

export const sourceKey = (source: ExtraSource, season: number, week: number, gsis: string) =>
  `${source}|${season}|${week}|${gsis}`;

/** Reads every `<source>_player_week_projections_<year>.csv` in `<dir>/projections` (optionally one season). */
export function loadSourceProjections(dir: string, season?: number): SourceTable {
  const folder = join(dir, "projections");
  const out: SourceTable = { files: [], byKey: new Map() };
  if (!existsSync(folder)) return out;
  for (const file of readdirSync(folder).sort()) {
    const m = FILE.exec(file);
    if (!m) continue;
    const source = m[1] as ExtraSource;
    const year = Number(m[2]);
    if (season !== undefined && year > season) continue;
    const { rows } = parseTable(readFileSync(join(folder, file), "utf8"));
    let kept = 0;
    for (const r of rows) {
      const half = num(r.proj_pts_half);
      if (!r.gsis_id || half === null || !Number.isFinite(half)) continue;
      out.byKey.set(sourceKey(source, Number(r.season), Number(r.week), r.gsis_id), {
        ppr: num(r.proj_pts_ppr),
        half,
        rec: num(r.rec),
      });
      kept++;
    }
    out.files.push({ source, season: year, file, rows: kept });
  }
  return out;
}
