import "server-only";
import type { DraftRank, DraftRankType } from "@/components/player/types";
import { getActualWeek, getProjectionWeek, playerPool, type PoolPlayer } from "@/lib/nfl";
import type { PointsKey } from "./scoring-key";

// Rankings derived from the bundled NFL data: weekly ranks by NFL.com projection, draft ranks by the previous
// season's total points in each scoring type. Cached per process: the data files do not change at runtime.

const DRAFT_KEYS: Record<DraftRankType, PointsKey> = { PPR: "Ppr", Standard: "Std", "Half PPR": "Half", H2H: "Std" };

const weekly = new Map<string, Map<string, { positionalRanking: number; totalRanking: number }>>();
const seasonTotals = new Map<string, Map<string, { rank: number; totalRanked: number }>>();

function rank(pool: PoolPlayer[], value: (p: PoolPlayer) => number | null) {
  const scored = pool.map((p) => ({ p, v: value(p) })).filter((x): x is { p: PoolPlayer; v: number } => x.v !== null && x.v > 0);
  scored.sort((a, b) => b.v - a.v || a.p.key.localeCompare(b.p.key));
  const total = new Map<string, number>();
  const positional = new Map<string, number>();
  const count = new Map<string, number>();
  scored.forEach(({ p }, i) => {
    total.set(p.key, i + 1);
    const n = (count.get(p.position) ?? 0) + 1;
    count.set(p.position, n);
    positional.set(p.key, n);
  });
  return { total, positional, count };
}

export function weeklyRanking(season: number, week: number, key: PointsKey, playerKey: string) {
  const cacheKey = `${season}:${week}:${key}`;
  let table = weekly.get(cacheKey);
  if (!table) {
    const pool = playerPool(season);
    const r = rank(pool, (p) => getProjectionWeek({ gsisId: p.gsisId, nflcomId: p.nflcomId, season, week })?.[`proj${key}`] ?? null);
    table = new Map([...r.total.keys()].map((k) => [k, { positionalRanking: r.positional.get(k) ?? 0, totalRanking: r.total.get(k) ?? 0 }]));
    weekly.set(cacheKey, table);
  }
  return table.get(playerKey) ?? null;
}

function seasonTable(season: number, key: PointsKey) {
  const cacheKey = `${season}:${key}`;
  let table = seasonTotals.get(cacheKey);
  if (!table) {
    const pool = playerPool(season);
    const totals = (p: PoolPlayer) => {
      let sum = 0;
      for (let week = 1; week <= 18; week++) sum += getActualWeek({ gsisId: p.gsisId, nflcomId: p.nflcomId, season, week })?.[`pts${key}`] ?? 0;
      return sum;
    };
    const r = rank(pool, totals);
    const positions = new Map(pool.map((p) => [p.key, p.position]));
    table = new Map([...r.positional.entries()].map(([k, n]) => [k, { rank: n, totalRanked: r.count.get(positions.get(k) ?? "") ?? 0 }]));
    seasonTotals.set(cacheKey, table);
  }
  return table;
}

// Positional draft rank by last season's points (the draft happened before this season's games).
export function draftRanks(season: number, playerKey: string, auctionValue: number | null): Record<DraftRankType, DraftRank> {
  const out = {} as Record<DraftRankType, DraftRank>;
  for (const [type, key] of Object.entries(DRAFT_KEYS) as [DraftRankType, PointsKey][]) {
    const row = seasonTable(season - 1, key).get(playerKey);
    out[type] = { rank: row?.rank ?? null, totalRanked: row?.totalRanked ?? null, auctionValue };
  }
  return out;
}
