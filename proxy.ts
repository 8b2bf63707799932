import { NextResponse, type NextRequest } from "next/server";
import { decodeSessionToken, sessionCookieName } from "@/lib/auth/session-cookie";
import { contentSecurityPolicy, newNonce, staticSecurityHeaders } from "@/lib/api/security-headers";

// Every request: security headers. Pages: a per-request CSP nonce, and optimistic redirects only
// — pages and handlers check the session themselves.

const PROTECTED = [
  "/dashboard",
  "/connect",
  "/matchups",
  "/standings",
  "/schedule",
  "/manage",
  "/players",
  "/player",
  "/waivers",
  "/waiver-analyzer",
  "/trades",
  "/analytics",
  "/gm-chat",
  "/settings",
  "/lineup",
];
// Reachable before the terms are accepted: the terms page itself and the documents it links to.
const TERMS_EXEMPT = ["/auth/google/tos", "/auth/google", "/terms", "/privacy", "/support"];

const matches = (pathname: string, routes: string[]) =>
  routes.some((route) => pathname === route || pathname.startsWith(`${route}/`));

function withHeaders(res: NextResponse, csp: string | null): NextResponse {
  for (const [key, value] of Object.entries(staticSecurityHeaders())) res.headers.set(key, value);
  if (csp) res.headers.set("Content-Security-Policy", csp);
  return res;
}

export async function proxy(req: NextRequest) {
  const { pathname } = req.nextUrl;
  // API answers are JSON or streams: the static headers suffice (handlers check sessions themselves).
  if (pathname.startsWith("/api/")) return withHeaders(NextResponse.next(), null);

  const nonce = newNonce();
  const csp = contentSecurityPolicy(nonce);
  const session = await decodeSessionToken(req.cookies.get(sessionCookieName)?.value);
  const redirect = (to: string) => withHeaders(NextResponse.redirect(new URL(to, req.url)), csp);

  if (session && !session.tosAccepted && !matches(pathname, TERMS_EXEMPT)) return redirect("/auth/google/tos");
  if (!session && (matches(pathname, PROTECTED) || pathname === "/auth/google/tos")) return redirect("/auth");
  if (session?.tosAccepted && pathname === "/auth/google/tos") return redirect("/");

  // Next reads the policy from the request to put the nonce on its own scripts; the layout reads x-nonce.
  const requestHeaders = new Headers(req.headers);
  requestHeaders.set("x-nonce", nonce);
  requestHeaders.set("Content-Security-Policy", csp);
  return withHeaders(NextResponse.next({ request: { headers: requestHeaders } }), csp);
}

export const config = {
  // Static files and images need neither a session nor a nonce (next.config.mjs gives them the static headers).
  matcher: ["/((?!_next/static|_next/image|favicon.ico|.*\\.[A-Za-z0-9]+$).*)"],
};
