import { parseParams, parseQuery, withUser } from "@/lib/api/route";
import { footballNow } from "@/lib/clock";
import { noStore } from "@/lib/api/no-store";
import { requireTeam } from "@/lib/api/team";
import { idParams, plainQuery } from "@/lib/validations/params";
import { teamSchedule } from "@/lib/league/schedule";

// GET /api/teams/{id}/schedule — the team's season by week (results, P(win)), bye weeks, holes, schedule strength
export const GET = withUser(async ({ req, user, params }) => {
  const { id } = parseParams(params, idParams);
  parseQuery(req, plainQuery);
  const team = await requireTeam(id, user.id);
  return noStore(await teamSchedule({ team, now: footballNow(team.league) }));
});
