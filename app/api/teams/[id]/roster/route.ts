import { parseParams, parseQuery, withUser } from "@/lib/api/route";
import { cachedView } from "@/lib/league-model/cached-view";
import { requireTeamWeek } from "@/lib/api/team";
import { idParams, weekQuery } from "@/lib/validations/params";
import { teamRoster } from "@/lib/league-model/roster";

// GET /api/teams/{id}/roster?week= — the team's roster for a week, with live game state and points
export const GET = withUser(async ({ req, user, params }) => {
  const { id } = parseParams(params, idParams);
  const query = parseQuery(req, weekQuery);
  const { team, now, week } = await requireTeamWeek(id, user.id, query.week);
  return cachedView({ view: "roster", ids: [team.id, week], league: team.league, now }, () =>
    teamRoster({ teamId: team.id, league: team.league, week, now }),
  );
});
