import { z } from "zod";
import { parseQuery, withUser } from "@/lib/api/route";
import { listNotifications } from "@/lib/db/queries/notifications";

const query = z.object({ limit: z.coerce.number().int().min(1, "limit must be 1–50").max(50, "limit must be 1–50").default(20) });

// GET /api/notifications?limit= — the user's latest alerts and the unread count
export const GET = withUser(async ({ req, user }) => {
  const { limit } = parseQuery(req, query);
  return Response.json(await listNotifications({ userId: user.id, limit }), { headers: { "Cache-Control": "no-store" } });
});
