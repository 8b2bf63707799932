import { z } from "zod";
import { parseParams, parseQuery, withUser } from "@/lib/api/route";
import { footballNow } from "@/lib/clock";
import { cacheBusters, idParam, noStore, weekSchema } from "@/lib/dashboard/http";
import { requireLeague } from "@/lib/league/access";
import { leagueMatchups } from "@/lib/league/matchups";

const params = z.object({ id: idParam });
const query = z.object({ week: weekSchema.optional(), ...cacheBusters });

// GET /api/leagues/{id}/matchups?week= — every head-to-head game of a week with scores, P(win) and lineups
export const GET = withUser(async ({ req, user, params: raw }) => {
  const { id } = parseParams(raw, params);
  const { week } = parseQuery(req, query);
  const { league, myTeamId } = await requireLeague(id, user.id);
  return noStore(await leagueMatchups({ league, myTeamId, week, now: footballNow() }));
});
