import { parseParams, parseQuery, withUser } from "@/lib/api/route";
import { footballNow } from "@/lib/clock";
import { cachedView } from "@/lib/league-model/cached-view";
import { requireTeam } from "@/lib/api/team";
import { idParams, plainQuery } from "@/lib/validations/params";
import { teamSchedule } from "@/lib/league-model/league-pages/schedule";

// GET /api/teams/{id}/schedule — the team's season by week (results, P(win)), bye weeks, holes, schedule strength
export const GET = withUser(async ({ req, user, params }) => {
  const { id } = parseParams(params, idParams);
  parseQuery(req, plainQuery);
  const team = await requireTeam(id, user.id);
  const now = footballNow(team.league);
  return cachedView({ view: "schedule", ids: [team.id], league: team.league, now }, () => teamSchedule({ team, now }));
});
