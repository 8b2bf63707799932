import "server-only";
import { ApiError } from "@/lib/api/errors";
import { SingleFlight } from "@/lib/cache/single-flight";
import { getDashboardTeam, type DashboardTeamRow } from "@/lib/db/queries/dashboard";

// Concurrent lookups of one user's team (a page's parallel API calls) share one database read.
const lookups = new SingleFlight<DashboardTeamRow | null>();

// The one team lookup of the routes. Another user's team is simply not found (ownership lives in the query).
export async function requireTeam(teamId: string, userId: string): Promise<DashboardTeamRow> {
  const team = await lookups.run(`${userId}:${teamId}`, () => getDashboardTeam({ teamId, userId }));
  if (!team) throw new ApiError("not_found", "Team not found");
  return team;
}
