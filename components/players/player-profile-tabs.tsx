"use client";

import { clockOf, type FootballClocks } from "@/lib/football-clocks";
import * as React from "react";
import { FootballNowProvider } from "@/components/dashboard/football-clock";
import { NoLeagues } from "@/components/layout/no-leagues";
import { AiInsightsTab } from "@/components/player/ai-insights-tab";
import { NewsTab } from "@/components/player/news-tab";
import { OverviewTab } from "@/components/player/overview-tab";
import { OwnershipTab } from "@/components/player/ownership-tab";
import { usePlayerDetails } from "@/components/player/queries";
import { RankingsTab } from "@/components/player/rankings-tab";
import { SeasonTab } from "@/components/player/season-tab";
import { WeeklyTab } from "@/components/player/weekly-tab";
import { useSelectedTeam } from "@/components/providers/selected-team";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { resolveWeek } from "@/lib/rules/current-week";

// The player modal's seven tabs, the same components and the same API calls, laid out as a page.
const TABS = [
  ["ai", "AI Insights"],
  ["overview", "Overview"],
  ["ownership", "Ownership"],
  ["weekly", "Weekly"],
  ["season", "Season"],
  ["rankings", "Rankings"],
  ["news", "News"],
] as const;

// Without JavaScript the tabs cannot switch: every panel is shown, each under its own heading.
const NO_SCRIPT_CSS =
  "[data-profile-panel][data-state=inactive]{display:block!important}" +
  "[data-profile-heading]{display:block!important}[data-profile-tablist]{display:none!important}";

const subscribeNothing = () => () => {};
const hydrated = () => true;
const notHydrated = () => false;

// A tab's panel, mounted even while another tab is chosen so the server sends every tab's content.
function Panel({ value, children }: { value: (typeof TABS)[number][0]; children: React.ReactNode }) {
  return (
    <TabsContent value={value} forceMount data-profile-panel className="data-[state=inactive]:hidden">
      <h2 data-profile-heading className="mb-2 hidden text-lg font-semibold">
        {TABS.find(([v]) => v === value)?.[1]}
      </h2>
      {children}
    </TabsContent>
  );
}

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
  // False while rendering on the server and hydrating, true after: hydration renders what the server did.
  const mounted = React.useSyncExternalStore(subscribeNothing, hydrated, notHydrated);
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
          <Tabs defaultValue="ai" className="min-w-0">
            <div className="-mx-1 overflow-x-auto px-1" data-profile-tablist>
              <TabsList>
                {TABS.map(([value, label]) => (
                  <TabsTrigger key={value} value={value}>
                    {label}
                  </TabsTrigger>
                ))}
              </TabsList>
            </div>
            <Panel value="ai">
              <AiInsightsTab playerId={playerId} leagueId={leagueId} week={week} />
            </Panel>
            <Panel value="overview">{data ? <OverviewTab details={data} now={new Date(now)} /> : placeholder}</Panel>
            <Panel value="ownership">{data ? <OwnershipTab ownership={data.ownership} /> : placeholder}</Panel>
            <Panel value="weekly">{data ? <WeeklyTab stats={data.stats} /> : placeholder}</Panel>
            <Panel value="season">
              <SeasonTab details={data} season={season} />
            </Panel>
            <Panel value="rankings">
              {data ? <RankingsTab rankings={data.rankings} position={data.basic.position} /> : placeholder}
            </Panel>
            <Panel value="news">
              <NewsTab playerId={playerId} leagueId={leagueId} />
            </Panel>
          </Tabs>
        </CardContent>
      </Card>
    </FootballNowProvider>
  );
}
