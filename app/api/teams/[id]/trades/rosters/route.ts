import { parseParams, parseQuery, withUser } from "@/lib/api/route";
import { footballNow } from "@/lib/clock";
import { noStore, requireTeam, teamParams } from "@/lib/dashboard/http";
import { plainQuery } from "@/lib/decisions/schemas";
import { tradeRosters } from "@/lib/decisions/trades";

// GET /api/teams/{id}/trades/rosters — every team's roster in the league, for the trade builder's pickers
export const GET = withUser(async ({ req, user, params }) => {
  const { id } = parseParams(params, teamParams);
  parseQuery(req, plainQuery);
  const team = await requireTeam(id, user.id);
  return noStore(await tradeRosters({ team, now: footballNow() }));
});
