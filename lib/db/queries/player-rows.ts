import "server-only";
import type { Prisma } from "@/generated/prisma/client";

// What the player writers (upsertPlayersTx, the merge of one person's two rows, the name match) share: the id
// columns a provider player maps onto, and which of one person's rows is his canonical one.

export type Tx = Prisma.TransactionClient;
export type PlayerRow = Prisma.PlayerGetPayload<object>;

export const ID_FIELDS = {
  gsis: "gsisId",
  sleeper: "sleeperId",
  espn: "espnId",
  yahoo: "yahooId",
  nflcom: "nflcomId",
} as const;
export type IdKey = keyof typeof ID_FIELDS;
export type IdField = (typeof ID_FIELDS)[IdKey];
export const ID_COLUMNS = Object.values(ID_FIELDS);

const idCount = (row: PlayerRow) => ID_COLUMNS.filter((f) => row[f]).length;

/**
 * Orders rows of one person best first: the row the newest season's weekly data hangs on (the weekly-stats job
 * writes to it), then the one with most ids, then the lower id (so every writer picks the same row).
 */
export async function canonicalFirst(tx: Tx, rows: PlayerRow[]): Promise<(a: PlayerRow, b: PlayerRow) => number> {
  const seasons = rows.length
    ? await tx.playerWeek.groupBy({
        by: ["playerId"],
        where: { playerId: { in: rows.map((row) => row.id) } },
        _max: { season: true },
      })
    : [];
  const newest = new Map(seasons.map((s) => [s.playerId, s._max.season ?? 0]));
  return (a, b) =>
    (newest.get(b.id) ?? 0) - (newest.get(a.id) ?? 0) || idCount(b) - idCount(a) || (a.id < b.id ? -1 : 1);
}
