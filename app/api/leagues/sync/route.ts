import { ApiError } from "@/lib/api/errors";
import { withUser } from "@/lib/api/route";
import { syncUserLeagues } from "@/lib/sync/sync-league";

// POST /api/leagues/sync — sync every connected league (skips those synced < 60 s ago) → { syncedCount, skippedCount }
export const POST = withUser(async ({ user }) => {
  const { syncedCount, skippedCount, failed } = await syncUserLeagues(user.id);
  // Nothing synced and something failed: the spec's 'Sync Failed' toast shows this message.
  if (syncedCount === 0 && skippedCount === 0 && failed[0]) {
    throw new ApiError("unavailable", failed[0].message);
  }
  return Response.json({ syncedCount, skippedCount, failedCount: failed.length });
});
