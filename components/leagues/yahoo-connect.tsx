"use client";

import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { FormError } from "./field";
import { LeaguePicker } from "./league-picker";
import { useConnectLeagues } from "./use-connect";
import { useDiscoverLeagues } from "./use-discover";

// Yahoo needs OAuth: sign in on Yahoo (full-page redirect), come back here, then load the leagues.
export function YahooConnect({ defaultSeason }: { defaultSeason: number }) {
  const discover = useDiscoverLeagues();
  const connect = useConnectLeagues();
  return (
    <div className="space-y-5">
      <p className="text-sm text-muted-foreground">Sign in with Yahoo to let Fantasy GM read your leagues (read-only). You come back here afterwards.</p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button asChild>
          <a href="/api/providers/yahoo/authorize">Sign in with Yahoo</a>
        </Button>
        <Button variant="secondary" disabled={discover.isPending} onClick={() => discover.mutate({ provider: "yahoo", season: defaultSeason })}>
          {discover.isPending ? <Spinner size="sm" label="Loading leagues" /> : null}
          Load my Yahoo leagues
        </Button>
      </div>
      <FormError error={discover.error} />
      {discover.data ? (
        <LeaguePicker
          leagues={discover.data}
          pending={connect.isPending}
          onConnect={(picked) => connect.mutate({ provider: "yahoo", season: defaultSeason, leagueKeys: picked.leagueIds, teamIds: picked.teamIds })}
        />
      ) : null}
    </div>
  );
}
