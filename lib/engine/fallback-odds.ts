// Playoff odds shown when the server has none, from the record alone. Returns PERCENT (0–100).
export function fallbackPlayoffOdds({ wins, losses, ties }: { wins: number; losses: number; ties: number }): number {
  const games = wins + losses + ties;
  if (games <= 0) return 50;
  const rate = (wins + 0.5 * ties) / games;
  if (rate >= 0.6) return 60 + (rate - 0.6) * 100;
  if (rate >= 0.5) return 40 + (rate - 0.5) * 200;
  return rate * 100;
}
