import { z } from "zod";
import { parseParams, parseQuery, withUser } from "@/lib/api/route";
import { footballNow } from "@/lib/clock";
import { cacheBusters, noStore, requireTeam, teamParams } from "@/lib/dashboard/http";
import { teamAnalytics } from "@/lib/league/analytics";

const query = z.object(cacheBusters);

// GET /api/teams/{id}/analytics — the league's season simulation: odds, seeds, final wins, luck, remaining games
export const GET = withUser(async ({ req, user, params }) => {
  const { id } = parseParams(params, teamParams);
  parseQuery(req, query);
  const team = await requireTeam(id, user.id);
  return noStore(await teamAnalytics({ team, now: footballNow() }));
});
