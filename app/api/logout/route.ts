// POST /api/logout — ends the session: revokes every token of the user (session version) and clears the cookie
import { withOptionalUser } from "@/lib/api/route";
import { forgetSessionCheck, getSessionUserFromRequest } from "@/lib/auth/session";
import { clearedSessionCookieHeader } from "@/lib/auth/session-cookie";
import { revokeSessions } from "@/lib/db/queries/users";

export const POST = withOptionalUser(async ({ req }) => {
  // Any valid session, terms accepted or not: clearing the cookie alone would leave a copied token valid for 30 days.
  const session = await getSessionUserFromRequest(req);
  if (session) {
    await revokeSessions({ userId: session.id });
    forgetSessionCheck(session.id);
  }
  return Response.json(
    { ok: true },
    { headers: { "Set-Cookie": clearedSessionCookieHeader(), "Cache-Control": "no-store" } },
  );
});
