import "server-only";
import { ApiError } from "@/lib/api/errors";
import { hashPassword, verifyAgainstDummy, verifyPassword } from "@/lib/auth/password";
import { hitRateLimit, peekRateLimit } from "@/lib/rate-limit";
import { deleteThrottle, getThrottle, recordThrottleFailure, touchThrottle } from "@/lib/db/queries/rate-limits";
import {
  createPasswordUser,
  findTakenField,
  getUserCredentials,
  usernameKeyOf,
  type PublicUser,
  type TakenField,
} from "@/lib/db/queries/users";
import type { z } from "zod";
import type { registerSchema } from "@/lib/validations/auth";

// Password sign-in and sign-up, shared by /api/login, /api/register and NextAuth's credentials provider.
// Sign-in failures are throttled three ways (OWASP ASVS 2.2.1), none of them a lock a stranger can impose:
//  - per address: 30 failures per 15 minutes (a password spray from one address);
//  - per account and address: 10 failures per 15 minutes;
//  - per account, from addresses that never signed in to it: a delay that doubles with each failure past
//    the fifth (1 s … 60 s at most). The owner's own address (one that signed in to the account within
//    30 days) skips that delay, so an attacker elsewhere cannot keep the owner out.
// Sign-up limits count conflicts: 10 per 15 minutes per address and per username.

export const AUTH_FAILURE_LIMIT = 10;
export const AUTH_FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const ADDRESS_FAILURE_LIMIT = 30;
const FREE_ACCOUNT_FAILURES = 5;
const MAX_ACCOUNT_DELAY_SECONDS = 60;
const KNOWN_ADDRESS_MS = 30 * 24 * 60 * 60 * 1000;

type Action = "login" | "register";
const ipKey = (action: Action, ip: string) => `${action}:ip:${ip}`;
const pairKey = (ip: string, username: string) => `login:pair:${usernameKeyOf(username)}:${ip}`;
const userKey = (username: string) => `register:user:${usernameKeyOf(username)}`;
const accountKey = (username: string) => `fail:${usernameKeyOf(username)}`;
const knownKey = (username: string, ip: string) => `known:${usernameKeyOf(username)}:${ip}`;

/** Throws 429 (with Retry-After) when the address has used up its failures for this action. */
export async function assertNotLocked(action: Action, ip: string): Promise<void> {
  const limit = action === "login" ? ADDRESS_FAILURE_LIMIT : AUTH_FAILURE_LIMIT;
  const state = await peekRateLimit({ key: ipKey(action, ip), limit, windowMs: AUTH_FAILURE_WINDOW_MS });
  if (!state.allowed) throw tooMany(state.retryAfterSeconds);
}

/** The wait (seconds) an account imposes after `failures` recent failures: 0, then 1, 2, 4 … 60. */
export function accountDelaySeconds(failures: number): number {
  if (failures < FREE_ACCOUNT_FAILURES) return 0;
  return Math.min(2 ** (failures - FREE_ACCOUNT_FAILURES), MAX_ACCOUNT_DELAY_SECONDS);
}

async function isKnownAddress(username: string, ip: string, now: Date): Promise<boolean> {
  const known = await getThrottle({ key: knownKey(username, ip) });
  return known !== null && now.getTime() - known.lastAt.getTime() < KNOWN_ADDRESS_MS;
}

async function assertLoginAllowed(ip: string, username: string, now: Date): Promise<void> {
  await assertNotLocked("login", ip);
  const pair = await peekRateLimit({
    key: pairKey(ip, username),
    limit: AUTH_FAILURE_LIMIT,
    windowMs: AUTH_FAILURE_WINDOW_MS,
  });
  if (!pair.allowed) throw tooMany(pair.retryAfterSeconds);
  const account = await getThrottle({ key: accountKey(username) });
  if (!account || now.getTime() - account.lastAt.getTime() >= AUTH_FAILURE_WINDOW_MS) return;
  const readyAt = account.lastAt.getTime() + accountDelaySeconds(account.count) * 1000;
  if (readyAt > now.getTime() && !(await isKnownAddress(username, ip, now))) {
    throw tooMany(Math.ceil((readyAt - now.getTime()) / 1000));
  }
}

