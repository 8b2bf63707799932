import { z } from "zod";
import { ApiError } from "@/lib/api/errors";
import { parseJson, parseParams, withUser } from "@/lib/api/route";
import { footballNow } from "@/lib/clock";
import { idParam, noStore, requireTeam, teamParams, weekSchema } from "@/lib/dashboard/http";
import { teamWhatIf } from "@/lib/league/analytics";

const body = z.object({
  forced: z
    .array(z.object({ week: weekSchema, home: idParam, away: idParam, result: z.enum(["home", "away", "tie"], { message: "result must be home, away or tie" }) }))
    .min(1, "Force at least one result")
    .max(60, "At most 60 forced results"),
});

// POST /api/teams/{id}/what-if — every team's odds with chosen remaining results forced, vs the baseline
export const POST = withUser(async ({ req, user, params }) => {
  const { id } = parseParams(params, teamParams);
  const { forced } = await parseJson(req, body);
  const team = await requireTeam(id, user.id);
  const result = await teamWhatIf({ team, forced, now: footballNow() });
  if (!result) throw new ApiError("unprocessable", "A forced game is not on the remaining schedule, or the league cannot be simulated");
  return noStore(result);
});
