import { ApiError } from "@/lib/api/errors";
import { parseJson, withUser } from "@/lib/api/route";
import { reservePasswordCheck } from "@/lib/auth/login-throttle";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { getPasswordHash, setPasswordHash } from "@/lib/db/queries/account";
import { revokeSessions } from "@/lib/db/queries/users";
import { sessionCookieHeader } from "@/lib/auth/session-cookie";
import { forgetSessionCheck } from "@/lib/auth/session";
import { passwordChangeSchema } from "@/lib/validations/settings";

// POST /api/settings/password — changes the password (current one required) or sets a first one (Google-only)
export const POST = withUser(async ({ req, user }) => {
  const { currentPassword, newPassword } = await parseJson(req, passwordChangeSchema);
  const stored = await getPasswordHash({ userId: user.id });
  // Each check of the current password is reserved first (5 per 15 minutes), so a stolen session cannot guess it.
  if (stored !== null) await reservePasswordCheck(user.id);
  if (stored !== null && !(currentPassword && (await verifyPassword(currentPassword, stored)))) {
    throw new ApiError("unprocessable", "Current password is incorrect");
  }
  await setPasswordHash({ userId: user.id, passwordHash: await hashPassword(newPassword) });
  // Every session issued before the change ends (a thief's copied cookie too); this device gets a fresh one.
  const sessionVersion = await revokeSessions({ userId: user.id });
  forgetSessionCheck(user.id);
  if (sessionVersion === null) throw new ApiError("not_found", "Account not found");
  const cookie = await sessionCookieHeader({ ...user, sessionVersion });
  return Response.json(
    { ok: true, passwordSet: stored === null },
    { headers: { "Set-Cookie": cookie, "Cache-Control": "no-store" } },
  );
});
