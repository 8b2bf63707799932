// Playoff odds as shown on the dashboard.
import { fallbackPlayoffOdds as engineFallback } from "@/lib/engine/fallback-odds";

export interface Record3 {
  wins: number;
  losses: number;
  ties?: number;
}

// Used only when no simulation is possible; the formula lives in the engine, ties default to 0 here.
export function fallbackPlayoffOdds({ wins, losses, ties = 0 }: Record3): number {
  return engineFallback({ wins, losses, ties });
}

// A percentage rounded for display. A team that is not yet certain never shows 100.
export function displayOdds(percent: number | null | undefined): number | null {
  if (percent === null || percent === undefined || !Number.isFinite(percent)) return null;
  const rounded = Math.round(percent);
  if (rounded >= 100 && percent !== 100) return 99;
  return rounded;
}
