import type { Prisma } from "@/generated/prisma/client";
import { withUser, parseParams, parseQuery } from "@/lib/api/route";
import { requireTeamWeek } from "@/lib/api/team";
import { idParams, weekQuery } from "@/lib/validations/params";
import { getCachedBrief, saveBrief } from "@/lib/db/queries/briefs";
import { buildBrief } from "@/lib/ai/brief";
import { cachedView } from "@/lib/league-model/cached-view";

const CACHE_MS = 5 * 60 * 1000;

// GET /api/teams/{id}/ai-brief?week=N — GM's Brief, ranked by the engine's Δ playoff odds; cached 5 minutes
export const GET = withUser(async ({ req, user, params }) => {
  const { id } = parseParams(params, idParams);
  const { week: asked } = parseQuery(req, weekQuery);
  const { team, now, week } = await requireTeamWeek(id, user.id, asked);
  return cachedView({ view: "ai-brief", ids: [team.id, week], league: team.league, now }, async () => {
    const cached = await getCachedBrief({ teamId: team.id, week, since: new Date(Date.now() - CACHE_MS) });
    if (cached) return cached.result;
    const brief = await buildBrief(team, week);
    await saveBrief({ teamId: team.id, week, result: brief as unknown as Prisma.InputJsonValue });
    return brief;
  });
});
