import "server-only";
import { Prisma } from "@/generated/prisma/client";
import { db } from "@/lib/db/client";
import type { PoolPlayer } from "@/lib/nfl";
import { INJURED_STATUSES, OUT_STATUSES } from "@/lib/domain/injury";

// Player search (/players and the command palette). The name match runs on the trigram index over
// "searchName" = fgm_search_key("fullName") (migration 20261123080000, a trigger keeps it): `<%` is pg_trgm's
// word-similarity operator ("jamar chase" ≈ "jamarr chase"), LIKE catches exact fragments ("chas").
// Both sides go through the same SQL function, so accents and punctuation never matter.

export type AvailabilityFilter = "all" | "free_agent" | "mine" | "rostered" | { teamId: string };
export type InjuryFilter = "all" | "healthy" | "injured" | "out";

export interface PlayerSearchQuery {
  key: string; // searchKey(q): the normalized name fragment, "" for no name filter
  leagueId: string;
  myTeamId: string | null;
  rosterWeek: number | null; // the league's roster week (latest stored ≤ the current week); null = nobody rostered
  position?: string;
  nflTeam?: string;
  availability: AvailabilityFilter;
  injury: InjuryFilter;
  order: "match" | "name" | "none"; // "none": the caller sorts (projection, trend, ownership)
  limit: number | null; // null: every match (the caller sorts and cuts)
  // Projection sorts: only players with an NFL data id can have a projection, so the caller ranks those in
  // memory and asks for the rest by name (`withDataId: false`) with the ranked ones excluded.
  withDataId?: boolean;
  excludeIds?: string[];
}

export interface PlayerSearchDbRow {
  id: string;
  fullName: string;
  position: string;
  nflTeam: string | null;
  imageUrl: string | null;
  injuryStatus: string | null;
  gsisId: string | null;
  nflcomId: string | null;
  espnId: string | null;
  percentOwned: number | null;
  percentChange: number | null;
  teamId: string | null;
  teamName: string | null;
  match: number; // 2 exact fragment, 1 similar, 0 no query
  similarity: number;
}

const KEY = Prisma.sql`p."searchName"`;
const INJURED = [...INJURED_STATUSES];
const OUT = [...OUT_STATUSES];

function filters(query: PlayerSearchQuery, key: string): Prisma.Sql[] {
  const where: Prisma.Sql[] = [];
  if (key) where.push(Prisma.sql`(${key} <% ${KEY} OR ${KEY} LIKE ${`%${key}%`})`);
  if (query.position) where.push(Prisma.sql`p.position = ${query.position}`);
  if (query.nflTeam) where.push(Prisma.sql`p."nflTeam" = ${query.nflTeam}`);
  if (query.injury === "healthy")
    where.push(Prisma.sql`(p."injuryStatus" IS NULL OR upper(p."injuryStatus") NOT IN (${Prisma.join(INJURED)}))`);
  if (query.injury === "injured") where.push(Prisma.sql`upper(p."injuryStatus") IN (${Prisma.join(INJURED)})`);
  if (query.injury === "out") where.push(Prisma.sql`upper(p."injuryStatus") IN (${Prisma.join(OUT)})`);
  if (query.withDataId === true) where.push(Prisma.sql`(p."gsisId" IS NOT NULL OR p."nflcomId" IS NOT NULL)`);
  if (query.excludeIds?.length) where.push(Prisma.sql`p.id <> ALL(${query.excludeIds})`);
  const a = query.availability;
  if (a === "free_agent") where.push(Prisma.sql`r."teamId" IS NULL`);
  else if (a === "rostered") where.push(Prisma.sql`r."teamId" IS NOT NULL`);
  else if (a === "mine") where.push(Prisma.sql`r."teamId" = ${query.myTeamId ?? ""}`);
  else if (typeof a === "object") where.push(Prisma.sql`r."teamId" = ${a.teamId}`);
  return where;
}

// The normalized search key of what the user typed. It is computed first and passed to searchPlayerRows as a
// constant, so the planner can use the trigram index for `<%`.
export async function searchKey(q: string): Promise<string> {
  if (!q) return "";
  return (await db.$queryRaw<{ key: string }[]>`SELECT fgm_search_key(${q}) AS key`)[0]?.key ?? "";
}

