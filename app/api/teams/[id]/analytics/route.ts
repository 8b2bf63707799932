import { parseParams, parseQuery, withUser } from "@/lib/api/route";
import { footballNow } from "@/lib/clock";
import { noStore } from "@/lib/api/no-store";
import { requireTeam } from "@/lib/api/team";
import { idParams, plainQuery } from "@/lib/validations/params";
import { teamAnalytics } from "@/lib/league/analytics";

// GET /api/teams/{id}/analytics — the league's season simulation: odds, seeds, final wins, luck, remaining games
export const GET = withUser(async ({ req, user, params }) => {
  const { id } = parseParams(params, idParams);
  parseQuery(req, plainQuery);
  const team = await requireTeam(id, user.id);
  return noStore(await teamAnalytics({ team, now: footballNow(team.league) }));
});
