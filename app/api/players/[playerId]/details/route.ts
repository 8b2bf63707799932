import { ApiError } from "@/lib/api/errors";
import { parseParams, parseQuery, withUser } from "@/lib/api/route";
import { footballNow } from "@/lib/clock";
import { getLeagueForPlayerCard } from "@/lib/db/queries/dashboard";
import { noStore } from "@/lib/dashboard/http";
import { playerDetails } from "@/lib/dashboard/player-details";
import { leagueQuery, playerParams } from "../schema";

// GET /api/players/{playerId}/details?leagueId= — the player card in the context of one of the user's leagues
export const GET = withUser(async ({ req, user, params }) => {
  const { playerId } = parseParams(params, playerParams);
  const { leagueId } = parseQuery(req, leagueQuery);
  const league = await getLeagueForPlayerCard({ leagueId, userId: user.id });
  if (!league) throw new ApiError("not_found", "League not found");
  const details = await playerDetails({ playerId, league, now: footballNow() });
  if (!details) throw new ApiError("not_found", "Player not found");
  return noStore(details);
});
