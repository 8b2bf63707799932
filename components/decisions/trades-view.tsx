"use client";

import * as React from "react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { DecisionShell } from "./decision-shell";
import { DecisionSkeleton } from "./decision-skeleton";
import { useTradeRosters } from "./queries";
import { EmptyState, ErrorState } from "./states";
import { TradeBuilder, type TradeDraft } from "./trade-builder";
import { TradeFinder } from "./trade-finder";
import { TradeHistory } from "./trade-history";

function TradesBody({ teamId, init }: { teamId: string; init: TradeDraft }) {
  const rosters = useTradeRosters(teamId);
  const [tab, setTab] = React.useState("builder");
  const [draft, setDraft] = React.useState(init);
  // Each finder pick mounts a fresh builder so it evaluates the picked trade at once.
  const [builderKey, setBuilderKey] = React.useState(0);
  if (rosters.isError) return <ErrorState error={rosters.error} onRetry={() => void rosters.refetch()} />;
  if (!rosters.data) return <DecisionSkeleton />;
  if (rosters.data.teams.length < 2)
    return (
      <EmptyState
        title="No trades to make"
        message="The season has not started or the league's rosters are not synced yet: there is no one to trade with."
      />
    );
  const open = (d: TradeDraft) => {
    setDraft(d);
    setBuilderKey((k) => k + 1);
    setTab("builder");
  };
  return (
    <Tabs value={tab} onValueChange={setTab} className="space-y-4">
      <TabsList>
        <TabsTrigger value="builder">Builder</TabsTrigger>
        <TabsTrigger value="finder">Finder</TabsTrigger>
        <TabsTrigger value="history">League trades</TabsTrigger>
      </TabsList>
      <TabsContent value="builder">
        <TradeBuilder key={builderKey} teamId={teamId} rosters={rosters.data} draft={draft} setDraft={setDraft} />
      </TabsContent>
      <TabsContent value="finder">
        <TradeFinder teamId={teamId} rosters={rosters.data} onOpen={open} />
      </TabsContent>
      <TabsContent value="history">
        <TradeHistory teamId={teamId} />
      </TabsContent>
    </Tabs>
  );
}

export function TradesPage({ init }: { init: TradeDraft }) {
  return (
    <DecisionShell title="Trades" description="Every trade priced in both teams' playoff odds">
      {(team) => <TradesBody key={team.id} teamId={team.id} init={init} />}
    </DecisionShell>
  );
}
