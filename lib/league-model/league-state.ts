import "server-only";
import { Prisma } from "@/generated/prisma/client";
import { Lru } from "@/lib/cache/lru";
import { db } from "@/lib/db/client";

import {
  leagueStateSeed,
  priceVariants,
  seasonInputFromModel,
  simulateSeason,
  type LeagueModel,
  type ModelOddsDelta,
  type SeasonInput,
  type SeasonResult,
} from "@/lib/engine";
import { leagueSeasonModel, type LeagueSeasonModel } from "./league-model";
import type { PlayerWeek } from "./week-distributions";
import type { LeagueWeekArgs } from "./league-model";

// One league state: a league's model for a week, built once per league, week and sync in this process, with the
// seed its content gives (lib/engine/state-seed.ts). Its simulations — the base odds and every priced move — are
// stored in the database (PricedMove) under the state's content key, so every screen, every process and every
// account on the league reads one result: computed once, never re-simulated by a read.

/** Seasons of the base odds every screen shows. */
export const BASE_SIMULATIONS = 10_000;
/** Seasons of every priced move (paired with the base on the same variates: the Δ carries only the move). */
export const MOVE_SIMULATIONS = 2_000;

export interface LeagueState {
  leagueId: string;
  week: number;
  season: LeagueSeasonModel;
  /** The simulator's input; null when the league cannot be simulated (too few teams, no rosters, no playoffs). */
  input: SeasonInput | null;
  seed: number;
  key: string; // content key of the state (the database rows' `state`)
}

export interface StoredOdds {
  result: SeasonResult;
  computedAt: string;
}

const states = new Lru<Promise<LeagueState>>(32);
const odds = new Lru<Promise<StoredOdds | null>>(64);

export function leagueState({ league, week, now }: LeagueWeekArgs): Promise<LeagueState> {
  const key = `${league.id}:${week}:${league.lastSyncedAt?.getTime() ?? "never"}`;
  return states.memo(key, async () => {
    const season = await leagueSeasonModel({ league, week, now });
    const simulable =
      league.playoffTeams >= 1 &&
      season.model.teams.length >= 2 &&
      season.slots.length > 0 &&
      mostlyUnprojected(season.slots, season.thisWeek) === 0;
    const input = simulable ? seasonInputFromModel(season.model) : null;
    const { seed, key: stateKey } = input ? leagueStateSeed(input) : { seed: 0, key: "none" };
    return { leagueId: league.id, week, season, input, seed, key: `${week}:${stateKey}` };
  });
}

type Json = Prisma.InputJsonValue;

/** Stored results of `moves` for the state, computing (in one batch) and storing the missing ones. */
export async function storedResults<T>(
  state: Pick<LeagueState, "leagueId" | "key">,
  moves: readonly string[],
  compute: (missing: string[]) => T[],
): Promise<{ value: T; at: Date }[]> {
  if (moves.length === 0) return [];
  const rows = await db.pricedMove.findMany({
    where: { leagueId: state.leagueId, state: state.key, move: { in: [...moves] } },
    select: { move: true, result: true, createdAt: true },
  });
  const found = new Map(rows.map((r) => [r.move, { value: r.result as T, at: r.createdAt }]));
  const missing = [...new Set(moves.filter((m) => !found.has(m)))];
  if (missing.length > 0) {
    const values = compute(missing);
    const at = new Date();
    await db.pricedMove.createMany({
      data: missing.map((move, i) => ({
        leagueId: state.leagueId,
        state: state.key,
        move,
        result: values[i] as Json,
        createdAt: at,
      })),
      skipDuplicates: true, // another request stored the same state's result first: the same numbers
    });
    missing.forEach((m, i) => found.set(m, { value: values[i] as T, at }));
  }
  return moves.map((m) => {
    const hit = found.get(m);
    if (!hit) throw new Error(`storedResults: no result for ${m}`);
    return hit;
  });
}

