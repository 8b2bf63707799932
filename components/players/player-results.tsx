"use client";

import Link from "next/link";
import { Headshot } from "@/components/player/headshot";
import { Badge } from "@/components/ui/badge";
import { Skeleton } from "@/components/ui/skeleton";
import { type Column, Table } from "@/components/ui/table";
import { formatDelta, formatPercent, formatPoints, MISSING } from "@/lib/rules/format";
import { TREND_LABEL } from "@/lib/rules/form-trend";
import { injuryCode, showsInjuryBadge } from "@/lib/rules/injury";
import { restOfSeasonLabel, type WeekSpan } from "@/lib/rules/rest-of-season";
import type { PlayerSearchResult } from "@/lib/players/types";
import { cn } from "@/lib/utils";

function Trend({ value }: { value: number | null }) {
  if (value === null) return <span className="text-muted-foreground">{MISSING}</span>;
  return (
    <span className={cn(value > 0 && "text-success-text", value < 0 && "text-destructive-text")}>
      {formatDelta(value)}
    </span>
  );
}

function Owner({ owner }: { owner: PlayerSearchResult["owner"] }) {
  if (!owner) return <Badge variant="success">Free agent</Badge>;
  if (owner.isMine) return <Badge>My team</Badge>;
  return (
    <span className="block max-w-40 truncate text-sm" title={owner.teamName}>
      {owner.teamName}
    </span>
  );
}

const COLUMNS = (onSelect: (id: string) => void, restOfSeason: WeekSpan): Column<PlayerSearchResult>[] => [
  {
    header: "Player",
    primary: true,
    cell: (p) => (
      <button
        type="button"
        onClick={() => onSelect(p.id)}
        className={cn(
          "flex items-center gap-3 rounded-md text-left outline-none focus-visible:ring-2",
          "focus-visible:ring-ring",
        )}
      >
        <Headshot src={p.imageUrl} name={p.name} className="size-9 text-sm" />
        <span className="min-w-0">
          <span className="flex items-center gap-1.5">
            <span className="font-medium">{p.name}</span>
            {showsInjuryBadge(p.injuryStatus) ? (
              <Badge variant="destructive" title={p.injuryStatus ?? undefined}>
                {injuryCode(p.injuryStatus)}
              </Badge>
            ) : null}
          </span>
          <span className="block text-xs text-muted-foreground">
            {p.position} · {p.nflTeam ?? "FA"}
          </span>
        </span>
      </button>
    ),
  },
  { header: "Bye", cell: (p) => p.byeWeek ?? MISSING, className: "tabular-nums" },
  { header: "Proj", align: "right", className: "font-semibold", cell: (p) => formatPoints(p.projection) },
  {
    header: restOfSeasonLabel(restOfSeason),
    testId: "rest-of-season",
    align: "right",
    cell: (p) => formatPoints(p.restOfSeason),
  },
  { header: "Owned", testId: "owned", align: "right", cell: (p) => formatPercent(p.percentOwned) },
  { header: TREND_LABEL, testId: "trend", align: "right", cell: (p) => <Trend value={p.trend} /> },
  { header: "League", wide: true, cell: (p) => <Owner owner={p.owner} /> },
  {
    header: "Profile",
    headerContent: <span className="sr-only">Profile</span>,
    bare: true,
    align: "right",
    cell: (p) => (
      <Link
        href={`/player/${encodeURIComponent(p.id)}`}
        className="whitespace-nowrap text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        Open profile
      </Link>
    ),
  },
];

/** The results: a table, or one card per player on a phone. A row's name opens the player card. */
export function PlayerResults({
  players,
  restOfSeasonWeeks,
  onSelect,
}: {
  players: PlayerSearchResult[];
  restOfSeasonWeeks: WeekSpan;
  onSelect: (id: string) => void;
}) {
  return (
    <Table
      caption="Players"
      columns={COLUMNS(onSelect, restOfSeasonWeeks)}
      rows={players}
      rowKey={(p) => p.id}
      rowProps={() => ({ "data-testid": "player-result", className: "hover:bg-accent/50" })}
      data-testid="player-results"
    />
  );
}

export function PlayerResultsSkeleton() {
  return (
    <div className="space-y-2" aria-label="Loading players">
      {Array.from({ length: 8 }, (_, i) => (
        <div key={i} className="flex items-center gap-3 py-1">
          <Skeleton className="size-9 rounded-full" />
          <Skeleton className="h-4 w-40" />
          <Skeleton className="ml-auto h-4 w-16" />
        </div>
      ))}
    </div>
  );
}
