import "server-only";
import { ApiError } from "@/lib/api/errors";
import { hashPassword, verifyAgainstDummy, verifyPassword } from "@/lib/auth/password";
import { hitRateLimit, peekRateLimit } from "@/lib/rate-limit";
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
// Limits count failures only (10 per 15 minutes per client address and per username), so a family behind
// one address is not locked out by its own successful sign-ins.

export const AUTH_FAILURE_LIMIT = 10;
export const AUTH_FAILURE_WINDOW_MS = 15 * 60 * 1000;

type Action = "login" | "register";
const keysFor = (action: Action, ip: string, username?: string) =>
  [`${action}:ip:${ip}`, ...(username ? [`${action}:user:${usernameKeyOf(username)}`] : [])];

/** Throws 429 (with Retry-After) when any of the keys has used up its failures. */
export async function assertNotLocked(action: Action, ip: string, username?: string): Promise<void> {
  for (const key of keysFor(action, ip, username)) {
    const state = await peekRateLimit({ key, limit: AUTH_FAILURE_LIMIT, windowMs: AUTH_FAILURE_WINDOW_MS });
    if (!state.allowed) throw tooMany(state.retryAfterSeconds);
  }
}

export async function recordFailure(action: Action, ip: string, username?: string): Promise<void> {
  for (const key of keysFor(action, ip, username)) {
    await hitRateLimit({ key, limit: AUTH_FAILURE_LIMIT, windowMs: AUTH_FAILURE_WINDOW_MS });
  }
}

function tooMany(retryAfterSeconds: number): ApiError {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return new ApiError(
    "rate_limited",
    `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
    { "Retry-After": String(retryAfterSeconds) },
  );
}

const INVALID_LOGIN = "Invalid username or password";

/** The user for a correct username and password; the same 401 for an unknown user and a wrong password. */
export async function authenticate({ username, password, ip }: { username: string; password: string; ip: string }): Promise<PublicUser> {
  await assertNotLocked("login", ip, username);
  const found = await getUserCredentials({ username });
  const ok = found?.passwordHash ? await verifyPassword(password, found.passwordHash) : await verifyAgainstDummy(password);
  if (!found || !ok) {
    await recordFailure("login", ip, username);
    throw new ApiError("unauthorized", INVALID_LOGIN);
  }
  return { id: found.id, username: found.username, email: found.email, tosAcceptedAt: found.tosAcceptedAt, createdAt: found.createdAt };
}

export async function register(input: z.output<typeof registerSchema>, ip: string): Promise<PublicUser> {
  await assertNotLocked("register", ip, input.username);
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
  await recordFailure("register", ip, username);
  throw new ApiError("conflict", field === "username" ? "Username already taken" : "Email already registered");
}
