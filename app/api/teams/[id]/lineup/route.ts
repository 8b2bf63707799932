import { parseParams, parseQuery, withUser } from "@/lib/api/route";
import { footballNow } from "@/lib/clock";
import { noStore, requireTeam, teamParams } from "@/lib/dashboard/http";
import { lineupView } from "@/lib/decisions/lineup";
import { lineupQuery } from "@/lib/decisions/schemas";

// GET /api/teams/{id}/lineup?objective=win|points&week= — current vs recommended lineup with ΔP(win) per swap
export const GET = withUser(async ({ req, user, params }) => {
  const { id } = parseParams(params, teamParams);
  const { objective, week } = parseQuery(req, lineupQuery);
  const team = await requireTeam(id, user.id);
  return noStore(await lineupView({ team, now: footballNow(), objective, week }));
});
