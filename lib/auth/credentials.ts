import "server-only";
import { ApiError } from "@/lib/api/errors";
import { hashPassword, verifyAgainstDummy, verifyPassword } from "@/lib/auth/password";
import { recordLoginFailure, recordLoginSuccess, reserveLoginAttempt, reserveSignup } from "@/lib/auth/login-throttle";
import {
  createPasswordUser,
  findTakenField,
  getUserCredentials,
  type PublicUser,
  type TakenField,
} from "@/lib/db/queries/users";
import type { z } from "zod";
import type { registerSchema } from "@/lib/validations/auth";

// Password sign-in (POST /api/login, the only password sign-in) and sign-up (POST /api/register). The limits on
// both are in lib/auth/login-throttle.ts.

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
  const now = new Date(Date.now()); // security clock: real time, never APP_NOW
  const found = await getUserCredentials({ username });
  const reservation = await reserveLoginAttempt({ username, userId: found?.id ?? null, ip, now });
  const ok = found?.passwordHash
    ? await verifyPassword(password, found.passwordHash)
    : await verifyAgainstDummy(password);
  if (!found || !ok) {
    await recordLoginFailure(reservation);
    throw new ApiError("unauthorized", INVALID_LOGIN);
  }
  await recordLoginSuccess(reservation, found.id);
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
  await reserveSignup(ip, input.username);
  // Check before hashing so a duplicate costs no scrypt work; the insert still guards against races.
  const taken = await findTakenField(input);
  if (taken) conflict(taken);
  const result = await createPasswordUser({
    username: input.username,
    email: input.email,
    passwordHash: await hashPassword(input.password),
  });
  if ("taken" in result) conflict(result.taken);
  return result.user;
}

function conflict(field: TakenField): never {
  throw new ApiError("conflict", field === "username" ? "Username already taken" : "Email already registered");
}
