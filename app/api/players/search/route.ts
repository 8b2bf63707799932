import { ApiError } from "@/lib/api/errors";
import { parseQuery, withUser } from "@/lib/api/route";
import { noStore } from "@/lib/api/no-store";
import { searchPlayers } from "@/lib/players/search";
import type { PlayerSearchInput } from "@/lib/players/search";
import { playerSearchQuery } from "@/lib/validations/players";

// GET /api/players/search?leagueId=&q=&position=&nflTeam=&availability=&injury=&sort=&limit= — players by name
// (typo-tolerant) and filters, with projections and who rosters them in one of the user's leagues
export const GET = withUser(async ({ req, user }) => {
  const query = parseQuery(req, playerSearchQuery);
  const result = await searchPlayers({
    ...query,
    availability: query.availability as PlayerSearchInput["availability"],
    userId: user.id,
  });
  if (!result) throw new ApiError("not_found", "League not found");
  return noStore(result);
});
