import "server-only";
// /trades: the builder's evaluation (both teams' Δ odds with standard errors, points gained, a verdict in
// plain words), the finder (./trade-suggestions) and the league rosters the builder picks from.
// Every trade is priced once per league state (./priced-moves): the same deal reads the same here,
// in the finder, the Brief and the chat.
import { ApiError } from "@/lib/api/errors";
import { restOfSeason, weekProjection } from "@/lib/league-model/team/projections";
import type { TeamWithLeagueRow } from "@/lib/db/queries/teams";
import { applyAction } from "@/lib/engine";
import { possessive } from "@/lib/rules/format";
import { MOVE_SIMULATIONS } from "@/lib/league-model/league-state";
import { decisionContext, oddsChange, rosterLimit, tradeWithDrops } from "./context";
import { priceTrades, TRADES_PRICED } from "./priced-moves";
import { starterPointsGained } from "./roster-effects";
import { tradePlayers, tradeSearch } from "./trade-suggestions";
import type { OddsChange, TradeFinderView, TradeResult, TradeRosters, TradeVerdict } from "./types";

export async function tradeRosters({ team, now }: { team: TeamWithLeagueRow; now: Date }): Promise<TradeRosters> {
  const ctx = await decisionContext(team, now);
  const limit = rosterLimit(team);
  if (ctx.empty?.reason === "preseason")
    return { week: ctx.week, restOfSeasonWeeks: ctx.restOfSeasonWeeks, rosterLimit: limit, teams: [] };
  const d = await ctx.data();
  const teams = [...d.teamNames].map(([id, name]) => ({
    id,
    name,
    mine: id === team.id,
    players: d.slots
      .flatMap((s) => {
        const p = s.player;
        const season = p ? d.seasons.get(p.id) : undefined;
        if (s.teamId !== id || !p || !season) return [];
        return [
          {
            id: p.id,
            name: p.fullName,
            position: p.position,
            nflTeam: p.nflTeam,
            injuryStatus: p.injuryStatus,
            projection: weekProjection(season, d.ctx.week, d.ctx.scoring, p.injuryStatus).mean,
            restOfSeason: restOfSeason(season, d.ctx.week, d.ctx.lastWeek, d.ctx.scoring, p.injuryStatus).mean,
          },
        ];
      })
      .sort((a, b) => b.restOfSeason - a.restOfSeason),
  }));
  teams.sort((a, b) => Number(b.mine) - Number(a.mine));
  return { week: ctx.week, restOfSeasonWeeks: ctx.restOfSeasonWeeks, rosterLimit: limit, teams };
}

/**
 * Within two standard errors a change is noise. Both sides in the noise: too uncertain to call; otherwise
 * the difference of the two gains decides (beyond the noise of that difference), else it is fair.
 */
export function tradeVerdict(mine: OddsChange, theirs: OddsChange): { verdict: TradeVerdict; text: string } {
  const noiseMine = 2 * mine.sePlayoff,
    noiseTheirs = 2 * theirs.sePlayoff;
  if (Math.abs(mine.deltaPlayoff) <= noiseMine && Math.abs(theirs.deltaPlayoff) <= noiseTheirs) {
    return {
      verdict: "uncertain",
      text:
        `Too uncertain to call: both teams' playoff odds move less than the simulation's ` +
        `noise (±${Math.max(noiseMine, noiseTheirs).toFixed(1)} points).`,
    };
  }
  const diff = mine.deltaPlayoff - theirs.deltaPlayoff;
  const noise = 2 * Math.hypot(mine.sePlayoff, theirs.sePlayoff);
  // A deal the other side loses by is one it would refuse: never called good without saying so.
  const refuse =
    theirs.deltaPlayoff < 0
      ? ` ${theirs.teamName} would likely refuse: their playoff odds drop ${fmt(theirs.deltaPlayoff)} points.`
      : "";
  if (diff > noise)
    return {
      verdict: "good",
      text:
        `Good for you: your playoff odds move ${fmt(mine.deltaPlayoff)} points, ${theirs.teamName}'s ` +
        `${fmt(theirs.deltaPlayoff)}.${refuse}`,
    };
  if (diff < -noise)
    return {
      verdict: "them",
      text:
        `Helps them more: ${possessive(theirs.teamName)} playoff odds move ${fmt(theirs.deltaPlayoff)} ` +
        `points, yours ${fmt(mine.deltaPlayoff)}.`,
    };
  return {
    verdict: "fair",
    text:
      `Fair: both teams' playoff odds move about the same (${fmt(mine.deltaPlayoff)} ` +
      `for you, ${fmt(theirs.deltaPlayoff)} for ${theirs.teamName}).${refuse}`,
  };
}

