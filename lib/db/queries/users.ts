import "server-only";
import { Prisma } from "@/generated/prisma/client";
import { db } from "@/lib/db/client";

// The only shape of a user that leaves this module: never the password hash.
const publicUser = {
  id: true,
  username: true,
  email: true,
  tosAcceptedAt: true,
  createdAt: true,
  sessionVersion: true,
} as const;
export type PublicUser = Prisma.UserGetPayload<{ select: typeof publicUser }>;

export const usernameKeyOf = (username: string) => username.trim().toLowerCase();
export const emailKeyOf = (email: string) => email.trim().toLowerCase();

export async function getUserById({ id }: { id: string }): Promise<PublicUser | null> {
  return db.user.findUnique({ where: { id }, select: publicUser });
}

export type SessionCheckRow = { id: string; username: string; tosAcceptedAt: Date | null; sessionVersion: number };

/**
 * What the session check reads on every authenticated request, as one plain statement: on this hottest path the
 * same findUnique cost 0.7 ms of CPU per call against 0.3 ms raw (Prisma compiles every query it is given).
 */
export async function getSessionCheck({ id }: { id: string }): Promise<SessionCheckRow | null> {
  const rows = await db.$queryRaw<SessionCheckRow[]>`
    SELECT "id", "username", "tosAcceptedAt", "sessionVersion" FROM "User" WHERE "id" = ${id}`;
  return rows[0] ?? null;
}

/** The user plus the hash, for the password check only. */
export async function getUserCredentials({ username }: { username: string }) {
  return db.user.findUnique({
    where: { usernameKey: usernameKeyOf(username) },
    select: { ...publicUser, passwordHash: true },
  });
}

export type TakenField = "username" | "email";

export async function findTakenField({
  username,
  email,
}: {
  username: string;
  email: string;
}): Promise<TakenField | null> {
  const clash = await db.user.findFirst({
    where: { OR: [{ usernameKey: usernameKeyOf(username) }, { emailKey: emailKeyOf(email) }] },
    select: { usernameKey: true },
  });
  if (!clash) return null;
  return clash.usernameKey === usernameKeyOf(username) ? "username" : "email";
}

/** Creates a password user; a race on the unique keys surfaces as the field that was taken. */
export async function createPasswordUser(input: {
  username: string;
  email: string;
  passwordHash: string;
}): Promise<{ user: PublicUser } | { taken: TakenField }> {
  // Password sign-ups tick the terms box on the form itself.
  return createUser(input, { passwordHash: input.passwordHash, tosAcceptedAt: new Date() });
}

/**
 * Ends every session of the user (logout, password change, account settings "sign out everywhere"): tokens
 * carry the version they were issued with, and the session check compares it with this counter.
 * Returns the new version, for a fresh token on the device that made the change; null for an unknown user.
 */
export async function revokeSessions({ userId }: { userId: string }): Promise<number | null> {
  const { count } = await db.user.updateMany({ where: { id: userId }, data: { sessionVersion: { increment: 1 } } });
  if (count === 0) return null;
  const user = await db.user.findUnique({ where: { id: userId }, select: { sessionVersion: true } });
  return user?.sessionVersion ?? null;
}

export async function acceptTerms({ userId }: { userId: string }): Promise<PublicUser> {
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: publicUser });
  if (user.tosAcceptedAt) return user;
  return db.user.update({ where: { id: userId }, data: { tosAcceptedAt: new Date() }, select: publicUser });
}

function uniqueViolationTarget(error: unknown): string | null {
  if (!(error instanceof Prisma.PrismaClientKnownRequestError) || error.code !== "P2002") return null;
  const meta = error.meta as { target?: unknown; driverAdapterError?: unknown } | undefined;
  return JSON.stringify(meta ?? {}).toLowerCase();
}

export async function getUserByAccount({
  provider,
  providerAccountId,
}: {
  provider: string;
  providerAccountId: string;
}) {
  const account = await db.account.findUnique({
    where: { provider_providerAccountId: { provider, providerAccountId } },
    select: { user: { select: publicUser } },
  });
  return account?.user ?? null;
}

export async function isUsernameTaken({ username }: { username: string }): Promise<boolean> {
  return (await db.user.count({ where: { usernameKey: usernameKeyOf(username) } })) > 0;
}

/**
 * First Google sign-in: a user without a password, terms not yet accepted, linked to the Google account.
 * Returns `{ taken: "email" }` when a password account already owns the address: we never link by email,
 * because our sign-up does not verify addresses and linking would hand that account to whoever registered it.
 */
export async function createOAuthUser(input: {
  provider: string;
  providerAccountId: string;
  username: string;
  email: string;
}): Promise<{ user: PublicUser } | { taken: TakenField }> {
  return createUser(input, {
    accounts: { create: { provider: input.provider, providerAccountId: input.providerAccountId } },
  });
}

// A new user under its name and address keys; a race on the unique keys surfaces as the field that was taken.
async function createUser(
  { username, email }: { username: string; email: string },
  rest: Omit<Prisma.UserCreateInput, "username" | "usernameKey" | "email" | "emailKey">,
): Promise<{ user: PublicUser } | { taken: TakenField }> {
  try {
    const user = await db.user.create({
      data: { username, usernameKey: usernameKeyOf(username), email, emailKey: emailKeyOf(email), ...rest },
      select: publicUser,
    });
    return { user };
  } catch (error) {
    const target = uniqueViolationTarget(error);
    if (target) return { taken: target.includes("email") ? "email" : "username" };
    throw error;
  }
}
