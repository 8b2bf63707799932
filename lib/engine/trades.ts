// Trades: evaluate a proposal for both sides (Δ odds with common random numbers, value balance) and
// search 1-for-1 / 2-for-1 deals that help both teams, screened on rest-of-season starter points first.
import { applyAction, remainingWeeks, teamWeekScore } from "./league-model";
import { priceAction } from "./pricing";
import { restOfSeasonPoints } from "./drop-order";
import type { LeagueModel, ModelPlayer, SimOptions, TradeEvaluation, TradeProposal } from "./types";

const starterPoints = (model: LeagueModel, teamId: string, weeks: readonly number[]) =>
  weeks.reduce((s, w) => s + teamWeekScore(model, teamId, w).mean, 0);

export function evaluateTrade(model: LeagueModel, trade: TradeProposal, opts: SimOptions): TradeEvaluation {
  const weeks = remainingWeeks(model);
  const price = priceAction(model, { type: "trade", ...trade }, opts);
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

export interface TradeSearchOptions extends SimOptions {
  limit?: number; // trades priced with the simulator (default 6)
  depth?: number; // each team's top players considered (default 8)
}

/** Trades that raise both teams' playoff odds, best (smaller side's gain) first. */
export function findTrades(model: LeagueModel, teamId: string, opts: TradeSearchOptions): TradeEvaluation[] {
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
  return candidates
    .slice(0, opts.limit ?? 6)
    .map((c) => evaluateTrade(model, c.trade, opts))
    .filter((e) => e.price.team.deltaPlayoffOdds > 0 && (e.price.partner?.deltaPlayoffOdds ?? 0) > 0)
    .sort(
      (a, b) =>
        Math.min(b.price.team.deltaPlayoffOdds, b.price.partner?.deltaPlayoffOdds ?? 0) -
        Math.min(a.price.team.deltaPlayoffOdds, a.price.partner?.deltaPlayoffOdds ?? 0),
    );
}
