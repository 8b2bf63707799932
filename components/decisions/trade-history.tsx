"use client";

import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { formatPoints } from "@/lib/rules/format";
import { useTradeHistory } from "./queries";
import { Delta, EmptyState, ErrorState } from "./states";

export function TradeHistory({ teamId }: { teamId: string }) {
  const history = useTradeHistory(teamId, true);
  return (
    <Card>
      <CardHeader>
        <CardTitle>League trades</CardTitle>
        <CardDescription>
          Who won each trade: points the players scored for their new team since, and each team&apos;s playoff odds now
          with the trade versus without it.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {history.isError ? (
          <ErrorState error={history.error} onRetry={() => void history.refetch()} />
        ) : !history.data ? (
          <p className="text-sm text-muted-foreground">Loading trades…</p>
        ) : history.data.trades.length === 0 ? (
          <EmptyState
            title="No trades yet"
            message="No trade has been made in this league this season (the synced transactions have none)."
          />
        ) : (
          <ul className="space-y-3">
            {history.data.trades.map((t) => (
              <li key={t.id} className="rounded-lg border p-3 text-sm" data-testid="trade-history-item">
                <div className="text-xs text-muted-foreground">
                  {t.week ? `Week ${t.week} · ` : ""}
                  {new Date(t.occurredAt).toLocaleDateString("en-US", { month: "short", day: "numeric" })}
                </div>
                <div className="mt-1 grid gap-2 sm:grid-cols-2">
                  {t.sides.map((s) => (
                    <div key={`${t.id}-${s.teamName}`}>
                      <div className="font-medium">{s.teamName} received</div>
                      <div>{s.received.map((p) => `${p.name} (${p.position})`).join(", ") || "—"}</div>
                      <div className="text-xs text-muted-foreground">{formatPoints(s.pointsSince)} points since</div>
                    </div>
                  ))}
                </div>
                {t.oddsNow ? (
                  <div className="mt-2 text-xs">
                    Playoff odds now vs without the trade:{" "}
                    {t.oddsNow.map((o, i) => (
                      <span key={o.teamName}>
                        {i ? " · " : ""}
                        {o.teamName} <Delta value={o.deltaPlayoff} />
                      </span>
                    ))}
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
