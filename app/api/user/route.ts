// GET /api/user — the signed-in user (401 when signed out); answers even before the terms are accepted
import { ApiError } from "@/lib/api/errors";
import { withSession } from "@/lib/api/route";
import { toUserResponse } from "@/lib/auth/user-response";
import { getUserById } from "@/lib/db/queries/users";

export const dynamic = "force-dynamic";

export const GET = withSession(async ({ user }) => {
  const found = await getUserById({ id: user.id });
  if (!found) throw new ApiError("unauthorized", "You must be signed in");
  return Response.json(toUserResponse(found), { headers: { "Cache-Control": "no-store" } });
});
