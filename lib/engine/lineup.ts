// Lineup optimizer: start from the max-expected-points lineup, then improve by swaps judged on P(win)
// against the opponent's projected starters. Byes and OUT/IR/SUSPENDED players never start.
import { isStartingSlot, SLOT_ELIGIBILITY, type SlotCode } from "@/lib/domain/league";
import { isOut, ZERO_DISTRIBUTION } from "./distribution";
import { winProbability } from "./matchup";
import type {
  LineupAssignment,
  LineupPlayer,
  LineupSwap,
  OptimizeLineupInput,
  OptimizedLineup,
  RosterPlayer,
} from "./types";

type Candidate = Pick<RosterPlayer, "id" | "position" | "injuryStatus" | "onBye" | "eligibleSlots"> & {
  dist: { mean: number };
};

export const canStart = (p: Candidate) => !p.onBye && !isOut(p.injuryStatus);
// Provider eligibility wins when given (it knows dual-position players); else the slot's positions.
export const fits = (p: Candidate, slot: SlotCode) =>
  p.eligibleSlots ? p.eligibleSlots.includes(slot) : SLOT_ELIGIBILITY[slot].includes(p.position);

/** Greedy max-expected-points lineup: narrow slots first, each takes the best eligible player left. */
export function bestExpectedLineup<P extends Candidate>(
  slots: readonly SlotCode[],
  roster: readonly P[],
): LineupAssignment[] {
  const starting = slots.map((slot, i) => ({ slot, i })).filter(({ slot }) => isStartingSlot(slot));
  const order = [...starting].sort(
    (x, y) => SLOT_ELIGIBILITY[x.slot].length - SLOT_ELIGIBILITY[y.slot].length || x.i - y.i,
  );
  const pool = roster.filter(canStart).sort((a, b) => b.dist.mean - a.dist.mean);
  const used = new Set<string>();
  const chosen = new Map<number, string | null>();
  for (const { slot, i } of order) {
    const pick = pool.find((p) => !used.has(p.id) && fits(p, slot));
    if (pick) used.add(pick.id);
    chosen.set(i, pick?.id ?? null);
  }
  return starting.map(({ slot, i }) => ({ slot, playerId: chosen.get(i) ?? null }));
}

function starters(lineup: readonly LineupAssignment[], byId: Map<string, RosterPlayer>): LineupPlayer[] {
  const out: LineupPlayer[] = [];
  for (const a of lineup) {
    const p = a.playerId ? byId.get(a.playerId) : undefined;
    if (p) out.push(canStart(p) ? p : { ...p, dist: ZERO_DISTRIBUTION, live: undefined });
  }
  return out;
}

const expectedPoints = (players: readonly LineupPlayer[]) =>
  players.reduce(
    (s, p) =>
      s + (p.live ? p.live.actual + Math.max(0, p.dist.mean - p.live.actual) * p.live.remainingFraction : p.dist.mean),
    0,
  );

/** Every lineup one move away: a bench player into a slot, or two starters exchanging slots. */
function neighbours(lineup: readonly LineupAssignment[], roster: readonly RosterPlayer[]): LineupAssignment[][] {
  const out: LineupAssignment[][] = [];
  const starting = new Set(lineup.map((a) => a.playerId).filter((id): id is string => id !== null));
  const byId = new Map(roster.map((p) => [p.id, p]));
  lineup.forEach((a, i) => {
    for (const p of roster) {
      if (starting.has(p.id) || !canStart(p) || !fits(p, a.slot)) continue;
      out.push(lineup.map((b, j) => (j === i ? { slot: b.slot, playerId: p.id } : b)));
    }
    for (let j = i + 1; j < lineup.length; j++) {
      const b = lineup[j];
      const pa = a.playerId ? byId.get(a.playerId) : undefined;
      const pb = b?.playerId ? byId.get(b.playerId) : undefined;
      if (!b || !pa || !pb || !fits(pa, b.slot) || !fits(pb, a.slot)) continue;
      out.push(
        lineup.map((c, k) =>
          k === i ? { slot: c.slot, playerId: pb.id } : k === j ? { slot: c.slot, playerId: pa.id } : c,
        ),
      );
    }
  });
  return out;
}

// Leaving the max-expected-points lineup must pay: P(win) has to rise by at least MIN_GAIN, and no more
// than MAX_SACRIFICE expected points may be given up unless the matchup is lopsided (P(win) outside
// 0.2–0.8), where variance is the only lever left. In the fit-season backtest (2024) free swaps on tiny
// ΔP(win) cost points without winning more games: the spread is estimated, not known.
const MIN_GAIN = 0.005;
const MAX_SACRIFICE = 1;
const LOPSIDED = 0.3;

/**
 * The max-expected-points lineup when some players are locked (their game has started): a locked starter
 * keeps his slot, a locked bench player stays on the bench, the other slots are filled greedily.
 */
