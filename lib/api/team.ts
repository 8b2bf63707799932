import "server-only";
import { ApiError } from "@/lib/api/errors";
import { getDashboardTeam, type DashboardTeamRow } from "@/lib/db/queries/dashboard";

// The one team lookup of the routes. Another user's team is simply not found (ownership lives in the query).
export async function requireTeam(teamId: string, userId: string): Promise<DashboardTeamRow> {
  const team = await getDashboardTeam({ teamId, userId });
  if (!team) throw new ApiError("not_found", "Team not found");
  return team;
}
