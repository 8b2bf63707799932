"use client";
import { queryKeys } from "@/lib/query-keys";

import * as React from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/fetcher";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/use-toast";

// DELETE /api/leagues/{id} after a confirmation: removes the league's data and its stored credentials.
export function DisconnectButton({ leagueId, leagueName }: { leagueId: string; leagueName: string }) {
  const [open, setOpen] = React.useState(false);
  const queryClient = useQueryClient();
  const disconnect = useMutation({
    mutationFn: () => apiFetch<void>(`/api/leagues/${leagueId}`, { method: "DELETE" }),
    onSuccess: async () => {
      setOpen(false);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.leagues() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.teams() }),
      ]);
      toast({ title: "League disconnected", description: `${leagueName} and its data were removed.` });
    },
    onError: (error) =>
      toast({
        title: "Disconnect failed",
        description: error instanceof Error ? error.message : "Failed to disconnect",
        variant: "destructive",
      }),
  });
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" className="self-start">
          Disconnect
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Disconnect {leagueName}?</DialogTitle>
          <DialogDescription>
            This removes the league, its teams, rosters and any saved sign-in for it from Fantasy GM. Your league on the
            platform is not affected.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button variant="destructive" onClick={() => disconnect.mutate()} disabled={disconnect.isPending}>
            {disconnect.isPending ? <Spinner size="sm" label="Disconnecting" /> : null}
            Disconnect
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
