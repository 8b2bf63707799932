"use client";

import { Badge } from "@/components/ui/badge";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { useFootballNow } from "@/components/dashboard/football-clock";
import { Headshot } from "./headshot";
import { PlayerTabs } from "./player-tabs";
import { usePlayerDetails } from "./queries";
import type { PlayerDetails } from "@/lib/league-model/player-types";

function PlayerHeader({ basic }: { basic: PlayerDetails["basic"] }) {
  const injured = basic.injuryStatus && basic.injuryStatus.toUpperCase() !== "ACTIVE";
  const slots = basic.eligibleSlots.filter((slot) => slot !== "BE" && slot !== "IR");
  return (
    <DialogHeader className="flex-row items-center gap-4 space-y-0 text-left">
      <Headshot src={basic.imageUrl} name={basic.fullName} className="size-16 text-xl" />
      <div className="min-w-0 space-y-1">
        <DialogTitle className="text-xl">{basic.fullName}</DialogTitle>
        <DialogDescription>
          {basic.jersey !== null ? `#${basic.jersey} · ` : ""}
          {basic.position} · {basic.proTeam ?? "FA"}
        </DialogDescription>
        <div className="flex flex-wrap gap-1">
          {injured ? <Badge variant="destructive">{basic.injuryStatus}</Badge> : null}
          {!basic.droppable ? <Badge variant="secondary">Can&apos;t Drop</Badge> : null}
          {basic.tradeLocked ? <Badge variant="secondary">Trade Locked</Badge> : null}
          {slots.map((slot) => (
            <Badge key={slot} variant="outline">
              {slot}
            </Badge>
          ))}
        </div>
      </div>
    </DialogHeader>
  );
}

export function PlayerDetailsModal({
  playerId,
  leagueId,
  week,
  season,
  onClose,
}: {
  playerId: string | null;
  leagueId: string;
  week: number;
  season: number;
  onClose: () => void;
}) {
  const details = usePlayerDetails(playerId, leagueId);
  const now = useFootballNow();
  const data = details.data;
  return (
    <Dialog open={playerId !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-2xl">
        {details.isPending ? (
          <DialogHeader className="flex-row items-center gap-4 space-y-0">
            <Skeleton className="size-16 rounded-full" />
            <div className="space-y-2">
              <DialogTitle className="sr-only">Loading player</DialogTitle>
              <Skeleton className="h-6 w-48" />
              <Skeleton className="h-4 w-32" />
            </div>
          </DialogHeader>
        ) : !data ? (
          <DialogHeader>
            <DialogTitle>Player details not found</DialogTitle>
            <DialogDescription className="sr-only">No data for this player</DialogDescription>
          </DialogHeader>
        ) : (
          <PlayerHeader basic={data.basic} />
        )}
        {playerId && (details.isPending || data) ? (
          <PlayerTabs
            playerId={playerId}
            leagueId={leagueId}
            week={week}
            season={season}
            now={now}
            data={data}
            placeholder={<Skeleton className="h-40 w-full" />}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
