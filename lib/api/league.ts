import "server-only";
import { ApiError } from "@/lib/api/errors";
import { SingleFlight } from "@/lib/cache/single-flight";
import { getOwnedLeague } from "@/lib/db/queries/leagues";
import { type TeamLeagueRow, findMyTeamId } from "@/lib/db/queries/teams";

type OwnedLeague = { league: TeamLeagueRow; myTeamId: string | null };
// Concurrent lookups of one user's league (a page's parallel API calls) share one database read.
const lookups = new SingleFlight<OwnedLeague | null>();

// The one league lookup of the routes, with the user's team in it. Another user's league is simply not found
// (ownership lives in the query's where clause).
export async function requireLeague(leagueId: string, userId: string): Promise<OwnedLeague> {
  const owned = await lookups.run(`${userId}:${leagueId}`, async () => {
    const league = await getOwnedLeague({ leagueId, userId });
    return league ? { league, myTeamId: await findMyTeamId({ leagueId, userId }) } : null;
  });
  if (!owned) throw new ApiError("not_found", "League not found");
  return owned;
}
