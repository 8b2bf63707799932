// Waiver targets: each free agent priced as "add him, drop the player this roster misses least" (Δ playoff odds
// via priceAction), and a FAAB bid from that value, the budget, the calendar and rivals. The one pricing of a
// claim: /waivers, Before lock, the GM's Brief and the chat all read it.
import { dropFor, lineupPoints, restOfSeasonPoints } from "./drop-order";
import { priceAction } from "./pricing";
import { remainingWeeks } from "./league-model";
import type { Position, SlotCode } from "@/lib/domain/league";
import type { FaabContext, LeagueModel, ModelPlayer, SimOptions, WaiverTarget } from "./types";

const POSITIONS: readonly Position[] = ["QB", "RB", "WR", "TE", "K", "DST"];

/**
 * Positions a team is short of in `week`: fewer healthy players with a game that week (a non-null weekly
 * distribution: not on bye, not ruled out) than the lineup has dedicated starting slots for the position.
 * Flex slots are left out: any surplus at the flex positions could fill them.
 */
export function rosterNeeds(slots: readonly SlotCode[], roster: readonly ModelPlayer[], week: number): Position[] {
  const needs: Position[] = [];
  for (const position of POSITIONS) {
    const starters = slots.filter((slot) => slot === (position === "DST" ? "D/ST" : position)).length;
    if (starters === 0) continue;
    const able = roster.filter((p) => p.position === position && p.weekly[week] != null).length;
    if (able < starters) needs.push(position);
  }
  return needs;
}

/**
 * FAAB bid in whole dollars. Value share of the remaining budget = 3·Δplayoff + 6·Δtitle (a 5-point
 * playoff-odds gain is worth ~15% of what is left); spent faster as the season runs out; raised 10% per
 * rival who needs the player's position and can afford the bid. Never more than the budget left.
 */
export function faabBid(
  value: { deltaPlayoffOdds: number; deltaTitleOdds: number },
  ctx: FaabContext,
  position: Position,
): number {
  if (ctx.budgetLeft <= 0) return 0;
  const share = Math.min(1, Math.max(0, 3 * value.deltaPlayoffOdds + 6 * value.deltaTitleOdds));
  const urgency = Math.min(1.5, Math.max(0.5, 1.5 - ctx.weeksLeft / 14));
  let bid = ctx.budgetLeft * share * urgency;
  const rivals = ctx.rivals.filter((r) => r.needs.includes(position) && r.budgetLeft >= bid).length;
  bid *= 1 + 0.1 * Math.min(rivals, 5);
  if (share > 0 && bid < 1) bid = 1;
  return Math.min(ctx.budgetLeft, Math.round(bid));
}

export interface WaiverOptions extends SimOptions {
  limit?: number; // how many candidates to price with the simulator (default 10)
  faab?: FaabContext | null;
  /** Players in IR slots: a drop must free a roster spot, so they are never the one to go. */
  reserve?: ReadonlySet<string>;
}

const PRICED_CLAIMS = 10;

/**
 * The claims worth pricing: each free agent joins the roster and the player whose loss costs the lineup the fewest
 * points over the remaining weeks (dropFor) leaves; the `limit` claims that add the most lineup points.
 */
export function screenWaiverTargets(
  model: LeagueModel,
  teamId: string,
  freeAgents: readonly ModelPlayer[],
  opts: Pick<WaiverOptions, "limit" | "reserve">,
): { player: ModelPlayer; drop: string | null }[] {
  const weeks = remainingWeeks(model);
  const roster = (model.rosters[teamId] ?? []).filter((p) => !opts.reserve?.has(p.id));
  const lineupTotal = (players: readonly ModelPlayer[]) =>
    weeks.reduce((sum, w) => sum + lineupPoints(players, model.slots, w), 0);
  const base = lineupTotal(roster);
  return freeAgents
    .map((fa) => {
      const drop = dropFor(fa, roster, model.slots, weeks);
      return { fa, drop, gain: lineupTotal([...roster.filter((p) => p.id !== drop?.id), fa]) - base };
    })
    .filter((c) => c.gain > 0)
    .sort((a, b) => b.gain - a.gain || restOfSeasonPoints(b.fa, weeks) - restOfSeasonPoints(a.fa, weeks))
    .slice(0, opts.limit ?? PRICED_CLAIMS)
    .map(({ fa, drop }) => ({ player: fa, drop: drop?.id ?? null }));
}

/** Priced claims, best Δ playoff odds first (then Δ title odds). */
export function rankClaims(targets: readonly WaiverTarget[]): WaiverTarget[] {
  return [...targets].sort(
    (a, b) =>
      b.price.team.deltaPlayoffOdds - a.price.team.deltaPlayoffOdds ||
      b.price.team.deltaTitleOdds - a.price.team.deltaTitleOdds,
  );
}

/**
 * Each screened claim priced by the season simulator on common random numbers, with its FAAB bid; best Δ playoff
 * odds first. A claim's price depends only on the model, the player and the seed.
 */
export function rankWaiverTargets(
  model: LeagueModel,
  teamId: string,
  freeAgents: readonly ModelPlayer[],
  opts: WaiverOptions,
): WaiverTarget[] {
  return rankClaims(
    screenWaiverTargets(model, teamId, freeAgents, opts).map(({ player, drop }) => {
      const price = priceAction(model, { type: "waiver", teamId, add: player, drop }, opts);
      const bid = opts.faab ? faabBid(price.team, opts.faab, player.position) : null;
      return { player, drop, price, bid };
    }),
  );
}
