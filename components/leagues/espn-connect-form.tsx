"use client";

import * as React from "react";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { Field, FormError } from "./field";
import { LeaguePicker } from "./league-picker";
import { useConnectLeagues } from "./use-connect";
import { useDiscoverLeagues } from "./use-discover";
import type { EspnCookies } from "./use-extension-cookies";

/** The league id from what was typed: the number itself, or a pasted league URL's leagueId=… parameter. */
export function espnLeagueIdFrom(input: string): string | null {
  const text = input.trim();
  if (/^\d{1,12}$/.test(text)) return text;
  const fromUrl = /[?&]leagueId=(\d{1,12})\b/i.exec(text);
  return fromUrl?.[1] ?? null;
}

export function EspnConnectForm({ defaultSeason, cookies = null }: { defaultSeason: number; cookies?: EspnCookies | null }) {
  const [typed, setTyped] = React.useState("");
  const leagueId = espnLeagueIdFrom(typed) ?? "";
  const invalid = typed.trim() !== "" && !leagueId;
  const [season, setSeason] = React.useState(String(defaultSeason));
  const [espnS2, setEspnS2] = React.useState(cookies?.espnS2 ?? "");
  const [swid, setSwid] = React.useState(cookies?.swid ?? "");
  const [privateOpen, setPrivateOpen] = React.useState(Boolean(cookies));
  // Cookies handed over by the extension while the form is open replace what is in the fields.
  const [received, setReceived] = React.useState(cookies);
  if (cookies && cookies !== received) {
    setReceived(cookies);
    setEspnS2(cookies.espnS2);
    setSwid(cookies.swid);
    setPrivateOpen(true);
  }
  const discover = useDiscoverLeagues();
  const connect = useConnectLeagues();
  const details = () => ({
    provider: "espn", leagueId, season: Number(season),
    ...(espnS2.trim() ? { espnS2: espnS2.trim() } : {}), ...(swid.trim() ? { swid: swid.trim() } : {}),
  });
  return (
    <div className="space-y-5">
      <form onSubmit={(e) => { e.preventDefault(); discover.mutate(details()); }} className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
          <Field
            id="espn-league"
            label="ESPN league id"
            inputMode="numeric"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            aria-invalid={invalid || undefined}
            hint={
              invalid ? (
                <span role="alert" className="text-destructive">
                  An ESPN league id is a number (like 12345678) — the digits after leagueId= in your league&apos;s URL. You can also paste the whole URL.
                </span>
              ) : (
                "The number after leagueId= in your league's URL (or paste the URL)."
              )
            }
            required
          />
          <Field id="espn-season" label="Season" type="number" inputMode="numeric" min={2018} max={2100} value={season} onChange={(e) => setSeason(e.target.value)} required />
        </div>
        <details className="rounded-lg border p-3 text-sm" open={privateOpen} onToggle={(e) => setPrivateOpen(e.currentTarget.open)}>
          <summary className="cursor-pointer font-medium">Private league? Add your ESPN cookies</summary>
          <div className="mt-3 space-y-4">
            <p className="text-muted-foreground">
              Private leagues need the <code>espn_s2</code> and <code>SWID</code> cookies from a browser where you are signed in to ESPN.
              The <Link href="/download-extension" className="underline underline-offset-4">Fantasy GM extension</Link> reads them in your browser and fills these fields in one click (it sends them nowhere else), or find them under your browser&apos;s developer tools → Application → Cookies → espn.com. They are stored encrypted and only used to read your league.
            </p>
            <Field id="espn-s2" label="espn_s2" value={espnS2} onChange={(e) => setEspnS2(e.target.value)} autoComplete="off" />
            <Field id="espn-swid" label="SWID" value={swid} onChange={(e) => setSwid(e.target.value)} autoComplete="off" placeholder="{XXXXXXXX-XXXX-XXXX-XXXX-XXXXXXXXXXXX}" />
          </div>
        </details>
        <Button type="submit" variant="secondary" disabled={discover.isPending || !leagueId}>
          {discover.isPending ? <Spinner size="sm" label="Finding league" /> : null}
          Find league
        </Button>
      </form>
      <FormError error={discover.error} />
      {discover.data ? (
        <LeaguePicker
          leagues={discover.data}
          multiple={false}
          pending={connect.isPending}
          onConnect={(picked) => connect.mutate({ ...details(), teamExternalId: picked.teamIds[leagueId] ?? Object.values(picked.teamIds)[0] })}
        />
      ) : null}
    </div>
  );
}
