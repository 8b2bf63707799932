import { ApiError } from "@/lib/api/errors";
import { parseJson, withUser } from "@/lib/api/route";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { getPasswordHash, setPasswordHash } from "@/lib/db/queries/account";
import { passwordChangeSchema } from "@/lib/validations/settings";

// POST /api/settings/password — changes the password (current one required) or sets a first one (Google-only)
export const POST = withUser(async ({ req, user }) => {
  const { currentPassword, newPassword } = await parseJson(req, passwordChangeSchema);
  const stored = await getPasswordHash({ userId: user.id });
  if (stored !== null && !(currentPassword && (await verifyPassword(currentPassword, stored)))) {
    throw new ApiError("unprocessable", "Current password is incorrect");
  }
  await setPasswordHash({ userId: user.id, passwordHash: await hashPassword(newPassword) });
  // INTEGRATOR: with helper "sec"'s session versions, revoke the user's other sessions here.
  return Response.json({ ok: true, passwordSet: stored === null }, { headers: { "Cache-Control": "no-store" } });
});
