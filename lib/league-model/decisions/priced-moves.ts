import "server-only";
// Every move a screen or the GM can quote, priced through the league state's store (lib/league-model/league-state.ts):
// lineup swaps, claims (adds with their drops), trades. One search per kind — the trade finder's and /waivers' —
// shared by the Brief and the chat, so "the best move" is the same move everywhere, at the same number.
import type { LeagueData } from "@/lib/league-model/team/league-model";
import {
  applyAction,
  faabBid,
  rankClaims,
  rankTrades,
  screenTrades,
  screenWaiverTargets,
  tradeEvaluation,
  withRosterChange,
  type FaabContext,
  type ModelOddsDelta,
  type ModelPlayer,
  type TradeEvaluation,
  type TradeProposal,
  type WaiverTarget,
} from "@/lib/engine";
import { priceMoves, teamDelta } from "@/lib/league-model/league-state";
import { claimMoveKey, lineupMoveKey, tradeMoveKey } from "@/lib/league-model/move-keys";

/** Trades the finder screens and the simulator prices. */
export const TRADES_PRICED = 6;

type State = Pick<LeagueData, "model" | "state">;

/** Both sides of each trade, priced once per league state. */
export async function priceTrades(d: State, trades: readonly TradeProposal[]): Promise<TradeEvaluation[]> {
  const priced = await priceMoves(
    d.state,
    trades.map((t) => ({
      key: tradeMoveKey(t),
      variant: () => applyAction(d.model, { type: "trade", ...t }),
    })),
  );
  return trades.map((t, i) =>
    tradeEvaluation(d.model, t, {
      action: { type: "trade", ...t },
      team: teamDelta(priced[i], t.teamId),
      partner: teamDelta(priced[i], t.partnerId),
    }),
  );
}

/**
 * The league's best trades for a team — the trade finder's search: the most promising deals (1-for-1 and 2-for-1)
 * screened on rest-of-season starter points, each with the drops a full roster needs (`complete`), priced, kept
 * when they raise the team's odds and cost the partner nothing.
 */
export async function bestTrades(
  d: State,
  teamId: string,
  complete: (t: TradeProposal) => TradeProposal,
): Promise<TradeEvaluation[]> {
  if (!d.state.input) return []; // a league state the simulator cannot run has no best trades to offer
  return rankTrades(await priceTrades(d, screenTrades(d.model, teamId, { limit: TRADES_PRICED }).map(complete)));
}

/** Claims — players added and dropped at once — each priced once per league state: the team's row for each. */
export async function priceClaimSets(
  d: State,
  teamId: string,
  claims: readonly { add: readonly ModelPlayer[]; drop: readonly string[] }[],
): Promise<ModelOddsDelta[]> {
  const priced = await priceMoves(
    d.state,
    claims.map((c) => ({
      key: claimMoveKey(
        teamId,
        c.add.map((p) => p.id),
        c.drop,
      ),
      variant: () => withRosterChange(d.model, teamId, c.add, c.drop),
    })),
  );
  return priced.map((p) => teamDelta(p, teamId));
}

/** /waivers' search: the screened claims (add one, drop the player missed least) priced, with bids, best first. */
export async function bestClaims(
  d: State,
  teamId: string,
  freeAgents: readonly ModelPlayer[],
  opts: { faab: FaabContext | null; reserve: ReadonlySet<string> },
): Promise<WaiverTarget[]> {
  if (!d.state.input) return []; // nothing can be priced where the season cannot be simulated
  const screened = screenWaiverTargets(d.model, teamId, freeAgents, { reserve: opts.reserve });
  const deltas = await priceClaimSets(
    d,
    teamId,
    screened.map((s) => ({ add: [s.player], drop: s.drop ? [s.drop] : [] })),
  );
  return rankClaims(
    screened.map(({ player, drop }, i) => {
      const team = deltas[i] as ModelOddsDelta;
      return {
        player,
        drop,
        price: { action: { type: "waiver", teamId, add: player, drop }, team },
        bid: opts.faab ? faabBid(team, opts.faab, player.position) : null,
      };
    }),
  );
}

/** A lineup swap this week (start one, sit another), priced once per league state. */
export async function priceLineupSwap(
  d: State,
  teamId: string,
  week: number,
  start: string,
  sit: string,
): Promise<ModelOddsDelta> {
  const [priced] = await priceMoves(d.state, [
    {
      key: lineupMoveKey(teamId, week, start, sit),
      variant: () => applyAction(d.model, { type: "start-sit", teamId, week, start, sit }),
    },
  ]);
  return teamDelta(priced, teamId);
}
