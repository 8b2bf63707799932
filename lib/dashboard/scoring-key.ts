import type { ScoringSettings } from "@/lib/domain/league";

export type PointsKey = "Ppr" | "Half" | "Std";

// Which precomputed points column of the bundled data matches a league's scoring (by points per reception).
export function pointsKey(scoring: unknown): PointsKey {
  const rec = (scoring as ScoringSettings | null)?.rec ?? 0;
  if (rec >= 0.75) return "Ppr";
  if (rec >= 0.25) return "Half";
  return "Std";
}
