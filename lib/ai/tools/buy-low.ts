import "server-only";
import { tool } from "ai";
import { z } from "zod";
import type { NflContext } from "@/lib/ai/data/context";
import { projectedCandidates, ROSTERED_DEPTH } from "@/lib/ai/data/candidates";
import type { BuyLowResult } from "@/lib/ai/tools/types";

// Recent scoring below this share of the projected weekly mean marks a slump worth buying into.
const SLUMP_RATIO = 0.8;

// Buy-low: strong rest-of-season projections whose last games trail them (managers may sell below value).
export function buyLowTool(ctx: NflContext) {
  return tool({
    description: "Buy-low trade candidates: players whose recent scoring trails their rest-of-season projection.",
    inputSchema: z.object({ position: z.enum(["QB", "RB", "WR", "TE"]).nullable().optional() }),
    execute: async ({ position }): Promise<BuyLowResult> => {
      const all = await projectedCandidates(ctx, position ?? null);
      const starters = new Map<string, number>();
      const byRos = [...all].sort((a, b) => b.restMean - a.restMean);
      const strong = byRos.filter((c) => {
        const pos = c.player.season.position;
        const n = (starters.get(pos) ?? 0) + 1;
        starters.set(pos, n);
        return pos !== "K" && n <= (ROSTERED_DEPTH[pos] ?? 20) / 2;
      });
      const candidates = strong
        .filter((c) => c.recent.length >= 2 && !c.projection.bye)
        .map((c) => ({ c, recentAverage: c.recent.reduce((a, b) => a + b, 0) / c.recent.length }))
        .filter(({ c, recentAverage }) => recentAverage < SLUMP_RATIO * c.restWeekly)
        .sort((x, y) => x.recentAverage / x.c.restWeekly - y.recentAverage / y.c.restWeekly)
        .slice(0, 5)
        .map(({ c, recentAverage }) => ({
          ...c.player.ref,
          projection: c.projection,
          recentAverage: Math.round(recentAverage * 10) / 10,
          expectedAverage: Math.round(c.restWeekly * 10) / 10,
          restOfSeasonMean: c.restMean,
        }));
      return { week: ctx.week, candidates };
    },
  });
}
