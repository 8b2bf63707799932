import { parseParams, parseQuery, withUser } from "@/lib/api/route";
import { noStore, requireTeam, teamParams } from "@/lib/dashboard/http";
import { teamRoster } from "@/lib/dashboard/roster";
import { footballNow } from "@/lib/clock";
import { resolveWeek } from "@/lib/rules/current-week";
import { rosterQuery } from "./schema";

// GET /api/teams/{id}/roster?week= — the team's roster for a week, with live game state and points
export const GET = withUser(async ({ req, user, params }) => {
  const { id } = parseParams(params, teamParams);
  const query = parseQuery(req, rosterQuery);
  const team = await requireTeam(id, user.id);
  const now = footballNow();
  const week = query.week ?? resolveWeek(team.league, now).week;
  return noStore(await teamRoster({ teamId: team.id, league: team.league, week, now }));
});
