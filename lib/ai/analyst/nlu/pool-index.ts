// The name index over a season's NFL player pool, built once per season. Prominence (the season's projected
// PPR points) breaks ties, so "Allen" is Josh Allen and "Brown" alone goes to the most relevant Brown.
import { playerPool, playerSeasonWeeks, type PoolPlayer } from "@/lib/nfl";
import { FirstNameIndex } from "@/lib/ai/analyst/nlu/first-names";
import { roleLookup } from "@/lib/ai/analyst/nlu/team-roles";

const FANTASY = new Set(["QB", "RB", "WR", "TE", "K"]);
const indexes = new Map<number, FirstNameIndex<PoolPlayer>>();

export function prominence(p: PoolPlayer, season: number): number {
  return playerSeasonWeeks({ gsisId: p.gsisId, nflcomId: p.nflcomId, espnId: p.espnId, season }).reduce(
    (sum, w) => sum + (w.projection?.projPpr ?? 0),
    0,
  );
}

export function poolIndex(season: number): FirstNameIndex<PoolPlayer> {
  let index = indexes.get(season);
  if (!index) {
    const pool = playerPool(season).filter((p) => FANTASY.has(p.position));
    const rank = new Map(pool.map((p) => [p.key, prominence(p, season)]));
    const prominent = (p: PoolPlayer) => rank.get(p.key) ?? 0;
    index = new FirstNameIndex(pool, prominent, roleLookup(pool, prominent));
    indexes.set(season, index);
  }
  return index;
}
