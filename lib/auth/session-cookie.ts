import "server-only";
import { decode, encode, type JWT } from "next-auth/jwt";
import { env } from "@/env";
import { Lru } from "@/lib/cache/lru";

// Our thin login/register/logout handlers mint and clear the very cookie NextAuth reads,
// so there is one session everywhere: same name, same secret, same JWT format.

export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
export const sessionCookieName = `${env.secureCookies ? "__Secure-" : ""}next-auth.session-token`;

// `sessionVersion` is the user's counter when the token was issued (0 when omitted); a bump revokes the token.
export type SessionClaims = { id: string; username: string; tosAccepted: boolean; sessionVersion?: number };

export function toJwtClaims(user: SessionClaims): JWT {
  return { sub: user.id, name: user.username, tosAccepted: user.tosAccepted, sv: user.sessionVersion ?? 0 };
}

export function encodeSessionToken(user: SessionClaims): Promise<string> {
  return encode({ token: toJwtClaims(user), secret: env.NEXTAUTH_SECRET, maxAge: SESSION_MAX_AGE_SECONDS });
}

const MAX_TOKEN_LENGTH = 4096;

// Valid tokens already decrypted, for a minute (a signed-in client sends the same token with every request).
// Only successes are kept, so forged or random tokens cannot fill it; a token is immutable, and its expiry is
// checked again on every hit. Revocation is not the token's business: the session checks the user's version.
const verified = new Lru<{ claims: SessionClaims; expiresAt: number }>(2_000, 60_000);

/**
 * The claims of a valid session token, or null for a missing, forged, expired or malformed one. Every claim is
 * type-checked: a signed token whose `sub` is not a short string is treated as signed out, never a 500.
 */
export async function decodeSessionToken(token: string | undefined): Promise<SessionClaims | null> {
  if (!token || token.length > MAX_TOKEN_LENGTH) return null;
  const hit = verified.get(token);
  if (hit && hit.expiresAt > Date.now()) return hit.claims;
  const decoded = await decodeUncached(token);
  if (decoded) verified.set(token, decoded);
  return decoded?.claims ?? null;
}

async function decodeUncached(token: string): Promise<{ claims: SessionClaims; expiresAt: number } | null> {
  try {
    const claims = await decode({ token, secret: env.NEXTAUTH_SECRET });
    if (!claims || typeof claims.sub !== "string" || !/^[\w-]{1,64}$/.test(claims.sub)) return null;
    if (typeof claims.name !== "string") return null;
    const sv = claims.sv === undefined ? 0 : claims.sv;
    if (typeof sv !== "number" || !Number.isSafeInteger(sv)) return null;
    const session = {
      id: claims.sub,
      username: claims.name,
      tosAccepted: claims.tosAccepted === true,
      sessionVersion: sv,
    };
    const expiresAt = typeof claims.exp === "number" ? claims.exp * 1000 : Infinity;
    return { claims: session, expiresAt };
  } catch {
    return null;
  }
}

function serializeCookie(value: string, maxAge: number): string {
  const parts = [`${sessionCookieName}=${value}`, "Path=/", "HttpOnly", "SameSite=Lax", `Max-Age=${maxAge}`];
  if (maxAge === 0) parts.push("Expires=Thu, 01 Jan 1970 00:00:00 GMT");
  if (env.secureCookies) parts.push("Secure");
  return parts.join("; ");
}

export async function sessionCookieHeader(user: SessionClaims): Promise<string> {
  return serializeCookie(await encodeSessionToken(user), SESSION_MAX_AGE_SECONDS);
}

export function clearedSessionCookieHeader(): string {
  return serializeCookie("", 0);
}

/** Reads the session cookie from a Cookie header (NextAuth splits big tokens into `.0`, `.1` chunks; ours are
 * small). */
export function readSessionCookie(cookieHeader: string | null): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === sessionCookieName) return safeDecode(part.slice(eq + 1).trim());
  }
  return undefined;
}

// A malformed percent-escape (`%zz`) in a cookie is a forged or broken cookie: signed out, not a URIError.
function safeDecode(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}
