import "server-only";
import { randomInt } from "node:crypto";
import { createOAuthUser, getUserByAccount, isUsernameTaken, type PublicUser } from "@/lib/db/queries/users";

export type GoogleProfile = { sub: string; email: string; emailVerified: boolean };

/** "Jane.Doe+ff@gmail.com" → "Jane.Doe-ff": the address's local part reduced to the characters usernames allow. */
export function usernameBaseFromEmail(email: string): string {
  const local = email.split("@")[0] ?? "";
  const cleaned = local
    .replace(/[^A-Za-z0-9_.-]+/g, "-")
    .replace(/^[-.]+|[-.]+$/g, "")
    .slice(0, 24);
  return cleaned.length >= 3 ? cleaned : `${cleaned}user`.slice(0, 24).padEnd(3, "0");
}

async function freeUsername(base: string): Promise<string> {
  if (!(await isUsernameTaken({ username: base }))) return base;
  for (let n = 2; n <= 9; n++) {
    if (!(await isUsernameTaken({ username: `${base}${n}` }))) return `${base}${n}`;
  }
  return `${base}${randomInt(1000, 1_000_000)}`;
}

/**
 * The user behind a Google identity, created on first sign-in with the terms not yet accepted.
 * Returns "email_taken" when a password account already holds the address (we never link by email).
 */
export async function ensureGoogleUser(profile: GoogleProfile): Promise<PublicUser | "email_taken" | "unverified"> {
  const existing = await getUserByAccount({ provider: "google", providerAccountId: profile.sub });
  if (existing) return existing;
  if (!profile.emailVerified) return "unverified";
  // A concurrent sign-up may grab the username between the check and the insert: try again with another.
  for (let attempt = 0; attempt < 3; attempt++) {
    const username = await freeUsername(usernameBaseFromEmail(profile.email));
    const result = await createOAuthUser({
      provider: "google",
      providerAccountId: profile.sub,
      username,
      email: profile.email,
    });
    if ("user" in result) return result.user;
    if (result.taken === "email") {
      // Either a password account owns it, or this same Google identity was created a moment ago.
      return (await getUserByAccount({ provider: "google", providerAccountId: profile.sub })) ?? "email_taken";
    }
  }
  throw new Error("Could not pick a free username for a Google sign-up");
}
