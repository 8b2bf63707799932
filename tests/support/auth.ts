import "server-only";
import { randomBytes } from "node:crypto";
import { db } from "@/lib/db/client";
import { hashPassword } from "@/lib/auth/password";
import { encodeSessionToken, sessionCookieName } from "@/lib/auth/session-cookie";

// Helpers for integration tests that call route handlers with real Requests (any area may use them).

export const TEST_ORIGIN = "http://localhost:3000";

export const uniqueName = (prefix = "user") => `${prefix}_${randomBytes(4).toString("hex")}`;
/** A fresh client address per test, so rate-limit counts never leak between tests. */
export const uniqueIp = () => `10.${[1, 2, 3].map(() => randomBytes(1)[0] ?? 0).join(".")}`;

export async function createTestUser(options: { username?: string; password?: string; tosAccepted?: boolean } = {}) {
  const username = options.username ?? uniqueName();
  return db.user.create({
    data: {
      username,
      usernameKey: username.toLowerCase(),
      email: `${username}@example.com`,
      emailKey: `${username}@example.com`.toLowerCase(),
      passwordHash: options.password ? await hashPassword(options.password) : null,
      tosAcceptedAt: options.tosAccepted === false ? null : new Date(),
    },
  });
}

/** A Cookie header that signs the request in as this user. */
export async function sessionCookieFor(user: {
  id: string;
  username: string;
  tosAcceptedAt?: Date | null;
  sessionVersion?: number;
}): Promise<string> {
  const token = await encodeSessionToken({
    id: user.id,
    username: user.username,
    tosAccepted: user.tosAcceptedAt !== null,
    sessionVersion: user.sessionVersion,
  });
  return `${sessionCookieName}=${token}`;
}

/** A same-origin request as the browser sends it; override headers to test the refusals. */
export function apiRequest(
  path: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  const method = init.method ?? (init.body === undefined ? "GET" : "POST");
  const headers: Record<string, string> = { host: new URL(TEST_ORIGIN).host, "x-forwarded-for": uniqueIp() };
  if (method !== "GET") headers.origin = TEST_ORIGIN;
  if (init.body !== undefined) headers["content-type"] = "application/json";
  return new Request(`${TEST_ORIGIN}${path}`, {
    method,
    headers: { ...headers, ...init.headers },
    body: init.body === undefined ? undefined : typeof init.body === "string" ? init.body : JSON.stringify(init.body),
  });
}

/** The session cookie a response sets (name=value), to send on the next request. */
export function cookieFrom(res: Response): string {
  const set = res.headers.get("set-cookie") ?? "";
  return set.split(";")[0] ?? "";
}
