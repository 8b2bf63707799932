import { ApiError } from "@/lib/api/errors";
import { parseOptionalJson, withUser } from "@/lib/api/route";
import { syncUserLeagues } from "@/lib/sync/sync-league";
import { leagueSyncBody } from "@/lib/validations/leagues";

// POST /api/leagues/sync — sync every connected league (skips those synced < 60 s ago unless forced)
// → { syncedCount, skippedCount, failedCount }
export const POST = withUser(async ({ req, user }) => {
  const { force = false } = await parseOptionalJson(req, leagueSyncBody);
  const { syncedCount, skippedCount, failed } = await syncUserLeagues(user.id, { force });
  // Nothing synced and something failed: the 'Sync Failed' toast shows this message.
  if (syncedCount === 0 && skippedCount === 0 && failed[0]) {
    throw new ApiError("unavailable", failed[0].message);
  }
  return Response.json({ syncedCount, skippedCount, failedCount: failed.length });
});
