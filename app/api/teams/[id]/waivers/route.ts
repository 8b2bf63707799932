import { parseParams, parseQuery, withUser } from "@/lib/api/route";
import { footballNow } from "@/lib/clock";
import { noStore } from "@/lib/api/no-store";
import { requireTeam } from "@/lib/api/team";
import { idParams } from "@/lib/validations/params";
import { waiversQuery } from "@/lib/validations/decisions";
import { waiversView } from "@/lib/league-model/decisions/waivers";

// GET /api/teams/{id}/waivers — free agents ranked by Δ playoff odds, with FAAB bids (filters, search, pages)
export const GET = withUser(async ({ req, user, params }) => {
  const { id } = parseParams(params, idParams);
  const q = parseQuery(req, waiversQuery);
  const team = await requireTeam(id, user.id);
  const filters = {
    position: q.position ?? null,
    q: q.q || null,
    playable: q.available ?? false,
    hideInjured: q.hideInjured ?? false,
    page: q.page,
    pageSize: q.pageSize,
  };
  return noStore(await waiversView({ team, now: footballNow(team.league), filters }));
});
