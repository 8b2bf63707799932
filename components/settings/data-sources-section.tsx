// The live NFL data sources (lib/ingest): each one's last refresh, its last error in plain words and whether it is
// stale, as GET /api/health reports them. Server-rendered from the database on each visit.
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { SourceOverview } from "@/lib/ingest/status";
import { relativeTime } from "@/lib/rules/relative-time";
import { FailureNote } from "@/components/layout/failure-note";

const STATE = {
  fresh: { text: "Up to date", variant: "success" },
  stale: { text: "Stale", variant: "warning" },
  never: { text: "Not refreshed yet", variant: "secondary" },
} as const;

function cadence(everyMs: number): string {
  const minutes = everyMs / 60_000;
  if (minutes < 1) return `every ${Math.round(everyMs / 1000)} seconds`;
  if (minutes < 60) return `every ${minutes} minutes`;
  if (minutes === 60) return "hourly";
  return minutes === 24 * 60 ? "daily" : `every ${minutes / 60} hours`;
}

/** `demoClock`: the demo league's replay clock (ISO) when the user has the demo league, else null. */
export function DataSourcesSection({
  sources,
  now,
  demoClock,
}: {
  sources: SourceOverview[];
  now: Date;
  demoClock: string | null;
}) {
  return (
    <Card id="data-sources">
      <CardHeader>
        <CardTitle>Data sources</CardTitle>
        <CardDescription>
          Live NFL data this server refreshes on its own. When a refresh fails, the last good data stays in use.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="divide-y" aria-label="Data sources">
          {sources.map((s) => (
            <li key={s.source} className="space-y-1 py-3 first:pt-0 last:pb-0" data-testid={`source-${s.source}`}>
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-medium">{s.label}</span>
                <Badge variant={STATE[s.state].variant}>{STATE[s.state].text}</Badge>
              </div>
              <p className="text-xs text-muted-foreground">
                {s.lastSuccessAt ? (
                  <>
                    Last refreshed{" "}
                    <time dateTime={s.lastSuccessAt} title={new Date(s.lastSuccessAt).toUTCString()}>
                      {relativeTime(s.lastSuccessAt, now)}
                    </time>{" "}
                    · {s.rows} {s.rows === 1 ? "row" : "rows"}
                  </>
                ) : (
                  "Never refreshed"
                )}{" "}
                · refreshes {cadence(s.everyMs)}
              </p>
              {s.lastError ? (
                <FailureNote>
                  Last refresh failed
                  {s.lastErrorAt ? (
                    <>
                      {" "}
                      <time dateTime={s.lastErrorAt}>{relativeTime(s.lastErrorAt, now)}</time>
                    </>
                  ) : null}
                  : {s.lastError}
                </FailureNote>
              ) : null}
            </li>
          ))}
          {demoClock ? (
            <li className="space-y-1 py-3 last:pb-0" data-testid="source-demo-replay">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-medium">Demo league replay (bundled 2025 season)</span>
                <Badge variant="secondary">Replay</Badge>
              </div>
              <p className="text-xs text-muted-foreground">
                Schedule, stat lines and NFL.com projections ship with the app; never refreshed. Its clock stands at{" "}
                <time dateTime={demoClock}>{new Date(demoClock).toUTCString()}</time>.
              </p>
            </li>
          ) : null}
        </ul>
      </CardContent>
    </Card>
  );
}
