import { z } from "zod";
import { parseParams, parseQuery, withUser } from "@/lib/api/route";
import { footballNow } from "@/lib/clock";
import { cacheBusters, noStore, requireTeam, teamParams } from "@/lib/dashboard/http";
import { teamSchedule } from "@/lib/league/schedule";

const query = z.object(cacheBusters);

// GET /api/teams/{id}/schedule — the team's season by week (results, P(win)), bye weeks, holes, schedule strength
export const GET = withUser(async ({ req, user, params }) => {
  const { id } = parseParams(params, teamParams);
  parseQuery(req, query);
  const team = await requireTeam(id, user.id);
  return noStore(await teamSchedule({ team, now: footballNow() }));
});
