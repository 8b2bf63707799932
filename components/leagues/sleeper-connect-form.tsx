"use client";

import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { sleeperDiscoverForm, type SleeperDiscoverForm } from "@/lib/validations/leagues";
import { Field, FindButton, FormError, SeasonField } from "./field";
import { LeaguePicker } from "./league-picker";
import { useConnectLeagues } from "./use-connect";
import { useDiscoverLeagues } from "./use-discover";

export function SleeperConnectForm({ defaultSeason }: { defaultSeason: number }) {
  const form = useForm<SleeperDiscoverForm, unknown, { username: string; season: number }>({
    resolver: zodResolver(sleeperDiscoverForm),
    mode: "onSubmit",
    reValidateMode: "onChange",
    shouldFocusError: true,
    defaultValues: { username: "", season: defaultSeason },
  });
  const { errors } = form.formState;
  const discover = useDiscoverLeagues();
  const connect = useConnectLeagues();
  const username = useWatch({ control: form.control, name: "username" });
  // The leagues listed are the ones found for the details last searched, not what the fields hold now.
  const searched = discover.variables?.provider === "sleeper" ? discover.variables : null;
  return (
    <div className="space-y-5">
      <form
        onSubmit={form.handleSubmit((values) => discover.mutate({ provider: "sleeper", ...values }))}
        noValidate
        className="grid gap-4 sm:grid-cols-[1fr_8rem_auto] sm:items-start"
      >
        <Field
          id="sleeper-username"
          label="Sleeper username"
          autoComplete="off"
          aria-invalid={errors.username ? true : undefined}
          hint={errors.username?.message}
          {...form.register("username")}
        />
        <SeasonField id="sleeper-season" error={errors.season?.message} {...form.register("season")} />
        <FindButton label="Find leagues" className="sm:mt-6" pending={discover.isPending} disabled={!username.trim()} />
      </form>
      <FormError error={discover.error} />
      {discover.data && searched ? (
        <LeaguePicker
          leagues={discover.data}
          pending={connect.isPending}
          onConnect={(picked) =>
            connect.mutate({
              provider: "sleeper",
              username: searched.username,
              season: searched.season,
              ...picked,
            })
          }
        />
      ) : null}
    </div>
  );
}
