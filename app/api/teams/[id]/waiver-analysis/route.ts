import { parseJson, parseParams, withUser } from "@/lib/api/route";
import { footballNow } from "@/lib/clock";
import { noStore, requireTeam, teamParams } from "@/lib/dashboard/http";
import { waiverAnalysisBody } from "@/lib/decisions/schemas";
import { analyzeWaivers } from "@/lib/decisions/waiver-analysis";

// POST /api/teams/{id}/waiver-analysis — add/drop pairs priced side by side (Δ playoff, bye, title odds)
export const POST = withUser(async ({ req, user, params }) => {
  const { id } = parseParams(params, teamParams);
  const body = await parseJson(req, waiverAnalysisBody);
  const team = await requireTeam(id, user.id);
  return noStore(await analyzeWaivers({ team, now: footballNow(), pairs: body.pairs }));
});
