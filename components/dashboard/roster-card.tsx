"use client";
import { queryKeys } from "@/lib/query-keys";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { RefreshCw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { toast } from "@/components/ui/use-toast";
import { apiFetch } from "@/lib/api/fetcher";
import { sortBySlot } from "@/lib/rules/slot-order";
import { useRoster } from "./queries";
import { RosterRow } from "./roster-row";
import type { RosterEntry } from "@/lib/league-model/types";

interface SyncResult {
  playersMatched: number;
  playersMissing: unknown[];
}

export function syncToastDescription(result: SyncResult): string {
  const missing = result.playersMissing.length;
  const notFound = missing > 0 ? `. ${missing} players not found in database.` : "";
  return `Synced ${result.playersMatched} players successfully${notFound}`;
}

function useRosterSync(teamId: string | null | undefined, week: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      if (!teamId) throw new Error("No team selected");
      return apiFetch<SyncResult>(`/api/teams/${encodeURIComponent(teamId)}/roster/sync`, {
        method: "POST",
        body: JSON.stringify({ week }),
      });
    },
    onSuccess: async (result) => {
      toast({ title: "Roster Synced!", description: syncToastDescription(result) });
      if (teamId) await queryClient.invalidateQueries({ queryKey: queryKeys.team(teamId) });
    },
    onError: (error) => {
      toast({
        title: "Sync Failed",
        description: error instanceof Error && error.message ? error.message : "Failed to sync roster",
        variant: "destructive",
      });
    },
  });
}

function RosterList({ rows, empty, onSelect }: { rows: RosterEntry[]; empty: string; onSelect: (id: string) => void }) {
  if (rows.length === 0) return <p className="py-6 text-center text-sm text-muted-foreground">{empty}</p>;
  return (
    <ul className="space-y-2">
      {rows.map((entry) => (
        <li key={entry.roster_positions.id}>
          <RosterRow entry={entry} onSelect={onSelect} />
        </li>
      ))}
    </ul>
  );
}

export function RosterCard({
  teamId,
  week,
  onSelectPlayer,
}: {
  teamId: string | null | undefined;
  week: number;
  onSelectPlayer: (playerId: string) => void;
}) {
  const roster = useRoster(teamId, week);
  const sync = useRosterSync(teamId, week);
  const rows = sortBySlot(roster.data ?? [], (entry) => entry.roster_positions.position);
  const starters = rows.filter((entry) => entry.roster_positions.isStarting);
  // An empty IR slot is room, not a bench player: the bench counts the players (and empty bench spots) only.
  const bench = rows.filter(
    (entry) => !entry.roster_positions.isStarting && !(entry.roster_positions.position === "IR" && !entry.players),
  );

  let body: React.ReactNode;
  if (roster.isPending && teamId) {
    body = <p className="py-6 text-center text-sm text-muted-foreground">Loading roster...</p>;
  } else if (roster.isError) {
    body = (
      <div className="space-y-3 py-6 text-center">
        <p className="text-sm text-destructive-text">Failed to load roster</p>
        <Button variant="outline" size="sm" onClick={() => void roster.refetch()}>
          Retry
        </Button>
      </div>
    );
  } else if (rows.length === 0) {
    body = (
      <div className="space-y-3 py-6 text-center">
        <p className="text-sm text-muted-foreground">No roster data available</p>
        <Button size="sm" onClick={() => sync.mutate()} disabled={sync.isPending}>
          <RefreshCw aria-hidden className={sync.isPending ? "animate-spin" : undefined} /> Sync Roster
        </Button>
      </div>
    );
  } else {
    body = (
      <Tabs defaultValue="starters">
        <TabsList className="w-full sm:w-auto">
          <TabsTrigger value="starters">Starting Lineup ({starters.length})</TabsTrigger>
          <TabsTrigger value="bench">Bench ({bench.length})</TabsTrigger>
        </TabsList>
        <TabsContent value="starters">
          <RosterList rows={starters} empty="No starting players found" onSelect={onSelectPlayer} />
        </TabsContent>
        <TabsContent value="bench">
          <RosterList rows={bench} empty="No bench players found" onSelect={onSelectPlayer} />
        </TabsContent>
      </Tabs>
    );
  }

  return (
    <Card data-testid="roster-card">
      <CardHeader>
        <CardTitle>My Roster - Week {week}</CardTitle>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}