const fmt = (n: number) => `${n > 0 ? "+" : ""}${n.toFixed(1)}`;

export async function evaluateTradeView({
  team,
  now,
  partnerId,
  give,
  get,
}: {
  team: TeamWithLeagueRow;
  now: Date;
  partnerId: string;
  give: string[];
  get: string[];
}): Promise<TradeResult> {
  const ctx = await decisionContext(team, now);
  if (ctx.empty) throw new ApiError("unprocessable", ctx.empty.message);
  const d = await ctx.data();
  if (partnerId === team.id) throw new ApiError("unprocessable", "Pick another team as the trade partner");
  const partnerName = d.teamNames.get(partnerId);
  if (!partnerName) throw new ApiError("not_found", "Trade partner not found in this league");
  const owns = (teamId: string, id: string) => d.slots.some((s) => s.teamId === teamId && s.playerId === id);
  for (const id of give)
    if (!owns(team.id, id)) throw new ApiError("unprocessable", `Player ${id} is not on your roster`);
  for (const id of get)
    if (!owns(partnerId, id)) throw new ApiError("unprocessable", `Player ${id} is not on ${partnerName}'s roster`);
  // A deal that overfills a roster is priced with the drops that make it fit, as the finder prices it.
  const deal = tradeWithDrops(d, team, { teamId: team.id, partnerId, give, receive: get });
  const model = d.model;
  // Players without a projection model (team defenses) move on the host but carry no weekly value here.
  const after = applyAction(model, { type: "trade", ...deal });
  const [priced] = await priceTrades(d, [deal]);
  const m = priced?.price.team,
    t = priced?.price.partner;
  if (!m || !t) throw new Error("evaluateTradeView: missing price");
  const mine = oddsChange(m, team.name);
  const theirs = oddsChange(t, partnerName);
  const { verdict, text } = tradeVerdict(mine, theirs);
  return {
    restOfSeasonWeeks: ctx.restOfSeasonWeeks,
    partner: { id: partnerId, name: partnerName },
    give: tradePlayers(d, give),
    get: tradePlayers(d, get),
    drop: tradePlayers(d, deal.drop),
    partnerDrop: tradePlayers(d, deal.partnerDrop),
    mine,
    theirs,
    pointsGained: starterPointsGained(model, after, team.id),
    partnerPointsGained: starterPointsGained(model, after, partnerId),
    verdict,
    verdictText: text,
    simulations: MOVE_SIMULATIONS,
  };
}

export async function findTradesView({
  team,
  now,
  partnerId,
  position,
  offering = null,
}: {
  team: TeamWithLeagueRow;
  now: Date;
  partnerId: string | null;
  /** Only deals that bring in a player at this position. */
  position: string | null;
  /** Only deals that send one of the team's players at this position (a surplus to spend). */
  offering?: string | null;
}): Promise<TradeFinderView> {
  const ctx = await decisionContext(team, now);
  const base: TradeFinderView = {
    week: ctx.week,
    restOfSeasonWeeks: ctx.restOfSeasonWeeks,
    trades: [],
    searched: 0,
    empty: ctx.empty,
    emptyReason: null,
  };
  if (ctx.empty) return base;
  const d = await ctx.data();
  if (partnerId && !d.teamNames.has(partnerId))
    throw new ApiError("not_found", "Trade partner not found in this league");
  const search = await tradeSearch(d, team);
  const limit = TRADES_PRICED;
  const trades = search.trades.filter(
    (t) =>
      (!partnerId || t.partner.id === partnerId) &&
      (!position || t.get.some((p) => p.position === position)) &&
      (!offering || t.give.some((p) => p.position === offering)),
  );
  const emptyReason = trades.length
    ? null
    : search.trades.length
      ? `None of the ${search.trades.length} trades that help both teams matches this filter. Clear the filter, ` +
        `or build a trade in the builder.`
      : `No 1-for-1 or 2-for-1 trade among each team's top players raises both teams' ` +
        `playoff odds: the ${limit} most promising deals by rest-of-season points ` +
        `each left one side worse off in the simulation.`;
  return { ...base, trades, searched: limit, emptyReason };
}
