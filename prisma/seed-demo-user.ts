import { hashPassword } from "@/lib/auth/password";
import { createPasswordUser, getUserCredentials } from "@/lib/db/queries/users";

export const DEMO_USERNAME = "demo";
export const DEMO_PASSWORD = "demo1234";
export const DEMO_EMAIL = "demo@fantasygm.local";

// The demo account (terms accepted). An existing one is kept as is, so re-seeding never resets a password.
export async function ensureDemoUser(): Promise<string> {
  const existing = await getUserCredentials({ username: DEMO_USERNAME });
  if (existing) return existing.id;
  const created = await createPasswordUser({
    username: DEMO_USERNAME,
    email: DEMO_EMAIL,
    passwordHash: await hashPassword(DEMO_PASSWORD),
  });
  if ("taken" in created) throw new Error(`Cannot create the demo account: ${created.taken} taken`);
  return created.user.id;
}
