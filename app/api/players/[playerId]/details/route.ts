import { ApiError } from "@/lib/api/errors";
import { parseParams, parseQuery, withUser } from "@/lib/api/route";
import { footballNow } from "@/lib/clock";
import { requireLeague } from "@/lib/api/league";
import { cachedView } from "@/lib/league-model/cached-view";
import { playerDetails } from "@/lib/league-model/player-details";
import { leagueQuery } from "@/lib/validations/players";
import { playerParams } from "@/lib/validations/params";

// GET /api/players/{playerId}/details?leagueId= — the player card in the context of one of the user's leagues
export const GET = withUser(async ({ req, user, params }) => {
  const { playerId } = parseParams(params, playerParams);
  const { leagueId } = parseQuery(req, leagueQuery);
  const { league } = await requireLeague(leagueId, user.id);
  const now = footballNow(league);
  return cachedView({ view: "player-details", ids: [playerId], league, now }, async () => {
    const details = await playerDetails({ playerId, league, now });
    if (!details) throw new ApiError("not_found", "Player not found");
    return details;
  });
});
