import { z } from "zod";
import { parseParams, parseQuery, withUser } from "@/lib/api/route";
import { footballNow } from "@/lib/clock";
import { cacheBusters, idParam, noStore } from "@/lib/dashboard/http";
import { requireLeague } from "@/lib/league/access";
import { leagueStandings } from "@/lib/league/standings";

const params = z.object({ id: idParam });
const query = z.object(cacheBusters);

// GET /api/leagues/{id}/standings — rankings with simulated playoff/bye/title odds and exact clinch marks
export const GET = withUser(async ({ req, user, params: raw }) => {
  const { id } = parseParams(raw, params);
  parseQuery(req, query);
  const { league, myTeamId } = await requireLeague(id, user.id);
  return noStore(await leagueStandings({ league, myTeamId, now: footballNow() }));
});
