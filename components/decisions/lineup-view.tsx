"use client";

import * as React from "react";
import { ClipboardCopy, ExternalLink, Lock } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { type Column, Table } from "@/components/ui/table";
import { toast } from "@/components/ui/use-toast";
import type { LineupPlayerCard, LineupView as LineupData } from "@/lib/league-model/decisions/types";
import { formatDelta, formatPoints } from "@/lib/rules/format";
import { cn } from "@/lib/utils";
import { DecisionShell } from "./decision-shell";
import { DecisionSkeleton } from "./decision-skeleton";
import { useLineup } from "./queries";
import { Delta, EmptyState, ErrorState, Working } from "./states";

export function lineupText(data: LineupData): string {
  const playerText = (p: NonNullable<LineupData["slots"][number]["recommended"]>) =>
    `${p.name} (${[p.position, p.nflTeam].filter(Boolean).join(", ")})`;
  const lines = data.slots.map((s) => `${s.slot}: ${s.recommended ? playerText(s.recommended) : "empty"}`);
  const bench = data.bench.map((p) => p.name).join(", ");
  return [
    `${data.team.name} — week ${data.week} lineup ` +
      `(${data.objective === "win" ? "max P(win)" : "max projected points"})`,
    ...lines,
    bench ? `Bench: ${bench}` : "",
  ]
    .filter(Boolean)
    .join("\n");
}

function PlayerCell({ p }: { p: LineupPlayerCard | null }) {
  if (!p) return <span className="text-muted-foreground">Empty</span>;
  return (
    <div className="min-w-0">
      <div className="flex items-center gap-1.5">
        <span className="truncate font-medium">{p.name}</span>
        {p.locked ? (
          <Lock aria-label="Locked: his game has started" className="size-3.5 text-muted-foreground" />
        ) : null}
        {p.flag ? (
          <Badge variant="destructive" className="px-1.5 py-0 text-[10px]">
            {p.flag}
          </Badge>
        ) : null}
      </div>
      <div className="text-xs text-muted-foreground tabular-nums">
        {p.position} {p.nflTeam ?? ""} {p.opponent ? `· ${p.opponent}` : ""} · {formatPoints(p.floor)} /{" "}
        <span className="font-medium text-foreground">{formatPoints(p.projection)}</span> / {formatPoints(p.ceiling)}
      </div>
    </div>
  );
}

function Outlook({ data }: { data: LineupData }) {
  const items = [
    {
      label: "P(win)",
      before: `${data.before.winProbability.toFixed(1)}%`,
      after: `${data.after.winProbability.toFixed(1)}%`,
      delta: data.after.winProbability - data.before.winProbability,
    },
    {
      label: "Projected points",
      before: formatPoints(data.before.projectedPoints),
      after: formatPoints(data.after.projectedPoints),
      delta: data.after.projectedPoints - data.before.projectedPoints,
    },
    {
      label: "Floor (p10)",
      before: formatPoints(data.before.floor),
      after: formatPoints(data.after.floor),
      delta: data.after.floor - data.before.floor,
    },
    {
      label: "Ceiling (p90)",
      before: formatPoints(data.before.ceiling),
      after: formatPoints(data.after.ceiling),
      delta: data.after.ceiling - data.before.ceiling,
    },
  ];
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {items.map((i) => (
        <Card key={i.label} data-testid={`lineup-outlook-${i.label}`}>
          <CardHeader className="pb-1">
            <CardDescription>{i.label}</CardDescription>
          </CardHeader>
          <CardContent>
            <div className="text-lg font-bold tabular-nums sm:text-xl">
              {i.before} <span className="text-muted-foreground">→</span> {i.after}
            </div>
            <Delta value={Math.round(i.delta * 10) / 10} />
          </CardContent>
        </Card>
      ))}
    </div>
  );
}

