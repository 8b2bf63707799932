import { parseQuery, withUser } from "@/lib/api/route";
import { listNotifications } from "@/lib/db/queries/notifications";
import { notificationsQuery } from "@/lib/validations/notifications";

// GET /api/notifications?limit= — the user's latest alerts and the unread count
export const GET = withUser(async ({ req, user }) => {
  const { limit } = parseQuery(req, notificationsQuery);
  return Response.json(await listNotifications({ userId: user.id, limit }), {
    headers: { "Cache-Control": "no-store" },
  });
});
