import "server-only";
// The trade finder's suggestions for a team: the league's best trades (./priced-moves), 1-for-1 and 2-for-1,
// each with the drop a full roster needs, as the finder lists them and the Brief offers the first.
import type { LeagueData } from "@/lib/league-model/team/league-model";
import { percentPoints } from "@/lib/numbers";
import type { TeamWithLeagueRow } from "@/lib/db/queries/teams";
import { applyAction, type TradeEvaluation } from "@/lib/engine";
import { rosteredPlayer, tradeWithDrops } from "./context";
import { bestTrades } from "./priced-moves";
import { starterPointsGained } from "./roster-effects";
import type { DecisionPlayer, TradeSuggestion } from "./types";

export const tradePlayers = (d: LeagueData, ids: readonly string[] = []): DecisionPlayer[] =>
  ids.flatMap((id) => rosteredPlayer(d, id) ?? []);

/** `found`: the priced trades that help the team; `trades`: the same as the finder lists them, best first. */
export async function tradeSearch(
  d: LeagueData,
  team: TeamWithLeagueRow,
): Promise<{ found: TradeEvaluation[]; trades: TradeSuggestion[] }> {
  const found = await bestTrades(d, team.id, (t) => tradeWithDrops(d, team, t));
  const trades = found.flatMap((e): TradeSuggestion[] => {
    if (e.price.action.type !== "trade") return [];
    const a = e.price.action;
    const after = applyAction(d.model, a);
    const partner = e.price.partner;
    return [
      {
        partner: { id: a.partnerId, name: d.teamNames.get(a.partnerId) ?? "Partner" },
        give: tradePlayers(d, a.give),
        get: tradePlayers(d, a.receive),
        drop: tradePlayers(d, a.drop),
        partnerDrop: tradePlayers(d, a.partnerDrop),
        deltaPlayoff: percentPoints(e.price.team.deltaPlayoffOdds),
        sePlayoff: percentPoints(e.price.team.sePlayoffOdds),
        partnerDeltaPlayoff: percentPoints(partner?.deltaPlayoffOdds ?? 0),
        partnerSePlayoff: percentPoints(partner?.sePlayoffOdds ?? 0),
        pointsGained: starterPointsGained(d.model, after, team.id),
        partnerPointsGained: starterPointsGained(d.model, after, a.partnerId),
      },
    ];
  });
  return { found, trades };
}

/** The finder's suggestions, best for the team first. */
export async function tradeSuggestions(d: LeagueData, team: TeamWithLeagueRow): Promise<TradeSuggestion[]> {
  return (await tradeSearch(d, team)).trades;
}
