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
      <p className="text-sm text-muted-foreground">
        Sign in with Yahoo to let Fantasy GM read your leagues (read-only). You come back here afterwards.
      </p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button asChild>
          <a href="/api/providers/yahoo/authorize">Sign in with Yahoo</a>
        </Button>
        <Button
          variant="secondary"
          disabled={discover.isPending}
          onClick={() => discover.mutate({ provider: "yahoo", season: defaultSeason })}
        >
          {discover.isPending ? <Spinner size="sm" label="Loading leagues" /> : null}
          Load my Yahoo leagues
        </Button>
      </div>
      <FormError error={discover.error} />
      {discover.data ? (
        <LeaguePicker
          leagues={discover.data}
          pending={connect.isPending}
          onConnect={(picked) =>
            connect.mutate({
              provider: "yahoo",
              season: defaultSeason,
              leagueKeys: picked.leagueIds,
              teamIds: picked.teamIds,
            })
          }
        />
      ) : null}
    </div>
  );
}

/** Shown when the server has no Yahoo app credentials: what that means and how an operator turns Yahoo on. */
export function YahooNotEnabled() {
  return (
    <div role="status" className="space-y-2 rounded-lg border border-dashed p-4 text-sm">
      <p className="font-medium">Yahoo is not enabled on this server.</p>
      <p className="text-muted-foreground">
        Yahoo leagues are imported through Yahoo sign-in, which needs a Yahoo app registered by whoever runs this
        server. An operator enables it by creating an app at developer.yahoo.com (Fantasy Sports read access, redirect
        URL <code>/api/providers/yahoo/callback</code> on this site) and setting <code>YAHOO_CLIENT_ID</code> and{" "}
        <code>YAHOO_CLIENT_SECRET</code>, then restarting. Meanwhile you can connect Sleeper or ESPN leagues, or try the
        demo league.
      </p>
    </div>
  );
}
