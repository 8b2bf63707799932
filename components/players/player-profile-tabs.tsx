"use client";

import { clockOf, type FootballClocks } from "@/lib/football-clocks";
import * as React from "react";
import { FootballNowProvider } from "@/components/dashboard/football-clock";
import { NoLeagues } from "@/components/layout/no-leagues";
import { PLAYER_TABS, PlayerTabs, type PlayerTabPanel } from "@/components/player/player-tabs";
import { usePlayerDetails } from "@/components/player/queries";
import { useSelectedTeam } from "@/components/providers/selected-team";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { TabsContent } from "@/components/ui/tabs";
import { useHydrated } from "@/components/use-hydrated";
import { resolveWeek } from "@/lib/rules/current-week";

// Without JavaScript the tabs cannot switch: every panel is shown, each under its own heading.
const NO_SCRIPT_CSS =
  "[data-profile-panel][data-state=inactive]{display:block!important}" +
  "[data-profile-heading]{display:block!important}[data-profile-tablist]{display:none!important}";

// A tab's panel, mounted even while another tab is chosen so the server sends every tab's content.
const Panel: PlayerTabPanel = ({ value, children }) => (
  <TabsContent value={value} forceMount data-profile-panel className="data-[state=inactive]:hidden">
    <h2 data-profile-heading className="mb-2 hidden text-lg font-semibold">
      {PLAYER_TABS.find(([v]) => v === value)?.[1]}
    </h2>
    {children}
  </TabsContent>
);

/** The team whose league the server rendered the profile for. */
export interface ProfileTeam {
  id: string;
  league: { id: string; name: string; season: number; provider: string };
}

/**
 * League context: the selected team's league (player cards are for the selected team's league only). The server
 * rendered `serverTeam`'s league (the link's league, else the selected team's cookie, else the first team); the
 * browser keeps it until it has read its own selection, and a league named in the link becomes the selection.
 */
export function PlayerProfileTabs({
  playerId,
  clocks,
  serverTeam,
  leagueFromUrl,
}: {
  playerId: string;
  clocks: FootballClocks;
  serverTeam: ProfileTeam | null;
  leagueFromUrl: boolean;
}) {
  const { selectedTeam, setSelectedTeamId, isLoading } = useSelectedTeam();
  const mounted = useHydrated();
  const pinnedTeamId = leagueFromUrl ? serverTeam?.id : undefined;
  React.useEffect(() => {
    // Once, on arrival: later changes of the team selector win.
    if (pinnedTeamId) setSelectedTeamId(pinnedTeamId);
  }, [pinnedTeamId, setSelectedTeamId]);
  const team: ProfileTeam | null = mounted ? (selectedTeam ?? (isLoading ? serverTeam : null)) : serverTeam;
  const leagueId = team?.league.id ?? "";
  const details = usePlayerDetails(playerId, leagueId);
  if (isLoading && !team) return <Skeleton className="h-64 w-full" />;
  if (!team) return <NoLeagues />;
  const season = team.league.season;
  const now = clockOf(clocks, team.league).toISOString();
  const week = resolveWeek({ season }, new Date(now)).week;
  const data = details.data;
  const placeholder = details.isError ? (
    <div className="flex flex-col items-center gap-3 py-8 text-center" role="alert">
      <p className="font-medium">Player details not found</p>
      <p className="text-sm text-muted-foreground">{details.error.message}</p>
      <Button variant="outline" onClick={() => details.refetch()}>
        Retry
      </Button>
    </div>
  ) : (
    <Skeleton className="h-40 w-full" />
  );
  return (
    <FootballNowProvider now={now}>
      <Card>
        <CardContent className="space-y-4 pt-6">
          <p className="text-sm text-muted-foreground">
            In <span className="font-medium text-foreground">{team.league.name}</span> · week {week}
            {data && !data.basic.droppable ? (
              <Badge variant="secondary" className="ml-2">
                Can&apos;t Drop
              </Badge>
            ) : null}
            {data?.basic.tradeLocked ? (
              <Badge variant="secondary" className="ml-2">
                Trade Locked
              </Badge>
            ) : null}
          </p>
          <noscript>
            <style>{NO_SCRIPT_CSS}</style>
          </noscript>
          <PlayerTabs
            playerId={playerId}
            leagueId={leagueId}
            week={week}
            season={season}
            now={new Date(now)}
            data={data}
            placeholder={placeholder}
            Panel={Panel}
            tabListAttributes={{ "data-profile-tablist": "" }}
          />
        </CardContent>
      </Card>
    </FootballNowProvider>
  );
}
