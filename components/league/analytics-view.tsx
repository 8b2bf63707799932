"use client";

import dynamic from "next/dynamic";
import { NoLeagues } from "@/components/layout/no-leagues";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { formatDelta, formatPoints, recordString } from "@/lib/rules/format";
import type { AnalyticsResponse } from "@/lib/league/types";
import { cn } from "@/lib/utils";
import { oddsText } from "./format";
import { useAnalytics } from "./queries";
import { ErrorState, PageTitle, PhaseNote } from "./states";
import { useLeagueTeam } from "./use-league-team";
import { WhatIfPanel } from "./what-if-panel";

// recharts is large and client-only: load it with the charts, not with the page.
const chartFallback = () => <Skeleton className="h-56 w-full" />;
const SeedChart = dynamic(() => import("./analytics-charts").then((m) => m.SeedChart), {
  ssr: false,
  loading: chartFallback,
});
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

function OddsTable({ data }: { data: AnalyticsResponse }) {
  return (
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="Simulated odds">
      <table className="w-full min-w-[600px] text-sm" data-testid="analytics-odds">
        <thead>
          <tr className="border-b text-left text-xs uppercase tracking-wide text-muted-foreground">
            <th scope="col" className="py-2 pr-2">
              Team
            </th>
            <th scope="col" className="py-2 pr-2 text-right">
              Record
            </th>
            <th scope="col" className="py-2 pr-2 text-right">
              Proj. wins
            </th>
            <th scope="col" className="py-2 pr-2 text-right">
              Playoff
            </th>
            <th scope="col" className="py-2 pr-2 text-right">
              Bye
            </th>
            <th scope="col" className="py-2 text-right">
              Title
            </th>
          </tr>
        </thead>
        <tbody>
          {data.teams.map((t) => (
            <tr
              key={t.teamId}
              className={cn("border-b last:border-0", t.isMine && "bg-primary/5 font-medium")}
              data-mine={t.isMine || undefined}
              data-testid="analytics-row"
            >
              <td className="py-2 pr-2">
                {t.name}
                {t.isMine ? (
                  <Badge variant="secondary" className="ml-2">
                    You
                  </Badge>
                ) : null}
              </td>
              <td className="py-2 pr-2 text-right tabular-nums">{t.record}</td>
              <td className="py-2 pr-2 text-right tabular-nums">{formatPoints(t.expectedWins)}</td>
              <td className="py-2 pr-2 text-right tabular-nums" data-testid="analytics-playoff">
                {oddsText(t.playoffOdds)}{" "}
                <span className="text-xs text-muted-foreground">±{t.standardError.playoff.toFixed(1)}</span>
              </td>
              <td className="py-2 pr-2 text-right tabular-nums">{oddsText(t.byeOdds)}</td>
              <td className="py-2 text-right tabular-nums">{oddsText(t.titleOdds)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function LuckTable({ data }: { data: AnalyticsResponse }) {
  return (
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="Luck">
      <table className="w-full min-w-[520px] text-sm" data-testid="luck-table">
        <thead>
          <tr className="border-b text-left text-xs uppercase tracking-wide text-muted-foreground">
            <th scope="col" className="py-2 pr-2">
              Team
            </th>
            <th scope="col" className="py-2 pr-2 text-right">
              Wins
            </th>
            <th scope="col" className="py-2 pr-2 text-right">
              Expected
            </th>
            <th scope="col" className="py-2 pr-2 text-right">
              Luck
            </th>
            <th scope="col" className="py-2 text-right">
              All-play
            </th>
          </tr>
        </thead>
        <tbody>
          {data.luck.map((l) => (
            <tr
              key={l.teamId}
              className={cn("border-b last:border-0", l.isMine && "bg-primary/5 font-medium")}
              data-mine={l.isMine || undefined}
            >
              <td className="py-2 pr-2">{l.name}</td>
              <td className="py-2 pr-2 text-right tabular-nums">{formatPoints(l.wins)}</td>
              <td className="py-2 pr-2 text-right tabular-nums">{formatPoints(l.expectedWins)}</td>
              <td
                className={cn(
                  "py-2 pr-2 text-right tabular-nums",
                  l.luck > 0.5 ? "text-success-text" : l.luck < -0.5 ? "text-destructive-text" : "",
                )}
                data-testid={l.isMine ? "my-luck" : undefined}
              >
                {formatDelta(l.luck)}
              </td>
              <td className="py-2 text-right tabular-nums">{recordString(l.allPlay)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
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
                How often each team finishes at each seed; coloured seeds make the playoffs.
              </CardDescription>
            </CardHeader>
            <CardContent className="overflow-x-auto">
              <div className="min-w-[520px]">
                <SeedChart teams={data.teams} playoffTeams={data.playoffTeams} />
              </div>
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
