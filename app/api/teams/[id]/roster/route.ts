import { parseParams, parseQuery, withUser } from "@/lib/api/route";
import { cachedView } from "@/lib/views/cached-view";
import { requireTeam } from "@/lib/api/team";
import { idParams, weekQuery } from "@/lib/validations/params";
import { teamRoster } from "@/lib/views/roster";
import { footballNow } from "@/lib/clock";
import { resolveWeek } from "@/lib/rules/current-week";

// GET /api/teams/{id}/roster?week= — the team's roster for a week, with live game state and points
export const GET = withUser(async ({ req, user, params }) => {
  const { id } = parseParams(params, idParams);
  const query = parseQuery(req, weekQuery);
  const team = await requireTeam(id, user.id);
  const now = footballNow(team.league);
  const week = query.week ?? resolveWeek(team.league, now).week;
  return cachedView({ view: "roster", ids: [team.id, week], league: team.league, now }, () =>
    teamRoster({ teamId: team.id, league: team.league, week, now }),
  );
});
