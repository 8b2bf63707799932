import { parseParams, parseQuery, withUser } from "@/lib/api/route";
import { cachedView } from "@/lib/league-model/cached-view";
import { requireTeamWeek } from "@/lib/api/team";
import { idParams, plainQuery } from "@/lib/validations/params";
import { playoffScenarios } from "@/lib/league-model/playoff";

// GET /api/teams/{id}/playoff-scenarios — season simulation over the league's remaining schedule
export const GET = withUser(async ({ req, user, params }) => {
  const { id } = parseParams(params, idParams);
  parseQuery(req, plainQuery);
  const { team, now, week } = await requireTeamWeek(id, user.id);
  return cachedView({ view: "playoff", ids: [team.id, week], league: team.league, now }, () =>
    playoffScenarios({ team, week, now }),
  );
});
