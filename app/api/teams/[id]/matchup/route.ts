import { parseParams, parseQuery, withUser } from "@/lib/api/route";
import { cachedView } from "@/lib/league-model/cached-view";
import { requireTeamWeek } from "@/lib/api/team";
import { idParams, weekQuery } from "@/lib/validations/params";
import { teamMatchup } from "@/lib/league-model/matchup-card";

// GET /api/teams/{id}/matchup?week= — this week's head-to-head: P(win), scores with the live blend, battles
export const GET = withUser(async ({ req, user, params }) => {
  const { id } = parseParams(params, idParams);
  const query = parseQuery(req, weekQuery);
  const { team, now, week } = await requireTeamWeek(id, user.id, query.week);
  return cachedView({ view: "matchup", ids: [team.id, week], league: team.league, now }, () =>
    teamMatchup({ team, week, now }),
  );
});
