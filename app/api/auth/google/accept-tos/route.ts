// POST /api/auth/google/accept-tos — records a Google sign-up's acceptance and re-issues the session with it
import { withSession } from "@/lib/api/route";
import { forgetSessionCheck } from "@/lib/auth/session";
import { signedInResponse } from "@/lib/auth/user-response";
import { acceptTerms } from "@/lib/db/queries/users";

export const POST = withSession(async ({ user }) => {
  const accepted = await acceptTerms({ userId: user.id });
  forgetSessionCheck(user.id);
  return signedInResponse(accepted);
});
