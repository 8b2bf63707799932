"use client";

import { cn } from "@/lib/utils";
import * as React from "react";
import Link from "next/link";
import { PlayerDetailsModal } from "@/components/player/player-details-modal";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { type Column, Table } from "@/components/ui/table";
import { waiverAnalyzerLink } from "@/lib/league-model/decisions/deep-links";
import type { WaiverRow, WaiversView as WaiversData } from "@/lib/league-model/decisions/types";
import type { TeamListItem } from "@/lib/domain/team";
import { formatDelta, formatMoney, formatPercent, formatPoints } from "@/lib/rules/format";
import { formatGameTime } from "@/lib/rules/game-line";
import { DecisionShell } from "./decision-shell";
import { DecisionSkeleton } from "./decision-skeleton";
import { useWaivers } from "./queries";
import { Delta, EmptyState, ErrorState, Working } from "./states";
import { useDebounced } from "@/components/use-debounced";
import { restOfSeasonLabel, spanWeeks } from "@/lib/rules/rest-of-season";
import { TREND_LABEL } from "@/lib/rules/form-trend";
import { CheckFilter, PositionSelect } from "./position-select";

export interface WaiverFiltersInit {
  position: string;
  q: string;
}

function waiverColumns(data: WaiversData, onOpen: (id: string) => void): Column<WaiverRow>[] {
  const faab = data.faabBudget !== null;
  return [
    {
      header: "Player",
      primary: true,
      testId: "player-name",
      cell: (r) => (
        <>
          <button
            type="button"
            onClick={() => onOpen(r.id)}
            className={cn(
              "text-left font-medium underline-offset-2 outline-none hover:underline focus-visible:ring-2",
              "focus-visible:ring-ring",
            )}
          >
            {r.name}
          </button>
          <div className="text-xs font-normal text-muted-foreground">
            {r.position} {r.nflTeam ?? "FA"}
            {r.injuryStatus && r.injuryStatus !== "ACTIVE" ? (
              <span className="ml-1 text-destructive-text">{r.injuryStatus.replace(/_/g, " ")}</span>
            ) : null}
          </div>
        </>
      ),
    },
    { header: "Δ playoff", testId: "waiver-delta", cell: (r) => <Delta value={r.deltaPlayoff} se={r.sePlayoff} /> },
    { header: "Δ title", cell: (r) => <Delta value={r.deltaTitle} /> },
    {
      header: `Wk ${data.week}`,
      className: "tabular-nums",
      cell: (r) => (
        <>
          {formatPoints(r.projection)}
          {r.onByeThisWeek ? <span className="ml-1 text-xs text-muted-foreground">bye</span> : null}
        </>
      ),
    },
    {
      header: restOfSeasonLabel(data.restOfSeasonWeeks),
      testId: "rest-of-season",
      className: "tabular-nums",
      cell: (r) => formatPoints(r.restOfSeason),
    },
    { header: "Owned", testId: "owned", className: "tabular-nums", cell: (r) => formatPercent(r.percentOwned) },
    { header: TREND_LABEL, testId: "trend", className: "tabular-nums", cell: (r) => formatDelta(r.trend) },
    { header: "Bye", className: "tabular-nums", cell: (r) => r.byeWeek ?? "—" },
    {
      header: "Drop",
      wide: true,
      className: "text-xs @min-[48rem]:max-w-32",
      cell: (r) => (r.drop ? `${r.drop.name} (${r.drop.position})` : "—"),
    },
    ...(faab
      ? [
          {
            header: "Bid",
            wide: true,
            className: "@min-[48rem]:w-44 @min-[48rem]:min-w-44",
            cell: (r: WaiverRow) => (
              <>
                <div className="font-semibold tabular-nums">{r.bid === null ? "—" : formatMoney(r.bid)}</div>
                {r.bidReason ? <div className="text-xs text-muted-foreground">{r.bidReason}</div> : null}
              </>
            ),
          },
        ]
      : []),
    {
      header: "Analyze",
      headerContent: <span className="sr-only">Analyze</span>,
      bare: true,
      cell: (r) => (
        <Button size="sm" variant="outline" asChild>
          <Link prefetch={false} href={waiverAnalyzerLink([{ add: [r.id], drop: r.drop ? [r.drop.id] : [] }])}>
            Analyze
          </Link>
        </Button>
      ),
    },
  ];
}

