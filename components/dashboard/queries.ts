"use client";

import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/fetcher";
import type { AiBrief, Matchup, NewsItem, NflMatchup, PlayoffScenarios, RosterEntry } from "./types";

// Query keys are the URL's segments (spec §7: default fetches join key segments with '/'); the server
// page prefetches with these same keys so the first paint is hydrated.
export const dashboardKeys = {
  roster: (teamId: string, week: number) => ["/api/teams", teamId, "roster", week] as const,
  matchup: (teamId: string, week: number) => ["/api/teams", teamId, "matchup", week] as const,
  playoff: (teamId: string) => ["/api/teams", teamId, "playoff-scenarios"] as const,
  brief: (teamId: string, week: number) => ["/api/teams", teamId, "ai-brief", week] as const,
  news: (teamId: string) => ["/api/teams", teamId, "roster-news"] as const,
  nflMatchups: (week: number) => ["/api/nfl/matchups", week] as const,
};

// The roster call carries a timestamp so no intermediary serves a stale lineup (spec §7).
export async function fetchRoster(teamId: string, week: number): Promise<RosterEntry[]> {
  const res = await fetch(`/api/teams/${encodeURIComponent(teamId)}/roster?week=${week}&_t=${Date.now()}`, {
    credentials: "include",
  });
  if (!res.ok) throw new Error("Failed to fetch roster");
  return (await res.json()) as RosterEntry[];
}

export function useRoster(teamId: string | null | undefined, week: number) {
  return useQuery({
    queryKey: dashboardKeys.roster(teamId ?? "", week),
    queryFn: () => fetchRoster(teamId ?? "", week),
    enabled: Boolean(teamId),
  });
}

export function useMatchup(teamId: string | null | undefined, week: number) {
  return useQuery({
    queryKey: dashboardKeys.matchup(teamId ?? "", week),
    queryFn: () => apiFetch<Matchup>(`/api/teams/${encodeURIComponent(teamId ?? "")}/matchup?week=${week}`),
    enabled: Boolean(teamId),
  });
}

export function usePlayoffScenarios(teamId: string | null | undefined) {
  return useQuery({
    queryKey: dashboardKeys.playoff(teamId ?? ""),
    queryFn: () => apiFetch<PlayoffScenarios>(`/api/teams/${encodeURIComponent(teamId ?? "")}/playoff-scenarios`),
    enabled: Boolean(teamId),
  });
}

export function useAiBrief(teamId: string | null | undefined, week: number) {
  return useQuery({
    queryKey: dashboardKeys.brief(teamId ?? "", week),
    queryFn: () => apiFetch<AiBrief>(`/api/teams/${encodeURIComponent(teamId ?? "")}/ai-brief?week=${week}`),
    enabled: Boolean(teamId),
    staleTime: 5 * 60_000, // the server caches the brief for 5 minutes (spec §9)
  });
}

export function useRosterNews(teamId: string | null | undefined) {
  return useQuery({
    queryKey: dashboardKeys.news(teamId ?? ""),
    queryFn: () => apiFetch<NewsItem[]>(`/api/teams/${encodeURIComponent(teamId ?? "")}/roster-news?limit=50`),
    enabled: Boolean(teamId),
  });
}

// Loaded for signed-in users; the dashboard itself does not show it (spec §7).
export function useNflMatchups(week: number, enabled: boolean) {
  return useQuery({
    queryKey: dashboardKeys.nflMatchups(week),
    queryFn: () => apiFetch<NflMatchup[]>(`/api/nfl/matchups/${week}`),
    enabled,
  });
}
