import "server-only";
import { tool } from "ai";
import { z } from "zod";
import type { NflContext } from "@/lib/ai/data/context";
import { likelyAvailable, projectedCandidates } from "@/lib/ai/data/candidates";
import type { LeagueWaivers } from "@/lib/ai/data/league-actions";
import type { WaiverTarget, WaiverTargetsResult } from "@/lib/ai/tools/types";

const POSITION = z.enum(["QB", "RB", "WR", "TE", "K"]);

// Waiver targets ranked by rest-of-season value; in a FAAB league with the engine's Δ playoff odds and bids.
export function waiverTargetsTool(ctx: NflContext, leagueWaivers: (() => Promise<LeagueWaivers>) | null = null) {
  return tool({
    description: "Best waiver-wire pickups, optionally at one position, with projections, rest-of-season value and (in a league) the FAAB bid and change in playoff odds.",
    inputSchema: z.object({ position: POSITION.nullable().optional().describe("QB, RB, WR, TE or K; omit for any") }),
    execute: async ({ position }): Promise<WaiverTargetsResult> => {
      const league = leagueWaivers ? await leagueWaivers() : null;
      const all = await projectedCandidates(ctx, position ?? null);
      const available = league ? all.filter((c) => !league.rosteredIds.has(c.player.ref.id)) : likelyAvailable(all);
      const ranked = available.sort((a, b) => b.restMean - a.restMean).slice(0, league ? 8 : 5);
      if (league) {
        const targets = (await league.priceClaims(ranked)).slice(0, 5);
        return { position: position ?? null, week: ctx.week, faabRemaining: league.faabRemaining, targets };
      }
      const targets: WaiverTarget[] = ranked.map((c) => ({
        ...c.player.ref,
        projection: c.projection,
        restOfSeasonMean: c.restMean,
        percentOwned: c.player.percentOwned,
        deltaPlayoffOdds: null,
        bid: null,
        drop: null,
      }));
      return { position: position ?? null, week: ctx.week, faabRemaining: null, targets };
    },
  });
}
