import { parseParams, parseQuery, withUser } from "@/lib/api/route";
import { footballNow } from "@/lib/clock";
import { noStore, requireTeam, teamParams } from "@/lib/dashboard/http";
import { plainQuery } from "@/lib/decisions/schemas";
import { tradeHistory } from "@/lib/decisions/trade-history";

// GET /api/teams/{id}/trades/history — the league's past trades and who won them
export const GET = withUser(async ({ req, user, params }) => {
  const { id } = parseParams(params, teamParams);
  parseQuery(req, plainQuery);
  const team = await requireTeam(id, user.id);
  return noStore(await tradeHistory({ team, now: footballNow() }));
});
