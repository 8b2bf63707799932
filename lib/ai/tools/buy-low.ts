import "server-only";
import { tool } from "ai";
import { z } from "zod";
import type { NflContext } from "@/lib/league-model/team/context";
import { projectedCandidates, ROSTERED_DEPTH, type Candidate } from "@/lib/league-model/team/candidates";
import { gamesBefore, restOfSeason, weekProjection } from "@/lib/league-model/team/projections";
import { resolveItems } from "@/lib/league-model/team/references";
import type { RosterSource } from "@/lib/ai/tools/compare-players";
import type { BuyLowCandidate, BuyLowResult, TradeValueAssessment } from "@/lib/ai/tools/types";

// Recent scoring below this share of the projected weekly mean marks a slump worth buying into; above
// SURGE_RATIO a hot streak worth selling into.
const SLUMP_RATIO = 0.8;
const SURGE_RATIO = 1.25;
const RECENT_GAMES = 3;

const round1 = (n: number) => Math.round(n * 10) / 10;

function candidateRow(c: Candidate, recentAverage: number): BuyLowCandidate {
  return {
    ...c.player.ref,
    projection: c.projection,
    recentAverage: round1(recentAverage),
    expectedAverage: round1(c.restWeekly),
    restOfSeasonMean: c.restMean,
  };
}

// Buy-low: strong rest-of-season projections whose last games trail them (managers may sell below value);
// sell-high: the reverse. With a player: that player's read.
export function buyLowTool(ctx: NflContext, roster: RosterSource | null = null) {
  return tool({
    description:
      "Buy-low or sell-high trade candidates (recent scoring vs rest-of-season " +
      "projection), or the buy-low/sell-high read on one named player.",
    inputSchema: z.object({
      position: z.enum(["QB", "RB", "WR", "TE"]).nullable().optional(),
      mode: z.enum(["buy-low", "sell-high"]).optional(),
      player: z
        .string()
        .min(2)
        .max(60)
        .optional()
        .describe('A player the user asks about ("Is Bijan Robinson a buy-low?")'),
    }),
    execute: async ({ position, mode = "buy-low", player }): Promise<BuyLowResult> => {
      if (player) {
        const league = roster ? await roster() : null;
        const { found, notFound } = await resolveItems(ctx, [player], league);
        const p = found[0];
        if (!p) return { week: ctx.week, mode, candidates: [], assessment: null, notFound };
        const recent = gamesBefore(p.season, ctx.week, ctx.scoring)
          .slice(-RECENT_GAMES)
          .map((g) => g.points);
        const ros = restOfSeason(p.season, ctx.week, ctx.lastWeek, ctx.scoring, p.ref.injuryStatus);
        const restWeekly = ros.weeks > 0 ? ros.mean / ros.weeks : 0;
        const recentAverage = recent.length ? recent.reduce((a, b) => a + b, 0) / recent.length : 0;
        const ratio = restWeekly > 0 ? recentAverage / restWeekly : 0;
        const verdict: TradeValueAssessment["verdict"] =
          restWeekly <= 0 || recent.length < 2
            ? "hold"
            : ratio < SLUMP_RATIO
              ? "buy-low"
              : ratio > SURGE_RATIO
                ? "sell-high"
                : "hold";
        const assessment: TradeValueAssessment = {
          ...p.ref,
          projection: weekProjection(p.season, ctx.week, ctx.scoring, p.ref.injuryStatus),
          recentAverage: round1(recentAverage),
          expectedAverage: round1(restWeekly),
          restOfSeasonMean: ros.mean,
          verdict,
          ratio: Math.round(ratio * 100) / 100,
        };
        return {
          week: ctx.week,
          mode: verdict === "sell-high" ? "sell-high" : "buy-low",
          candidates: [],
          assessment,
          notFound,
        };
      }
      const all = await projectedCandidates(ctx, position ?? null);
      const counts = new Map<string, number>();
      const strong = [...all]
        .sort((a, b) => b.restMean - a.restMean)
        .filter((c) => {
          const pos = c.player.season.position;
          const n = (counts.get(pos) ?? 0) + 1;
          counts.set(pos, n);
          return pos !== "K" && n <= (ROSTERED_DEPTH[pos] ?? 20) / 2;
        });
      const rows = strong
        .filter((c) => c.recent.length >= 2 && !c.projection.bye && c.restWeekly > 0)
        .map((c) => ({ c, recentAverage: c.recent.reduce((a, b) => a + b, 0) / c.recent.length }))
        .map((r) => ({ ...r, ratio: r.recentAverage / r.c.restWeekly }));
      const picked =
        mode === "sell-high"
          ? rows.filter((r) => r.ratio > SURGE_RATIO).sort((x, y) => y.ratio - x.ratio)
          : rows.filter((r) => r.ratio < SLUMP_RATIO).sort((x, y) => x.ratio - y.ratio);
      return {
        week: ctx.week,
        mode,
        candidates: picked.slice(0, 5).map((r) => candidateRow(r.c, r.recentAverage)),
        assessment: null,
        notFound: [],
      };
    },
  });
}
