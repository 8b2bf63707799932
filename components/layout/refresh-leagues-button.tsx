"use client";
import { queryKeys } from "@/lib/query-keys";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { RefreshCw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";
import { toast } from "@/components/ui/use-toast";
import { syncLeagues } from "@/components/layout/league-sync";
import { cn } from "@/lib/utils";
import { useHydrated } from "@/components/use-hydrated";

/** Manual league refresh with its three toasts; the teams list is refetched afterwards either way. */
export function RefreshLeaguesButton() {
  const queryClient = useQueryClient();
  const hydrated = useHydrated();
  const sync = useMutation({
    // Manual: force a sync now (the automatic one keeps its 60-second freshness window).
    mutationFn: () => syncLeagues({ force: true }),
    onSuccess: ({ syncedCount, skippedCount }) => {
      if (syncedCount > 0) {
        toast({ title: "Leagues Synced!", description: `Successfully synced ${syncedCount} league(s)` });
      } else if (skippedCount > 0) {
        toast({ title: "Already Up to Date", description: "Your league data was synced recently" });
      }
    },
    onError: (error) => {
      toast({ variant: "destructive", title: "Sync Failed", description: error.message || "Failed to sync leagues" });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.teams() }),
  });

  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          aria-label="Refresh leagues"
          disabled={!hydrated || sync.isPending}
          aria-busy={sync.isPending}
          onClick={() => sync.mutate()}
        >
          <RefreshCw className={cn("size-4", sync.isPending && "animate-spin")} />
        </Button>
      </TooltipTrigger>
      <TooltipContent>Refresh leagues</TooltipContent>
    </Tooltip>
  );
}
