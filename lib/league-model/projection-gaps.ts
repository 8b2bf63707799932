import "server-only";
// Where no projection source has a player-week yet: the pages say so instead of counting the player as 0, and
// odds built only from such players are not shown at all.
import { listDataSources } from "@/lib/db/queries/ingest";
import { PLAYER_STATS_SOURCE } from "@/lib/ingest/player-stats-job";
import { SLEEPER_PROJECTIONS_SOURCE } from "@/lib/ingest/sleeper-projections-job";
import { isStoredSeason } from "@/lib/nfl";
import type { TeamWeek } from "./team-week";

/** Starters still to play whose week no source projects (empty when every starter has a projection). */
export function unprojectedStarters({ slots, weeks }: TeamWeek): string[] {
  return slots.flatMap((slot, i) => {
    const w = weeks[i];
    if (!slot.isStarting || !w || w.source !== "none" || w.onBye || w.out || w.actual !== null) return [];
    return [slot.player?.fullName ?? "Unknown player"];
  });
}

/** True when a lineup has starters still to play and none of them has a projection: nothing to compute from. */
export function nothingProjected(team: TeamWeek): boolean {
  const toPlay = team.slots.filter((slot, i) => {
    const w = team.weeks[i];
    return slot.isStarting && w && !w.onBye && !w.out && w.actual === null;
  });
  return toPlay.length > 0 && unprojectedStarters(team).length === toPlay.length;
}

export interface ProjectionGap {
  week: number;
  players: string[];
  refreshedAt: string | null;
  message: string;
}

const clockTime = (at: Date) => `${at.toISOString().slice(11, 16)} UTC`;

/**
 * The note a page shows for starters without a projection: "No projection yet for week 12 — sources refreshed
 * 14:05 UTC: A, B". For a stored season the time is the latest success of a projection source; null when none
 * is missing.
 */
export async function projectionGap(season: number, week: number, players: string[]): Promise<ProjectionGap | null> {
  if (players.length === 0) return null;
  // The latest refresh of a projection source (a bundled season's projections ship with the app).
  const refreshes = isStoredSeason(season)
    ? (await listDataSources().catch(() => []))
        .filter((s) => s.source === PLAYER_STATS_SOURCE || s.source === SLEEPER_PROJECTIONS_SOURCE)
        .flatMap((s) => (s.lastSuccessAt ? [s.lastSuccessAt] : []))
    : [];
  const at = refreshes.length ? new Date(Math.max(...refreshes.map((d) => d.getTime()))) : null;
  const when = at ? `sources refreshed ${clockTime(at)}` : "no projection source has refreshed yet";
  return {
    week,
    players,
    refreshedAt: at?.toISOString() ?? null,
    message: `No projection yet for week ${week} — ${when}: ${players.join(", ")}.`,
  };
}
