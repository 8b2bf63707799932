"use client";

import { AlertTriangle, CalendarClock, RotateCw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import type { SeasonPhase } from "@/lib/rules/current-week";

export function PageTitle({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children?: React.ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div className="min-w-0 space-y-1">
        <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        {subtitle ? <p className="text-sm text-muted-foreground">{subtitle}</p> : null}
      </div>
      {children}
    </div>
  );
}

export function ErrorState({ what, error, onRetry }: { what: string; error: unknown; onRetry: () => void }) {
  const message = error instanceof Error ? error.message.replace(/^\d{3}: /, "") : "Something went wrong";
  return (
    <Card role="alert" data-testid="league-error">
      <CardContent className="flex flex-col items-center gap-3 py-10 text-center">
        <AlertTriangle className="size-8 text-destructive-text" aria-hidden />
        <div className="space-y-1">
          <p className="font-semibold">Couldn&apos;t load {what}</p>
          <p className="text-sm text-muted-foreground">{message}</p>
        </div>
        <Button variant="outline" onClick={onRetry}>
          <RotateCw aria-hidden className="size-4" /> Retry
        </Button>
      </CardContent>
    </Card>
  );
}

export function EmptyState({ title, message }: { title: string; message: string }) {
  return (
    <Card data-testid="league-empty">
      <CardContent className="flex flex-col items-center gap-2 py-10 text-center">
        <CalendarClock className="size-8 text-muted-foreground" aria-hidden />
        <p className="font-semibold">{title}</p>
        <p className="max-w-md text-sm text-muted-foreground">{message}</p>
      </CardContent>
    </Card>
  );
}

/** A one-line note above a page's content for preseason and a finished season. */
export function PhaseNote({ phase, season }: { phase: SeasonPhase; season: number }) {
  if (phase === "in-season") return null;
  const text =
    phase === "preseason"
      ? `The ${season} season hasn't started yet: odds are projections from the draft rosters, and week 1 is shown.`
      : `The ${season} regular season is over: these are final results.`;
  return (
    <p
      className="rounded-lg border border-dashed bg-muted/40 px-4 py-2 text-sm text-muted-foreground"
      data-testid="phase-note"
    >
      {text}
    </p>
  );
}

export function TableCardSkeleton({ rows = 8 }: { rows?: number }) {
  return (
    <Card>
      <CardHeader>
        <Skeleton className="h-5 w-40" />
      </CardHeader>
      <CardContent className="space-y-2">
        {Array.from({ length: rows }, (_, i) => (
          <Skeleton key={i} className="h-9 w-full" />
        ))}
      </CardContent>
    </Card>
  );
}

export function LeaguePageSkeleton({ title }: { title: string }) {
  return (
    <div className="space-y-6" aria-busy="true" aria-label={`Loading ${title}`}>
      <div className="space-y-2">
        <Skeleton className="h-8 w-48" />
        <Skeleton className="h-4 w-64" />
      </div>
      <TableCardSkeleton />
    </div>
  );
}
