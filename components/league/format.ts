// Display helpers for the league pages, on top of lib/rules/format (the one formatter).
import { displayOdds } from "@/lib/rules/playoff-odds";

/** Odds as the dashboard shows them: whole percent, never 100 unless certain. */
export function oddsText(percent: number | null | undefined): string {
  const v = displayOdds(percent);
  return v === null ? "—" : `${v}%`;
}
