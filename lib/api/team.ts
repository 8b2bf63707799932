import "server-only";
import { ApiError } from "@/lib/api/errors";
import { getTeamWithLeague, type TeamWithLeagueRow } from "@/lib/db/queries/teams";

// The one team lookup of the routes. Another user's team is simply not found (ownership lives in the query).
export async function requireTeam(teamId: string, userId: string): Promise<TeamWithLeagueRow> {
  const team = await getTeamWithLeague({ teamId, userId });
  if (!team) throw new ApiError("not_found", "Team not found");
  return team;
}
