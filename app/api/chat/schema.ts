import { z } from "zod";

const id = z.string().min(1).max(64).regex(/^[\w-]+$/, "Invalid id");

// POST /api/chat: the client sends only its newest message; history comes from the database.
export const chatRequestSchema = z.object({
  id: id,
  teamId: id,
  message: z.object({
    // The browser's own id for its copy; ignored (the server mints the stored id).
    id: id.optional(),
    role: z.literal("user", { error: "Only user messages can be sent" }),
    parts: z
      .array(z.object({ type: z.literal("text"), text: z.string().trim().min(1, "Message must not be empty").max(2000, "Message must be at most 2000 characters") }))
      .min(1, "Message must not be empty")
      .max(1),
  }),
});

export const chatIdParams = z.object({ id });
