"use client";

import { clockOf, type FootballClocks } from "@/lib/football-clocks";
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

// The player modal's seven tabs (spec §2.5), the same components and the same API calls, laid out as a page.
const TABS = [
  ["ai", "AI Insights"],
  ["overview", "Overview"],
  ["ownership", "Ownership"],
  ["weekly", "Weekly"],
  ["season", "Season"],
  ["rankings", "Rankings"],
  ["news", "News"],
] as const;

/** League context: the selected team's league (spec §6: player cards for the selected team's league only). */
export function PlayerProfileTabs({ playerId, clocks }: { playerId: string; clocks: FootballClocks }) {
  const { selectedTeam: team, isLoading } = useSelectedTeam();
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
              {data ? <OverviewTab details={data} now={new Date(now)} /> : placeholder}
            </TabsContent>
            <TabsContent value="ownership">
              {data ? <OwnershipTab ownership={data.ownership} /> : placeholder}
            </TabsContent>
            <TabsContent value="weekly">{data ? <WeeklyTab stats={data.stats} /> : placeholder}</TabsContent>
            <TabsContent value="season">
              <SeasonTab details={data} season={season} />
            </TabsContent>
            <TabsContent value="rankings">
              {data ? <RankingsTab rankings={data.rankings} position={data.basic.position} /> : placeholder}
            </TabsContent>
            <TabsContent value="news">
              <NewsTab playerId={playerId} leagueId={leagueId} />
            </TabsContent>
          </Tabs>
        </CardContent>
      </Card>
    </FootballNowProvider>
  );
}
