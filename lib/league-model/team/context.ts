import "server-only";
// What every AI tool works from: the football clock's season and week, the scoring, and a resolver that turns a
// typed name into a player with its season of data. Without a league (landing chat) the scoring is PPR.
import type { Position } from "@/lib/domain/league";
import { footballNow, playerPool, seasonFor, type PoolPlayer } from "@/lib/nfl";
import { resolveWeek } from "@/lib/rules/current-week";
import { findPlayersByPoolIds } from "@/lib/db/queries/players";
import { ensurePoolPlayerRows } from "@/lib/db/queries/player-search";
import { poolIndex } from "@/lib/ai/analyst/nlu/pool-index";
import { LANDING_SCORING, loadSeason, type PlayerSeason, type Scoring } from "@/lib/league-model/team/projections";
import type { PlayerRef } from "@/lib/ai/tools/types";

export interface ResolvedPlayer {
  ref: PlayerRef;
  season: PlayerSeason;
  gsisId: string | null;
  percentOwned: number | null;
}

export interface NflContext {
  season: number;
  week: number;
  lastWeek: number; // last fantasy regular-season week the rest-of-season sums run to
  scoring: Scoring;
  now: Date; // the football clock of the league the answer is about (lib/clock.ts)
}

export function nflContext(overrides: Partial<NflContext> = {}): NflContext {
  // Without a league: the real clock's season when its players are known, else the demo's replayed season and
  // clock (the bundled data the demo answers from).
  const real = footballNow(null);
  const now = overrides.now ?? (playerPool(seasonFor(real)).length > 0 ? real : footballNow({ provider: "demo" }));
  const season = overrides.season ?? seasonFor(now);
  return {
    now,
    season,
    week: overrides.week ?? resolveWeek({ season }, now).week,
    lastWeek: overrides.lastWeek ?? 17,
    scoring: overrides.scoring ?? LANDING_SCORING,
  };
}

const FANTASY_POSITIONS = new Set<Position>(["QB", "RB", "WR", "TE", "K"]);

export function poolFor(ctx: NflContext, position?: string | null): PoolPlayer[] {
  return playerPool(ctx.season).filter(
    (p) => FANTASY_POSITIONS.has(p.position) && (!position || p.position === position),
  );
}

export async function withDbRows(ctx: NflContext, players: PoolPlayer[]): Promise<ResolvedPlayer[]> {
  await ensurePoolPlayerRows(playerPool(ctx.season));
  const gsisIds = players.flatMap((p) => (p.gsisId ? [p.gsisId] : []));
  const nflcomIds = players.flatMap((p) => (!p.gsisId && p.nflcomId ? [p.nflcomId] : []));
  const rows = await findPlayersByPoolIds({ gsisIds, nflcomIds });
  const byGsis = new Map(rows.flatMap((r) => (r.gsisId ? [[r.gsisId, r] as const] : [])));
  const byNflcom = new Map(rows.flatMap((r) => (r.nflcomId ? [[r.nflcomId, r] as const] : [])));
  return players.map((p) => {
    const row = p.gsisId ? byGsis.get(p.gsisId) : p.nflcomId ? byNflcom.get(p.nflcomId) : undefined;
    return {
      ref: {
        id: row?.id ?? p.key,
        name: row?.fullName ?? p.fullName,
        position: p.position,
        nflTeam: row?.nflTeam ?? p.team,
        injuryStatus: row?.injuryStatus ?? null,
      },
      season: loadSeason({ gsisId: p.gsisId, nflcomId: p.nflcomId, espnId: p.espnId }, p.position, ctx.season),
      gsisId: p.gsisId,
      percentOwned: row?.percentOwned ?? null,
    };
  });
}

// Names as typed (typos, nicknames, last names) → pool players, through the same index the analyst's NLU uses.
export async function resolvePlayers(
  ctx: NflContext,
  names: string[],
): Promise<{ found: ResolvedPlayer[]; notFound: string[] }> {
  const index = poolIndex(ctx.season);
  const matched: PoolPlayer[] = [];
  const notFound: string[] = [];
  for (const name of names) {
    const hit = index.find(name);
    if (hit && hit.confidence >= 0.7) matched.push(hit.player);
    else notFound.push(name);
  }
  return { found: await withDbRows(ctx, matched), notFound };
}
