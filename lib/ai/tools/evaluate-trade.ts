import "server-only";
import { tool } from "ai";
import { z } from "zod";
import { resolvePlayers, type NflContext } from "@/lib/ai/data/context";
import { restOfSeason, weekProjection } from "@/lib/ai/data/projections";
import type { EvaluateTradeResult, TradeSide } from "@/lib/ai/tools/types";
import type { LeagueTrades } from "@/lib/ai/data/league-actions";

const names = z.array(z.string().min(2).max(60)).min(1).max(4);
// Within this share of each other, rest-of-season value is a wash.
const FAIR_BAND = 0.1;

// Trade A for B: rest-of-season value of both sides; with a league, each team's Δ playoff odds from the engine.
export function evaluateTradeTool(ctx: NflContext, league: LeagueTrades | null = null) {
  return tool({
    description: "Evaluate a trade: the players the user gives and gets. Returns rest-of-season projected points per side and, in a league, both teams' change in playoff odds and a verdict.",
    inputSchema: z.object({ give: names.describe("Players the user sends away"), get: names.describe("Players the user receives") }),
    execute: async ({ give, get }): Promise<EvaluateTradeResult> => {
      const a = await resolvePlayers(ctx, give);
      const b = await resolvePlayers(ctx, get);
      const side = (found: typeof a.found): TradeSide => ({
        players: found.map((p) => ({ ...p.ref, projection: weekProjection(p.season, ctx.week, ctx.scoring, p.ref.injuryStatus) })),
        restOfSeasonPoints: Math.round(found.reduce((sum, p) => sum + restOfSeason(p.season, ctx.week, ctx.lastWeek, ctx.scoring, p.ref.injuryStatus).mean, 0) * 10) / 10,
      });
      const giveSide = side(a.found);
      const getSide = side(b.found);
      const base = { give: giveSide, get: getSide, notFound: [...a.notFound, ...b.notFound] };
      if (league && a.found.length && b.found.length) {
        const priced = await league.priceTrade(a.found.map((p) => p.ref.id), b.found.map((p) => p.ref.id));
        if (priced) return { ...base, ...priced };
      }
      const diff = getSide.restOfSeasonPoints - giveSide.restOfSeasonPoints;
      const scale = Math.max(giveSide.restOfSeasonPoints, getSide.restOfSeasonPoints, 1);
      const verdict = Math.abs(diff) <= FAIR_BAND * scale ? "fair" : diff > 0 ? "accept" : "decline";
      return { ...base, partnerTeam: null, myDeltaPlayoffOdds: null, partnerDeltaPlayoffOdds: null, verdict };
    },
  });
}
