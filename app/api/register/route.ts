// POST /api/register — creates a password account {username, email, password, acceptedTerms} and signs it in
import { withOptionalUser, parseJson } from "@/lib/api/route";
import { clientIp } from "@/lib/auth/client-ip";
import { register } from "@/lib/auth/credentials";
import { assertAddressNotLocked } from "@/lib/auth/login-throttle";
import { signedInResponse } from "@/lib/auth/user-response";
import { registerSchema } from "@/lib/validations/auth";

export const POST = withOptionalUser(async ({ req }) => {
  const ip = clientIp(req);
  await assertAddressNotLocked("register", ip);
  const input = await parseJson(req, registerSchema);
  const user = await register(input, ip);
  return signedInResponse(user, { status: 201 });
});
