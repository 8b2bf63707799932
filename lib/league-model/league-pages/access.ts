import "server-only";
import { ApiError } from "@/lib/api/errors";
import { SingleFlight } from "@/lib/cache/single-flight";
import { getOwnedLeague } from "@/lib/db/queries/leagues";
import { type TeamLeagueRow, findMyTeamId } from "@/lib/db/queries/teams";
import { resolveWeek } from "@/lib/rules/current-week";
import type { WeekInfo } from "./types";
import { percentPoints } from "@/lib/numbers";
import { regularSeasonEnd } from "@/lib/rules/rest-of-season";

type OwnedLeague = { league: TeamLeagueRow; myTeamId: string | null };
// Concurrent lookups of one user's league (a page's parallel API calls) share one database read.
const lookups = new SingleFlight<OwnedLeague | null>();

// Another user's league is simply not found (ownership lives in the query's where clause).
export async function requireLeague(leagueId: string, userId: string): Promise<OwnedLeague> {
  const owned = await lookups.run(`${userId}:${leagueId}`, async () => {
    const league = await getOwnedLeague({ leagueId, userId });
    return league ? { league, myTeamId: await findMyTeamId({ leagueId, userId }) } : null;
  });
  if (!owned) throw new ApiError("not_found", "League not found");
  return owned;
}

/** The week a page answers: the requested one, else the one rule (resolveWeek). */
export function weekInfo(league: TeamLeagueRow, now: Date, requested?: number): WeekInfo {
  const resolved = resolveWeek(league, now);
  return {
    week: requested ?? resolved.week,
    currentWeek: resolved.week,
    lastWeek: Math.min(resolved.lastWeek, regularSeasonEnd(league)),
    phase: resolved.phase,
  };
}

/** Standard error of a simulated percentage, in points of percent. */
export const standardError = (fraction: number, n: number) =>
  n > 0 ? percentPoints(Math.sqrt((fraction * (1 - fraction)) / n)) : 0;
