import "server-only";
import { tool } from "ai";
import { z } from "zod";
import { footballNow, playerNews } from "@/lib/nfl";
import { resolvePlayers, type NflContext } from "@/lib/ai/data/context";
import { gamesBefore, restOfSeason, weekProjection } from "@/lib/ai/data/projections";
import { scoreFor } from "@/lib/ai/data/player-score";
import type { PlayerOutlookResult } from "@/lib/ai/tools/types";

// A player's outlook: this week's range, recent games, rest of season, the 0–100 score and the news behind it.
export function playerOutlookTool(ctx: NflContext) {
  return tool({
    description: "A player's outlook: this week's projection range, recent games, rest-of-season projection, 0-100 GM score with its drivers, and recent news with links.",
    inputSchema: z.object({ player: z.string().min(2).max(60).describe("The player's name as the user wrote it") }),
    execute: async ({ player }): Promise<PlayerOutlookResult> => {
      const { found, notFound } = await resolvePlayers(ctx, [player]);
      const p = found[0];
      if (!p) {
        return { player: null, week: ctx.week, projection: null, recent: [], seasonAverage: null, gamesPlayed: 0, restOfSeason: null, score: null, news: [], notFound };
      }
      const games = gamesBefore(p.season, ctx.week, ctx.scoring);
      const total = games.reduce((sum, g) => sum + g.points, 0);
      const ros = restOfSeason(p.season, ctx.week, ctx.lastWeek, ctx.scoring, p.ref.injuryStatus);
      const news = playerNews({ ...p.season.ref, name: p.ref.name, season: ctx.season, now: footballNow() }).slice(0, 3);
      return {
        player: p.ref,
        week: ctx.week,
        projection: weekProjection(p.season, ctx.week, ctx.scoring, p.ref.injuryStatus),
        recent: games.slice(-3),
        seasonAverage: games.length ? Math.round((total / games.length) * 10) / 10 : null,
        gamesPlayed: games.length,
        restOfSeason: ros.weeks > 0 ? { weeks: ros.weeks, mean: ros.mean } : null,
        score: scoreFor(ctx, p, games, ros.means),
        news: news.map((n) => ({ headline: n.headline, source: n.source, url: n.url, publishedAt: n.publishedAt.toISOString() })),
        notFound,
      };
    },
  });
}
