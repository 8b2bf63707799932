// What the user reads when a tool cannot answer: one plain sentence per tool, never the error itself (the cause
// is logged for the operator).
import type { ToolName } from "@/lib/ai/tools/types";

const SENTENCES: Record<ToolName, string> = {
  comparePlayers: "I couldn't compare those players right now.",
  getPlayerOutlook: "I couldn't get that player's outlook right now.",
  evaluateTrade: "I couldn't price that trade right now.",
  findWaiverTargets: "I couldn't check the waiver wire right now.",
  findBuyLowCandidates: "I couldn't look up buy-low candidates right now.",
  getTeamMatchup: "I couldn't load your matchup right now.",
  getPlayoffOdds: "I couldn't run the playoff odds right now.",
  optimizeLineup: "I couldn't check your lineup right now.",
  getStandings: "I couldn't load the standings right now.",
  getRosterReport: "I couldn't read your roster right now.",
  getTeamProjection: "I couldn't project your team's points right now.",
  getPlayoffScenario: "I couldn't simulate that playoff scenario right now.",
  findTradeIdeas: "I couldn't search for trade ideas right now.",
};

export function failureSentence(toolName: string): string {
  return (SENTENCES as Record<string, string>)[toolName] ?? "I couldn't get that data right now.";
}

/** Logs a tool failure with its cause; returns the sentence the user reads. */
export function reportToolFailure(toolName: string, cause: unknown): string {
  console.error(`[gm-tool] ${toolName} failed:`, cause instanceof Error ? cause.message : String(cause));
  return failureSentence(toolName);
}
