import "server-only";
// Rows of the news and injuries jobs: ESPN articles stored per player they name, and injury designations from
// Sleeper's players dump with one news item per change. Each run writes in one transaction, after a good fetch.
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
