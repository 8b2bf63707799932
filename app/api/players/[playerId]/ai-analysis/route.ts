import { withUser, parseParams, parseQuery } from "@/lib/api/route";
import { ApiError } from "@/lib/api/errors";
import { requireLeague } from "@/lib/api/league";
import { findPlayerById } from "@/lib/db/queries/players";
import { storedPlayerAnalysis } from "@/lib/league-model/player-analysis";
import { footballNow } from "@/lib/nfl";
import { resolveWeek } from "@/lib/rules/current-week";
import { analysisQuery } from "@/lib/validations/players";
import { playerParams } from "@/lib/validations/params";

// GET /api/players/{playerId}/ai-analysis?leagueId=&week= — the stored analysis (cached) or not_generated
export const GET = withUser(async ({ req, user, params }) => {
  const { playerId } = parseParams(params, playerParams);
  const { leagueId, week: asked } = parseQuery(req, analysisQuery);
  const { league } = await requireLeague(leagueId, user.id);
  if (!(await findPlayerById({ playerId }))) throw new ApiError("not_found", "Player not found");
  const week = asked ?? resolveWeek(league, footballNow(league)).week;
  return Response.json(await storedPlayerAnalysis({ playerId, leagueId: league.id, week }));
});
