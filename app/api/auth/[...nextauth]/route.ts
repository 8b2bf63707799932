// GET|POST /api/auth/* — NextAuth's own routes (OAuth redirects and callbacks, session, csrf), behind a guard
import NextAuth from "next-auth";
import { NextRequest } from "next/server";
import { authOptions } from "@/lib/auth/config";
import { guardNextAuthRequest } from "@/lib/auth/nextauth-guard";
import { getSessionUserFromRequest } from "@/lib/auth/session";
import { clearedSessionCookieHeader, readSessionCookie } from "@/lib/auth/session-cookie";

const handler = NextAuth(authOptions);
type Context = { params: Promise<{ nextauth: string[] }> };

// NextAuth answers 500 to some malformed requests (a JSON body that does not parse): the guard refuses those with
// a 4xx first, and maps anything NextAuth still throws to a 4xx/503.
async function guarded(req: NextRequest, ctx: Context): Promise<Response> {
  const { nextauth } = await ctx.params;
  return guardNextAuthRequest(req, nextauth, async (checked) => {
    // NextAuth only verifies the token's signature: a token revoked by logout or a password change, or of a
    // deleted user, would still read as a session (and be renewed). The app's own check answers first.
    if (nextauth?.[0] === "session" && readSessionCookie(checked.headers.get("cookie"))) {
      if (!(await getSessionUserFromRequest(checked))) {
        return Response.json(
          {},
          { headers: { "Set-Cookie": clearedSessionCookieHeader(), "Cache-Control": "no-store" } },
        );
      }
    }
    return handler(new NextRequest(checked), ctx);
  });
}

export { guarded as GET, guarded as POST };
