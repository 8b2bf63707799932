"use client";

import * as React from "react";
import { useQueryClient } from "@tanstack/react-query";
import { TEAMS_QUERY_KEY } from "@/components/providers/selected-team";
import { isLeagueSyncInFlight, syncLeagues } from "@/components/layout/league-sync";

export const AUTO_SYNC_INTERVAL_MS = 10_000;

/**
 * Spec §4: sync on sign-in and every 10 s while signed in, skipping a tick while a sync is still running.
 * Silent by design: failures are only logged. The server skips leagues synced in the last minute, so ticks are cheap.
 */
export function useAutoLeagueSync(signedIn: boolean) {
  const queryClient = useQueryClient();
  React.useEffect(() => {
    if (!signedIn) return;
    let cancelled = false;
    const run = async () => {
      if (isLeagueSyncInFlight()) return;
      try {
        const { syncedCount } = await syncLeagues();
        if (!cancelled && syncedCount > 0) {
          console.info(`[league-sync] synced ${syncedCount} league(s)`);
          await queryClient.invalidateQueries({ queryKey: TEAMS_QUERY_KEY });
        }
      } catch (error) {
        console.error("[league-sync] automatic sync failed", error);
      }
    };
    void run();
    const timer = setInterval(() => void run(), AUTO_SYNC_INTERVAL_MS);
    return () => {
      cancelled = true;
      clearInterval(timer);
    };
  }, [signedIn, queryClient]);
}
