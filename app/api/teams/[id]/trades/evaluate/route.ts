import { parseJson, parseParams, withUser } from "@/lib/api/route";
import { footballNow } from "@/lib/clock";
import { noStore } from "@/lib/api/no-store";
import { requireTeam } from "@/lib/api/team";
import { idParams } from "@/lib/validations/params";
import { tradeEvaluateBody } from "@/lib/validations/decisions";
import { evaluateTradeView } from "@/lib/league-model/decisions/trades";

// POST /api/teams/{id}/trades/evaluate — both teams' Δ playoff and title odds for a proposed trade, with a verdict
export const POST = withUser(async ({ req, user, params }) => {
  const { id } = parseParams(params, idParams);
  const body = await parseJson(req, tradeEvaluateBody);
  const team = await requireTeam(id, user.id);
  return noStore(
    await evaluateTradeView({
      team,
      now: footballNow(team.league),
      partnerId: body.partnerId,
      give: body.give,
      get: body.get,
    }),
  );
});
