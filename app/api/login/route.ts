// POST /api/login — signs in with {username, password}; answers the user and sets the session cookie
import { withOptionalUser, parseJson } from "@/lib/api/route";
import { clientIp } from "@/lib/auth/client-ip";
import { authenticate } from "@/lib/auth/credentials";
import { assertAddressNotLocked } from "@/lib/auth/login-throttle";
import { signedInResponse } from "@/lib/auth/user-response";
import { loginSchema } from "@/lib/validations/auth";

export const POST = withOptionalUser(async ({ req }) => {
  const ip = clientIp(req);
  // A locked-out address is refused before its body is even read.
  await assertAddressNotLocked("login", ip);
  const input = await parseJson(req, loginSchema);
  const user = await authenticate({ ...input, ip });
  return signedInResponse(user);
});
