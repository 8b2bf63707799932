// Trades: evaluate a proposal for both sides (Δ odds with common random numbers, value balance) and
// search 1-for-1 / 2-for-1 deals that help the team and cost the partner nothing, screened on rest-of-season
// starter points first.
import { applyAction, remainingWeeks, teamWeekScore } from "./league-model";
import { priceAction } from "./pricing";
import { dropOrder, restOfSeasonPoints } from "./drop-order";
import type { ActionPrice, LeagueModel, ModelPlayer, SimOptions, TradeEvaluation, TradeProposal } from "./types";

const starterPoints = (model: LeagueModel, teamId: string, weeks: readonly number[]) =>
  weeks.reduce((s, w) => s + teamWeekScore(model, teamId, w).mean, 0);

export function evaluateTrade(model: LeagueModel, trade: TradeProposal, opts: SimOptions): TradeEvaluation {
  return tradeEvaluation(model, trade, priceAction(model, { type: "trade", ...trade }, opts));
}

/** A priced trade's evaluation: the price with each side's rest-of-season starter points and the fairness call. */
export function tradeEvaluation(model: LeagueModel, trade: TradeProposal, price: ActionPrice): TradeEvaluation {
  const weeks = remainingWeeks(model);
  const after = applyAction(model, { type: "trade", ...trade });
  // Value = rest-of-season starter points each side adds through the deal (lineup effects included).
  const valueReceived = starterPoints(after, trade.teamId, weeks) - starterPoints(model, trade.teamId, weeks);
  const valueGiven = starterPoints(after, trade.partnerId, weeks) - starterPoints(model, trade.partnerId, weeks);
  const ok = (d: { deltaPlayoffOdds: number; sePlayoffOdds: number } | undefined) =>
    !!d && d.deltaPlayoffOdds > -d.sePlayoffOdds;
  return {
    price,
    valueGiven,
    valueReceived,
    balance: valueReceived - valueGiven,
    fair: ok(price.team) && ok(price.partner),
  };
}

/**
 * A trade that would leave a side over its roster limit, with that side's drops: the players its lineup misses
 * least over the remaining weeks, never one it just received nor one whose drop frees no spot (`exempt`, e.g. on
 * injured reserve). `room`: how many more players each side may hold.
 */
export function withTradeDrops(
  model: LeagueModel,
  trade: TradeProposal,
  room: { team: number; partner: number },
  exempt: ReadonlySet<string> = new Set(),
): TradeProposal {
  const deal = { teamId: trade.teamId, partnerId: trade.partnerId, give: trade.give, receive: trade.receive };
  const after = applyAction(model, { type: "trade", ...deal });
  const weeks = remainingWeeks(model);
  const drops = (teamId: string, received: readonly string[], over: number) =>
    over <= 0
      ? []
      : dropOrder(after.rosters[teamId] ?? [], model.slots, weeks)
          .filter((x) => !received.includes(x.player.id) && !exempt.has(x.player.id))
          .slice(0, over)
          .map((x) => x.player.id);
  const drop = drops(deal.teamId, deal.receive, deal.receive.length - deal.give.length - room.team);
  const partnerDrop = drops(deal.partnerId, deal.give, deal.give.length - deal.receive.length - room.partner);
  return { ...deal, ...(drop.length ? { drop } : {}), ...(partnerDrop.length ? { partnerDrop } : {}) };
}

export interface TradeSearchOptions extends SimOptions {
  limit?: number; // trades priced with the simulator (default 6)
  depth?: number; // each team's top players considered (default 8)
}

/**
 * The trades worth pricing: 1-for-1 and 2-for-1 deals among each team's top players that add rest-of-season
 * starter points to both sides, the `limit` most promising (the smaller side's gain) first.
 */
export function screenTrades(
  model: LeagueModel,
  teamId: string,
  opts: { limit?: number; depth?: number },
): TradeProposal[] {
  const weeks = remainingWeeks(model);
  const depth = opts.depth ?? 8;
  const top = (id: string) =>
    [...(model.rosters[id] ?? [])]
      .sort((a, b) => restOfSeasonPoints(b, weeks) - restOfSeasonPoints(a, weeks))
      .slice(0, depth);
  const base = new Map(model.teams.map((t) => [t.id, starterPoints(model, t.id, weeks)]));
  const mine = top(teamId);
  const candidates: { trade: TradeProposal; score: number }[] = [];
  const consider = (partnerId: string, give: ModelPlayer[], receive: ModelPlayer[]) => {
    const trade = { teamId, partnerId, give: give.map((p) => p.id), receive: receive.map((p) => p.id) };
    const after = applyAction(model, { type: "trade", ...trade });
    const gainA = starterPoints(after, teamId, weeks) - (base.get(teamId) ?? 0);
    const gainB = starterPoints(after, partnerId, weeks) - (base.get(partnerId) ?? 0);
    if (gainA > 0 && gainB > 0) candidates.push({ trade, score: Math.min(gainA, gainB) });
  };
  for (const partner of model.teams) {
    if (partner.id === teamId) continue;
    const theirs = top(partner.id);
    for (const g of mine) for (const r of theirs) consider(partner.id, [g], [r]);
    const pairs = (list: ModelPlayer[]) => list.slice(0, 6).flatMap((a, i) => list.slice(i + 1, 6).map((b) => [a, b]));
    for (const [a, b] of pairs(mine)) for (const r of theirs.slice(0, 6)) if (a && b) consider(partner.id, [a, b], [r]);
    for (const [a, b] of pairs(theirs)) for (const g of mine.slice(0, 6)) if (a && b) consider(partner.id, [g], [a, b]);
  }
  candidates.sort((x, y) => y.score - x.score);
  return candidates.slice(0, opts.limit ?? 6).map((c) => c.trade);
}

/**
 * The priced trades worth offering: they raise the team's playoff odds and do not lower the partner's (a trade
 * the other side loses by is one it would refuse), the team's gain first.
 */
export function rankTrades(evaluations: readonly TradeEvaluation[]): TradeEvaluation[] {
  return evaluations
    .filter((e) => e.price.team.deltaPlayoffOdds > 0 && (e.price.partner?.deltaPlayoffOdds ?? 0) >= 0)
    .sort(
      (a, b) =>
        b.price.team.deltaPlayoffOdds - a.price.team.deltaPlayoffOdds ||
        (b.price.partner?.deltaPlayoffOdds ?? 0) - (a.price.partner?.deltaPlayoffOdds ?? 0),
    );
}

/** Trades that raise the team's playoff odds without lowering the partner's, best for the team first. */
export function findTrades(model: LeagueModel, teamId: string, opts: TradeSearchOptions): TradeEvaluation[] {
  return rankTrades(screenTrades(model, teamId, opts).map((trade) => evaluateTrade(model, trade, opts)));
}
