import { z } from "zod";
import type { NewsItem } from "@/lib/domain/news";

// A news item as the API returns it; the schema must match NewsItem (lib/domain/news.ts).
export const newsItemSchema = z.strictObject({
  id: z.string(),
  headline: z.string(),
  summary: z.string(),
  source: z.string(),
  url: z.string().nullable(),
  imageUrl: z.string().nullable(),
  publishedAt: z.string().describe("ISO"),
  type: z.string(),
  impact: z.string(),
  // Set on a roster's news feed, which mixes players; a single player's news leaves them out.
  playerId: z.string().nullable().optional(),
  playerName: z.string().nullable().optional(),
}) satisfies z.ZodType<NewsItem>;
export const newsListSchema = z.array(newsItemSchema);
