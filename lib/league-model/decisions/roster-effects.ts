import "server-only";
// How a roster change plays out week by week: Δ starter points (the best expected lineup each week) and
// bye-week coverage — players out that week and starting slots left empty — before and after.
import type { LeagueModel } from "@/lib/engine";
import { remainingWeeks, startersFor, teamWeekScore } from "@/lib/engine/league-model";
import { isStartingSlot } from "@/lib/domain/league";
import { round1 } from "./context";

export function weeklyEffects(before: LeagueModel, after: LeagueModel, teamId: string) {
  const slots = before.slots.filter(isStartingSlot).length;
  const out = (m: LeagueModel, w: number) => (m.rosters[teamId] ?? []).filter((p) => !p.weekly[w]).length;
  return remainingWeeks(before).map((week) => ({
    week,
    deltaPoints: round1(teamWeekScore(after, teamId, week).mean - teamWeekScore(before, teamId, week).mean),
    byesBefore: out(before, week),
    byesAfter: out(after, week),
    emptyBefore: slots - startersFor(before, teamId, week).length,
    emptyAfter: slots - startersFor(after, teamId, week).length,
  }));
}

/** Rest-of-season expected starter points a team gains from a change. */
export function starterPointsGained(before: LeagueModel, after: LeagueModel, teamId: string): number {
  return round1(
    remainingWeeks(before).reduce(
      (s, w) => s + teamWeekScore(after, teamId, w).mean - teamWeekScore(before, teamId, w).mean,
      0,
    ),
  );
}
