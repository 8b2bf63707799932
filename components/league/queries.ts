"use client";
import { queryKeys } from "@/lib/query-keys";
import { LIVE_REFRESH_MS } from "@/lib/query-client";

import { useMutation, useQuery } from "@tanstack/react-query";
import { apiFetch, json } from "@/lib/api/fetcher";
import type { ForcedResult } from "@/lib/engine";
import type {
  AnalyticsResponse,
  MatchupsResponse,
  ScheduleResponse,
  StandingsResponse,
  WhatIfResponse,
} from "@/lib/league-model/league-pages/types";

// Query keys are the URL's segments, as on the dashboard.

export function useLeagueMatchups(leagueId: string | undefined, week: number | null) {
  return useQuery({
    queryKey: queryKeys.leagueMatchups(leagueId ?? "", week),
    queryFn: ({ signal }) =>
      apiFetch<MatchupsResponse>(
        `/api/leagues/${encodeURIComponent(leagueId ?? "")}/matchups${week ? `?week=${week}` : ""}`,
        { signal },
      ),
    enabled: Boolean(leagueId),
    // Poll only while a game of the week is live; TanStack pauses intervals while the tab is hidden.
    refetchInterval: (query) => (query.state.data?.live ? LIVE_REFRESH_MS : false),
    refetchIntervalInBackground: false,
  });
}

export function useStandings(leagueId: string | undefined) {
  return useQuery({
    queryKey: queryKeys.standings(leagueId ?? ""),
    queryFn: ({ signal }) =>
      apiFetch<StandingsResponse>(`/api/leagues/${encodeURIComponent(leagueId ?? "")}/standings`, { signal }),
    enabled: Boolean(leagueId),
  });
}

export function useSchedule(teamId: string | undefined) {
  return useQuery({
    queryKey: queryKeys.schedule(teamId ?? ""),
    queryFn: ({ signal }) =>
      apiFetch<ScheduleResponse>(`/api/teams/${encodeURIComponent(teamId ?? "")}/schedule`, { signal }),
    enabled: Boolean(teamId),
  });
}

export function useAnalytics(teamId: string | undefined) {
  return useQuery({
    queryKey: queryKeys.analytics(teamId ?? ""),
    queryFn: ({ signal }) =>
      apiFetch<AnalyticsResponse>(`/api/teams/${encodeURIComponent(teamId ?? "")}/analytics`, { signal }),
    enabled: Boolean(teamId),
  });
}

export function useWhatIf(teamId: string | undefined) {
  return useMutation({
    mutationFn: (forced: ForcedResult[]) =>
      apiFetch<WhatIfResponse>(`/api/teams/${encodeURIComponent(teamId ?? "")}/what-if`, {
        method: "POST",
        body: json({ forced }),
      }),
  });
}
