// A news item as the API returns it (spec §3 "News"). Plain data, safe for client and server.
import type { z } from "zod";
import type { newsItemSchema } from "@/lib/validations/responses/news";

export type NewsItem = z.infer<typeof newsItemSchema>;

// The same item before it is serialized: how the news table and the NFL data desk hold it.
export type NewsRecord = Omit<NewsItem, "publishedAt"> & { publishedAt: Date };
