import "server-only";
import { Prisma } from "@/generated/prisma/client";
import { canonicalFirst, ID_COLUMNS, type PlayerRow, type Tx } from "./player-rows";

// One person stored as two rows: the demo's (GSIS and NFL.com ids, from the bundled data) and the live season's
// (ESPN id, from the weekly-stats job or a host). A provider player whose ids point at both proves they are one
// person; upsertPlayersTx then merges them into one row here, inside its transaction.

/**
 * Groups of existing rows to merge, from the rows each incoming player's ids point at. Rows that contradict each
 * other (two different values of one id) are two people a host mixed up: such a group is left apart.
 */
export function rowsToMerge(idHits: PlayerRow[][]): PlayerRow[][] {
  const parent = new Map<string, string>();
  const root = (id: string): string => {
    const up = parent.get(id) ?? id;
    return up === id ? id : root(up);
  };
  const rows = new Map<string, PlayerRow>();
  for (const hits of idHits) {
    for (const row of hits) rows.set(row.id, row);
    for (const row of hits.slice(1)) parent.set(root(row.id), root(hits[0]!.id));
  }
  const groups = new Map<string, PlayerRow[]>();
  for (const row of rows.values()) groups.set(root(row.id), [...(groups.get(root(row.id)) ?? []), row]);
  return [...groups.values()].filter(
    (group) =>
      group.length > 1 && ID_COLUMNS.every((f) => new Set(group.flatMap((row) => (row[f] ? [row[f]] : []))).size <= 1),
  );
}

/**
 * Merges each group into its canonical row (canonicalFirst): everything that names another row of the group is
 * moved to it, the ids are united, the other rows are deleted. Where both rows hold one thing (a week, an analysis,
 * an alert) one is kept by the rule stated at that statement. Returns row id → the kept row (with every id) for
 * every row of the groups.
 */
