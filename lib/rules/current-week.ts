// The current NFL week from the football clock (spec §4 "Current week", §9). The calendar itself (per-season
// anchors) lives in lib/nfl/season.ts; this wraps it for the dashboard and adds the clamp for inputs.
import { currentWeek as seasonWeek, FIRST_WEEK, LAST_WEEK, seasonFor } from "@/lib/nfl/season";

export const MIN_WEEK = FIRST_WEEK;
export const MAX_WEEK = LAST_WEEK;

export function clampWeek(week: number): number {
  return Math.min(MAX_WEEK, Math.max(MIN_WEEK, Math.trunc(week)));
}

// Week 1 until the season's anchor (2025: 2025-09-09 07:00 UTC); then 2 plus whole weeks since it, clamped 1–18.
export function currentWeek(now: Date, season: number = seasonFor(now)): number {
  return seasonWeek(now, season);
}
