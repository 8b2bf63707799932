import "server-only";
import { type TeamLeagueRow } from "@/lib/db/queries/teams";
import { resolveWeek } from "@/lib/rules/current-week";
import type { WeekInfo } from "./types";
import { percentPoints } from "@/lib/numbers";
import { regularSeasonEnd } from "@/lib/rules/rest-of-season";

/** The week a page answers: the requested one, else the one rule (resolveWeek). */
export function weekInfo(league: TeamLeagueRow, now: Date, requested?: number): WeekInfo {
  const resolved = resolveWeek(league, now);
  return {
    week: requested ?? resolved.week,
    currentWeek: resolved.week,
    lastWeek: Math.min(resolved.lastWeek, regularSeasonEnd(league)),
    phase: resolved.phase,
  };
}

/** Standard error of a simulated percentage, in points of percent. */
export const standardError = (fraction: number, n: number) =>
  n > 0 ? percentPoints(Math.sqrt((fraction * (1 - fraction)) / n)) : 0;
