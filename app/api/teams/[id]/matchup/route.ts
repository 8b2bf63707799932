import { parseParams, parseQuery, withUser } from "@/lib/api/route";
import { noStore, requireTeam, teamParams } from "@/lib/dashboard/http";
import { teamMatchup } from "@/lib/dashboard/matchup";
import { footballNow } from "@/lib/clock";
import { resolveWeek } from "@/lib/rules/current-week";
import { matchupQuery } from "./schema";

// GET /api/teams/{id}/matchup?week= — this week's head-to-head: P(win), scores with the live blend, battles
export const GET = withUser(async ({ req, user, params }) => {
  const { id } = parseParams(params, teamParams);
  const query = parseQuery(req, matchupQuery);
  const team = await requireTeam(id, user.id);
  const now = footballNow();
  const week = query.week ?? resolveWeek(team.league, now).week;
  return noStore(await teamMatchup({ team, week, now }));
});