/** The state's base odds (BASE_SIMULATIONS seasons on the state's seed), simulated once and stored. */
export function stateOdds(state: LeagueState): Promise<StoredOdds | null> {
  const input = state.input;
  if (!input) return Promise.resolve(null);
  return odds.memo(`${state.leagueId}:${state.key}`, async () => {
    const [row] = await storedResults<SeasonResult>(state, ["odds"], () => {
      return [simulateSeason(input, { seasons: BASE_SIMULATIONS, seed: state.seed })];
    });
    if (!row) return null;
    // A new state's odds retire the rows of the league's older states of the same week.
    await db.pricedMove.deleteMany({
      where: {
        leagueId: state.leagueId,
        state: { startsWith: `${state.week}:`, not: state.key },
        createdAt: { lt: row.at },
      },
    });
    return { result: row.value, computedAt: row.at.toISOString() };
  });
}

export interface MoveVariant {
  /** Canonical text of the move (lib/league-model/move-keys.ts). */
  key: string;
  /** The league after the move. */
  variant: () => LeagueModel;
}

const clamp01 = (x: number) => Math.min(1, Math.max(0, x));

/**
 * Every team's Δ odds for each move, priced once per league state (MOVE_SIMULATIONS seasons on the state's seed,
 * common random numbers) and stored. "Before" is the state's base odds — the number every screen shows — and
 * "after" is before + Δ, so a move reads the same on every screen, to the decimal.
 */
export async function priceMoves(state: LeagueState, moves: readonly MoveVariant[]): Promise<ModelOddsDelta[][]> {
  const base = await stateOdds(state);
  if (!base) throw new Error("priceMoves: this league state cannot be simulated");
  const byKey = new Map(moves.map((m) => [m.key, m]));
  const rows = await storedResults<ModelOddsDelta[]>(
    state,
    moves.map((m) => m.key),
    (missing) =>
      priceVariants(
        state.season.model,
        missing.map((k) => (byKey.get(k) as MoveVariant).variant()),
        { seasons: MOVE_SIMULATIONS, seed: state.seed },
      ),
  );
  const baseOf = new Map(base.result.teams.map((t) => [t.teamId, t]));
  return rows.map(({ value }) =>
    value.map((d) => {
      const b = baseOf.get(d.teamId);
      if (!b) return d;
      return {
        ...d,
        basePlayoffOdds: b.playoffOdds,
        playoffOdds: clamp01(b.playoffOdds + d.deltaPlayoffOdds),
        baseByeOdds: b.byeOdds,
        byeOdds: clamp01(b.byeOdds + d.deltaByeOdds),
        baseTitleOdds: b.titleOdds,
        titleOdds: clamp01(b.titleOdds + d.deltaTitleOdds),
      };
    }),
  );
}

/** One team's row of a priced move. */
export function teamDelta(priced: readonly ModelOddsDelta[] | undefined, teamId: string): ModelOddsDelta {
  const d = priced?.find((x) => x.teamId === teamId);
  if (!d) throw new Error(`teamDelta: no price for team ${teamId}`);
  return d;
}

/** For tests: forget the in-process states and odds (the stored rows stay). */
export function clearLeagueStates() {
  states.clear();
  odds.clear();
}

/**
 * How many of this week's starters still to play have no projection from any source, when they are more than
 * half of them (0 otherwise): then a simulation would rank teams by nothing but their records.
 */
export function mostlyUnprojected(
  slots: readonly { id: string; isStarting: boolean }[],
  thisWeek: ReadonlyMap<string, PlayerWeek>,
): number {
  const toPlay = slots.flatMap((s) => {
    const w = s.isStarting ? thisWeek.get(s.id) : undefined;
    return w && !w.onBye && !w.out && w.actual === null ? [w] : [];
  });
  const missing = toPlay.filter((w) => w.source === "none").length;
  return missing * 2 > toPlay.length ? missing : 0;
}
