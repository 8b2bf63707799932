"use client";

import dynamic from "next/dynamic";
import { NoLeagues } from "@/components/layout/no-leagues";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { type Column, Table } from "@/components/ui/table";
import { Spinner } from "@/components/ui/spinner";
import { formatDelta, formatPoints, recordString } from "@/lib/rules/format";
import type { AnalyticsResponse } from "@/lib/league-model/league-pages/types";
import { oddsText } from "./format";
import { useAnalytics } from "./queries";
import { ErrorState, PageTitle, PhaseNote } from "./states";
import { SeedChart } from "./seed-chart";
import { useLeagueTeam } from "./use-league-team";
import { WhatIfPanel } from "./what-if-panel";

// recharts is large and client-only: load it with the charts, not with the page.
const chartFallback = () => <Skeleton className="h-56 w-full" />;
const WinsChart = dynamic(() => import("./analytics-charts").then((m) => m.WinsChart), {
  ssr: false,
  loading: chartFallback,
});

function Simulating() {
  return (
    <div className="space-y-6" aria-busy="true">
      <PageTitle title="Analytics" />
      <Card>
        <CardContent className="flex items-center gap-3 py-10" role="status">
          <Spinner />
          <span className="text-sm text-muted-foreground">Simulating the season 10,000 times…</span>
        </CardContent>
      </Card>
    </div>
  );
}

type OddsRow = AnalyticsResponse["teams"][number];
type LuckRow = AnalyticsResponse["luck"][number];

const ODDS_COLUMNS: Column<OddsRow>[] = [
  {
    header: "Team",
    primary: true,
    cell: (t) => (
      <>
        {t.name}
        {t.isMine ? (
          <Badge variant="secondary" className="ml-2">
            You
          </Badge>
        ) : null}
      </>
    ),
  },
  { header: "Record", align: "right", cell: (t) => t.record },
  { header: "Proj. wins", align: "right", cell: (t) => formatPoints(t.expectedWins) },
  {
    header: "Playoff",
    align: "right",
    testId: "analytics-playoff",
    cell: (t) => (
      <>
        {oddsText(t.playoffOdds)}{" "}
        <span className="text-xs text-muted-foreground">±{t.standardError.playoff.toFixed(1)}</span>
      </>
    ),
  },
  { header: "Bye", align: "right", cell: (t) => oddsText(t.byeOdds) },
  { header: "Title", align: "right", cell: (t) => oddsText(t.titleOdds) },
];

function OddsTable({ data }: { data: AnalyticsResponse }) {
  return (
    <Table
      caption="Simulated odds"
      columns={ODDS_COLUMNS}
      rows={data.teams}
      rowKey={(t) => t.teamId}
      highlight={(t) => t.isMine}
      rowProps={() => ({ "data-testid": "analytics-row" })}
      data-testid="analytics-odds"
    />
  );
}

const LUCK_COLUMNS: Column<LuckRow>[] = [
  { header: "Team", primary: true, cell: (l) => l.name },
  { header: "Wins", align: "right", cell: (l) => formatPoints(l.wins) },
  { header: "Expected", align: "right", cell: (l) => formatPoints(l.expectedWins) },
  {
    header: "Luck",
    align: "right",
    className: (l) => (l.luck > 0.5 ? "text-success-text" : l.luck < -0.5 ? "text-destructive-text" : undefined),
    testId: (l) => (l.isMine ? "my-luck" : undefined),
    cell: (l) => formatDelta(l.luck),
  },
  { header: "All-play", align: "right", cell: (l) => recordString(l.allPlay) },
];

function LuckTable({ data }: { data: AnalyticsResponse }) {
  return (
    <Table
      caption="Luck"
      columns={LUCK_COLUMNS}
      rows={data.luck}
      rowKey={(l) => l.teamId}
      highlight={(l) => l.isMine}
      data-testid="luck-table"
    />
  );
}

