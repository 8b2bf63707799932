// Football calendar. The NFL kicks off on the Thursday after Labor Day (the first Monday of September); a season's
// anchor is 07:00 UTC on the Tuesday after its week-1 games (Labor Day + 8 days), and each later week starts 7
// days after the one before. The product's current-week rule (anchor 2025-09-09 07:00 UTC) is this rule's
// 2025 row. Seasons before 2021 had 17 weeks, later ones 18.
export const FIRST_WEEK = 1;
/** The most weeks any season has (the upper bound of a `week` parameter). */
export const LAST_WEEK = 18;
const DAY_MS = 24 * 60 * 60 * 1000;
const WEEK_MS = 7 * DAY_MS;

/** Labor Day: the first Monday of September (UTC date at 00:00). */
export function laborDay(season: number): Date {
  const sept1 = new Date(Date.UTC(season, 8, 1));
  const offset = (1 - sept1.getUTCDay() + 7) % 7;
  return new Date(Date.UTC(season, 8, 1 + offset));
}

/** The date of the season's opening game: the Thursday after Labor Day (UTC date at 00:00). */
export function kickoffDate(season: number): Date {
  return new Date(laborDay(season).getTime() + 3 * DAY_MS);
}

export function seasonAnchor(season: number): Date {
  return new Date(laborDay(season).getTime() + 8 * DAY_MS + 7 * 60 * 60 * 1000);
}

/** Regular-season weeks: 17 before 2021, 18 from 2021 on. */
export function seasonWeeks(season: number): number {
  return season < 2021 ? 17 : 18;
}

// The calendar week a moment falls in: 1 before the anchor; after it 2 + whole weeks since the anchor; clamped to
// the season's own weeks. A league's current week is resolveWeek (lib/rules/current-week.ts), which reads this.
export function weekOfDate(now: Date, season: number): number {
  const since = now.getTime() - seasonAnchor(season).getTime();
  if (since < 0) return FIRST_WEEK;
  return Math.min(seasonWeeks(season), Math.max(FIRST_WEEK, 2 + Math.floor(since / WEEK_MS)));
}

/** Thanksgiving (the fourth Thursday of November) at noon UTC. */
export function thanksgiving(season: number): Date {
  const nov1 = new Date(Date.UTC(season, 10, 1));
  const firstThursday = 1 + ((4 - nov1.getUTCDay() + 7) % 7);
  return new Date(Date.UTC(season, 10, firstThursday + 21, 12));
}

/** The NFL week whose games include Thanksgiving's. */
export const thanksgivingWeek = (season: number): number => weekOfDate(thanksgiving(season), season);

/** The week a host's trade deadline date falls in; null when the date lies outside the season. */
export function deadlineWeek(deadline: Date, season: number): number | null {
  if (Number.isNaN(deadline.getTime()) || deadline < kickoffDate(season) || seasonIsOver(deadline, season)) return null;
  return weekOfDate(deadline, season);
}

/** True once the season's last week is over (the Tuesday after its final games). */
export function seasonIsOver(now: Date, season: number): boolean {
  return now.getTime() >= weekEnd(season, seasonWeeks(season)).getTime();
}

// The season a date belongs to: football seasons run September to February.
export function seasonFor(now: Date): number {
  const year = now.getUTCFullYear();
  return now.getUTCMonth() < 7 ? year - 1 : year;
}

// When a week's games are all over (the anchor of the next week): used to date news built from a week's stats.
export function weekEnd(season: number, week: number): Date {
  return new Date(seasonAnchor(season).getTime() + (week - 1) * WEEK_MS);
}
