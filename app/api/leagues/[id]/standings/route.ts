import { parseParams, parseQuery, withUser } from "@/lib/api/route";
import { footballNow } from "@/lib/clock";
import { cachedView } from "@/lib/league-model/cached-view";
import { idParams, plainQuery } from "@/lib/validations/params";
import { requireLeague } from "@/lib/api/league";
import { leagueStandings } from "@/lib/league-model/league-pages/standings";

// GET /api/leagues/{id}/standings — rankings with simulated playoff/bye/title odds and exact clinch marks
export const GET = withUser(async ({ req, user, params: raw }) => {
  const { id } = parseParams(raw, idParams);
  parseQuery(req, plainQuery);
  const { league, myTeamId } = await requireLeague(id, user.id);
  const now = footballNow(league);
  return cachedView({ view: "standings", ids: [myTeamId ?? "none"], league, now }, () =>
    leagueStandings({ league, myTeamId, now }),
  );
});
