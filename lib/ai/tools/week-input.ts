import { z } from "zod";
import { FIRST_WEEK, LAST_WEEK } from "@/lib/nfl/season";

/** A week as a question names it: a number, "next", or nothing for the current week. */
export const WEEK_INPUT = z
  .union([z.number().int().min(FIRST_WEEK).max(LAST_WEEK), z.literal("next")])
  .nullable()
  .optional()
  .describe('A week number, "next" for next week, or omit for this week');

export function resolveWeekInput(week: z.infer<typeof WEEK_INPUT>, current: number): number {
  if (week === "next") return current + 1;
  return week ?? current;
}
