import { parseJson, parseParams, withUser } from "@/lib/api/route";
import { footballNow } from "@/lib/clock";
import { noStore } from "@/lib/api/no-store";
import { requireTeam } from "@/lib/api/team";
import { idParams } from "@/lib/validations/params";
import { waiverAnalysisBody } from "@/lib/validations/decisions";
import { analyzeWaivers } from "@/lib/league-model/decisions/waiver-analysis";

// POST /api/teams/{id}/waiver-analysis — add/drop pairs priced side by side (Δ playoff, bye, title odds)
export const POST = withUser(async ({ req, user, params }) => {
  const { id } = parseParams(params, idParams);
  const body = await parseJson(req, waiverAnalysisBody);
  const team = await requireTeam(id, user.id);
  return noStore(await analyzeWaivers({ team, now: footballNow(team.league), pairs: body.pairs }));
});
