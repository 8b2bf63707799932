// The OAuth `state` round trip for the Yahoo routes: a random value in a short-lived HttpOnly cookie,
// compared in constant time on the way back, so a forged callback cannot attach someone else's Yahoo account.
import { randomBytes, timingSafeEqual } from "node:crypto";
import { env } from "@/env";

export const YAHOO_STATE_COOKIE = "yahoo_oauth_state";
const COOKIE_PATH = "/api/providers/yahoo";

export const newOAuthState = () => randomBytes(24).toString("base64url");

export function stateCookie(value: string, maxAgeSeconds = 600): string {
  const parts = [
    `${YAHOO_STATE_COOKIE}=${value}`,
    `Path=${COOKIE_PATH}`,
    `Max-Age=${maxAgeSeconds}`,
    "HttpOnly",
    "SameSite=Lax",
  ];
  if (env.secureCookies) parts.push("Secure");
  return parts.join("; ");
}

export function readStateCookie(req: Request): string | null {
  for (const part of (req.headers.get("cookie") ?? "").split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === YAHOO_STATE_COOKIE) return rest.join("=") || null;
  }
  return null;
}

export function statesMatch(expected: string | null, received: string | null): boolean {
  if (!expected || !received) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(received);
  return a.length === b.length && timingSafeEqual(a, b);
}

// Yahoo requires the exact redirect URI registered for the app: built on the app's public origin
// (lib/api/origin.ts), which the configured NEXTAUTH_URL pins behind proxies.
export function yahooRedirectUri(publicOrigin: string): string {
  return `${publicOrigin}/api/providers/yahoo/callback`;
}
