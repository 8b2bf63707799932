import { parseParams, parseQuery, withUser } from "@/lib/api/route";
import { footballNow } from "@/lib/clock";
import { noStore } from "@/lib/api/no-store";
import { idParams, weekQuery } from "@/lib/validations/params";
import { requireLeague } from "@/lib/league/access";
import { leagueMatchups } from "@/lib/league/matchups";

// GET /api/leagues/{id}/matchups?week= — every head-to-head game of a week with scores, P(win) and lineups
export const GET = withUser(async ({ req, user, params: raw }) => {
  const { id } = parseParams(raw, idParams);
  const { week } = parseQuery(req, weekQuery);
  const { league, myTeamId } = await requireLeague(id, user.id);
  return noStore(await leagueMatchups({ league, myTeamId, week, now: footballNow(league) }));
});
