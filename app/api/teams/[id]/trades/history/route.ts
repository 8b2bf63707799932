import { parseParams, parseQuery, withUser } from "@/lib/api/route";
import { footballNow } from "@/lib/clock";
import { noStore } from "@/lib/api/no-store";
import { requireTeam } from "@/lib/api/team";
import { idParams, plainQuery } from "@/lib/validations/params";
import { tradeHistory } from "@/lib/league-model/decisions/trade-history";

// GET /api/teams/{id}/trades/history — the league's past trades and who won them
export const GET = withUser(async ({ req, user, params }) => {
  const { id } = parseParams(params, idParams);
  parseQuery(req, plainQuery);
  const team = await requireTeam(id, user.id);
  return noStore(await tradeHistory({ team, now: footballNow(team.league) }));
});
