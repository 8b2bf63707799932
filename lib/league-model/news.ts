import "server-only";
import type { NewsItem } from "@/lib/domain/news";
import { getNewsForPlayers } from "@/lib/db/queries/news";
import type { Player } from "@/generated/prisma/client";
import { playerNews } from "@/lib/nfl";

// News for a set of players: stored items (provider feeds, ESPN articles and Sleeper injury updates, kept current by
// the news jobs) and the data desk's game recaps, newest first, de-duplicated by id, at most `limit`.
export async function newsForPlayers({
  players,
  season,
  now,
  limit,
}: {
  players: Pick<Player, "id" | "fullName" | "gsisId" | "nflcomId">[];
  season: number;
  now: Date;
  limit: number;
}): Promise<NewsItem[]> {
  const stored = await getNewsForPlayers({ playerIds: players.map((p) => p.id), limit });
  const desk = players.map((p) => {
    const items = playerNews({
      gsisId: p.gsisId,
      nflcomId: p.nflcomId,
      name: p.fullName,
      playerId: p.id,
      season,
      now,
    });
    return items.map((item) => ({ ...item, playerId: p.id, playerName: p.fullName }));
  });
  const all: NewsItem[] = [
    ...stored.map((n) => ({
      id: n.id,
      headline: n.headline,
      summary: n.summary,
      source: n.source,
      url: n.url,
      imageUrl: n.imageUrl,
      publishedAt: n.publishedAt.toISOString(),
      type: n.type,
      impact: n.impact,
      playerId: n.playerId,
      playerName: n.player?.fullName ?? null,
    })),
    ...desk.flat().map((n) => ({ ...n, publishedAt: n.publishedAt.toISOString() })),
  ];
  const seen = new Set<string>();
  return all
    .filter((n) => (seen.has(n.id) ? false : (seen.add(n.id), true)))
    .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))
    .slice(0, limit);
}

const PLAYER_NEWS_LIMIT = 50;

/** One player's news, newest first, without the roster-news fields (the player is implied). */
export async function newsOfPlayer({
  player,
  season,
  now,
}: {
  player: Pick<Player, "id" | "fullName" | "gsisId" | "nflcomId">;
  season: number;
  now: Date;
}) {
  const items = await newsForPlayers({ players: [player], season, now, limit: PLAYER_NEWS_LIMIT });
  return items.map((item) => ({ ...item, playerId: undefined, playerName: undefined }));
}
