// "Trend", one definition on every screen: a player's points per game over his last three games minus his season
// average before this week — positive when he is playing above his season. Null before his first game.
export const TREND_GAMES = 3;

export const TREND_LABEL = `Trend (last ${TREND_GAMES})`;

export function formTrend(points: readonly number[]): number | null {
  if (points.length === 0) return null;
  const avg = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  return Math.round((avg(points.slice(-TREND_GAMES)) - avg(points)) * 10) / 10;
}
