import { z } from "zod";

// A news item as the API returns it (spec §3 "News"); lib/domain/news.ts infers its type from here.
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
});
export const newsListSchema = z.array(newsItemSchema);