// Matching players with who holds them in the league. Best matches first; the caller re-sorts by projection.
export async function searchPlayerRows(query: PlayerSearchQuery): Promise<PlayerSearchDbRow[]> {
  const key = query.key;
  const where = filters(query, key);
  const rank = key
    ? Prisma.sql`CASE WHEN ${KEY} LIKE ${`%${key}%`} THEN 2 ELSE 1 END AS match,
        word_similarity(${key}, ${KEY}) AS similarity`
    : Prisma.sql`0 AS match, 0 AS similarity`;
  const order = {
    match: key
      ? Prisma.sql`ORDER BY match DESC, similarity DESC, p."percentOwned" DESC NULLS LAST, p."fullName" ASC`
      : Prisma.sql`ORDER BY p."percentOwned" DESC NULLS LAST, p."fullName" ASC`,
    name: Prisma.sql`ORDER BY p."fullName" ASC`,
    none: Prisma.empty,
  }[query.order];
  const rows = await db.$queryRaw<PlayerSearchDbRow[]>`
    WITH r AS (
      SELECT DISTINCT ON (rs."playerId") rs."playerId", rs."teamId", t.name AS "teamName"
      FROM "RosterSlot" rs JOIN "Team" t ON t.id = rs."teamId"
      WHERE t."leagueId" = ${query.leagueId} AND rs.week = ${query.rosterWeek ?? -1} AND rs."playerId" IS NOT NULL
    )
    SELECT p.id, p."fullName", p.position, p."nflTeam", p."imageUrl", p."injuryStatus", p."gsisId", p."nflcomId",
      p."espnId", p."percentOwned", p."percentChange", r."teamId", r."teamName", ${rank}
    FROM "Player" p LEFT JOIN r ON r."playerId" = p.id
    ${where.length ? Prisma.sql`WHERE ${Prisma.join(where, " AND ")}` : Prisma.empty}
    ${order}
    ${query.limit === null ? Prisma.empty : Prisma.sql`LIMIT ${query.limit}`}`;
  return rows.map((row) => ({ ...row, match: Number(row.match), similarity: Number(row.similarity) }));
}

// Every player of a season's pool gets a canonical row before anything lists him, so the id a page links to (the
// waiver analyzer's ?add=, a player profile) is the one every later request finds: a free agent first listed under
// his pool key and given a row later would have changed id under the page. Once per pool build (a pool is rebuilt
// when new stored weeks arrive); a failed insert is retried by the next caller.
const ensured = new WeakMap<PoolPlayer[], Promise<number>>();
export function ensurePoolPlayerRows(pool: PoolPlayer[]): Promise<number> {
  let running = ensured.get(pool);
  if (!running) {
    running = insertMissingPoolPlayers(pool).catch((error: unknown) => {
      ensured.delete(pool);
      throw error;
    });
    ensured.set(pool, running);
  }
  return running;
}

// Adds the pool's players the table does not know yet (free agents nobody rostered), matched on GSIS or NFL.com
// id. Insert-only: a row a provider wrote (injury, headshot, ownership) is never overwritten.
async function insertMissingPoolPlayers(pool: PoolPlayer[]): Promise<number> {
  const gsis = pool.flatMap((p) => (p.gsisId ? [p.gsisId] : []));
  const nflcom = pool.flatMap((p) => (p.nflcomId ? [p.nflcomId] : []));
  const existing = await db.player.findMany({
    where: { OR: [{ gsisId: { in: gsis } }, { nflcomId: { in: nflcom } }] },
    select: { gsisId: true, nflcomId: true },
  });
  const known = new Set(
    existing.flatMap((e) => [e.gsisId && `g:${e.gsisId}`, e.nflcomId && `n:${e.nflcomId}`].filter(Boolean)),
  );
  // Players known only by their ESPN id come from the stored weeks, whose job created their rows.
  const missing = pool.filter(
    (p) =>
      (p.gsisId || p.nflcomId) &&
      !(p.gsisId && known.has(`g:${p.gsisId}`)) &&
      !(p.nflcomId && known.has(`n:${p.nflcomId}`)),
  );
  if (missing.length === 0) return 0;
  const result = await db.player.createMany({
    data: missing.map((p) => ({
      fullName: p.fullName,
      position: p.position,
      nflTeam: p.team,
      gsisId: p.gsisId,
      nflcomId: p.nflcomId,
    })),
    skipDuplicates: true,
  });
  // PGlite has no autovacuum: fresh statistics let the planner pick the trigram index over a scan.
  await db.$executeRaw`ANALYZE "Player"`;
  return result.count;
}
