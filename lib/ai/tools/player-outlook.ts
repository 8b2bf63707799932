import "server-only";
import { tool } from "ai";
import { z } from "zod";
import { byeWeeks, playerNews } from "@/lib/nfl";
import type { NflContext } from "@/lib/league-model/team/context";
import { gamesBefore, restOfSeason, restOfSeasonFigure, weekProjection } from "@/lib/league-model/team/projections";
import { scoreFor } from "@/lib/league-model/team/player-score";
import { weekGame } from "@/lib/league-model/team/game-status";
import { resolveItems } from "@/lib/league-model/team/references";
import type { RosterSource } from "@/lib/ai/tools/compare-players";
import type { PlayerOutlookResult } from "@/lib/ai/tools/types";
import { WEEK_INPUT, resolveWeekInput } from "@/lib/ai/tools/week-input";

// A player's outlook: this week's range, bye and injury status, recent games, rest of season, the 0–100 score and news.
export function playerOutlookTool(ctx: NflContext, roster: RosterSource | null = null) {
  return tool({
    description:
      "A player's outlook: bye week and injury status, this week's projection range " +
      "and game status, recent games, rest-of-season projection, 0-100 GM score " +
      "with its drivers, and recent news with links.",
    inputSchema: z.object({
      player: z
        .string()
        .min(2)
        .max(60)
        .describe('The player\'s name as the user wrote it, or a roster reference like "my QB1"'),
      focus: z
        .enum(["outlook", "status", "rest-of-season"])
        .optional()
        .describe("status: bye/injury question; rest-of-season: long-term view"),
      week: WEEK_INPUT,
    }),
    execute: async ({ player, focus = "outlook", week }): Promise<PlayerOutlookResult> => {
      const target = resolveWeekInput(week, ctx.week);
      const league = roster ? await roster() : null;
      const { found, notFound } = await resolveItems(ctx, [player], league);
      const p = found[0];
      if (!p) {
        return {
          player: null,
          focus,
          week: target,
          byeWeek: null,
          gameStatus: null,
          projection: null,
          recent: [],
          seasonAverage: null,
          gamesPlayed: 0,
          restOfSeason: null,
          score: null,
          news: [],
          notFound,
        };
      }
      const games = gamesBefore(p.season, ctx.week, ctx.scoring);
      const total = games.reduce((sum, g) => sum + g.points, 0);
      const ros = restOfSeason(p.season, ctx.week, ctx.lastWeek, ctx.scoring, p.ref.injuryStatus);
      const news = playerNews({ ...p.season.ref, name: p.ref.name, season: ctx.season, now: ctx.now }).slice(0, 3);
      const bye = p.ref.nflTeam ? byeWeeks(ctx.season)[p.ref.nflTeam] : undefined;
      const projection = weekProjection(p.season, target, ctx.scoring, p.ref.injuryStatus);
      // Another week's game has not started: its status is "pre" (or a bye).
      const gameStatus = target === ctx.week ? (await weekGame(ctx, p)).status : projection.bye ? "bye" : "pre";
      return {
        player: p.ref,
        focus,
        week: target,
        byeWeek: bye ?? p.season.weeks.find((w) => w.isBye)?.week ?? null,
        gameStatus,
        projection,
        recent: games.slice(-3),
        seasonAverage: games.length ? Math.round((total / games.length) * 10) / 10 : null,
        gamesPlayed: games.length,
        restOfSeason: ros.weeks > 0 ? restOfSeasonFigure(ros) : null,
        score: scoreFor(ctx, p, games, ros.means),
        news: news.map((n) => ({
          headline: n.headline,
          source: n.source,
          url: n.url,
          publishedAt: n.publishedAt.toISOString(),
        })),
        notFound,
      };
    },
  });
}
