import { ApiError } from "@/lib/api/errors";
import { parseParams, withUser } from "@/lib/api/route";
import { deleteLeagueForUser } from "@/lib/db/queries/leagues";
import { idParams } from "@/lib/validations/params";

// DELETE /api/leagues/{id} — disconnect: deletes the league's data and its stored credentials
export const DELETE = withUser(async ({ user, params: raw }) => {
  const { id } = parseParams(raw, idParams);
  if (!(await deleteLeagueForUser({ leagueId: id, userId: user.id })))
    throw new ApiError("not_found", "League not found");
  return new Response(null, { status: 204 });
});
