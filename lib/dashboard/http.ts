import "server-only";
import { z } from "zod";
import { ApiError } from "@/lib/api/errors";
import { getDashboardTeam, type DashboardTeamRow } from "@/lib/db/queries/dashboard";
import { MAX_WEEK, MIN_WEEK } from "@/lib/rules/current-week";

// Shared input rules of the dashboard's routes. `_t` and `v` are cache-busters: accepted and ignored.
export const idParam = z.string().min(1, "Missing id").max(64, "Invalid id");
export const weekSchema = z.coerce
  .number({ message: "week must be a number" })
  .int("week must be a whole number")
  .min(MIN_WEEK, `week must be between ${MIN_WEEK} and ${MAX_WEEK}`)
  .max(MAX_WEEK, `week must be between ${MIN_WEEK} and ${MAX_WEEK}`);
export const cacheBusters = { _t: z.string().max(32).optional(), v: z.string().max(16).optional() };

export const teamParams = z.object({ id: idParam });

// Another user's team is simply not found (ownership lives in the query's where clause).
export async function requireTeam(teamId: string, userId: string): Promise<DashboardTeamRow> {
  const team = await getDashboardTeam({ teamId, userId });
  if (!team) throw new ApiError("not_found", "Team not found");
  return team;
}

export function noStore(body: unknown): Response {
  return Response.json(body, { headers: { "Cache-Control": "no-store" } });
}
