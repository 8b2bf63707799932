import { parseJson, parseParams, withUser } from "@/lib/api/route";
import { footballNow } from "@/lib/clock";
import { noStore, requireTeam, teamParams } from "@/lib/dashboard/http";
import { tradeEvaluateBody } from "@/lib/decisions/schemas";
import { evaluateTradeView } from "@/lib/decisions/trades";

// POST /api/teams/{id}/trades/evaluate — both teams' Δ playoff and title odds for a proposed trade, with a verdict
export const POST = withUser(async ({ req, user, params }) => {
  const { id } = parseParams(params, teamParams);
  const body = await parseJson(req, tradeEvaluateBody);
  const team = await requireTeam(id, user.id);
  return noStore(await evaluateTradeView({ team, now: footballNow(), partnerId: body.partnerId, give: body.give, get: body.get }));
});
