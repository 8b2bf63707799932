import { parseParams, parseQuery, withUser } from "@/lib/api/route";
import { getRosterSlots } from "@/lib/db/queries/dashboard";
import { noStore, requireTeam, teamParams } from "@/lib/dashboard/http";
import { newsForPlayers } from "@/lib/dashboard/news";
import { footballNow } from "@/lib/clock";
import { resolveWeek } from "@/lib/rules/current-week";
import { rosterNewsQuery } from "./schema";

// GET /api/teams/{id}/roster-news?limit=50 — news about the team's players, newest first
export const GET = withUser(async ({ req, user, params }) => {
  const { id } = parseParams(params, teamParams);
  const { limit } = parseQuery(req, rosterNewsQuery);
  const team = await requireTeam(id, user.id);
  const now = footballNow();
  const { slots } = await getRosterSlots({ teamId: team.id, week: resolveWeek(team.league, now).week });
  const players = slots.flatMap((s) => (s.player ? [s.player] : []));
  return noStore(await newsForPlayers({ players, season: team.league.season, now, limit }));
});
