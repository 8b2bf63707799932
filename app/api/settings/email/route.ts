import { ApiError } from "@/lib/api/errors";
import { parseJson, withUser } from "@/lib/api/route";
import { changeEmail } from "@/lib/db/queries/account";
import { emailSchema } from "@/lib/validations/settings";

// PATCH /api/settings/email — changes the signed-in user's email (valid, not used by another account)
export const PATCH = withUser(async ({ req, user }) => {
  const { email } = await parseJson(req, emailSchema);
  if ((await changeEmail({ userId: user.id, email })) === "taken") {
    throw new ApiError("conflict", "That email is already used by another account");
  }
  return Response.json({ email }, { headers: { "Cache-Control": "no-store" } });
});
