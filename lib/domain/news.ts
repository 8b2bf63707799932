// A news item as the API returns it. Plain data, safe for client and server.
export interface NewsItem {
  id: string;
  headline: string;
  summary: string;
  source: string;
  url: string | null;
  imageUrl: string | null;
  publishedAt: string; // ISO
  type: string;
  impact: string;
  // Set on a roster's news feed, which mixes players; a single player's news leaves them out.
  playerId?: string | null;
  playerName?: string | null;
}

// The same item before it is serialized: how the news table and the NFL data desk hold it.
export type NewsRecord = Omit<NewsItem, "publishedAt"> & { publishedAt: Date };
