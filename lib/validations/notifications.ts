import { z } from "zod";
import { idParam } from "./params";

// GET /api/notifications?limit=
export const notificationsQuery = z.object({
  limit: z.coerce.number().int().min(1, "limit must be 1–50").max(50, "limit must be 1–50").default(20),
});

// POST /api/notifications/read
export const notificationsReadBody = z.union(
  [
    z.object({ all: z.literal(true) }),
    z.object({ ids: z.array(idParam).min(1, "ids must not be empty").max(100, "At most 100 ids") }),
  ],
  { message: "Send { all: true } or { ids: [...] }" },
);
