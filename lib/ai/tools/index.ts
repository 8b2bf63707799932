import "server-only";
import type { NflContext } from "@/lib/ai/data/context";
import { buyLowTool } from "@/lib/ai/tools/buy-low";
import { comparePlayersTool } from "@/lib/ai/tools/compare-players";
import { evaluateTradeTool } from "@/lib/ai/tools/evaluate-trade";
import { playerOutlookTool } from "@/lib/ai/tools/player-outlook";
import { waiverTargetsTool } from "@/lib/ai/tools/waiver-targets";

// The anonymous landing chat: real NFL data, PPR, no league.
export function landingTools(ctx: NflContext) {
  return {
    comparePlayers: comparePlayersTool(ctx),
    getPlayerOutlook: playerOutlookTool(ctx),
    evaluateTrade: evaluateTradeTool(ctx),
    findWaiverTargets: waiverTargetsTool(ctx),
    findBuyLowCandidates: buyLowTool(ctx),
  };
}
