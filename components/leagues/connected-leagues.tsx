"use client";
import { queryKeys } from "@/lib/query-keys";

import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/fetcher";
import { relativeTime } from "@/lib/rules/relative-time";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { DisconnectButton } from "./disconnect-button";
import { HostRulesNote } from "./host-rules";
import type { ConnectedLeagueItem } from "./types";
import { UnsupportedScoring } from "./unsupported-scoring";
import { FailureNote } from "@/components/layout/failure-note";

const RENEW_HELP: Record<string, string> = {
  espn:
    "Your ESPN cookies have expired or were signed out. Copy fresh espn_s2 and " +
    "SWID values and connect the league again.",
  yahoo: "Your Yahoo sign-in has expired. Choose Yahoo above and sign in again.",
  sleeper: "Sleeper refused the request. Check that the league still exists and is visible.",
};

export function ConnectedLeagues({ initialLeagues }: { initialLeagues: ConnectedLeagueItem[] }) {
  const { data, isLoading, error, refetch } = useQuery({
    queryKey: queryKeys.leagues(),
    queryFn: ({ signal }) =>
      apiFetch<{ leagues: ConnectedLeagueItem[] }>("/api/leagues", { signal }).then((r) => r.leagues),
    initialData: initialLeagues,
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Connected leagues</CardTitle>
        <CardDescription>Leagues sync automatically while you use the app.</CardDescription>
      </CardHeader>
      <CardContent>
        {isLoading ? (
          <div className="space-y-3">
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-16 w-full" />
          </div>
        ) : error ? (
          <div role="alert" className="flex items-center justify-between gap-3 text-sm text-destructive-text">
            <span>Failed to load your leagues.</span>
            <Button size="sm" variant="outline" onClick={() => refetch()}>
              Retry
            </Button>
          </div>
        ) : !data || data.length === 0 ? (
          <p className="text-sm text-muted-foreground">No leagues connected yet.</p>
        ) : (
          <ul className="divide-y" aria-label="Connected leagues">
            {data.map((league) => (
              <li
                key={league.id}
                className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-start sm:justify-between"
              >
                <div className="min-w-0 space-y-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="font-medium">{league.name}</span>
                    <Badge variant="secondary">{league.provider.toUpperCase()}</Badge>
                    <span className="text-xs text-muted-foreground">{league.season}</span>
                  </div>
                  <p className="text-sm text-muted-foreground">
                    {league.myTeam ? `Your team: ${league.myTeam.name}` : "Your team was not found"} ·{" "}
                    {league.teamCount} teams
                  </p>
                  <p className="text-xs text-muted-foreground">
                    {league.lastSyncedAt ? (
                      <>
                        Last synced{" "}
                        {/* Rendered on the server, then read again in the browser a moment later: the words may
                            have moved on ("less than a minute ago" → "1 minute ago"), which is no mismatch. */}
                        <time dateTime={league.lastSyncedAt} suppressHydrationWarning>
                          {relativeTime(league.lastSyncedAt)}
                        </time>
                      </>
                    ) : (
                      "Not synced yet"
                    )}
                  </p>
                  {league.syncError ? (
                    <FailureNote>
                      Last sync failed: {league.syncError}
                      {league.syncErrorKind === "auth" ? ` ${RENEW_HELP[league.provider] ?? ""}` : ""}
                    </FailureNote>
                  ) : null}
                  {league.syncWarnings.map((warning) => (
                    <p key={warning} role="note" className="rounded-md bg-warning/10 p-2 text-xs">
                      {warning}
                    </p>
                  ))}
                  <HostRulesNote rules={league.hostRules} />
                  <UnsupportedScoring rules={league.unsupportedScoring} />
                </div>
                <DisconnectButton leagueId={league.id} leagueName={league.name} />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
