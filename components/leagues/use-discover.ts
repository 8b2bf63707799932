"use client";

import { useMutation } from "@tanstack/react-query";
import { apiFetch, json } from "@/lib/api/fetcher";
import type { DiscoverBody } from "@/lib/validations/leagues";
import type { DiscoveredLeague } from "./types";

// POST /api/leagues/discover: what a platform shows for these details (nothing is stored).
export function useDiscoverLeagues() {
  return useMutation({
    mutationFn: (body: DiscoverBody) =>
      apiFetch<{ leagues: DiscoveredLeague[] }>("/api/leagues/discover", { method: "POST", body: json(body) }).then(
        (r) => r.leagues,
      ),
  });
}
