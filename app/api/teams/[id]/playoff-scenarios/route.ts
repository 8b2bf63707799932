import { parseParams, parseQuery, withUser } from "@/lib/api/route";
import { z } from "zod";
import { cacheBusters, noStore, requireTeam, teamParams } from "@/lib/dashboard/http";
import { playoffScenarios } from "@/lib/dashboard/playoff";
import { footballNow } from "@/lib/clock";
import { resolveWeek } from "@/lib/rules/current-week";

const query = z.object(cacheBusters);

// GET /api/teams/{id}/playoff-scenarios — season simulation over the league's remaining schedule
export const GET = withUser(async ({ req, user, params }) => {
  const { id } = parseParams(params, teamParams);
  parseQuery(req, query);
  const team = await requireTeam(id, user.id);
  const now = footballNow();
  return noStore(await playoffScenarios({ team, week: resolveWeek(team.league, now).week, now }));
});
