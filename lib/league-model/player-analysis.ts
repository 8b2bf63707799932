import { getPlayerAnalysis } from "@/lib/db/queries/player-analyses";
import type { PlayerAnalysis } from "@/lib/league-model/player-types";

const NOT_GENERATED: PlayerAnalysis = {
  status: "not_generated",
  recommendation: null,
  confidence: null,
  summaryText: null,
  overallScore: null,
  volatility: null,
  generatedAt: null,
  decisionDrivers: [],
  citations: [],
};

// The stored AI analysis of one player in one league and week, as GET /api/players/{id}/ai-analysis answers it;
// the player page renders the same answer on the server.
export async function storedPlayerAnalysis(args: {
  playerId: string;
  leagueId: string;
  week: number;
}): Promise<PlayerAnalysis> {
  const stored = await getPlayerAnalysis(args);
  if (!stored) return NOT_GENERATED;
  // The result was validated against the analysis schema when it was generated and stored.
  const result = stored.result as Omit<PlayerAnalysis, "status" | "generatedAt">;
  return { status: "cached", ...result, generatedAt: stored.generatedAt.toISOString() };
}
