import { parseParams, parseQuery, withUser } from "@/lib/api/route";
import { cachedView } from "@/lib/views/cached-view";
import { requireTeam } from "@/lib/api/team";
import { idParams, weekQuery } from "@/lib/validations/params";
import { teamMatchup } from "@/lib/ai/matchup-card";
import { footballNow } from "@/lib/clock";
import { resolveWeek } from "@/lib/rules/current-week";

// GET /api/teams/{id}/matchup?week= — this week's head-to-head: P(win), scores with the live blend, battles
export const GET = withUser(async ({ req, user, params }) => {
  const { id } = parseParams(params, idParams);
  const query = parseQuery(req, weekQuery);
  const team = await requireTeam(id, user.id);
  const now = footballNow(team.league);
  const week = query.week ?? resolveWeek(team.league, now).week;
  return cachedView({ view: "matchup", ids: [team.id, week], league: team.league, now }, () =>
    teamMatchup({ team, week, now }),
  );
});
