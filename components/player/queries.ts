"use client";
import { queryKeys } from "@/lib/query-keys";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/fetcher";
import type { NewsItem } from "@/lib/domain/news";
import type { PlayerAnalysis, PlayerDetails } from "@/lib/league-model/player-types";

const q = (playerId: string) => `/api/players/${encodeURIComponent(playerId)}`;

// v=7 is the client's cache-busting version; the server ignores it.
export function usePlayerDetails(playerId: string | null, leagueId: string) {
  return useQuery({
    queryKey: queryKeys.playerDetails(playerId ?? "", leagueId),
    queryFn: () => apiFetch<PlayerDetails>(`${q(playerId ?? "")}/details?leagueId=${encodeURIComponent(leagueId)}&v=7`),
    enabled: Boolean(playerId && leagueId),
  });
}

export function usePlayerAnalysis(playerId: string, leagueId: string, week: number) {
  return useQuery({
    queryKey: queryKeys.playerAnalysis(playerId, leagueId, week),
    queryFn: () =>
      apiFetch<PlayerAnalysis>(`${q(playerId)}/ai-analysis?leagueId=${encodeURIComponent(leagueId)}&week=${week}`),
  });
}

export function useGenerateAnalysis(playerId: string, leagueId: string, week: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiFetch<PlayerAnalysis>(`${q(playerId)}/ai-analysis/generate`, {
        method: "POST",
        body: JSON.stringify({ leagueId, week }),
      }),
    // The generate call answers with the analysis itself (status "generated"): it becomes the cached
    // answer as is. Refetching would read it back as "cached" and the Fresh badge would never show.
    onSuccess: (generated) => queryClient.setQueryData(queryKeys.playerAnalysis(playerId, leagueId, week), generated),
  });
}

// News is always refetched when the tab opens.
export function usePlayerNews(playerId: string, leagueId: string) {
  return useQuery({
    queryKey: queryKeys.playerNews(playerId, leagueId),
    queryFn: async () => {
      const res = await fetch(`${q(playerId)}/news?leagueId=${encodeURIComponent(leagueId)}`, {
        credentials: "include",
      });
      if (!res.ok) throw new Error("Failed to fetch news");
      return (await res.json()) as NewsItem[];
    },
    staleTime: 0,
    refetchOnMount: "always",
  });
}
