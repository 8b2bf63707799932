import "server-only";
import { ApiError } from "@/lib/api/errors";
import { getOwnedLeague } from "@/lib/db/queries/leagues";
import { type TeamLeagueRow, findMyTeamId } from "@/lib/db/queries/teams";
import { resolveWeek } from "@/lib/rules/current-week";
import type { WeekInfo } from "./types";
import { percentPoints } from "@/lib/numbers";

// Another user's league is simply not found (ownership lives in the query's where clause).
export async function requireLeague(
  leagueId: string,
  userId: string,
): Promise<{ league: TeamLeagueRow; myTeamId: string | null }> {
  const league = await getOwnedLeague({ leagueId, userId });
  if (!league) throw new ApiError("not_found", "League not found");
  return { league, myTeamId: await findMyTeamId({ leagueId, userId }) };
}

/** The week a page answers: the requested one, else the one rule (resolveWeek). */
export function weekInfo(league: TeamLeagueRow, now: Date, requested?: number): WeekInfo {
  const resolved = resolveWeek(league, now);
  return {
    week: requested ?? resolved.week,
    currentWeek: resolved.week,
    lastWeek: Math.max(1, Math.min(resolved.lastWeek, league.playoffStartWeek - 1)),
    phase: resolved.phase,
  };
}

/** Standard error of a simulated percentage, in points of percent. */
export const standardError = (fraction: number, n: number) =>
  n > 0 ? percentPoints(Math.sqrt((fraction * (1 - fraction)) / n)) : 0;
