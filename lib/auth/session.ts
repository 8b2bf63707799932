import "server-only";
import { cookies } from "next/headers";
import { cache } from "react";
import { SingleFlight } from "@/lib/cache/single-flight";
import { getSessionCheck, type SessionCheckRow } from "@/lib/db/queries/users";
import { processState } from "@/lib/nfl/process-state";
import { decodeSessionToken, readSessionCookie, sessionCookieName } from "@/lib/auth/session-cookie";

export type SessionUser = { id: string; username: string; tosAccepted: boolean };

// Concurrent checks of one user (a page's parallel API calls, several tabs) share one database read; shared by
// every server bundle of the process, so a revocation anywhere in it is seen by the next request of every route.
const sessionChecks = processState("session-checks", () => new SingleFlight<SessionCheckRow | null>());

/** After a write to the user's session row (logout, password change, terms, deletion): later requests read it anew. */
export function forgetSessionCheck(userId: string): void {
  sessionChecks.forget(userId);
}

// The token is only a pointer: the user is loaded from the database on every request, so a deleted
// user is signed out at once and the terms gate reads the stored acceptance, not a stale claim.
async function userFromToken(token: string | undefined): Promise<SessionUser | null> {
  const claims = await decodeSessionToken(token);
  if (!claims) return null;
  const user = await sessionChecks.run(claims.id, () => getSessionCheck({ id: claims.id }));
  // A token minted before the last logout / password change carries an older version: revoked.
  if (!user || user.sessionVersion !== claims.sessionVersion) return null;
  return { id: user.id, username: user.username, tosAccepted: user.tosAcceptedAt !== null };
}

/** The signed-in user for server components and route handlers; one database read per request. */
export const getSessionUser = cache(async (): Promise<SessionUser | null> => {
  const store = await cookies();
  return userFromToken(store.get(sessionCookieName)?.value);
});

/** Same, from an explicit Request (route handlers, and tests that call handlers outside Next). */
export function getSessionUserFromRequest(req: Request): Promise<SessionUser | null> {
  return userFromToken(readSessionCookie(req.headers.get("cookie")));
}
