// Season totals from the weekly list: the weeks before this one. Bye weeks, week 0 (preseason rows) and this week's
// game (its live or final line, `label` set) do not count, so the totals match the season's finished weeks.
export interface SeasonSummary {
  totalPoints: number;
  gamesPlayed: number;
  avgPointsPerGame: number;
}

export function seasonSummary(
  weeks: readonly { week: number; points: number | null; isByeWeek: boolean; label?: string | null }[],
): SeasonSummary | null {
  const played = weeks.filter((w) => !w.isByeWeek && w.week > 0 && w.points !== null && !w.label);
  if (played.length === 0) return null;
  const totalPoints = played.reduce((sum, w) => sum + (w.points ?? 0), 0);
  return { totalPoints, gamesPlayed: played.length, avgPointsPerGame: totalPoints / played.length };
}
