// Playoff odds as shown on the dashboard (spec §9).

export interface Record3 {
  wins: number;
  losses: number;
  ties?: number;
}

// Used only when no simulation is possible: a rough curve from the win rate (ties count half).
export function fallbackPlayoffOdds({ wins, losses, ties = 0 }: Record3): number {
  const games = wins + losses + ties;
  if (games <= 0) return 50;
  const rate = (wins + 0.5 * ties) / games;
  if (rate >= 0.6) return 60 + (rate - 0.6) * 100;
  if (rate >= 0.5) return 40 + (rate - 0.5) * 200;
  return rate * 100;
}

// A percentage rounded for display. A team that is not yet certain never shows 100.
export function displayOdds(percent: number | null | undefined): number | null {
  if (percent === null || percent === undefined || !Number.isFinite(percent)) return null;
  const rounded = Math.round(percent);
  if (rounded >= 100 && percent !== 100) return 99;
  return rounded;
}
