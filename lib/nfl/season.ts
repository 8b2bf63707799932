// Football calendar. The spec's current-week rule (§4, §9) is the 2025 row of this table; each season's anchor
// is 07:00 UTC on the Tuesday after its week-1 games (DESIGN.md §11).
export const SEASON_ANCHORS: Record<number, string> = {
  2024: "2024-09-10T07:00:00Z",
  2025: "2025-09-09T07:00:00Z",
};

export const FIRST_WEEK = 1;
export const LAST_WEEK = 18;
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

export function seasonAnchor(season: number): Date {
  const iso = SEASON_ANCHORS[season];
  if (iso) return new Date(iso);
  // Unknown seasons: the Tuesday after the first Thursday of September, the NFL's usual opener.
  const sept1 = new Date(Date.UTC(season, 8, 1, 7));
  const thursday = 1 + ((4 - sept1.getUTCDay() + 7) % 7);
  return new Date(Date.UTC(season, 8, thursday + 5, 7));
}

// 1 before the anchor; after it 2 + whole weeks since the anchor; clamped to 1–18.
export function currentWeek(now: Date, season: number): number {
  const since = now.getTime() - seasonAnchor(season).getTime();
  if (since < 0) return FIRST_WEEK;
  return Math.min(LAST_WEEK, Math.max(FIRST_WEEK, 2 + Math.floor(since / WEEK_MS)));
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
