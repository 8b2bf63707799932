import { z } from "zod";

// POST /api/chat/landing body. History is bounded so an anonymous caller cannot send a novel.
export const landingChatSchema = z.object({
  message: z
    .string({ error: "Message is required" })
    .trim()
    .min(1, "Message must not be empty")
    .max(500, "Message must be at most 500 characters"),
  conversationHistory: z
    .array(
      z.object({
        role: z.enum(["user", "assistant"], { error: "History role must be user or assistant" }),
        content: z.string().max(2000, "Each history message must be at most 2000 characters"),
      }),
    )
    .max(20, "Conversation history must have at most 20 messages")
    .default([]),
});
