import { z } from "zod";

export const cronParams = z.object({ job: z.string().min(1).max(40) });

/** A successful run of an ingestion job (`skipped`: not due yet, nothing fetched). */
export const jobResultSchema = z
  .object({
    job: z.string(),
    status: z.literal("ok"),
    rows: z.number().int().nonnegative(),
    skipped: z.literal(true).optional(),
  })
  .strict();
