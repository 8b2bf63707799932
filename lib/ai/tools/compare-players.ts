import "server-only";
import { tool } from "ai";
import { z } from "zod";
import { winProbability } from "@/lib/engine";
import { resolvePlayers, type NflContext } from "@/lib/ai/data/context";
import { distributionFor, weekProjection } from "@/lib/ai/data/projections";
import type { ComparePlayersResult, ProjectedPlayer } from "@/lib/ai/tools/types";

// Start/sit between named players for the current week.
export function comparePlayersTool(ctx: NflContext) {
  return tool({
    description: "Compare two or three players for start/sit this week: projected points, floor, ceiling and the chance each outscores the other.",
    inputSchema: z.object({ players: z.array(z.string().min(2).max(60)).min(2).max(3).describe("Player names as the user wrote them") }),
    execute: async ({ players }): Promise<ComparePlayersResult> => {
      const { found, notFound } = await resolvePlayers(ctx, players);
      const rows = found.map((p) => ({
        p,
        dist: distributionFor(p.season, ctx.week, ctx.scoring, p.ref.injuryStatus),
        projected: { ...p.ref, projection: weekProjection(p.season, ctx.week, ctx.scoring, p.ref.injuryStatus) } satisfies ProjectedPlayer,
      }));
      rows.sort((a, b) => b.dist.mean - a.dist.mean);
      const [a, b] = rows;
      const line = (r: NonNullable<typeof a>) => [{ id: r.p.ref.id, position: r.p.season.position, nflTeam: r.p.ref.nflTeam, dist: r.dist }];
      return {
        week: ctx.week,
        scoring: ctx.scoring.label,
        players: rows.map((r) => r.projected),
        probFirstOutscores: a && b ? Math.round(winProbability(line(a), line(b)) * 1000) / 1000 : null,
        notFound,
      };
    },
  });
}
