"use client";
import { queryKeys } from "@/lib/query-keys";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { apiFetch, json } from "@/lib/api/fetcher";
import { toast } from "@/components/ui/use-toast";
import { useSelectedTeam } from "@/components/providers/selected-team";
import type { ConnectResult } from "./types";

// POST /api/leagues, then select the new team and go to the dashboard.
export function useConnectLeagues() {
  const queryClient = useQueryClient();
  const router = useRouter();
  const { setSelectedTeamId } = useSelectedTeam();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      apiFetch<ConnectResult>("/api/leagues", { method: "POST", body: json(body) }),
    onSuccess: async (result) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.teams() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.leagues() }),
      ]);
      if (result.teamId) setSelectedTeamId(result.teamId);
      const count = result.leagues.length;
      toast({ title: "League connected", description: `Connected ${count} league${count === 1 ? "" : "s"}.` });
      router.push("/dashboard");
    },
    onError: (error) => {
      toast({
        title: "Connection failed",
        description: error instanceof Error ? error.message : "Failed to connect league",
        variant: "destructive",
      });
    },
  });
}
