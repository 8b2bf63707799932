import { parseParams, parseQuery, withUser } from "@/lib/api/route";
import { footballNow } from "@/lib/clock";
import { noStore, requireTeam, teamParams } from "@/lib/dashboard/http";
import { waiversQuery } from "@/lib/decisions/schemas";
import { waiversView } from "@/lib/decisions/waivers";

// GET /api/teams/{id}/waivers — free agents ranked by Δ playoff odds, with FAAB bids (filters, search, pages)
export const GET = withUser(async ({ req, user, params }) => {
  const { id } = parseParams(params, teamParams);
  const q = parseQuery(req, waiversQuery);
  const team = await requireTeam(id, user.id);
  const filters = { position: q.position ?? null, q: q.q || null, playable: q.available ?? false, hideInjured: q.hideInjured ?? false, page: q.page, pageSize: q.pageSize };
  return noStore(await waiversView({ team, now: footballNow(), filters }));
});