function lockedBase(
  slots: readonly SlotCode[],
  roster: readonly RosterPlayer[],
  current: readonly LineupAssignment[],
  locked: ReadonlySet<string>,
): LineupAssignment[] {
  const startSlots = slots.filter(isStartingSlot);
  const fixed = startSlots.map((_, i) => {
    const id = current[i]?.playerId ?? null;
    return id !== null && locked.has(id) ? id : null;
  });
  const openSlots = startSlots.filter((_, i) => fixed[i] === null);
  const filled = bestExpectedLineup(
    openSlots,
    roster.filter((p) => !locked.has(p.id)),
  );
  let k = 0;
  return startSlots.map((slot, i) => ({ slot, playerId: fixed[i] ?? filled[k++]?.playerId ?? null }));
}

/**
 * The changes from `current` to `best` as a manager reads them: who comes into the lineup for whom. P(win)
 * depends on the set of starters, not on which slot each holds, so two starters trading slots is no change.
 * Each newcomer replaces a departing starter of his position when there is one, else fills an empty slot
 * while one is left, else replaces the next departing starter.
 */
function pairSwaps(
  current: readonly LineupAssignment[],
  best: readonly LineupAssignment[],
  byId: Map<string, RosterPlayer>,
): Omit<LineupSwap, "deltaWinProbability" | "deltaExpectedPoints">[] {
  const was = new Set(current.map((a) => a.playerId));
  const will = new Set(best.map((a) => a.playerId));
  const leaving = current.flatMap((a) => (a.playerId && !will.has(a.playerId) ? [a.playerId] : []));
  let empty = current.filter((a) => a.playerId === null).length;
  return best.flatMap(({ slot, playerId }) => {
    if (!playerId || was.has(playerId)) return [];
    const position = byId.get(playerId)?.position;
    const same = leaving.findIndex((id) => byId.get(id)?.position === position);
    if (same >= 0) return [{ slot, playerIn: playerId, playerOut: leaving.splice(same, 1)[0] ?? null }];
    if (empty > 0) {
      empty -= 1;
      return [{ slot, playerIn: playerId, playerOut: null }];
    }
    return [{ slot, playerIn: playerId, playerOut: leaving.shift() ?? null }];
  });
}

export function optimizeLineup(input: OptimizeLineupInput): OptimizedLineup {
  const byId = new Map(input.roster.map((p) => [p.id, p]));
  const pWin = (l: readonly LineupAssignment[]) => winProbability(starters(l, byId), input.opponent);
  const points = (l: readonly LineupAssignment[]) => expectedPoints(starters(l, byId));
  const startSlots = input.slots.filter(isStartingSlot);
  const locked = new Set(input.locked ?? []);
  const given = input.current
    ? startSlots.map((slot, i) => ({
        slot,
        playerId: input.current?.filter((a) => isStartingSlot(a.slot))[i]?.playerId ?? null,
      }))
    : null;
  const base =
    given && locked.size > 0
      ? lockedBase(input.slots, input.roster, given, locked)
      : bestExpectedLineup(input.slots, input.roster);
  const current = given ?? base;
  // Locked players and the slots they hold are out of the search: neither moved in, out nor across.
  const movable = (cand: readonly LineupAssignment[]) =>
    cand.every((a, i) => {
      const before = base[i]?.playerId ?? null;
      return (
        a.playerId === before ||
        ((before === null || !locked.has(before)) && (a.playerId === null || !locked.has(a.playerId)))
      );
    });

  let best = base;
  let bestP = pWin(best);
  let bestPts = points(best);
  const basePts = bestPts;
  const lopsided = Math.abs(bestP - 0.5) > LOPSIDED;
  // "points" keeps the max-expected-points lineup: the search below only ever trades points for P(win).
  for (let iter = 0; iter < (input.objective === "points" ? 0 : 50); iter++) {
    let improved = false;
    for (const cand of neighbours(best, input.roster)) {
      if (locked.size > 0 && !movable(cand)) continue;
      const p = pWin(cand);
      const pts = points(cand);
      const affordable = lopsided || pts >= basePts - MAX_SACRIFICE - 1e-9;
      // P(win) first when the gain is real; expected points break ties (e.g. a hopeless or locked matchup).
      if ((affordable && p > bestP + MIN_GAIN) || (Math.abs(p - bestP) <= 1e-9 && pts > bestPts + 1e-9)) {
        best = cand;
        bestP = p;
        bestPts = pts;
        improved = true;
      }
    }
    if (!improved) break;
  }

  const curP = pWin(current);
  const curPts = points(current);
  const swaps = pairSwaps(current, best, byId).map(({ slot, playerIn, playerOut }) => {
    // Priced alone: the lineup as set, with this one player in for the one he replaces.
    const trial = playerOut
      ? current.map((c) => (c.playerId === playerOut ? { slot: c.slot, playerId: playerIn } : c))
      : [...current, { slot, playerId: playerIn }];
    return {
      slot,
      playerIn,
      playerOut,
      deltaWinProbability: pWin(trial) - curP,
      deltaExpectedPoints: points(trial) - curPts,
    };
  });
  return {
    lineup: best,
    winProbability: bestP,
    expectedPoints: bestPts,
    current: { winProbability: curP, expectedPoints: curPts },
    swaps,
  };
}
