import { parseParams, parseQuery, withUser } from "@/lib/api/route";
import { footballNow } from "@/lib/clock";
import { noStore } from "@/lib/api/no-store";
import { requireTeam } from "@/lib/api/team";
import { idParams } from "@/lib/validations/params";
import { lineupView } from "@/lib/league-model/decisions/lineup";
import { lineupQuery } from "@/lib/validations/decisions";

// GET /api/teams/{id}/lineup?objective=win|points&week= — current vs recommended lineup with ΔP(win) per swap
export const GET = withUser(async ({ req, user, params }) => {
  const { id } = parseParams(params, idParams);
  const { objective, week } = parseQuery(req, lineupQuery);
  const team = await requireTeam(id, user.id);
  return noStore(await lineupView({ team, now: footballNow(team.league), objective, week }));
});
