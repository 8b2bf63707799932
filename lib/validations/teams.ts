import { z } from "zod";
import { cacheBusters, idParam, weekParam } from "./params";

export const MAX_NEWS = 100;

// GET /api/teams/{id}/roster-news?limit=
export const rosterNewsQuery = z.object({
  limit: z.coerce
    .number({ message: "limit must be a number" })
    .int("limit must be a whole number")
    .min(1, "limit must be at least 1")
    .max(MAX_NEWS, `limit must be at most ${MAX_NEWS}`)
    .default(50),
  ...cacheBusters,
});

// POST /api/teams/{id}/roster/sync
export const rosterSyncBody = z.object({ week: weekParam });

// POST /api/teams/{id}/what-if — chosen results of remaining games
export const whatIfBody = z.object({
  forced: z
    .array(
      z.object({
        week: weekParam,
        home: idParam,
        away: idParam,
        result: z.enum(["home", "away", "tie"], { message: "result must be home, away or tie" }),
      }),
    )
    .min(1, "Force at least one result")
    .max(60, "At most 60 forced results"),
});
