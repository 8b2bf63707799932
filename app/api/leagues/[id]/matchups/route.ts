import { parseParams, parseQuery, withUser } from "@/lib/api/route";
import { footballNow } from "@/lib/clock";
import { cachedView } from "@/lib/league-model/cached-view";
import { idParams, weekQuery } from "@/lib/validations/params";
import { requireLeague } from "@/lib/api/league";
import { leagueMatchups } from "@/lib/league-model/league-pages/matchups";

// GET /api/leagues/{id}/matchups?week= — every head-to-head game of a week with scores, P(win) and lineups
export const GET = withUser(async ({ req, user, params: raw }) => {
  const { id } = parseParams(raw, idParams);
  const { week } = parseQuery(req, weekQuery);
  const { league, myTeamId } = await requireLeague(id, user.id);
  const now = footballNow(league);
  return cachedView({ view: "league-matchups", ids: [myTeamId ?? "none", week ?? "current"], league, now }, () =>
    leagueMatchups({ league, myTeamId, week, now }),
  );
});
