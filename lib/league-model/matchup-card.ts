import "server-only";
// The dashboard's matchup card: the view model's numbers with the GM's prose written from those same numbers.
import type { TeamWithLeagueRow } from "@/lib/db/queries/teams";
import type { Matchup } from "@/lib/league-model/types";
import { teamMatchupNumbers } from "@/lib/league-model/matchup";
import { boomBustAnalysis, matchupCommentary } from "../ai/matchup-commentary";

export async function teamMatchup(args: { team: TeamWithLeagueRow; week: number; now: Date }): Promise<Matchup> {
  const { analysis, boomBust: range, ...card } = await teamMatchupNumbers(args);
  const { floor, ceiling } = range;
  const projected = card.yourTeam.projectedScore;
  const opponentProjected = card.opponent?.projectedScore ?? null;
  // Every sentence quotes the card's own numbers (scores, gap, win %, range), never a second computation.
  const boomBust = { analysis: boomBustAnalysis({ projected, opponentProjected, floor, ceiling }), floor, ceiling };
  const aiCommentary =
    card.winProbability === null
      ? `No win probability yet: ${card.projectionGap?.message ?? "no projection for this week's starters."}`
      : analysis && card.opponent
        ? matchupCommentary(analysis, {
            team: card.yourTeam.name,
            opponent: card.opponent.name,
            winProbability: card.winProbability,
            projected,
            opponentProjected: card.opponent.projectedScore,
            floor,
            ceiling,
          })
        : `${card.yourTeam.name} has no opponent this week. ${boomBust.analysis}`;
  return { ...card, aiCommentary, boomBust };
}
