import "server-only";
import { sessionCookieHeader } from "@/lib/auth/session-cookie";
import type { PublicUser } from "@/lib/db/queries/users";

// What GET /api/user, /api/login and /api/register answer: never the password hash.
export type UserResponse = { id: string; username: string; email: string; tosAccepted: boolean };

export function toUserResponse(user: PublicUser): UserResponse {
  return { id: user.id, username: user.username, email: user.email, tosAccepted: user.tosAcceptedAt !== null };
}

/** The user as JSON with a fresh session cookie: one session, the very cookie NextAuth reads. */
export async function signedInResponse(user: PublicUser, init: { status?: number } = {}): Promise<Response> {
  const cookie = await sessionCookieHeader({
    id: user.id,
    username: user.username,
    tosAccepted: user.tosAcceptedAt !== null,
    sessionVersion: user.sessionVersion,
  });
  return Response.json(toUserResponse(user), {
    status: init.status ?? 200,
    headers: { "Set-Cookie": cookie, "Cache-Control": "no-store" },
  });
}
