import { NextResponse, type NextRequest } from "next/server";
import { decodeSessionToken, sessionCookieName } from "@/lib/auth/session-cookie";

// Optimistic redirects only (DESIGN.md §1): pages and handlers check the session themselves.

const PROTECTED = [
  "/dashboard", "/connect", "/matchups", "/standings", "/schedule", "/manage", "/players", "/player",
  "/waivers", "/waiver-analyzer", "/trades", "/analytics", "/gm-chat", "/settings", "/lineup",
];
// Reachable before the terms are accepted: the terms page itself and the documents it links to.
const TERMS_EXEMPT = ["/auth/google/tos", "/auth/google", "/terms", "/privacy", "/support"];

const matches = (pathname: string, routes: string[]) =>
  routes.some((route) => pathname === route || pathname.startsWith(`${route}/`));

export async function proxy(req: NextRequest) {
  const { pathname } = req.nextUrl;
  const session = await decodeSessionToken(req.cookies.get(sessionCookieName)?.value);
  const redirect = (to: string) => NextResponse.redirect(new URL(to, req.url));

  if (session && !session.tosAccepted && !matches(pathname, TERMS_EXEMPT)) return redirect("/auth/google/tos");
  if (!session && (matches(pathname, PROTECTED) || pathname === "/auth/google/tos")) return redirect("/auth");
  if (session?.tosAccepted && pathname === "/auth/google/tos") return redirect("/");
  return NextResponse.next();
}

export const config = {
  // Pages only: API routes answer 401/403 themselves; static files and images need no session.
  matcher: ["/((?!api/|_next/static|_next/image|favicon.ico|.*\\.[A-Za-z0-9]+$).*)"],
};
