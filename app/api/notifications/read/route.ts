import { parseJson, withUser } from "@/lib/api/route";
import { markNotificationsRead } from "@/lib/db/queries/notifications";
import { notificationsReadBody } from "@/lib/validations/notifications";

// POST /api/notifications/read — marks the given alerts (or all) read; returns how many changed
export const POST = withUser(async ({ req, user }) => {
  const input = await parseJson(req, notificationsReadBody);
  const marked = await markNotificationsRead({
    userId: user.id,
    ids: "all" in input ? "all" : input.ids,
    now: new Date(),
  });
  return Response.json({ marked }, { headers: { "Cache-Control": "no-store" } });
});
