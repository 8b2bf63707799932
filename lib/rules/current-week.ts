// The current NFL week from the football clock (spec §4 "Current week", §9).

export const WEEK1_ANCHOR = new Date("2025-09-09T07:00:00Z");
export const MIN_WEEK = 1;
export const MAX_WEEK = 18;
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

export function clampWeek(week: number): number {
  return Math.min(MAX_WEEK, Math.max(MIN_WEEK, Math.trunc(week)));
}

// Week 1 until the anchor (the Tuesday after week 1's games); then 2 plus whole weeks since it.
export function currentWeek(now: Date, anchor: Date = WEEK1_ANCHOR): number {
  const since = now.getTime() - anchor.getTime();
  if (since < 0) return MIN_WEEK;
  return clampWeek(2 + Math.floor(since / WEEK_MS));
}
