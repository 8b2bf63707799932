import { parseParams, parseQuery, withUser } from "@/lib/api/route";
import { getRosterSlots } from "@/lib/db/queries/rosters";
import { cachedView } from "@/lib/league-model/cached-view";
import { requireTeamWeek } from "@/lib/api/team";
import { idParams } from "@/lib/validations/params";
import { newsForPlayers } from "@/lib/league-model/news";
import { rosterNewsQuery } from "@/lib/validations/teams";

// GET /api/teams/{id}/roster-news?limit=50 — news about the team's players, newest first
export const GET = withUser(async ({ req, user, params }) => {
  const { id } = parseParams(params, idParams);
  const { limit } = parseQuery(req, rosterNewsQuery);
  const { team, now, week } = await requireTeamWeek(id, user.id);
  return cachedView({ view: "roster-news", ids: [team.id, week, limit], league: team.league, now }, async () => {
    const { slots } = await getRosterSlots({ teamId: team.id, week });
    const players = slots.flatMap((s) => (s.player ? [s.player] : []));
    return newsForPlayers({ players, season: team.league.season, now, limit });
  });
});
