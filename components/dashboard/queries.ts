"use client";

import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/fetcher";
import type { NewsItem } from "@/lib/domain/news";
import type { AiBrief, Matchup, NflMatchup, PlayoffScenarios, RosterEntry } from "@/lib/league-model/types";

import { queryKeys } from "@/lib/query-keys";
import { LIVE_REFRESH_MS } from "@/lib/query-client";

// The roster call carries a timestamp so no intermediary serves a stale lineup.
export async function fetchRoster(teamId: string, week: number): Promise<RosterEntry[]> {
  const res = await fetch(`/api/teams/${encodeURIComponent(teamId)}/roster?week=${week}&_t=${Date.now()}`, {
    credentials: "include",
  });
  if (!res.ok) throw new Error("Failed to fetch roster");
  return (await res.json()) as RosterEntry[];
}

// While a game is on, the roster and the matchup are fetched again, so live scores move on their own.
const liveRoster = (rows: RosterEntry[] | undefined) =>
  Boolean(rows?.some((e) => e.roster_positions.gameInfo?.status === "in"));
const liveMatchup = (m: Matchup | undefined) =>
  m?.yourTeam.actualLabel === "live" || m?.opponent?.actualLabel === "live";

export function useRoster(teamId: string | null | undefined, week: number) {
  return useQuery({
    queryKey: queryKeys.roster(teamId ?? "", week),
    queryFn: () => fetchRoster(teamId ?? "", week),
    enabled: Boolean(teamId),
    refetchInterval: (query) => (liveRoster(query.state.data) ? LIVE_REFRESH_MS : false),
  });
}

export function useMatchup(teamId: string | null | undefined, week: number) {
  return useQuery({
    queryKey: queryKeys.matchup(teamId ?? "", week),
    queryFn: () => apiFetch<Matchup>(`/api/teams/${encodeURIComponent(teamId ?? "")}/matchup?week=${week}`),
    enabled: Boolean(teamId),
    refetchInterval: (query) => (liveMatchup(query.state.data) ? LIVE_REFRESH_MS : false),
  });
}

export function usePlayoffScenarios(teamId: string | null | undefined) {
  return useQuery({
    queryKey: queryKeys.playoff(teamId ?? ""),
    queryFn: () => apiFetch<PlayoffScenarios>(`/api/teams/${encodeURIComponent(teamId ?? "")}/playoff-scenarios`),
    enabled: Boolean(teamId),
  });
}

export function useAiBrief(teamId: string | null | undefined, week: number) {
  return useQuery({
    queryKey: queryKeys.brief(teamId ?? "", week),
    queryFn: () => apiFetch<AiBrief>(`/api/teams/${encodeURIComponent(teamId ?? "")}/ai-brief?week=${week}`),
    enabled: Boolean(teamId),
    staleTime: 5 * 60_000, // the server caches the brief for 5 minutes
  });
}

export function useRosterNews(teamId: string | null | undefined) {
  return useQuery({
    queryKey: queryKeys.news(teamId ?? ""),
    queryFn: () => apiFetch<NewsItem[]>(`/api/teams/${encodeURIComponent(teamId ?? "")}/roster-news?limit=50`),
    enabled: Boolean(teamId),
  });
}

// Loaded for signed-in users; the dashboard itself does not show it.
export function useNflMatchups(week: number, leagueId: string | undefined) {
  return useQuery({
    queryKey: queryKeys.nflMatchups(week, leagueId ?? ""),
    queryFn: () => apiFetch<NflMatchup[]>(`/api/nfl/matchups/${week}?leagueId=${encodeURIComponent(leagueId ?? "")}`),
    enabled: Boolean(leagueId),
  });
}
