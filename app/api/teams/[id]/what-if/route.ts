import { ApiError } from "@/lib/api/errors";
import { parseJson, parseParams, withUser } from "@/lib/api/route";
import { footballNow } from "@/lib/clock";
import { noStore } from "@/lib/api/no-store";
import { requireTeam } from "@/lib/api/team";
import { idParams } from "@/lib/validations/params";
import { whatIfBody } from "@/lib/validations/teams";
import { teamWhatIf } from "@/lib/league-model/league-pages/analytics";

// POST /api/teams/{id}/what-if — every team's odds with chosen remaining results forced, vs the baseline
export const POST = withUser(async ({ req, user, params }) => {
  const { id } = parseParams(params, idParams);
  const { forced } = await parseJson(req, whatIfBody);
  const team = await requireTeam(id, user.id);
  const result = await teamWhatIf({ team, forced, now: footballNow(team.league) });
  if (!result)
    throw new ApiError(
      "unprocessable",
      "A forced game is not on the remaining schedule, or the league cannot be simulated",
    );
  return noStore(result);
});
