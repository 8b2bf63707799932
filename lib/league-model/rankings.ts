import "server-only";
// Rankings derived from the bundled NFL data. Weekly ranks order every pool player by the mean of his player-week
// (lib/league-model/week-distributions, the league's scoring) — the number the roster card and the modal show, and the
// rank the AI Insights quote. Draft ranks order the previous season's total points in each scoring type. Cached per
// process: the data files do not change at runtime.
import type { DraftRank, DraftRankType } from "@/lib/league-model/player-types";
import type { ScoringSettings } from "@/lib/domain/league";
import { HALF_PPR, PPR, STANDARD } from "@/lib/engine";
import { playerPool, storedWeeksVersion, type PoolPlayer } from "@/lib/nfl";
import { actualPointsOf, preGameWeek, seasonWeeks } from "./week-distributions";

export interface WeeklyRank {
  positionalRanking: number;
  totalRanking: number;
}

// H2H has no draft ranking of its own in any data the product has: it is left empty ('—') rather than the standard
// rank relabelled.
const DRAFT_SCORING: Partial<Record<DraftRankType, ScoringSettings>> = {
  PPR,
  Standard: STANDARD,
  "Half PPR": HALF_PPR,
};

const weekly = new Map<string, Map<string, WeeklyRank>>();
const seasonTotals = new Map<string, Map<string, { rank: number; totalRanked: number }>>();

function rank(pool: PoolPlayer[], value: (p: PoolPlayer) => number | null) {
  const scored = pool
    .map((p) => ({ p, v: value(p) }))
    .filter((x): x is { p: PoolPlayer; v: number } => x.v !== null && x.v > 0);
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

/** The pool key the rankings use for a player (GSIS id, else the NFL.com id, else the ESPN id, else the player id). */
export const poolKeyOf = (p: { id: string; gsisId: string | null; nflcomId: string | null; espnId?: string | null }) =>
  p.gsisId ?? (p.nflcomId ? `nflcom-${p.nflcomId}` : p.espnId ? `espn-${p.espnId}` : p.id);

/** This week's rank of a player among every pool player by his player-week mean (no injury applied to anyone). */
export function weeklyRanking(
  season: number,
  week: number,
  scoring: ScoringSettings | null,
  playerKey: string,
): WeeklyRank | null {
  const cacheKey = `${season}:${storedWeeksVersion()}:${week}:${JSON.stringify(scoring)}`;
  let table = weekly.get(cacheKey);
  if (!table) {
    const scope = { season, week, currentWeek: week, scoring };
    const r = rank(
      playerPool(season),
      (p) => preGameWeek({ ...p, id: p.key, nflTeam: p.team, injuryStatus: null }, scope).dist.mean,
    );
    table = new Map(
      [...r.total.keys()].map((k) => [
        k,
        { positionalRanking: r.positional.get(k) ?? 0, totalRanking: r.total.get(k) ?? 0 },
      ]),
    );
    if (weekly.size > 200) weekly.clear();
    weekly.set(cacheKey, table);
  }
  return table.get(playerKey) ?? null;
}

function seasonTable(season: number, type: DraftRankType, scoring: ScoringSettings) {
  const cacheKey = `${season}:${storedWeeksVersion()}:${type}`;
  let table = seasonTotals.get(cacheKey);
  if (!table) {
    const pool = playerPool(season);
    const totals = (p: PoolPlayer) =>
      seasonWeeks(p, season).reduce((sum, w) => sum + (actualPointsOf(w, scoring) ?? 0), 0);
    const r = rank(pool, totals);
    const positions = new Map(pool.map((p) => [p.key, p.position]));
    table = new Map(
      [...r.positional.entries()].map(([k, n]) => [
        k,
        { rank: n, totalRanked: r.count.get(positions.get(k) ?? "") ?? 0 },
      ]),
    );
    if (seasonTotals.size > 20) seasonTotals.clear(); // tables of replaced stored weeks
    seasonTotals.set(cacheKey, table);
  }
  return table;
}

// Positional draft rank by last season's points (the draft happened before this season's games).
export function draftRanks(
  season: number,
  playerKey: string,
  auctionValue: number | null,
): Record<DraftRankType, DraftRank> {
  const none = { rank: null, totalRanked: null, auctionValue };
  const ranked = (type: DraftRankType): DraftRank => {
    const scoring = DRAFT_SCORING[type];
    const row = scoring ? seasonTable(season - 1, type, scoring).get(playerKey) : undefined;
    return row ? { rank: row.rank, totalRanked: row.totalRanked, auctionValue } : none;
  };
  return { PPR: ranked("PPR"), Standard: ranked("Standard"), "Half PPR": ranked("Half PPR"), H2H: none };
}
