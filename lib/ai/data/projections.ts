import "server-only";
// Player-week projections for the AI tools, read from the one player-week module (lib/views/week-distributions)
// in the league's scoring (or PPR without a league), so a tool quotes the same mean, floor and ceiling as the cards.
import type { Position, ScoringSettings } from "@/lib/domain/league";
import type { PlayerDistribution } from "@/lib/engine";
import type { NflPlayerRef, PlayerSeasonWeek } from "@/lib/nfl";
import {
  actualPointsOf,
  gamesBefore as dataGamesBefore,
  preGameWeek,
  seasonWeeks,
  type PreGameWeek,
} from "@/lib/views/week-distributions";
import type { WeekProjection } from "@/lib/ai/tools/types";
import { round2 } from "@/lib/numbers";

export interface Scoring {
  label: string; // "PPR" or "league scoring"
  settings: ScoringSettings | null; // null = the precomputed PPR points
}

export const LANDING_SCORING: Scoring = { label: "PPR", settings: null };

export interface PlayerSeason {
  ref: NflPlayerRef;
  position: Position;
  season: number;
  weeks: PlayerSeasonWeek[];
}

/** A probability (0–1) as percentage points with one decimal, e.g. 0.1234 → 12.3. */

export const actualPoints = (w: PlayerSeasonWeek, scoring: Scoring): number | null =>
  actualPointsOf(w, scoring.settings);

export function loadSeason(ref: NflPlayerRef, position: Position, season: number): PlayerSeason {
  return { ref, position, season, weeks: seasonWeeks(ref, season) };
}

/** Games played before `week` (weeks with a stat line), oldest → newest. */
export function gamesBefore(s: PlayerSeason, week: number, scoring: Scoring): { week: number; points: number }[] {
  return dataGamesBefore(s.ref, s.season, week, scoring.settings);
}

// `week` is the tool's current week: the injury status given applies to it (and to later weeks when season-long).
function pre(
  s: PlayerSeason,
  week: number,
  scoring: Scoring,
  injuryStatus: string | null | undefined,
  currentWeek = week,
): PreGameWeek {
  const subject = { ...s.ref, id: "", position: s.position, nflTeam: null, injuryStatus: injuryStatus ?? null };
  return preGameWeek(subject, { season: s.season, week, currentWeek, scoring: scoring.settings });
}

export function distributionFor(
  s: PlayerSeason,
  week: number,
  scoring: Scoring,
  injuryStatus?: string | null,
): PlayerDistribution {
  return pre(s, week, scoring, injuryStatus).dist;
}

/** The tools' view of a player-week: the same rounded numbers the roster card and the player modal show. */
export function toWeekProjection(week: number, p: Pick<PreGameWeek, "dist" | "onBye" | "opponent">): WeekProjection {
  return {
    week,
    opponent: p.onBye ? null : p.opponent,
    bye: p.onBye,
    mean: round2(p.dist.mean),
    floor: round2(p.dist.floor),
    ceiling: round2(p.dist.ceiling),
    volatility: round2(p.dist.volatility),
  };
}

export function weekProjection(
  s: PlayerSeason,
  week: number,
  scoring: Scoring,
  injuryStatus?: string | null,
): WeekProjection {
  return toWeekProjection(week, pre(s, week, scoring, injuryStatus));
}

/** Sum of weekly means from `week` through `lastWeek` (byes count zero); the injury rule of week-distributions. */
export function restOfSeason(
  s: PlayerSeason,
  week: number,
  lastWeek: number,
  scoring: Scoring,
  injuryStatus?: string | null,
) {
  const means: number[] = [];
  for (let wk = week; wk <= lastWeek; wk++) means.push(pre(s, wk, scoring, injuryStatus, week).dist.mean);
  return { weeks: lastWeek - week + 1, mean: round2(means.reduce((a, b) => a + b, 0)), means };
}
