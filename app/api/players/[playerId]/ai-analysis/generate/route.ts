import type { Prisma } from "@/generated/prisma/client";
import { withUser, parseJson, parseParams } from "@/lib/api/route";
import { ApiError } from "@/lib/api/errors";
import { getTeamWithLeague } from "@/lib/db/queries/teams";
import { requireLeague } from "@/lib/api/league";
import { savePlayerAnalysis } from "@/lib/db/queries/player-analyses";
import { analyzePlayer } from "@/lib/ai/player-analysis";
import { generateBody } from "@/lib/validations/players";
import { playerParams } from "@/lib/validations/params";

// POST /api/players/{playerId}/ai-analysis/generate — build the analysis from the engine and store it
export const POST = withUser(async ({ req, user, params }) => {
  const { playerId } = parseParams(params, playerParams);
  const { leagueId, week } = await parseJson(req, generateBody);
  const { league, myTeamId } = await requireLeague(leagueId, user.id);
  const team = myTeamId ? await getTeamWithLeague({ teamId: myTeamId, userId: user.id }) : null;
  const analysis = await analyzePlayer({ playerId, league, team, week });
  if (!analysis) throw new ApiError("not_found", "Player not found");
  const generatedAt = await savePlayerAnalysis({
    playerId,
    leagueId: league.id,
    week,
    result: analysis.result as unknown as Prisma.InputJsonValue,
    model: analysis.model,
  });
  return Response.json({ status: "generated", ...analysis.result, generatedAt: generatedAt.toISOString() });
});
