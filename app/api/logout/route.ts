// POST /api/logout — clears the session cookie (the body is unused by the browser)
import { withOptionalUser } from "@/lib/api/route";
import { clearedSessionCookieHeader } from "@/lib/auth/session-cookie";

export const POST = withOptionalUser(async () =>
  Response.json({ ok: true }, { headers: { "Set-Cookie": clearedSessionCookieHeader(), "Cache-Control": "no-store" } }),
);
