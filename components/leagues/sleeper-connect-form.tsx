"use client";

import * as React from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { Field, FormError } from "./field";
import { LeaguePicker } from "./league-picker";
import { useConnectLeagues } from "./use-connect";
import { useDiscoverLeagues } from "./use-discover";

export function SleeperConnectForm({ defaultSeason }: { defaultSeason: number }) {
  const [username, setUsername] = React.useState("");
  const [season, setSeason] = React.useState(String(defaultSeason));
  const discover = useDiscoverLeagues();
  const connect = useConnectLeagues();
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    discover.mutate({ provider: "sleeper", username: username.trim(), season: Number(season) });
  };
  return (
    <div className="space-y-5">
      <form onSubmit={submit} className="grid gap-4 sm:grid-cols-[1fr_8rem_auto] sm:items-end">
        <Field id="sleeper-username" label="Sleeper username" value={username} onChange={(e) => setUsername(e.target.value)} autoComplete="off" required />
        <Field id="sleeper-season" label="Season" type="number" inputMode="numeric" min={2017} max={2100} value={season} onChange={(e) => setSeason(e.target.value)} required />
        <Button type="submit" variant="secondary" disabled={discover.isPending || !username.trim()}>
          {discover.isPending ? <Spinner size="sm" label="Finding leagues" /> : null}
          Find leagues
        </Button>
      </form>
      <FormError error={discover.error} />
      {discover.data ? (
        <LeaguePicker
          leagues={discover.data}
          pending={connect.isPending}
          onConnect={(picked) => connect.mutate({ provider: "sleeper", username: username.trim(), season: Number(season), ...picked })}
        />
      ) : null}
    </div>
  );
}
