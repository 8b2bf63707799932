"use client";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { isLeagueSyncInFlight, syncLeagues } from "@/components/layout/league-sync";
import { queryKeys } from "@/lib/query-keys";

export const AUTO_SYNC_INTERVAL_MS = 10_000;

/**
 * Sync on sign-in and every 10 s while signed in, skipping a tick while a sync is still running (a
 * refetch never starts while the last one is in flight, nor while the refresh button's sync runs).
 * Silent by design: failures are only logged. The server skips leagues synced in the last minute, so ticks are cheap.
 */
export function useAutoLeagueSync(signedIn: boolean) {
  const queryClient = useQueryClient();
  useQuery({
    queryKey: queryKeys.leagueSync(),
    enabled: signedIn,
    refetchInterval: AUTO_SYNC_INTERVAL_MS,
    refetchIntervalInBackground: true,
    refetchOnWindowFocus: false,
    retry: false,
    gcTime: 0,
    queryFn: async (): Promise<number> => {
      if (isLeagueSyncInFlight()) return 0;
      try {
        const { syncedCount } = await syncLeagues();
        if (syncedCount > 0) {
          console.info(`[league-sync] synced ${syncedCount} league(s)`);
          await queryClient.invalidateQueries({ queryKey: queryKeys.teams() });
        }
        return syncedCount;
      } catch (error) {
        console.error("[league-sync] automatic sync failed", error);
        return 0;
      }
    },
  });
}