function Swaps({ data }: { data: LineupData }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Recommended changes</CardTitle>
        <CardDescription>
          Each change priced alone against your current lineup{data.opponent ? ` vs ${data.opponent.name}` : ""}.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {data.holes.length > 0 && (
          <ul className="mb-3 space-y-2" data-testid="lineup-holes">
            {data.holes.map((h, i) => (
              <li key={`${h.slot}-${i}`} className="rounded-lg border border-destructive/40 p-3 text-sm">
                <span className="font-semibold">{h.slot} is empty:</span> no one on your roster can play it this week.{" "}
                {h.claim ? (
                  <>
                    Claim <span className="font-semibold">{h.claim.name}</span> ({h.claim.position}
                    {h.claim.nflTeam ? `, ${h.claim.nflTeam}` : ""}), projected {h.claim.projection.toFixed(1)} points.
                  </>
                ) : (
                  "No free agent who can play it has a game this week."
                )}
              </li>
            ))}
          </ul>
        )}
        {data.swaps.length === 0 ? (
          data.holes.length === 0 && (
            <p className="text-sm text-muted-foreground" data-testid="lineup-no-swaps">
              Your lineup is already the best one
              {data.lockedCount ? ` among the players whose games have not started (${data.lockedCount} locked)` : ""}.
            </p>
          )
        ) : (
          <ul className="space-y-2">
            {data.swaps.map((s) => (
              <li
                key={`${s.slot}-${s.playerIn.id}`}
                data-testid="lineup-swap"
                className="flex flex-col gap-1 rounded-lg border p-3 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="text-sm">
                  Start <span className="font-semibold">{s.playerIn.name}</span> at {s.slot}
                  {s.playerOut ? (
                    <>
                      {" "}
                      for <span className="font-semibold">{s.playerOut.name}</span>
                    </>
                  ) : null}
                </div>
                <div className="flex gap-4 text-sm">
                  <span>
                    ΔP(win){" "}
                    <span data-testid="swap-delta-win">
                      <Delta value={s.deltaWinProbability} suffix=" pts" />
                    </span>
                  </span>
                  <span>
                    Δ proj <Delta value={s.deltaPoints} />
                  </span>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

type SlotRow = LineupData["slots"][number];

const SLOT_COLUMNS: Column<SlotRow>[] = [
  { header: "Slot", primary: true, className: "font-mono text-xs", cell: (row) => row.slot },
  { header: "Current", wide: true, cell: (row) => <PlayerCell p={row.current} /> },
  { header: "Recommended", wide: true, cell: (row) => <PlayerCell p={row.recommended} /> },
];

function SlotTable({ data }: { data: LineupData }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Slot by slot</CardTitle>
        <CardDescription>
          Floor / projection / ceiling for week {data.week}. Locked players (game started or final) stay where they are.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Table
          caption={`Week ${data.week} lineup, slot by slot`}
          columns={SLOT_COLUMNS}
          rows={data.slots}
          rowKey={(row, i) => `${row.slot}-${i}`}
          rowProps={(row) => ({ "data-testid": "lineup-slot", className: cn(row.changed && "bg-primary/5") })}
          stackBelow="sm"
        />
        {data.bench.length ? (
          <div className="mt-4">
            <h4 className="mb-2 text-xs font-medium uppercase tracking-wide text-muted-foreground">Bench</h4>
            <ul className="grid gap-2 sm:grid-cols-2">
              {data.bench.map((p) => (
                <li key={p.id} className="rounded-md border px-3 py-2">
                  <PlayerCell p={p} />
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}

function LineupBody({
  teamId,
  initialObjective,
  initialWeek,
}: {
  teamId: string;
  initialObjective: "win" | "points";
  initialWeek: number | null;
}) {
  const [objective, setObjective] = React.useState(initialObjective);
  const [week, setWeek] = React.useState(initialWeek);
  const lineup = useLineup(teamId, objective, week);
  const data = lineup.data;

  const copy = async () => {
    if (!data) return;
    try {
      await navigator.clipboard.writeText(lineupText(data));
      toast({ title: "Lineup copied", description: "Paste it wherever you set your lineup." });
    } catch {
      toast({ title: "Copy failed", description: "Your browser blocked the clipboard.", variant: "destructive" });
    }
  };

  if (lineup.isError) return <ErrorState error={lineup.error} onRetry={() => void lineup.refetch()} />;
  if (!data) return <DecisionSkeleton />;
  if (data.empty && data.slots.length === 0)
    return <EmptyState title="Nothing to optimize" message={data.empty.message} />;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center gap-2">
        <label className="flex items-center gap-2 text-sm">
          <span className="sr-only">Week</span>
          <select
            data-testid="lineup-week"
            value={data.week}
            onChange={(e) => setWeek(Number(e.target.value))}
            className="h-8 rounded-md border border-input bg-background px-2 text-sm"
          >
            {(data.weeks.includes(data.week) ? data.weeks : [data.week, ...data.weeks]).map((w) => (
              <option key={w} value={w}>
                Week {w}
              </option>
            ))}
          </select>
        </label>
        <div role="group" aria-label="Optimize for" className="inline-flex rounded-md border p-0.5">
          {(["win", "points"] as const).map((o) => (
            <Button
              key={o}
              size="sm"
              variant={objective === o ? "default" : "ghost"}
              aria-pressed={objective === o}
              onClick={() => setObjective(o)}
            >
              {o === "win" ? "Maximize P(win)" : "Maximize projected points"}
            </Button>
          ))}
        </div>
        <Button size="sm" variant="outline" onClick={() => void copy()}>
          <ClipboardCopy aria-hidden /> Copy lineup
        </Button>
        {data.hostUrl ? (
          <Button size="sm" variant="outline" asChild>
            <a href={data.hostUrl} target="_blank" rel="noreferrer">
              <ExternalLink aria-hidden /> Set it on {data.hostName}
            </a>
          </Button>
        ) : (
          <span className="text-xs text-muted-foreground">Demo league: no host site to set the lineup on.</span>
        )}
        <Working active={lineup.isFetching} label="Optimizing lineup…" />
      </div>
      {data.empty ? <p className="text-sm text-muted-foreground">{data.empty.message}</p> : null}
      <p className="text-sm text-muted-foreground">
        Week {data.week}
        {data.opponent ? ` vs ${data.opponent.name}` : ""} · {data.lockedCount} player
        {data.lockedCount === 1 ? "" : "s"} locked
      </p>
      <Outlook data={data} />
      {data.alerts.length ? (
        <div
          role="alert"
          className="rounded-lg border border-warning/40 bg-warning/10 p-3 text-sm"
          data-testid="lineup-alerts"
        >
          <p className="font-medium">Starters who cannot score</p>
          <ul className="mt-1 list-disc pl-5">
            {data.alerts.map((a) => (
              <li key={a.playerId}>
                {a.name} ({a.slot}) — {a.flag}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {data.objectiveNote ? (
        <p className="rounded-lg border bg-muted/40 p-3 text-sm" data-testid="objective-note">
          {data.objectiveNote}
        </p>
      ) : null}
      <Swaps data={data} />
      <SlotTable data={data} />
      <p className="text-xs text-muted-foreground">
        Δ projected points of the whole change: {formatDelta(data.after.projectedPoints - data.before.projectedPoints)}.
      </p>
    </div>
  );
}

export function LineupPage({
  initialObjective,
  initialWeek,
}: {
  initialObjective: "win" | "points";
  initialWeek: number | null;
}) {
  return (
    <DecisionShell title="Lineup" description="Start the lineup that wins most often">
      {(team) => (
        <LineupBody key={team.id} teamId={team.id} initialObjective={initialObjective} initialWeek={initialWeek} />
      )}
    </DecisionShell>
  );
}
