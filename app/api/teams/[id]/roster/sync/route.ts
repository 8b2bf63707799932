import { z } from "zod";
import { ApiError } from "@/lib/api/errors";
import { parseJson, parseParams, withUser } from "@/lib/api/route";
import { getTeamForUser } from "@/lib/db/queries/teams";
import { syncTeamRoster } from "@/lib/sync/roster-sync";
import { providerErrorToApi } from "@/lib/sync/errors";

const params = z.object({ id: z.string().min(1).max(100) });
const body = z.object({ week: z.coerce.number().int().min(1, "Week must be 1-18").max(18, "Week must be 1-18") });

// POST /api/teams/{id}/roster/sync — re-read the team's league for a week → { playersMatched, playersMissing[] }
export const POST = withUser(async ({ req, user, params: raw }) => {
  const { id } = parseParams(raw, params);
  const team = await getTeamForUser({ teamId: id, userId: user.id });
  if (!team) throw new ApiError("not_found", "Team not found");
  const { week } = await parseJson(req, body);
  try {
    return Response.json(await syncTeamRoster({ team, week }));
  } catch (error) {
    throw providerErrorToApi(error);
  }
});
