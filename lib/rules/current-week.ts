// "Which week is it" for a league: the one rule every page, card, route, tool and the GM's Brief use.
// The calendar itself lives in lib/nfl/season.ts (Thursday-after-Labor-Day kickoff; the 2025 anchor is its
// 2025 row).
//
// Precedence:
//   1. a week the request names explicitly (`?week=`), validated by the route's schema — callers handle that;
//   2. otherwise the football clock (`footballNow()`: APP_NOW when pinned, else real time) on the calendar of the
//      league's own season, clamped to that season's weeks (17 before 2021, 18 after).
// The week a provider reports (Sleeper's `display_week`, ESPN's `scoringPeriodId`, Yahoo's `current_week`) is
// stored but not used to pick the week: the hosts advance it on different days, so two providers — or the
// dashboard and the GM — would disagree about the same instant.
import { FIRST_WEEK, kickoffDate, LAST_WEEK, seasonIsOver, seasonWeeks, weekOfDate } from "@/lib/nfl/season";

export function clampWeek(week: number): number {
  return Math.min(LAST_WEEK, Math.max(FIRST_WEEK, Math.trunc(week)));
}

export type SeasonPhase = "preseason" | "in-season" | "over";

export interface ResolvedWeek {
  season: number;
  /** The week to show: 1 before the season, the final week once it is over. */
  week: number;
  /** The season's last regular-season week (17 or 18). */
  lastWeek: number;
  phase: SeasonPhase;
}

export function resolveWeek(league: { season: number }, now: Date): ResolvedWeek {
  const { season } = league;
  const lastWeek = seasonWeeks(season);
  const week = weekOfDate(now, season);
  const phase: SeasonPhase = seasonIsOver(now, season) ? "over" : now < kickoffDate(season) ? "preseason" : "in-season";
  return { season, week, lastWeek, phase };
}
