import { z } from "zod";
import { FIRST_WEEK, LAST_WEEK } from "@/lib/nfl/season";

// Path and query rules shared by every route: ids, weeks and the ignored cache-busters.
export const idParam = z.string().min(1, "Missing id").max(64, "Invalid id");
export const weekParam = z.coerce
  .number({ message: "week must be a number" })
  .int("week must be a whole number")
  .min(FIRST_WEEK, `week must be between ${FIRST_WEEK} and ${LAST_WEEK}`)
  .max(LAST_WEEK, `week must be between ${FIRST_WEEK} and ${LAST_WEEK}`);

/** `_t` and `v` are cache-busters the browser may add: accepted and ignored. */
export const cacheBusters = { _t: z.string().max(32).optional(), v: z.string().max(16).optional() };

export const idParams = z.object({ id: idParam });
export const weekParams = z.object({ week: weekParam });
export const playerParams = z.object({ playerId: idParam });
export const plainQuery = z.object(cacheBusters);
export const weekQuery = z.object({ week: weekParam.optional(), ...cacheBusters });
