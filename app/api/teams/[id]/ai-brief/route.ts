import { z } from "zod";
import type { Prisma } from "@/generated/prisma/client";
import { withUser, parseParams, parseQuery } from "@/lib/api/route";
import { requireTeam, teamParams, weekSchema } from "@/lib/dashboard/http";
import { getCachedBrief, saveBrief } from "@/lib/db/queries/ai";
import { buildBrief } from "@/lib/ai/brief";
import { footballNow } from "@/lib/nfl";
import { resolveWeek } from "@/lib/rules/current-week";

const CACHE_MS = 5 * 60 * 1000;
const query = z.object({ week: weekSchema.optional() });

// GET /api/teams/{id}/ai-brief?week=N — GM's Brief, ranked by the engine's Δ playoff odds; cached 5 minutes
export const GET = withUser(async ({ req, user, params }) => {
  const { id } = parseParams(params, teamParams);
  const { week: asked } = parseQuery(req, query);
  const team = await requireTeam(id, user.id);
  const week = asked ?? resolveWeek(team.league, footballNow()).week;
  const cached = await getCachedBrief({ teamId: team.id, week, since: new Date(Date.now() - CACHE_MS) });
  if (cached) return Response.json(cached.result);
  const brief = await buildBrief(team, week);
  await saveBrief({ teamId: team.id, week, result: brief as unknown as Prisma.InputJsonValue });
  return Response.json(brief);
});
