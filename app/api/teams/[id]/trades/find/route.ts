import { parseParams, parseQuery, withUser } from "@/lib/api/route";
import { footballNow } from "@/lib/clock";
import { noStore } from "@/lib/api/no-store";
import { requireTeam } from "@/lib/api/team";
import { idParams } from "@/lib/validations/params";
import { tradeFindQuery } from "@/lib/validations/decisions";
import { findTradesView } from "@/lib/league-model/decisions/trades";

// GET /api/teams/{id}/trades/find?partner=&position= — trades that raise both teams' playoff odds
export const GET = withUser(async ({ req, user, params }) => {
  const { id } = parseParams(params, idParams);
  const q = parseQuery(req, tradeFindQuery);
  const team = await requireTeam(id, user.id);
  return noStore(
    await findTradesView({
      team,
      now: footballNow(team.league),
      partnerId: q.partner ?? null,
      position: q.position ?? null,
    }),
  );
});
