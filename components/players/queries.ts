"use client";
import { queryKeys } from "@/lib/query-keys";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/fetcher";
import type { PlayerSearchResponse } from "@/lib/players/types";
import type { PlayerFilters } from "./players-filters";

/** What the /players filters ask the search for, in one league, up to `limit` rows. */
export interface PlayerSearchParams extends PlayerFilters {
  leagueId: string;
  limit: number;
}

export function searchUrl(params: PlayerSearchParams): string {
  const qs = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== "" && value !== "all") qs.set(key, String(value));
  return `/api/players/search?${qs.toString()}`;
}

// The same search as /players, for the page and the command palette. Results stay on screen while the next
// keystroke's answer loads (keepPreviousData), so the list does not flash.
export function usePlayerSearch(params: PlayerSearchParams | null) {
  return useQuery({
    queryKey: queryKeys.playerSearch(params),
    queryFn: ({ signal }) => apiFetch<PlayerSearchResponse>(searchUrl(params as PlayerSearchParams), { signal }),
    enabled: Boolean(params?.leagueId),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
