import { z } from "zod";
import { idParam } from "./params";

// Conversation and team ids also go into URLs the client builds: word characters and dashes only.
const chatId = idParam.regex(/^[\w-]+$/, "Invalid id");

// POST /api/chat: the client sends only its newest message; history comes from the database.
export const chatRequestSchema = z.object({
  id: chatId,
  teamId: chatId,
  message: z.object({
    // The browser's own id for its copy; ignored (the server mints the stored id).
    id: chatId.optional(),
    role: z.literal("user", { error: "Only user messages can be sent" }),
    parts: z
      .array(
        z.object({
          type: z.literal("text"),
          text: z
            .string()
            .trim()
            .min(1, "Message must not be empty")
            .max(2000, "Message must be at most 2000 characters"),
        }),
      )
      .min(1, "Message must not be empty")
      .max(1),
  }),
});

export const chatIdParams = z.object({ id: chatId });

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
