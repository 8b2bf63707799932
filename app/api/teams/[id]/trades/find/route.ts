import { parseParams, parseQuery, withUser } from "@/lib/api/route";
import { footballNow } from "@/lib/clock";
import { noStore, requireTeam, teamParams } from "@/lib/dashboard/http";
import { tradeFindQuery } from "@/lib/decisions/schemas";
import { findTradesView } from "@/lib/decisions/trades";

// GET /api/teams/{id}/trades/find?partner=&position= — trades that raise both teams' playoff odds
export const GET = withUser(async ({ req, user, params }) => {
  const { id } = parseParams(params, teamParams);
  const q = parseQuery(req, tradeFindQuery);
  const team = await requireTeam(id, user.id);
  return noStore(await findTradesView({ team, now: footballNow(), partnerId: q.partner ?? null, position: q.position ?? null }));
});
