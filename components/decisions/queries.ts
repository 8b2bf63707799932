"use client";
import { queryKeys } from "@/lib/query-keys";

import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { apiFetch, json } from "@/lib/api/fetcher";
import type {
  LineupView,
  TradeFinderView,
  TradeHistoryView,
  TradeResult,
  TradeRosters,
  WaiverAnalysis,
  WaiversView,
} from "@/lib/league-model/decisions/types";

// The decision pages' data, keyed by the URL's segments like the dashboard's queries. Evaluations (POST) are
// mutations: the user asks for them, and the answer belongs to that question, not to a cache entry.
const team = (id: string) => `/api/teams/${encodeURIComponent(id)}`;

export function useLineup(teamId: string | null, objective: "win" | "points", week: number | null) {
  return useQuery({
    queryKey: queryKeys.lineup(teamId ?? "", objective, week),
    queryFn: ({ signal }) =>
      apiFetch<LineupView>(`${team(teamId ?? "")}/lineup?objective=${objective}${week ? `&week=${week}` : ""}`, {
        signal,
      }),
    enabled: Boolean(teamId),
    placeholderData: keepPreviousData,
  });
}

export interface WaiverQuery {
  position: string;
  q: string;
  available: boolean;
  hideInjured: boolean;
  page: number;
  pageSize?: number;
}

export function waiverSearch(w: WaiverQuery): string {
  const p = new URLSearchParams();
  if (w.position) p.set("position", w.position);
  if (w.q.trim()) p.set("q", w.q.trim());
  if (w.available) p.set("available", "1");
  if (w.hideInjured) p.set("hideInjured", "1");
  p.set("page", String(w.page));
  if (w.pageSize) p.set("pageSize", String(w.pageSize));
  return p.toString();
}

export function useWaivers(teamId: string | null, w: WaiverQuery, enabled = true) {
  const search = waiverSearch(w);
  return useQuery({
    queryKey: queryKeys.waivers(teamId ?? "", search),
    queryFn: ({ signal }) => apiFetch<WaiversView>(`${team(teamId ?? "")}/waivers?${search}`, { signal }),
    enabled: Boolean(teamId) && enabled,
    placeholderData: keepPreviousData,
  });
}

export function useTradeRosters(teamId: string | null) {
  return useQuery({
    queryKey: queryKeys.tradeRosters(teamId ?? ""),
    queryFn: ({ signal }) => apiFetch<TradeRosters>(`${team(teamId ?? "")}/trades/rosters`, { signal }),
    enabled: Boolean(teamId),
  });
}

export function useTradeFinder(teamId: string | null, partner: string, position: string, enabled: boolean) {
  const p = new URLSearchParams();
  if (partner) p.set("partner", partner);
  if (position) p.set("position", position);
  const search = p.toString();
  return useQuery({
    queryKey: queryKeys.tradeFinder(teamId ?? "", search),
    queryFn: ({ signal }) =>
      apiFetch<TradeFinderView>(`${team(teamId ?? "")}/trades/find${search ? `?${search}` : ""}`, { signal }),
    enabled: Boolean(teamId) && enabled,
    placeholderData: keepPreviousData,
  });
}

export function useTradeHistory(teamId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.tradeHistory(teamId ?? ""),
    queryFn: ({ signal }) => apiFetch<TradeHistoryView>(`${team(teamId ?? "")}/trades/history`, { signal }),
    enabled: Boolean(teamId) && enabled,
  });
}

export function useEvaluateTrade(teamId: string | null) {
  return useMutation({
    mutationFn: (body: { partnerId: string; give: string[]; get: string[] }) =>
      apiFetch<TradeResult>(`${team(teamId ?? "")}/trades/evaluate`, { method: "POST", body: json(body) }),
  });
}

export function useAnalyzeWaivers(teamId: string | null) {
  return useMutation({
    mutationFn: (body: { pairs: { add: string[]; drop: string[] }[] }) =>
      apiFetch<WaiverAnalysis>(`${team(teamId ?? "")}/waiver-analysis`, { method: "POST", body: json(body) }),
  });
}
