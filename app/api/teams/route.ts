import { withUser } from "@/lib/api/route";
import { listTeamsForUser } from "@/lib/db/queries/teams";

// GET /api/teams — the user's teams (one per connected league) with their league
export const GET = withUser(async ({ user }) =>
  Response.json(await listTeamsForUser({ userId: user.id }), { headers: { "Cache-Control": "no-store" } }),
);
