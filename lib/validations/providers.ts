import { z } from "zod";

// GET /api/providers/yahoo/callback — what Yahoo appends when it sends the user back.
export const yahooCallbackQuery = z.object({
  code: z.string().min(1).max(2048).optional(),
  state: z.string().max(256).optional(),
  error: z.string().max(256).optional(),
});
