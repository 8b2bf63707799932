import { apiFetch } from "@/lib/api/fetcher";

export type LeagueSyncResult = { syncedCount: number; skippedCount: number };

// One sync at a time per tab: the manual button joins a run that is already in flight instead of starting a second.
let inFlight: Promise<LeagueSyncResult> | null = null;

export function isLeagueSyncInFlight(): boolean {
  return inFlight !== null;
}

/** POST /api/leagues/sync with an empty body; resolves to the counts the server reports. */
export function syncLeagues(): Promise<LeagueSyncResult> {
  inFlight ??= apiFetch<LeagueSyncResult>("/api/leagues/sync", { method: "POST" }).finally(() => {
    inFlight = null;
  });
  return inFlight;
}
