import { parseJson, withUser } from "@/lib/api/route";
import { discoverLeagues } from "@/lib/sync/discover";
import { discoverSchema } from "@/lib/validations/leagues";

// POST /api/leagues/discover — a platform's leagues (with teams) the user can connect
export const POST = withUser(async ({ req, user }) => {
  const body = await parseJson(req, discoverSchema);
  return Response.json({ leagues: await discoverLeagues(user.id, body) });
});
