"use client";

import { useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { type Column, Table } from "@/components/ui/table";
import type { ForcedResult } from "@/lib/engine";
import type { AnalyticsResponse, WhatIfRow } from "@/lib/league-model/league-pages/types";
import { cn } from "@/lib/utils";
import { oddsText } from "./format";
import { useWhatIf } from "./queries";
import { signedOneDecimal } from "@/lib/rules/format";

type Choice = "" | ForcedResult["result"];
const keyOf = (g: { week: number; home: { id: string }; away: { id: string } }) =>
  `${g.week}:${g.home.id}:${g.away.id}`;

const WHAT_IF_COLUMNS: Column<WhatIfRow>[] = [
  { header: "Team", primary: true, cell: (t) => t.name },
  {
    header: "Playoff",
    wide: true,
    align: "right",
    cell: (t) => (
      <>
        {oddsText(t.playoffOdds)}{" "}
        <span className="text-xs text-muted-foreground">from {oddsText(t.basePlayoffOdds)}</span>
      </>
    ),
  },
  {
    header: "Change",
    align: "right",
    testId: "what-if-change",
    className: (t) =>
      t.playoffChange > 0
        ? "text-success-text"
        : t.playoffChange < 0
          ? "text-destructive-text"
          : "text-muted-foreground",
    cell: (t) => (
      <>
        {signedOneDecimal(t.playoffChange)}{" "}
        <span className="text-xs text-muted-foreground">±{t.standardError.toFixed(1)}</span>
      </>
    ),
  },
  { header: "Bye", align: "right", cell: (t) => oddsText(t.byeOdds) },
  { header: "Title", align: "right", cell: (t) => oddsText(t.titleOdds) },
];

export function WhatIfPanel({ data, teamId }: { data: AnalyticsResponse; teamId: string }) {
  const [choices, setChoices] = useState<Record<string, Choice>>({});
  const mutation = useWhatIf(teamId);
  const weeks = useMemo(() => [...new Set(data.remainingGames.map((g) => g.week))], [data.remainingGames]);
  const [week, setWeek] = useState<number | undefined>(weeks[0]);
  const forced: ForcedResult[] = data.remainingGames.flatMap((g) => {
    const c = choices[keyOf(g)];
    return c ? [{ week: g.week, home: g.home.id, away: g.away.id, result: c }] : [];
  });
  const nextMine = data.remainingGames.find((g) => g.involvesMe);

  if (data.remainingGames.length === 0)
    return <p className="text-sm text-muted-foreground">No regular-season games are left to force.</p>;
  const run = () => mutation.mutate(forced);
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor="what-if-week" className="text-sm font-medium">
          Week
        </label>
        <select
          id="what-if-week"
          className="h-9 rounded-md border bg-background px-2 text-sm"
          value={week}
          onChange={(e) => setWeek(Number(e.target.value))}
        >
          {weeks.map((w) => (
            <option key={w} value={w}>
              Week {w}
            </option>
          ))}
        </select>
        {nextMine ? (
          <Button
            variant="outline"
            size="sm"
            onClick={() => {
              setWeek(nextMine.week);
              setChoices((c) => ({ ...c, [keyOf(nextMine)]: nextMine.home.id === teamId ? "home" : "away" }));
            }}
          >
            I win my next game
          </Button>
        ) : null}
        {forced.length > 0 ? (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              setChoices({});
              mutation.reset();
            }}
          >
            Clear ({forced.length})
          </Button>
        ) : null}
      </div>
      <ul className="grid gap-2 md:grid-cols-2" aria-label={`Week ${week} games`}>
        {data.remainingGames
          .filter((g) => g.week === week)
          .map((g) => {
            const k = keyOf(g);
            const value = choices[k] ?? "";
            return (
              <li
                key={k}
                className={cn(
                  "flex flex-wrap items-center gap-2 rounded-lg border p-2 text-sm",
                  g.involvesMe && "border-primary/50",
                )}
                data-testid="what-if-game"
              >
                <span className="min-w-40 flex-1 break-words">
                  {g.home.name} <span className="text-muted-foreground">vs</span> {g.away.name}
                </span>
                <label className="sr-only" htmlFor={`force-${k}`}>
                  Result of {g.home.name} vs {g.away.name}
                </label>
                <select
                  id={`force-${k}`}
                  className="h-8 w-full min-w-0 rounded-md border bg-background px-1 text-xs sm:w-auto sm:max-w-48"
                  value={value}
                  onChange={(e) => setChoices((c) => ({ ...c, [k]: e.target.value as Choice }))}
                >
                  <option value="">Simulate</option>
                  <option value="home">{g.home.name} wins</option>
                  <option value="away">{g.away.name} wins</option>
                  <option value="tie">Tie</option>
                </select>
              </li>
            );
          })}
      </ul>
      <Button onClick={run} disabled={forced.length === 0 || mutation.isPending} data-testid="what-if-run">
        {mutation.isPending ? <Spinner size="sm" /> : null}
        {mutation.isPending ? "Simulating…" : "Recompute odds"}
      </Button>
      {mutation.isError ? (
        <p role="alert" className="text-sm text-destructive-text">
          {mutation.error instanceof Error
            ? mutation.error.message.replace(/^\d{3}: /, "")
            : "Couldn't run the what-if"}{" "}
          <button type="button" className="underline" onClick={run}>
            Retry
          </button>
        </p>
      ) : null}
      {mutation.data ? (
        <div className="space-y-2">
          <p className="text-xs text-muted-foreground" data-testid="what-if-meta">
            {mutation.data.simulations.toLocaleString("en-US")} seasons with {mutation.data.forced} result
            {mutation.data.forced === 1 ? "" : "s"} forced, on the same random draws as the baseline ·{" "}
            {mutation.data.elapsedMs} ms
          </p>
          <Table
            caption="What-if odds"
            columns={WHAT_IF_COLUMNS}
            rows={mutation.data.teams}
            rowKey={(t) => t.teamId}
            highlight={(t) => t.isMine}
            rowProps={() => ({ "data-testid": "what-if-row" })}
            data-testid="what-if-table"
          />
        </div>
      ) : null}
    </div>
  );
}
