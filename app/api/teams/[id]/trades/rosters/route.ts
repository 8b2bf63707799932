import { parseParams, parseQuery, withUser } from "@/lib/api/route";
import { footballNow } from "@/lib/clock";
import { noStore } from "@/lib/api/no-store";
import { requireTeam } from "@/lib/api/team";
import { idParams, plainQuery } from "@/lib/validations/params";
import { tradeRosters } from "@/lib/league-model/decisions/trades";

// GET /api/teams/{id}/trades/rosters — every team's roster in the league, for the trade builder's pickers
export const GET = withUser(async ({ req, user, params }) => {
  const { id } = parseParams(params, idParams);
  parseQuery(req, plainQuery);
  const team = await requireTeam(id, user.id);
  return noStore(await tradeRosters({ team, now: footballNow(team.league) }));
});
