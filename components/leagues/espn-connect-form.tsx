"use client";

import * as React from "react";
import Link from "next/link";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Field, FindButton, FormError, SeasonField } from "./field";
import { LeaguePicker } from "./league-picker";
import { useConnectLeagues } from "./use-connect";
import { useDiscoverLeagues } from "./use-discover";
import type { EspnCookies } from "./use-extension-cookies";
import { espnDiscoverForm, espnLeagueIdFrom, type EspnDiscoverForm } from "@/lib/validations/leagues";

type EspnValues = { league: string; season: number; espnS2: string; swid: string };

export function EspnConnectForm({
  defaultSeason,
  cookies = null,
}: {
  defaultSeason: number;
  cookies?: EspnCookies | null;
}) {
  const form = useForm<EspnDiscoverForm, unknown, EspnValues>({
    resolver: zodResolver(espnDiscoverForm),
    mode: "onSubmit",
    defaultValues: { league: "", season: defaultSeason, espnS2: cookies?.espnS2 ?? "", swid: cookies?.swid ?? "" },
  });
  const typed = useWatch({ control: form.control, name: "league" }) ?? "";
  const leagueId = espnLeagueIdFrom(typed) ?? "";
  // Said while typing, not only on submit: a name or a team URL is the usual mistake.
  const invalid = typed.trim() !== "" && !leagueId;
  const [privateOpen, setPrivateOpen] = React.useState(Boolean(cookies));
  // Cookies handed over by the extension while the form is open replace what is in the fields.
  const [received, setReceived] = React.useState(cookies);
  if (cookies && cookies !== received) {
    setReceived(cookies);
    setPrivateOpen(true);
  }
  React.useEffect(() => {
    if (!cookies) return;
    form.setValue("espnS2", cookies.espnS2);
    form.setValue("swid", cookies.swid);
  }, [cookies, form]);
  const discover = useDiscoverLeagues();
  const connect = useConnectLeagues();
  // The leagues listed are the ones found for the details last searched, not what the fields hold now.
  const searched = discover.variables?.provider === "espn" ? discover.variables : null;
  const find = (values: EspnValues) =>
    discover.mutate({
      provider: "espn",
      leagueId: espnLeagueIdFrom(values.league) ?? "",
      season: values.season,
      ...(values.espnS2 ? { espnS2: values.espnS2 } : {}),
      ...(values.swid ? { swid: values.swid } : {}),
    });
  return (
    <div className="space-y-5">
      <form onSubmit={form.handleSubmit(find)} noValidate className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
          <Field
            id="espn-league"
            label="ESPN league id"
            inputMode="numeric"
            aria-invalid={invalid || undefined}
            hint={
              invalid ? (
                <span role="alert" className="text-destructive-text">
                  An ESPN league id is a number (like 12345678) — the digits after leagueId= in your league&apos;s URL.
                  You can also paste the whole URL.
                </span>
              ) : (
                "The number after leagueId= in your league's URL (or paste the URL)."
              )
            }
            {...form.register("league")}
          />
          <SeasonField id="espn-season" error={form.formState.errors.season?.message} {...form.register("season")} />
        </div>
        <details
          className="rounded-lg border p-3 text-sm"
          open={privateOpen}
          onToggle={(e) => setPrivateOpen(e.currentTarget.open)}
        >
          <summary className="cursor-pointer font-medium">Private league? Add your ESPN cookies</summary>
          <div className="mt-3 space-y-4">
            <p className="text-muted-foreground">
              Private leagues need the <code>espn_s2</code> and <code>SWID</code> cookies from a browser where you are
              signed in to ESPN. The{" "}
              <Link href="/download-extension" className="underline underline-offset-4">
                Fantasy GM extension
              </Link>{" "}
              reads them in your browser and fills these fields in one click (it sends them nowhere else), or find them
              under your browser&apos;s developer tools → Application → Cookies → espn.com. They are stored encrypted
              and only used to read your league.
            </p>
            <Field id="espn-s2" label="espn_s2" autoComplete="off" {...form.register("espnS2")} />
            <Field
              id="espn-swid"
              label="SWID"
              autoComplete="off"
              {...form.register("swid")}
              placeholder="{XXXXXXXX-XXXX-XXXX-XXXX-XXXXXXXXXXXX}"
            />
          </div>
        </details>
        <FindButton label="Find league" pending={discover.isPending} disabled={!leagueId} />
      </form>
      <FormError error={discover.error} />
      {discover.data && searched ? (
        <LeaguePicker
          leagues={discover.data}
          multiple={false}
          pending={connect.isPending}
          onConnect={(picked) =>
            connect.mutate({
              ...searched,
              teamExternalId: picked.teamIds[searched.leagueId] ?? Object.values(picked.teamIds)[0] ?? "",
            })
          }
        />
      ) : null}
    </div>
  );
}
