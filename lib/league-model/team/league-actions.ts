// What the tools need from a connected league beyond the NFL data: pricing through the engine's
// season simulation. Implemented in lib/league-model/team/league-context.ts; absent for the anonymous landing chat.
import type { Candidate } from "@/lib/league-model/team/candidates";
import type { ResolvedPlayer } from "@/lib/league-model/team/context";
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
  /** True for a player no team in the league rosters (the waiver wire). */
  isAvailable(player: ResolvedPlayer): boolean;
  /** The best claims among `candidates` as /waivers prices them (lib/league-model/team/waiver-claims); best Δ first. */
  priceClaims(candidates: Candidate[]): Promise<WaiverTarget[]>;
}
