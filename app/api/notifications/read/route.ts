import { z } from "zod";
import { parseJson, withUser } from "@/lib/api/route";
import { markNotificationsRead } from "@/lib/db/queries/notifications";

const body = z.union([
  z.object({ all: z.literal(true) }),
  z.object({ ids: z.array(z.string().min(1).max(64)).min(1, "ids must not be empty").max(100, "At most 100 ids") }),
], { message: "Send { all: true } or { ids: [...] }" });

// POST /api/notifications/read — marks the given alerts (or all) read; returns how many changed
export const POST = withUser(async ({ req, user }) => {
  const input = await parseJson(req, body);
  const marked = await markNotificationsRead({ userId: user.id, ids: "all" in input ? "all" : input.ids, now: new Date() });
  return Response.json({ marked }, { headers: { "Cache-Control": "no-store" } });
});
