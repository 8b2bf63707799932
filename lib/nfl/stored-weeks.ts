import type { Position, StatLine } from "@/lib/domain/league";
import { presetPoints } from "@/lib/engine/scoring";
import type { ActualWeek, ProjectionWeek } from "./player-data";
import { processState } from "./process-state";
import { bundledSeasons, gameForTeam } from "./schedule";

// Weekly stat lines and projections of seasons that are not bundled, as stored by the player-stats job
// (lib/ingest/player-stats-job.ts, ESPN's raw stats). lib/nfl/players.ts reads them exactly like the bundled
// weeks (one code path): a season with stored weeks is read from here, any other season from the bundled files.
// Points in the preset scorings are computed from the stat line itself, so a preset league and a custom one
// score the same line by the same rules.

export interface StoredWeekRow {
  espnId: string | null;
  gsisId: string | null;
  fullName: string;
  position: string;
  season: number;
  week: number;
  team: string | null;
  stats: StatLine | null; // actual line; null = no game played (yet)
  projStats: StatLine | null;
}

export interface StoredPlayer {
  key: string; // "espn-<id>" (or the GSIS id when ESPN's id is unknown)
  espnId: string | null;
  gsisId: string | null;
  fullName: string;
  position: Position;
  weeks: Map<string, { actual: ActualWeek | null; projection: ProjectionWeek | null }>; // `${season}:${week}`
}

// Shared by every bundle of the process (process-state.ts): set at start-up, read by the routes.
const state = processState("nfl-stored-weeks", () => ({
  players: new Map<string, StoredPlayer>(), // by "espn:<id>" and "gsis:<id>"
  seasons: new Set<number>(),
  version: 0,
  refresher: null as (() => Promise<void>) | null,
}));

const opponentOf = (team: string | null, season: number, week: number) => {
  const game = team ? gameForTeam(team, season, week) : null;
  return game ? (game.homeTeam === team ? game.awayTeam : game.homeTeam) : null;
};

/** Replaces the stored weeks (at start-up and after each refresh); rows of bundled seasons are ignored. */
type WeekAt = Pick<ActualWeek, "season" | "week" | "team" | "opponent">;

function actualWeek(at: WeekAt, stats: StatLine): ActualWeek {
  const { std, half, ppr } = presetPoints(stats);
  return { ...at, ptsStd: std, ptsHalf: half, ptsPpr: ppr, stats, targetShare: null, anyStat: true };
}

function projectionWeek(at: WeekAt, projStats: StatLine): ProjectionWeek {
  const { std, half, ppr } = presetPoints(projStats);
  return { ...at, projStd: std, projHalf: half, projPpr: ppr, projStats };
}

export function setStoredWeeks(rows: StoredWeekRow[]): void {
  const skip = new Set(bundledSeasons());
  const next = new Map<string, StoredPlayer>();
  const nextSeasons = new Set<number>();
  for (const r of rows) {
    if (skip.has(r.season) || (!r.espnId && !r.gsisId)) continue;
    const lookup = r.espnId ? `espn:${r.espnId}` : `gsis:${r.gsisId}`;
    let p = next.get(lookup);
    if (!p) {
      p = {
        key: r.gsisId ?? `espn-${r.espnId}`,
        espnId: r.espnId,
        gsisId: r.gsisId,
        fullName: r.fullName,
        position: r.position as Position,
        weeks: new Map(),
      };
      if (r.espnId) next.set(`espn:${r.espnId}`, p);
      if (r.gsisId) next.set(`gsis:${r.gsisId}`, p);
      // Other hosts name a team defense by its team (Sleeper "BAL"), never by ESPN's id.
      if (r.position === "DST" && r.team) next.set(`dst:${r.team}`, p);
    }
    nextSeasons.add(r.season);
    const team = r.team ?? "";
    const opponent = opponentOf(r.team, r.season, r.week);
    const at = { season: r.season, week: r.week, team, opponent };
    const actual: ActualWeek | null = r.stats ? actualWeek(at, r.stats) : null;
    const projection: ProjectionWeek | null = r.projStats ? projectionWeek(at, r.projStats) : null;
    p.weeks.set(`${r.season}:${r.week}`, { actual, projection });
  }
  state.players = next;
  state.seasons = nextSeasons;
  state.version += 1;
}

/**
 * Set at server start (lib/ingest/scheduler.ts): re-reads the stored weeks and schedule when another instance
 * refreshed them.
 */
export function setStoredDataRefresher(refresh: () => Promise<void>): void {
  state.refresher = refresh;
}
/** Brings the stored NFL data up to date before a computation reads it (no-op where no refresher is set). */
export async function refreshStoredData(): Promise<void> {
  await state.refresher?.();
}

/** Changes whenever the stored weeks are replaced: part of the key of every cache built from them. */
export const storedWeeksVersion = () => state.version;

/** True when the season is read from the stored weeks rather than the bundled files. */
export const isStoredSeason = (season: number) => state.seasons.has(season);

export interface StoredRef {
  espnId?: string | null;
  gsisId?: string | null;
  position?: string;
  nflTeam?: string | null;
}

/** A player's stored weeks by ESPN id, else GSIS id, else (a team defense) by his team. */
export function storedPlayer(ref: StoredRef): StoredPlayer | undefined {
  return (
    (ref.espnId ? state.players.get(`espn:${ref.espnId}`) : undefined) ??
    (ref.gsisId ? state.players.get(`gsis:${ref.gsisId}`) : undefined) ??
    (isDefense(ref) ? state.players.get(`dst:${ref.nflTeam}`) : undefined)
  );
}

const isDefense = (ref: StoredRef) => (ref.position === "DST" || ref.position === "D/ST") && Boolean(ref.nflTeam);

/** True when the NFL data of the season can know the player: by an id, or a stored season's team defense. */
export const hasNflRef = (ref: StoredRef & { nflcomId?: string | null }, season: number) =>
  Boolean(ref.gsisId || ref.nflcomId || ref.espnId) ||
  (state.seasons.has(season) && isDefense(ref) && state.players.has(`dst:${ref.nflTeam}`));

/** Every stored player (each once). */
export function storedPlayers(): StoredPlayer[] {
  return [...new Set(state.players.values())];
}