export async function mergePlayerRowsTx(tx: Tx, groups: PlayerRow[][]): Promise<Map<string, PlayerRow>> {
  const kept = new Map<string, PlayerRow>();
  if (groups.length === 0) return kept;
  const order = await canonicalFirst(tx, groups.flat());
  const moves: { gone: string; keep: string }[] = [];
  for (const group of groups) {
    const [keep, ...rest] = [...group].sort(order);
    const united = { ...keep! };
    for (const row of rest) for (const f of ID_COLUMNS) united[f] ??= row[f];
    for (const row of group) kept.set(row.id, united);
    for (const row of rest) moves.push({ gone: row.id, keep: united.id });
  }
  const gone = moves.map((m) => m.gone);
  const all = [...gone, ...new Set(moves.map((m) => m.keep))];
  const json = JSON.stringify(moves);
  const map = Prisma.sql`(SELECT * FROM jsonb_to_recordset(${json}::jsonb) AS x(gone text, keep text))`;

  // Derived from a roster that named a removed row: the GM's Brief of its team and the priced moves of its league.
  // Both are recomputed on the next read.
  await tx.$executeRaw`DELETE FROM "AiBrief" b USING "RosterSlot" s
    WHERE s."teamId" = b."teamId" AND s."playerId" = ANY(${gone})`;
  await tx.$executeRaw`DELETE FROM "PricedMove" pm USING "RosterSlot" s, "Team" t
    WHERE t.id = s."teamId" AND t."leagueId" = pm."leagueId" AND s."playerId" = ANY(${gone})`;
  await tx.$executeRaw`UPDATE "RosterSlot" s SET "playerId" = m.keep FROM ${map} m WHERE s."playerId" = m.gone`;
  // A week both rows have: the kept row's.
  await tx.$executeRaw`DELETE FROM "PlayerWeek" w USING (
      SELECT w.id, row_number() OVER (PARTITION BY coalesce(m.keep, w."playerId"), w.season, w.week
        ORDER BY m.gone IS NULL DESC, w.id) AS n
      FROM "PlayerWeek" w LEFT JOIN ${map} m ON m.gone = w."playerId" WHERE w."playerId" = ANY(${all})) d
    WHERE w.id = d.id AND d.n > 1`;
  await tx.$executeRaw`UPDATE "PlayerWeek" w SET "playerId" = m.keep FROM ${map} m WHERE w."playerId" = m.gone`;
  // An analysis both rows have (one league, one week): the newest.
  await tx.$executeRaw`DELETE FROM "PlayerAnalysis" a USING (
      SELECT a.id, row_number() OVER (PARTITION BY coalesce(m.keep, a."playerId"), a."leagueId", a.week
        ORDER BY a."generatedAt" DESC, a.id) AS n
      FROM "PlayerAnalysis" a LEFT JOIN ${map} m ON m.gone = a."playerId" WHERE a."playerId" = ANY(${all})) d
    WHERE a.id = d.id AND d.n > 1`;
  await tx.$executeRaw`UPDATE "PlayerAnalysis" a SET "playerId" = m.keep FROM ${map} m WHERE a."playerId" = m.gone`;
  await tx.$executeRaw`UPDATE "NewsItem" n SET "playerId" = m.keep FROM ${map} m WHERE n."playerId" = m.gone`;
  // Alerts name the player in their dedupe key ("injury:<playerId>:OUT"); one both rows raised: the kept row's.
  await tx.$executeRaw`DELETE FROM "Notification" a USING (
      SELECT a.id, row_number() OVER (
          PARTITION BY a."userId", coalesce(replace(a."dedupeKey", m.gone, m.keep), a."dedupeKey")
        ORDER BY m.gone IS NULL DESC, a."createdAt", a.id) AS n
      FROM "Notification" a LEFT JOIN ${map} m ON m.gone = a."playerId" WHERE a."playerId" = ANY(${all})) d
    WHERE a.id = d.id AND d.n > 1`;
  await tx.$executeRaw`UPDATE "Notification" a
    SET "playerId" = m.keep, "dedupeKey" = replace(a."dedupeKey", m.gone, m.keep),
      href = replace(a.href, m.gone, m.keep)
    FROM ${map} m WHERE a."playerId" = m.gone`;
  // A transaction's adds and drops are keyed by player id.
  const rekey = (column: Prisma.Sql) => Prisma.sql`(SELECT coalesce(jsonb_object_agg(coalesce(m.keep, e.key), e.value),
      '{}'::jsonb) FROM jsonb_each(${column}) e LEFT JOIN ${map} m ON m.gone = e.key)`;
  await tx.$executeRaw`UPDATE "LeagueTransaction" t
    SET adds = ${rekey(Prisma.sql`t.adds`)}, drops = ${rekey(Prisma.sql`t.drops`)}
    WHERE jsonb_exists_any(t.adds, ${gone}) OR jsonb_exists_any(t.drops, ${gone})`;
  await tx.player.deleteMany({ where: { id: { in: gone } } });
  // The ids of the removed rows, now free.
  const ids = JSON.stringify(
    [...new Set(kept.values())].map((row) =>
      Object.fromEntries([["id", row.id], ...ID_COLUMNS.map((f) => [f, row[f]])]),
    ),
  );
  await tx.$executeRaw`UPDATE "Player" p SET
      "gsisId" = COALESCE(p."gsisId", v."gsisId"), "sleeperId" = COALESCE(p."sleeperId", v."sleeperId"),
      "espnId" = COALESCE(p."espnId", v."espnId"), "yahooId" = COALESCE(p."yahooId", v."yahooId"),
      "nflcomId" = COALESCE(p."nflcomId", v."nflcomId")
    FROM jsonb_to_recordset(${ids}::jsonb) AS v(id text, "gsisId" text, "sleeperId" text, "espnId" text,
      "yahooId" text, "nflcomId" text)
    WHERE p.id = v.id`;
  return kept;
}
