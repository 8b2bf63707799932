import { parseJson, withUser } from "@/lib/api/route";
import { listLeaguesForUser } from "@/lib/db/queries/leagues";
import { connectLeagues } from "@/lib/sync/connect-request";
import { connectSchema } from "@/lib/validations/leagues";

// GET /api/leagues — the user's connected leagues with sync state (for /connect)
export const GET = withUser(async ({ user }) =>
  Response.json({ leagues: await listLeaguesForUser({ userId: user.id }) }),
);

// POST /api/leagues — connect leagues; answers { leagueId, teamId } (the first) and every connected league
export const POST = withUser(async ({ req, user }) => {
  const body = await parseJson(req, connectSchema);
  const leagues = await connectLeagues(user.id, body);
  const first = leagues[0];
  return Response.json({ leagueId: first?.leagueId ?? null, teamId: first?.teamId ?? null, leagues }, { status: 201 });
});
