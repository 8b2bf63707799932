import { z } from "zod";
import { cacheBusters } from "@/lib/dashboard/http";

export const MAX_NEWS = 100;
export const rosterNewsQuery = z.object({
  limit: z.coerce.number({ message: "limit must be a number" }).int("limit must be a whole number").min(1, "limit must be at least 1").max(MAX_NEWS, `limit must be at most ${MAX_NEWS}`).default(50),
  ...cacheBusters,
});
