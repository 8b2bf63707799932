import "server-only";
// News items: the rows the news and injuries jobs write (ESPN articles stored per player they name, and injury
// designations from Sleeper's players dump with one news item per change; each run writes in one transaction,
// after a good fetch), and the reads of the pages and the AI tools.
import { db } from "@/lib/db/client";

export interface NewsRow {
  externalId: string;
  playerId: string;
  headline: string;
  summary: string;
  source: string;
  url: string | null;
  imageUrl: string | null;
  publishedAt: Date;
  type: string;
  impact: string;
}

const upsertNews = (row: NewsRow) =>
  db.newsItem.upsert({ where: { externalId: row.externalId }, create: row, update: row });

/** Every player the news can name: ids to match ESPN's athlete tags and names to match the text. */
export function playersForMatching() {
  return db.player.findMany({
    select: {
      id: true,
      fullName: true,
      position: true,
      espnId: true,
      sleeperId: true,
      gsisId: true,
      injuryStatus: true,
    },
  });
}

export async function storeNews(rows: NewsRow[]): Promise<void> {
  await db.$transaction(rows.map(upsertNews));
}

export interface InjuryChange {
  playerId: string;
  injuryStatus: string;
  news: NewsRow;
}

/** New injury designations and the news item that reports each, in one transaction. */
export async function storeInjuryChanges(changes: InjuryChange[]): Promise<void> {
  await db.$transaction(
    changes.flatMap((c) => [
      db.player.update({ where: { id: c.playerId }, data: { injuryStatus: c.injuryStatus } }),
      upsertNews(c.news),
    ]),
  );
}

// Stored news (provider feeds, ESPN) for the given players, newest first.
export async function getNewsForPlayers({ playerIds, limit }: { playerIds: string[]; limit: number }) {
  if (playerIds.length === 0) return [];
  return db.newsItem.findMany({
    where: { playerId: { in: playerIds } },
    orderBy: { publishedAt: "desc" },
    take: limit,
    include: { player: { select: { fullName: true } } },
  });
}

export async function listPlayerNews({ playerId, limit }: { playerId: string; limit: number }) {
  return db.newsItem.findMany({
    where: { playerId },
    orderBy: { publishedAt: "desc" },
    take: limit,
    select: { headline: true, source: true, url: true, publishedAt: true },
  });
}
