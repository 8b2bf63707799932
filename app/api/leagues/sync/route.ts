import { z } from "zod";
import { ApiError } from "@/lib/api/errors";
import { parseOptionalJson, withUser } from "@/lib/api/route";
import { syncUserLeagues } from "@/lib/sync/sync-league";

// Optional body: { force: true } for the manual "Refresh leagues" button (sync even a league synced < 60 s ago);
// an empty body (the automatic sync, and the spec's call) keeps the 60-second freshness window.
const syncBodySchema = z.object({ force: z.boolean().optional() }).strict();

// POST /api/leagues/sync — sync every connected league (skips those synced < 60 s ago unless forced) → { syncedCount, skippedCount }
export const POST = withUser(async ({ req, user }) => {
  const { force = false } = await parseOptionalJson(req, syncBodySchema);
  const { syncedCount, skippedCount, failed } = await syncUserLeagues(user.id, { force });
  // Nothing synced and something failed: the spec's 'Sync Failed' toast shows this message.
  if (syncedCount === 0 && skippedCount === 0 && failed[0]) {
    throw new ApiError("unavailable", failed[0].message);
  }
  return Response.json({ syncedCount, skippedCount, failedCount: failed.length });
});
