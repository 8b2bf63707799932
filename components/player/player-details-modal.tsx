"use client";

import { Badge } from "@/components/ui/badge";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useFootballNow } from "@/components/dashboard/football-clock";
import { AiInsightsTab } from "./ai-insights-tab";
import { Headshot } from "./headshot";
import { NewsTab } from "./news-tab";
import { OverviewTab } from "./overview-tab";
import { OwnershipTab } from "./ownership-tab";
import { usePlayerDetails } from "./queries";
import { RankingsTab } from "./rankings-tab";
import { SeasonTab } from "./season-tab";
import type { PlayerDetails } from "@/lib/league-model/player-types";
import { WeeklyTab } from "./weekly-tab";

const TABS = [
  ["ai", "AI Insights"],
  ["overview", "Overview"],
  ["ownership", "Ownership"],
  ["weekly", "Weekly"],
  ["season", "Season"],
  ["rankings", "Rankings"],
  ["news", "News"],
] as const;

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
          <Tabs defaultValue="ai" className="min-w-0">
            <div className="-mx-1 overflow-x-auto px-1">
              <TabsList>
                {TABS.map(([value, label]) => (
                  <TabsTrigger key={value} value={value}>
                    {label}
                  </TabsTrigger>
                ))}
              </TabsList>
            </div>
            <TabsContent value="ai">
              <AiInsightsTab playerId={playerId} leagueId={leagueId} week={week} />
            </TabsContent>
            <TabsContent value="overview">
              {data ? <OverviewTab details={data} now={now} /> : <Skeleton className="h-40 w-full" />}
            </TabsContent>
            <TabsContent value="ownership">
              {data ? <OwnershipTab ownership={data.ownership} /> : <Skeleton className="h-40 w-full" />}
            </TabsContent>
            <TabsContent value="weekly">
              {data ? <WeeklyTab stats={data.stats} /> : <Skeleton className="h-40 w-full" />}
            </TabsContent>
            <TabsContent value="season">
              <SeasonTab details={data} season={season} />
            </TabsContent>
            <TabsContent value="rankings">
              {data ? (
                <RankingsTab rankings={data.rankings} position={data.basic.position} />
              ) : (
                <Skeleton className="h-40 w-full" />
              )}
            </TabsContent>
            <TabsContent value="news">
              <NewsTab playerId={playerId} leagueId={leagueId} />
            </TabsContent>
          </Tabs>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