async function recordLoginFailure(ip: string, username: string, now: Date): Promise<void> {
  await hitRateLimit({ key: ipKey("login", ip), limit: ADDRESS_FAILURE_LIMIT, windowMs: AUTH_FAILURE_WINDOW_MS });
  await hitRateLimit({ key: pairKey(ip, username), limit: AUTH_FAILURE_LIMIT, windowMs: AUTH_FAILURE_WINDOW_MS });
  await recordThrottleFailure({ key: accountKey(username), resetAfterMs: AUTH_FAILURE_WINDOW_MS, now });
}

async function recordRegisterConflict(ip: string, username: string): Promise<void> {
  await hitRateLimit({ key: ipKey("register", ip), limit: AUTH_FAILURE_LIMIT, windowMs: AUTH_FAILURE_WINDOW_MS });
  await hitRateLimit({ key: userKey(username), limit: AUTH_FAILURE_LIMIT, windowMs: AUTH_FAILURE_WINDOW_MS });
}

function tooMany(retryAfterSeconds: number): ApiError {
  const seconds = Math.max(1, retryAfterSeconds);
  const wait =
    seconds < 60
      ? `${seconds} second${seconds === 1 ? "" : "s"}`
      : `${Math.ceil(seconds / 60)} minute${Math.ceil(seconds / 60) === 1 ? "" : "s"}`;
  return new ApiError("rate_limited", `Too many attempts. Please try again in ${wait}.`, {
    "Retry-After": String(seconds),
  });
}

const INVALID_LOGIN = "Invalid username or password";

/** The user for a correct username and password; the same 401 for an unknown user and a wrong password. */
export async function authenticate({
  username,
  password,
  ip,
}: {
  username: string;
  password: string;
  ip: string;
}): Promise<PublicUser> {
  const now = new Date(); // security clock: real time, never APP_NOW
  await assertLoginAllowed(ip, username, now);
  const found = await getUserCredentials({ username });
  const ok = found?.passwordHash
    ? await verifyPassword(password, found.passwordHash)
    : await verifyAgainstDummy(password);
  if (!found || !ok) {
    await recordLoginFailure(ip, username, now);
    throw new ApiError("unauthorized", INVALID_LOGIN);
  }
  // This address now knows the account: later failures elsewhere cannot delay it. The failure run ends.
  await touchThrottle({ key: knownKey(username, ip), now });
  await deleteThrottle({ key: accountKey(username) });
  return {
    id: found.id,
    username: found.username,
    email: found.email,
    tosAcceptedAt: found.tosAcceptedAt,
    createdAt: found.createdAt,
    sessionVersion: found.sessionVersion,
  };
}

export async function register(input: z.output<typeof registerSchema>, ip: string): Promise<PublicUser> {
  await assertNotLocked("register", ip);
  const byName = await peekRateLimit({
    key: userKey(input.username),
    limit: AUTH_FAILURE_LIMIT,
    windowMs: AUTH_FAILURE_WINDOW_MS,
  });
  if (!byName.allowed) throw tooMany(byName.retryAfterSeconds);
  // Check before hashing so a duplicate costs no scrypt work; the insert still guards against races.
  const taken = await findTakenField(input);
  if (taken) await conflict(taken, ip, input.username);
  const result = await createPasswordUser({
    username: input.username,
    email: input.email,
    passwordHash: await hashPassword(input.password),
  });
  if ("taken" in result) return conflict(result.taken, ip, input.username);
  return result.user;
}

async function conflict(field: TakenField, ip: string, username: string): Promise<never> {
  await recordRegisterConflict(ip, username);
  throw new ApiError("conflict", field === "username" ? "Username already taken" : "Email already registered");
}
