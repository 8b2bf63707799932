import "server-only";
import { db } from "@/lib/db/client";

// Stored news (e.g. from a live feed); the data desk's items are built on request by lib/nfl/news.
export async function listNewsForPlayers({ playerIds, limit }: { playerIds: string[]; limit: number }) {
  return db.newsItem.findMany({
    where: { playerId: { in: playerIds } },
    orderBy: { publishedAt: "desc" },
    take: Math.min(limit, 100),
  });
}
