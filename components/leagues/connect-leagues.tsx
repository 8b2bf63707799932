"use client";

import * as React from "react";
import { Sparkles } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { ConnectedLeagues } from "./connected-leagues";
import { EspnConnectForm } from "./espn-connect-form";
import { PlatformPicker } from "./platform-picker";
import { SleeperConnectForm } from "./sleeper-connect-form";
import type { ConnectedLeagueItem, Platform } from "./types";
import { useConnectLeagues } from "./use-connect";
import { useEspnExtensionCookies, type EspnCookies } from "./use-extension-cookies";
import { toast } from "@/components/ui/use-toast";
import { YahooConnect, YahooNotEnabled } from "./yahoo-connect";

export function ConnectLeagues({
  initialLeagues,
  defaultSeason,
  yahooEnabled,
  initialPlatform = "sleeper",
}: {
  initialLeagues: ConnectedLeagueItem[];
  defaultSeason: number;
  yahooEnabled: boolean;
  initialPlatform?: Platform;
}) {
  const [platform, setPlatform] = React.useState<Platform>(initialPlatform);
  const [espnCookies, setEspnCookies] = React.useState<EspnCookies | null>(null);
  useEspnExtensionCookies((cookies) => {
    setPlatform("espn");
    setEspnCookies(cookies);
    toast({
      title: "ESPN cookies received",
      description: "The extension filled in espn_s2 and SWID. Enter your league id and find your league.",
    });
  });
  const demo = useConnectLeagues();
  return (
    <div className="mx-auto w-full max-w-4xl space-y-6">
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight">Connect Leagues</h1>
        <p className="text-sm text-muted-foreground">
          Import your leagues from Sleeper, ESPN or Yahoo. We read rosters, matchups and standings; we never change
          anything in your league.
        </p>
      </header>

      <Card>
        <CardHeader className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <div className="space-y-1">
            <CardTitle className="flex items-center gap-2">
              <Sparkles className="size-4 text-primary" aria-hidden /> Try the demo league
            </CardTitle>
            <CardDescription>
              A 12-team PPR league replaying the real 2025 NFL season, with your team already drafted.
            </CardDescription>
          </div>
          <Button
            onClick={() => demo.mutate({ provider: "demo" })}
            disabled={demo.isPending}
            className="w-full sm:w-auto"
          >
            {demo.isPending ? <Spinner size="sm" label="Connecting" /> : null}
            {demo.isPending ? "Connecting..." : "Try the demo league"}
          </Button>
        </CardHeader>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Connect your league</CardTitle>
          <CardDescription>Choose your platform.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-6">
          <PlatformPicker value={platform} onChange={setPlatform} yahooEnabled={yahooEnabled} />
          {platform === "sleeper" ? <SleeperConnectForm defaultSeason={defaultSeason} /> : null}
          {platform === "espn" ? <EspnConnectForm defaultSeason={defaultSeason} cookies={espnCookies} /> : null}
          {platform === "yahoo" ? (
            yahooEnabled ? (
              <YahooConnect defaultSeason={defaultSeason} />
            ) : (
              <YahooNotEnabled />
            )
          ) : null}
        </CardContent>
      </Card>

      <ConnectedLeagues initialLeagues={initialLeagues} />
    </div>
  );
}
