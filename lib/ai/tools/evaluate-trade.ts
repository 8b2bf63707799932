import "server-only";
import { tool } from "ai";
import { z } from "zod";
import type { NflContext, ResolvedPlayer } from "@/lib/league-model/team/context";
import { restOfSeason, weekProjection } from "@/lib/league-model/team/projections";
import { resolveItems } from "@/lib/league-model/team/references";
import type { RosterSource } from "@/lib/ai/tools/compare-players";
import type { EvaluateTradeResult, TradeSide } from "@/lib/ai/tools/types";
import type { LeagueTrades } from "@/lib/league-model/team/league-actions";
import { pointsVerdict } from "@/lib/ai/tools/verdict";
import { restOfSeasonSpan } from "@/lib/rules/rest-of-season";
import { possessive } from "@/lib/rules/format";
import { resolveLeagueTeam, type LeagueTeamLike } from "@/lib/ai/tools/league-team";

const names = z.array(z.string().min(2).max(60)).min(1).max(4);
// Trade A for B: rest-of-season value of both sides; with a league, each team's Δ playoff odds from the engine.
// Sides may be roster references ("my RB1") or an unnamed target ("top WR": the best one within reach). The team
// the user says offers it ("Coach Ellis offered…") is checked against whose roster the received players are on.
export function evaluateTradeTool(
  ctx: NflContext,
  league: LeagueTrades | null = null,
  roster: RosterSource | null = null,
  leagueTeams: (() => Promise<LeagueTeamLike[]>) | null = null,
) {
  return tool({
    description:
      "Evaluate a trade: the players the user gives and gets (names, roster references " +
      'like "my RB1"/"my FLEX", or "top WR" for an unnamed target). Returns rest-of-season ' +
      "projected points per side and, in a league, both teams' change in playoff " +
      "odds and a verdict.",
    inputSchema: z.object({
      give: names.describe("Players the user sends away"),
      get: names.describe("Players the user receives"),
      partner: z
        .string()
        .min(2)
        .max(60)
        .optional()
        .describe("The league team offering the trade, when the user names it: name, abbreviation or owner"),
    }),
    execute: async ({ give, get, partner }): Promise<EvaluateTradeResult> => {
      const rosters = roster ? await roster() : null;
      const ros = (found: ResolvedPlayer[]) =>
        Math.round(
          found.reduce(
            (sum, p) => sum + restOfSeason(p.season, ctx.week, ctx.lastWeek, ctx.scoring, p.ref.injuryStatus).mean,
            0,
          ) * 10,
        ) / 10;
      const a = await resolveItems(ctx, give, rosters);
      const b = await resolveItems(ctx, get, rosters, ros(a.found));
      const side = (found: ResolvedPlayer[]): TradeSide => ({
        players: found.map((p) => ({
          ...p.ref,
          projection: weekProjection(p.season, ctx.week, ctx.scoring, p.ref.injuryStatus),
        })),
        restOfSeasonPoints: ros(found),
      });
      const giveSide = side(a.found);
      const getSide = side(b.found);
      const base = {
        give: giveSide,
        get: getSide,
        notFound: [...a.notFound, ...b.notFound],
        notes: [...a.notes, ...b.notes],
        restOfSeasonWeeks: restOfSeasonSpan(ctx.week, ctx.lastWeek),
      };
      const named = partner && leagueTeams ? resolveLeagueTeam(await leagueTeams(), partner) : null;
      if (partner && leagueTeams && !named) base.notes.push(`no team in your league is called "${partner}"`);
      if (league && a.found.length && b.found.length) {
        const priced = await league.priceTrade(
          a.found.map((p) => p.ref.id),
          b.found.map((p) => p.ref.id),
        );
        if (priced && named && priced.partnerTeamId !== named.id)
          base.notes.push(
            `${b.found.map((p) => p.ref.name).join(" and ")} ${b.found.length > 1 ? "are" : "is"} on ` +
              `${possessive(priced.partnerTeam ?? "another team")} roster, not ${possessive(named.name)}`,
          );
        if (priced) return { ...base, ...priced, basis: "playoff-odds", unpriced: null };
      }
      const unpriced = league && a.found.length && b.found.length ? await whyUnpriced(a.found, b.found) : null;
      const verdict = pointsVerdict(giveSide.restOfSeasonPoints, getSide.restOfSeasonPoints);
      return {
        ...base,
        partnerTeam: null,
        partnerTeamId: null,
        myDeltaPlayoffOdds: null,
        partnerDeltaPlayoffOdds: null,
        verdict,
        basis: "points",
        unpriced,
      };
    },
  });

  // The engine prices a trade of the user's own players for players all on one other team.
  async function whyUnpriced(give: ResolvedPlayer[], get: ResolvedPlayer[]): Promise<string> {
    const all = roster ? await roster() : null;
    const mine = new Set(all?.roster.filter((e) => e.teamId === all.teamId).map((e) => e.player.ref.id) ?? []);
    const notMine = give.filter((p) => !mine.has(p.ref.id));
    const [who, players] = notMine.length ? ["your", notMine] : ["one other team's", get];
    const are = players.length > 1 ? "aren't" : "isn't";
    return `${players.map((p) => p.ref.name).join(" and ")} ${are} on ${who} roster`;
  }
}
