import "server-only";
// Player pools for waiver and buy-low answers: every pool player with a real role this week, projected.
import { getProjectionWeek } from "@/lib/nfl";
import { poolFor, withDbRows, type NflContext, type ResolvedPlayer } from "@/lib/league-model/team/context";
import { gamesBefore, restOfSeason, weekProjection } from "@/lib/league-model/team/projections";
import type { WeekProjection } from "@/lib/ai/tools/types";
import { formTrend } from "@/lib/rules/form-trend";

export interface Candidate {
  player: ResolvedPlayer;
  projection: WeekProjection;
  restMean: number;
  restWeekly: number; // average projected weekly mean from this week on
  seasonPoints: number;
  recent: number[]; // last games' points
  trend: number | null; // last three games' average minus the season average (lib/rules/form-trend)
}

// A player NFL.com projects for fewer points than this has no fantasy role worth discussing.
const MIN_PROJECTION = 3;

export async function projectedCandidates(ctx: NflContext, position: string | null): Promise<Candidate[]> {
  const pool = poolFor(ctx, position).filter(
    (p) =>
      (getProjectionWeek({
        gsisId: p.gsisId,
        nflcomId: p.nflcomId,
        espnId: p.espnId,
        season: ctx.season,
        week: ctx.week,
      })?.projPpr ?? 0) >= MIN_PROJECTION,
  );
  const resolved = await withDbRows(ctx, pool);
  return resolved.map((player) => {
    const ros = restOfSeason(player.season, ctx.week, ctx.lastWeek, ctx.scoring, player.ref.injuryStatus);
    const games = gamesBefore(player.season, ctx.week, ctx.scoring);
    return {
      player,
      projection: weekProjection(player.season, ctx.week, ctx.scoring, player.ref.injuryStatus),
      restMean: ros.mean,
      restWeekly: ros.weeks > 0 ? ros.mean / ros.weeks : 0,
      seasonPoints: games.reduce((sum, g) => sum + g.points, 0),
      recent: games.slice(-3).map((g) => g.points),
      trend: formTrend(games.map((g) => g.points)),
    };
  });
}

// Starters in a 12-team league: the players at each position almost surely rostered everywhere.
export const ROSTERED_DEPTH: Record<string, number> = { QB: 16, RB: 36, WR: 42, TE: 14, K: 14 };

/** Without a league: players outside each position's top-N by season points, i.e. likely on waivers. */
export function likelyAvailable(candidates: Candidate[]): Candidate[] {
  const byPosition = new Map<string, Candidate[]>();
  for (const c of candidates) {
    const list = byPosition.get(c.player.season.position) ?? [];
    list.push(c);
    byPosition.set(c.player.season.position, list);
  }
  const out: Candidate[] = [];
  for (const [position, list] of byPosition) {
    list.sort((a, b) => b.seasonPoints - a.seasonPoints);
    out.push(...list.slice(ROSTERED_DEPTH[position] ?? 20));
  }
  return out;
}

/** Without a league, waiver advice lists only players owned in fewer than this share of leagues (%). */
export const OWNERSHIP_THRESHOLD = 40;

/**
 * Without a league: players commonly available on waivers — owned in fewer than OWNERSHIP_THRESHOLD % of
 * leagues; where ownership is unknown, outside each position's rostered depth by season points.
 */
export function commonlyAvailable(candidates: Candidate[]): Candidate[] {
  const unknown = likelyAvailable(candidates.filter((c) => c.player.percentOwned === null));
  return [
    ...candidates.filter((c) => c.player.percentOwned !== null && c.player.percentOwned < OWNERSHIP_THRESHOLD),
    ...unknown,
  ];
}
