import { ApiError } from "@/lib/api/errors";
import { parseJson, withUser } from "@/lib/api/route";
import { forgetAccountThrottles } from "@/lib/auth/login-throttle";
import { forgetSessionCheck } from "@/lib/auth/session";
import { clearedSessionCookieHeader } from "@/lib/auth/session-cookie";
import { deleteAccount } from "@/lib/db/queries/account";
import { deleteAccountSchema } from "@/lib/validations/settings";

// DELETE /api/account — deletes the signed-in user and everything only theirs; signs out
export const DELETE = withUser(async ({ req, user }) => {
  const { confirmUsername } = await parseJson(req, deleteAccountSchema);
  if (confirmUsername.trim().toLowerCase() !== user.username.toLowerCase()) {
    throw new ApiError("unprocessable", "Type your username exactly to confirm");
  }
  if (!(await deleteAccount({ userId: user.id }))) throw new ApiError("not_found", "Account not found");
  forgetSessionCheck(user.id);
  // Sign-in limits and known addresses keyed by the account go too: a re-registered username inherits nothing.
  await forgetAccountThrottles({ userId: user.id, username: user.username });
  // No session revocation needed: the row is gone, and every request resolves the user from the database.
  return Response.json(
    { ok: true },
    { headers: { "Set-Cookie": clearedSessionCookieHeader(), "Cache-Control": "no-store" } },
  );
});
