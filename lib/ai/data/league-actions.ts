// What the tools need from a connected league beyond the NFL data: pricing through the engine's
// season simulation. Implemented in lib/ai/data/league-context.ts; absent for the anonymous landing chat.
import type { Candidate } from "@/lib/ai/data/candidates";
import type { EvaluateTradeResult, WaiverTarget } from "@/lib/ai/tools/types";

export interface LeagueTrades {
  priceTrade(
    givePlayerIds: string[],
    getPlayerIds: string[],
  ): Promise<Pick<
    EvaluateTradeResult,
    "partnerTeam" | "partnerTeamId" | "myDeltaPlayoffOdds" | "partnerDeltaPlayoffOdds" | "verdict"
  > | null>;
}

export interface LeagueWaivers {
  faabRemaining: number | null;
  /** Player ids rostered anywhere in the league (not available on waivers). */
  rosteredIds: Set<string>;
  /** Prices each candidate as a claim (drop the weakest player at the position); best Δ playoff odds first. */
  priceClaims(candidates: Candidate[]): Promise<WaiverTarget[]>;
}
