import { parseJson, parseParams, withUser } from "@/lib/api/route";
import { requireTeam } from "@/lib/api/team";
import { syncTeamRoster } from "@/lib/sync/roster-sync";
import { providerErrorToApi } from "@/lib/sync/errors";
import { idParams } from "@/lib/validations/params";
import { rosterSyncBody } from "@/lib/validations/teams";

// POST /api/teams/{id}/roster/sync — re-read the team's league for a week → { playersMatched, playersMissing[] }
export const POST = withUser(async ({ req, user, params: raw }) => {
  const { id } = parseParams(raw, idParams);
  const team = await requireTeam(id, user.id);
  const { week } = await parseJson(req, rosterSyncBody);
  try {
    return Response.json(await syncTeamRoster({ team, week }));
  } catch (error) {
    throw providerErrorToApi(error);
  }
});