function WaiverTable({ data, onOpen }: { data: WaiversData; onOpen: (id: string) => void }) {
  return (
    <Table
      caption={`Free agents, week ${data.week}`}
      columns={waiverColumns(data, onOpen)}
      rows={data.rows}
      rowKey={(r) => r.id}
      rowProps={() => ({ "data-testid": "waiver-row" })}
      stackBelow="lg"
    />
  );
}

function WaiversBody({ team, init }: { team: TeamListItem; init: WaiverFiltersInit }) {
  const [position, setPosition] = React.useState(init.position);
  const [q, setQ] = React.useState(init.q);
  const [available, setAvailable] = React.useState(false);
  const [hideInjured, setHideInjured] = React.useState(false);
  const [page, setPage] = React.useState(1);
  const [playerId, setPlayerId] = React.useState<string | null>(null);
  const query = useDebounced(q, 300);
  const waivers = useWaivers(team.id, { position, q: query, available, hideInjured, page });
  const data = waivers.data;
  const reset =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage(1);
    };

  if (waivers.isError) return <ErrorState error={waivers.error} onRetry={() => void waivers.refetch()} />;
  if (!data) return <DecisionSkeleton />;
  if (data.empty) return <EmptyState title="No waiver moves to price" message={data.empty.message} />;
  const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
  return (
    <div className="space-y-4">
      <Card>
        <CardHeader>
          <CardTitle>Free agents, week {data.week}</CardTitle>
          <CardDescription>
            Ranked by the change in your playoff odds from adding each player and dropping the one your lineup misses
            least ({data.simulations.toLocaleString("en-US")} simulated seasons each; the {data.pricedCount} who add the
            most lineup points in the weeks left are priced, the rest rank by rest-of-season points,{" "}
            {spanWeeks(data.restOfSeasonWeeks)}).
            {data.faabLeft !== null
              ? ` FAAB left: ${formatMoney(data.faabLeft)} of ${formatMoney(data.faabBudget)}.`
              : ""}
            {data.nextRun ? ` Claims close ${formatGameTime(data.nextRun)}.` : ""}
          </CardDescription>
          {data.priorityAdvice ? (
            <p className="text-sm" data-testid="priority-advice">
              {data.priorityAdvice}
            </p>
          ) : null}
        </CardHeader>
        <CardContent className="space-y-4">
          <div className="flex flex-wrap items-end gap-3">
            <PositionSelect label="Position" anyLabel="All" value={position} onChange={reset(setPosition)} />
            <label className="flex min-w-[12rem] flex-1 flex-col gap-1 text-xs font-medium">
              Search
              <Input type="search" value={q} placeholder="Player name" onChange={(e) => reset(setQ)(e.target.value)} />
            </label>
            <CheckFilter label="Playable this week" checked={available} onChange={reset(setAvailable)} />
            <CheckFilter label="Hide injured" checked={hideInjured} onChange={reset(setHideInjured)} />
            <Working active={waivers.isFetching} label="Pricing free agents…" />
          </div>
          {data.rows.length === 0 ? (
            <EmptyState
              title="No free agents match"
              message={
                data.total === 0 && !q && !position && !available && !hideInjured
                  ? "Every player with a role this week is on a roster in this league."
                  : "No free agent matches these filters. Clear the search or a filter."
              }
            />
          ) : (
            <WaiverTable data={data} onOpen={setPlayerId} />
          )}
          <div className="flex items-center justify-between text-sm">
            <span className="text-muted-foreground">
              {data.total} free agents · page {data.page} of {pages}
            </span>
            <div className="flex gap-2">
              <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
                Previous
              </Button>
              <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
                Next
              </Button>
            </div>
          </div>
        </CardContent>
      </Card>
      <PlayerDetailsModal
        playerId={playerId}
        leagueId={team.league.id}
        week={data.week}
        season={team.league.season}
        onClose={() => setPlayerId(null)}
      />
    </div>
  );
}

export function WaiversPage({ init }: { init: WaiverFiltersInit }) {
  return (
    <DecisionShell title="Waivers" description="Free agents priced in playoff odds">
      {(team) => <WaiversBody key={team.id} team={team} init={init} />}
    </DecisionShell>
  );
}
