"use client";

import type * as React from "react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import type { PlayerDetails } from "@/lib/league-model/player-types";
import { AiInsightsTab } from "./ai-insights-tab";
import { NewsTab } from "./news-tab";
import { OverviewTab } from "./overview-tab";
import { OwnershipTab } from "./ownership-tab";
import { RankingsTab } from "./rankings-tab";
import { SeasonTab } from "./season-tab";
import { WeeklyTab } from "./weekly-tab";

export const PLAYER_TABS = [
  ["ai", "AI Insights"],
  ["overview", "Overview"],
  ["ownership", "Ownership"],
  ["weekly", "Weekly"],
  ["season", "Season"],
  ["rankings", "Rankings"],
  ["news", "News"],
] as const;

/** One tab's panel: the modal mounts the chosen one only, the profile page mounts them all. */
export type PlayerTabPanel = (props: {
  value: (typeof PLAYER_TABS)[number][0];
  children: React.ReactNode;
}) => React.ReactNode;

const ChosenPanel: PlayerTabPanel = ({ value, children }) => <TabsContent value={value}>{children}</TabsContent>;

/** The player card's seven tabs, in the modal and on the profile page: the same components and API calls. */
export function PlayerTabs({
  playerId,
  leagueId,
  week,
  season,
  now,
  data,
  placeholder,
  Panel = ChosenPanel,
  tabListAttributes,
}: {
  playerId: string;
  leagueId: string;
  week: number;
  season: number;
  now: Date | undefined;
  data: PlayerDetails | undefined;
  /** Shown in a tab that needs the details while they load (or failed). */
  placeholder: React.ReactNode;
  Panel?: PlayerTabPanel;
  tabListAttributes?: Record<`data-${string}`, string>;
}) {
  return (
    <Tabs defaultValue="ai" className="min-w-0">
      <div className="-mx-1 overflow-x-auto px-1" {...tabListAttributes}>
        <TabsList>
          {PLAYER_TABS.map(([value, label]) => (
            <TabsTrigger key={value} value={value}>
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
      </div>
      <Panel value="ai">
        <AiInsightsTab playerId={playerId} leagueId={leagueId} week={week} />
      </Panel>
      <Panel value="overview">{data ? <OverviewTab details={data} now={now} /> : placeholder}</Panel>
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
  );
}
