import { z } from "zod";
import { cacheBusters } from "./params";

// GET /api/nfl/matchups/{week}?season= — the season defaults to the football clock's.
export const nflMatchupsQuery = z.object({
  season: z.coerce.number().int().min(2020).max(2100).optional(),
  ...cacheBusters,
});
