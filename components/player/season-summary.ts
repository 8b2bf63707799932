// Season totals from the weekly list: bye weeks and week 0 (preseason rows) do not count.
export interface SeasonSummary {
  totalPoints: number;
  gamesPlayed: number;
  avgPointsPerGame: number;
}

export function seasonSummary(
  weeks: readonly { week: number; points: number | null; isByeWeek: boolean }[],
): SeasonSummary | null {
  const played = weeks.filter((w) => !w.isByeWeek && w.week > 0 && w.points !== null);
  if (played.length === 0) return null;
  const totalPoints = played.reduce((sum, w) => sum + (w.points ?? 0), 0);
  return { totalPoints, gamesPlayed: played.length, avgPointsPerGame: totalPoints / played.length };
}
