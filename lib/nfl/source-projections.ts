import type { StatLine } from "@/lib/domain/league";
import { processState } from "./process-state";

// Weekly projected stat lines of the sources beside ESPN's (Sleeper's weekly projections), as the ingestion stored
// them, in memory on each instance like the stored weeks (read at start-up and after each refresh).
export interface SourceProjectionRow {
  source: string;
  season: number;
  week: number;
  playerKey: string;
  stats: StatLine;
}

const state = processState("nfl-source-projections", () => ({
  lines: new Map<string, StatLine>(),
  version: 0,
}));
const keyOf = (source: string, playerKey: string, season: number, week: number) =>
  `${source}:${playerKey}:${season}:${week}`;

export function setSourceProjections(rows: SourceProjectionRow[]): void {
  state.lines = new Map(rows.map((r) => [keyOf(r.source, r.playerKey, r.season, r.week), r.stats]));
  state.version += 1;
}

/** A source's projected line for a player-week (by the source's own player id), or null. */
export function sourceProjectionLine(source: string, playerKey: string, season: number, week: number): StatLine | null {
  return state.lines.get(keyOf(source, playerKey, season, week)) ?? null;
}

/** Changes whenever the lines are replaced: part of the key of every cache built from them. */
export const sourceProjectionsVersion = () => state.version;
