import { parseParams, parseQuery, withUser } from "@/lib/api/route";
import { cachedView } from "@/lib/views/cached-view";
import { requireTeam } from "@/lib/api/team";
import { idParams, plainQuery } from "@/lib/validations/params";
import { playoffScenarios } from "@/lib/views/playoff";
import { footballNow } from "@/lib/clock";
import { resolveWeek } from "@/lib/rules/current-week";

// GET /api/teams/{id}/playoff-scenarios — season simulation over the league's remaining schedule
export const GET = withUser(async ({ req, user, params }) => {
  const { id } = parseParams(params, idParams);
  parseQuery(req, plainQuery);
  const team = await requireTeam(id, user.id);
  const now = footballNow(team.league);
  const week = resolveWeek(team.league, now).week;
  return cachedView({ view: "playoff", ids: [team.id, week], league: team.league, now }, () =>
    playoffScenarios({ team, week, now }),
  );
});
