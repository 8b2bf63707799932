import { parseParams, parseQuery, withUser } from "@/lib/api/route";
import { footballNow } from "@/lib/clock";
import { cachedView } from "@/lib/league-model/cached-view";
import { requireTeam } from "@/lib/api/team";
import { idParams, plainQuery } from "@/lib/validations/params";
import { teamAnalytics } from "@/lib/league-model/league-pages/analytics";

// GET /api/teams/{id}/analytics — the league's season simulation: odds, seeds, final wins, luck, remaining games
export const GET = withUser(async ({ req, user, params }) => {
  const { id } = parseParams(params, idParams);
  parseQuery(req, plainQuery);
  const team = await requireTeam(id, user.id);
  const now = footballNow(team.league);
  return cachedView({ view: "analytics", ids: [team.id], league: team.league, now }, () =>
    teamAnalytics({ team, now }),
  );
});
