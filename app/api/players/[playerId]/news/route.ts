import { ApiError } from "@/lib/api/errors";
import { parseParams, parseQuery, withUser } from "@/lib/api/route";
import { footballNow } from "@/lib/clock";
import { requireLeague } from "@/lib/api/league";
import { getPlayer } from "@/lib/db/queries/players";
import { cachedView } from "@/lib/league-model/cached-view";
import { newsOfPlayer } from "@/lib/league-model/news";
import { leagueQuery } from "@/lib/validations/players";
import { playerParams } from "@/lib/validations/params";

// GET /api/players/{playerId}/news?leagueId= — one player's news, newest first
export const GET = withUser(async ({ req, user, params }) => {
  const { playerId } = parseParams(params, playerParams);
  const { leagueId } = parseQuery(req, leagueQuery);
  const { league } = await requireLeague(leagueId, user.id);
  const now = footballNow(league);
  return cachedView({ view: "player-news", ids: [playerId], league, now }, async () => {
    const player = await getPlayer({ playerId });
    if (!player) throw new ApiError("not_found", "Player not found");
    return newsOfPlayer({ player, season: league.season, now });
  });
});
