import "server-only";
import { tool } from "ai";
import { z } from "zod";
import { winProbability } from "@/lib/engine";
import type { NflContext } from "@/lib/league-model/team/context";
import { distributionFor, restOfSeason, restOfSeasonFigure, weekProjection } from "@/lib/league-model/team/projections";
import { weekGame } from "@/lib/league-model/team/game-status";
import { seasonWeeks } from "@/lib/nfl/season";
import { WEEK_INPUT, resolveWeekInput } from "@/lib/ai/tools/week-input";
import { resolveItems, type RosterEntry } from "@/lib/league-model/team/references";
import type { ComparedPlayer, ComparePlayersResult } from "@/lib/ai/tools/types";

export type RosterSource = () => Promise<{ roster: RosterEntry[]; teamId: string }>;

const REFERENCE_HELP =
  "Player names as the user wrote them, or references to the user's roster: " +
  '"my RB1", "my WR2", "my FLEX", "my bench".';

// Start/sit or a comparison between named players (or the user's own roster spots): this week, next week or the
// rest of the season. A game that has started counts the points already scored.
export function comparePlayersTool(ctx: NflContext, roster: RosterSource | null = null) {
  return tool({
    description:
      "Compare two to four players for start/sit this week or next week, or for " +
      "the rest of the season: projected points, floor, ceiling, rest-of-season " +
      "points, the chance the first outscores the second, and points already scored " +
      "when a game has started.",
    inputSchema: z.object({
      players: z.array(z.string().min(2).max(60)).min(1).max(4).describe(REFERENCE_HELP),
      horizon: z.enum(["week", "next-week", "rest-of-season"]).optional().describe("Default: this week"),
      week: WEEK_INPUT.describe('For a start/sit in a named week: a week number or "next"; omit for this week'),
    }),
    execute: async ({ players, horizon = "week", week: asked }): Promise<ComparePlayersResult> => {
      const league = roster ? await roster() : null;
      const { found, notFound, notes } = await resolveItems(ctx, players, league);
      const named = asked === undefined || asked === null ? null : resolveWeekInput(asked, ctx.week);
      const week = Math.min(
        named !== null && named >= ctx.week ? named : horizon === "next-week" ? ctx.week + 1 : ctx.week,
        seasonWeeks(ctx.season),
      );
      const rows = await Promise.all(
        found.map(async (p) => {
          const injury = week === ctx.week ? p.ref.injuryStatus : null;
          const dist = distributionFor(p.season, week, ctx.scoring, injury);
          const game =
            week === ctx.week ? await weekGame(ctx, p) : { status: "pre" as const, scored: null, expected: null };
          const ros = restOfSeason(p.season, ctx.week, ctx.lastWeek, ctx.scoring, p.ref.injuryStatus);
          const compared: ComparedPlayer = {
            ...p.ref,
            projection: weekProjection(p.season, week, ctx.scoring, injury),
            restOfSeason: restOfSeasonFigure(ros),
            scoredThisWeek: game.scored,
            gameStatus: game.status,
          };
          // A final game is what it is; a live one is the roster card's live blend.
          const weekValue = game.expected ?? dist.mean;
          return {
            p,
            dist,
            compared,
            value: horizon === "rest-of-season" ? ros.mean : weekValue,
            final: game.status === "final",
          };
        }),
      );
      const unique = rows.filter((r, i) => rows.findIndex((x) => x.p.ref.id === r.p.ref.id) === i);
      unique.sort((a, b) => b.value - a.value);
      const [a, b] = unique;
      const line = (r: NonNullable<typeof a>) => [
        { id: r.p.ref.id, position: r.p.season.position, nflTeam: r.p.ref.nflTeam, dist: r.dist },
      ];
      const prob =
        a && b && horizon !== "rest-of-season" && a.compared.gameStatus === "pre" && b.compared.gameStatus === "pre"
          ? Math.round(winProbability(line(a), line(b)) * 1000) / 1000
          : null;
      return {
        week,
        horizon,
        scoring: ctx.scoring.label,
        players: unique.map((r) => r.compared),
        probFirstOutscores: prob,
        notFound,
        notes,
      };
    },
  });
}
