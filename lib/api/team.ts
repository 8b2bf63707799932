import "server-only";
import { ApiError } from "@/lib/api/errors";
import { SingleFlight } from "@/lib/cache/single-flight";
import { footballNow } from "@/lib/clock";
import { getTeamWithLeague, type TeamWithLeagueRow } from "@/lib/db/queries/teams";
import { resolveWeek } from "@/lib/rules/current-week";

// Concurrent lookups of one user's team (a page's parallel API calls) share one database read.
const lookups = new SingleFlight<TeamWithLeagueRow | null>();

// The one team lookup of the routes. Another user's team is simply not found (ownership lives in the query).
export async function requireTeam(teamId: string, userId: string): Promise<TeamWithLeagueRow> {
  const team = await lookups.run(`${userId}:${teamId}`, () => getTeamWithLeague({ teamId, userId }));
  if (!team) throw new ApiError("not_found", "Team not found");
  return team;
}

// The team, its league's clock and the week asked for (the current week when none is).
export async function requireTeamWeek(teamId: string, userId: string, asked?: number) {
  const team = await requireTeam(teamId, userId);
  const now = footballNow(team.league);
  return { team, now, week: asked ?? resolveWeek(team.league, now).week };
}
