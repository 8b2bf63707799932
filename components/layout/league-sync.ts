import { apiFetch, json } from "@/lib/api/fetcher";

export type LeagueSyncResult = { syncedCount: number; skippedCount: number };

// One automatic sync at a time per tab, and one manual one: a manual refresh forces a sync (it skips the
// 60-second freshness window the automatic one keeps), so it never just joins an automatic run.
let inFlight: Promise<LeagueSyncResult> | null = null;
let forcedInFlight: Promise<LeagueSyncResult> | null = null;

export function isLeagueSyncInFlight(): boolean {
  return inFlight !== null || forcedInFlight !== null;
}

/** POST /api/leagues/sync — an empty body for the automatic sync, `{ force: true }` for the manual refresh. */
export function syncLeagues(options: { force?: boolean } = {}): Promise<LeagueSyncResult> {
  if (options.force) {
    forcedInFlight ??= apiFetch<LeagueSyncResult>("/api/leagues/sync", {
      method: "POST",
      body: json({ force: true }),
    }).finally(() => {
      forcedInFlight = null;
    });
    return forcedInFlight;
  }
  inFlight ??= apiFetch<LeagueSyncResult>("/api/leagues/sync", { method: "POST" }).finally(() => {
    inFlight = null;
  });
  return inFlight;
}