export function AnalyticsView() {
  const { team, teamId, isLoading } = useLeagueTeam();
  const query = useAnalytics(teamId);
  if (isLoading) return <Simulating />;
  if (!team || !teamId) return <NoLeagues />;
  if (query.isPending) return <Simulating />;
  if (query.isError)
    return <ErrorState what="the season simulation" error={query.error} onRetry={() => void query.refetch()} />;
  const data = query.data;
  const mine = data.teams.find((t) => t.isMine);
  return (
    <div className="space-y-6">
      <PageTitle
        title="Analytics"
        subtitle={
          data.simulations > 0
            ? `${data.simulations.toLocaleString("en-US")} simulated seasons from week ${data.week}`
            : "Not enough data to simulate this league yet"
        }
      >
        {query.isFetching ? <Spinner size="sm" /> : null}
      </PageTitle>
      <PhaseNote phase={data.phase} season={team.league.season} />
      {data.simulations > 0 ? (
        <>
          <div className="grid gap-6 lg:grid-cols-3">
            <Card className="min-w-0 lg:col-span-2">
              <CardHeader>
                <CardTitle>Playoff, bye and title odds</CardTitle>
                <CardDescription>± is one standard error of the simulated percentage.</CardDescription>
              </CardHeader>
              <CardContent>
                <OddsTable data={data} />
              </CardContent>
            </Card>
            <Card className="min-w-0">
              <CardHeader>
                <CardTitle>{data.team.name}: final wins</CardTitle>
                <CardDescription>
                  {mine
                    ? `Playoffs ${oddsText(mine.playoffOdds)} · ${formatPoints(mine.expectedWins)} wins expected`
                    : ""}
                </CardDescription>
              </CardHeader>
              <CardContent>
                <WinsChart data={data.winDistribution} />
              </CardContent>
            </Card>
          </div>
          <Card className="min-w-0">
            <CardHeader>
              <CardTitle>Seed distribution</CardTitle>
              <CardDescription>
                How often each team finishes at each seed; green seeds make the playoffs.
              </CardDescription>
            </CardHeader>
            <CardContent>
              <SeedChart teams={data.teams} playoffTeams={data.playoffTeams} />
            </CardContent>
          </Card>
          <Card className="min-w-0">
            <CardHeader>
              <CardTitle>What if…</CardTitle>
              <CardDescription>
                Force the result of any remaining game and see every team&apos;s odds recomputed on the server.
              </CardDescription>
            </CardHeader>
            <CardContent>
              <WhatIfPanel data={data} teamId={teamId} />
            </CardContent>
          </Card>
        </>
      ) : null}
      <Card className="min-w-0">
        <CardHeader>
          <CardTitle>Luck</CardTitle>
          <CardDescription>
            Expected wins are what each week&apos;s score would have earned against the whole league (the all-play
            record); luck is actual wins minus expected.
          </CardDescription>
        </CardHeader>
        <CardContent>
          {data.luck.some((l) => l.wins + l.allPlay.wins + l.allPlay.losses > 0) ? (
            <LuckTable data={data} />
          ) : (
            <p className="text-sm text-muted-foreground">No games played yet.</p>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>How this is computed</CardTitle>
        </CardHeader>
        <CardContent className="space-y-2 text-sm text-muted-foreground">
          <p>
            Each simulated season plays out every remaining regular-season game from each team&apos;s projected weekly
            score (its best lineup that week, with byes and injuries; this week&apos;s live scores where games are on),
            plus a season-long error in each team&apos;s strength. Standings use the league&apos;s own rules —
            tiebreakers, divisions, median games — then the playoff bracket with its byes is played to a champion.
          </p>
          <p>
            {data.simulations.toLocaleString("en-US")} seasons are simulated once per league, week and sync, and shared
            with the dashboard and the standings, so every page shows the same numbers. A percentage p from n seasons
            has a standard error of √(p(1−p)/n): at most {maxStandardError(data.simulations)} points here.
          </p>
        </CardContent>
      </Card>
    </div>
  );
}

// The largest standard error of a percentage from n seasons (at p = 50 %), in percentage points.
const maxStandardError = (seasons: number) => (50 / Math.sqrt(Math.max(1, seasons))).toFixed(1);
