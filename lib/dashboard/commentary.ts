import "server-only";

// The matchup's "GM's Analysis" line. The AI area owns the prose (lib/ai/matchup-commentary.ts); until a
// model-written line is available this restates the engine's numbers, so nothing shown is invented.
export async function matchupCommentary(input: { teamName: string; opponentName: string | null; winProbability: number; analysis: string }): Promise<string> {
  if (!input.opponentName) return `${input.teamName} has no opponent this week. ${input.analysis}`;
  const lean = input.winProbability >= 60 ? "favored" : input.winProbability <= 40 ? "the underdog" : "in a toss-up";
  return `${input.teamName} is ${lean} against ${input.opponentName} at ${Math.round(input.winProbability)}% to win. ${input.analysis}`;
}
