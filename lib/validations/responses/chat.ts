import { z } from "zod";

// GM Chat's stored conversations. Message parts are the AI SDK's UI message parts, stored as sent.
const o = z.strictObject;

export const conversationListSchema = o({
  conversations: z.array(
    o({
      id: z.string(),
      title: z.string(),
      teamId: z.string().nullable(),
      updatedAt: z.coerce.date().describe("ISO date-time"),
    }),
  ),
});

export const conversationSchema = o({
  id: z.string(),
  title: z.string(),
  teamId: z.string().nullable(),
  messages: z.array(
    o({
      id: z.string(),
      role: z.enum(["user", "assistant"]),
      parts: z.array(z.looseObject({ type: z.string() })).describe("AI SDK UI message parts"),
      metadata: o({ model: z.string() }).optional(),
    }),
  ),
});
