"use client";

import * as React from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { formatDelta, formatPoints } from "@/lib/rules/format";

// Shown only once the work has taken 300 ms: quick answers never flash a spinner. Mounted per run of work,
// so each run starts hidden.
function Delayed({ label, ms }: { label: string; ms: number }) {
  const [shown, setShown] = React.useState(false);
  React.useEffect(() => {
    const t = window.setTimeout(() => setShown(true), ms);
    return () => window.clearTimeout(t);
  }, [ms]);
  if (!shown) return null;
  return (
    <div data-testid="decision-progress" className="flex items-center gap-2 text-sm text-muted-foreground">
      <Spinner size="sm" label={label} />
      <span>{label}</span>
    </div>
  );
}

export function Working({ active, label, ms = 300 }: { active: boolean; label: string; ms?: number }) {
  return active ? <Delayed label={label} ms={ms} /> : null;
}

export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const message = error instanceof Error && error.message ? error.message : "Something went wrong";
  return (
    <div role="alert" className="space-y-3 rounded-lg border border-destructive/40 bg-destructive/5 p-4 text-sm">
      <p className="text-destructive-text">{message}</p>
      {onRetry ? (
        <Button variant="outline" size="sm" onClick={onRetry}>
          Retry
        </Button>
      ) : null}
    </div>
  );
}

export function EmptyState({
  title,
  message,
  children,
}: {
  title: string;
  message: string;
  children?: React.ReactNode;
}) {
  return (
    <div data-testid="decision-empty" className="rounded-xl border border-dashed bg-card px-6 py-10 text-center">
      <p className="font-medium">{title}</p>
      <p className="mx-auto mt-1 max-w-prose text-sm text-muted-foreground">{message}</p>
      {children ? <div className="mt-4">{children}</div> : null}
    </div>
  );
}

/** A signed change in percentage points of odds, coloured by direction: "+2.4" / "−1.1". */
export function Delta({ value, se, suffix = "" }: { value: number | null; se?: number | null; suffix?: string }) {
  if (value === null) return <span className="text-muted-foreground">—</span>;
  const tone = value > 0 ? "text-success-text" : value < 0 ? "text-destructive-text" : "text-muted-foreground";
  return (
    <span className={`tabular-nums ${tone}`}>
      {formatDelta(value)}
      {suffix}
      {se !== undefined && se !== null ? (
        <span className="ml-1 text-xs text-muted-foreground">±{formatPoints(se)}</span>
      ) : null}
    </span>
  );
}
