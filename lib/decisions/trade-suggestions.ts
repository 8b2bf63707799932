import "server-only";
// The trade finder's suggestions for a team: the league's best trades (lib/decisions/priced-moves) that fit both
// rosters as they stand, as the finder lists them and the Brief offers the first.
import type { LeagueData } from "@/lib/ai/data/league-model";
import { percentPoints } from "@/lib/numbers";
import type { TeamWithLeagueRow } from "@/lib/db/queries/teams";
import { applyAction, type TradeEvaluation } from "@/lib/engine";
import { rosterCount, rosteredPlayer, rosterLimit } from "./context";
import { bestTrades } from "./priced-moves";
import { starterPointsGained } from "./roster-effects";
import type { DecisionPlayer, TradeSuggestion } from "./types";

const players = (d: LeagueData, ids: readonly string[]): DecisionPlayer[] =>
  ids.flatMap((id) => rosteredPlayer(d, id) ?? []);

/** `found`: the priced trades that help the team; `trades`: those that fit both rosters, best for the team first. */
export async function tradeSearch(
  d: LeagueData,
  team: TeamWithLeagueRow,
): Promise<{ found: TradeEvaluation[]; trades: TradeSuggestion[] }> {
  const found = await bestTrades(d, team.id);
  const maxRoster = rosterLimit(team);
  const fits = (a: { teamId: string; partnerId: string; give: readonly string[]; receive: readonly string[] }) =>
    rosterCount(d, a.teamId) - a.give.length + a.receive.length <= maxRoster &&
    rosterCount(d, a.partnerId) - a.receive.length + a.give.length <= maxRoster;
  const trades = found.flatMap((e): TradeSuggestion[] => {
    if (e.price.action.type !== "trade") return [];
    const a = e.price.action;
    // A deal that overfills a roster cannot be made as it stands (it needs a drop the search did not price).
    if (!fits(a)) return [];
    const after = applyAction(d.model, a);
    const partner = e.price.partner;
    return [
      {
        partner: { id: a.partnerId, name: d.teamNames.get(a.partnerId) ?? "Partner" },
        give: players(d, a.give),
        get: players(d, a.receive),
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
