"use client";

import * as React from "react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Spinner } from "@/components/ui/spinner";
import type { DiscoveredLeague } from "./types";

export interface PickedLeagues {
  leagueIds: string[];
  teamIds: Record<string, string>;
}

// Found leagues: tick the ones to import and say which team is yours (pre-selected when the platform knows).
export function LeaguePicker({
  leagues,
  pending,
  onConnect,
  multiple = true,
}: {
  leagues: DiscoveredLeague[];
  pending: boolean;
  onConnect: (picked: PickedLeagues) => void;
  multiple?: boolean;
}) {
  const [checked, setChecked] = React.useState<Record<string, boolean>>(() =>
    Object.fromEntries(leagues.map((l, i) => [l.externalId, !multiple || leagues.length === 1 || i === 0])),
  );
  const [teams, setTeams] = React.useState<Record<string, string>>(() =>
    Object.fromEntries(
      leagues.flatMap((l) => {
        const mine = l.teams.find((t) => t.isMine);
        return mine ? [[l.externalId, mine.externalId]] : [];
      }),
    ),
  );
  if (leagues.length === 0) return <p className="text-sm text-muted-foreground">No leagues found for this season.</p>;
  const chosen = leagues.filter((l) => checked[l.externalId]);
  const missingTeam = chosen.some((l) => !teams[l.externalId]);
  return (
    <div className="space-y-4">
      <ul className="space-y-3">
        {leagues.map((league) => {
          const id = `league-${league.externalId}`;
          return (
            <li
              key={league.externalId}
              className="flex flex-col gap-3 rounded-lg border p-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="flex items-center gap-3">
                {multiple ? (
                  <Checkbox
                    id={id}
                    checked={Boolean(checked[league.externalId])}
                    onCheckedChange={(v) => setChecked((c) => ({ ...c, [league.externalId]: v === true }))}
                  />
                ) : null}
                <Label htmlFor={multiple ? id : undefined} className="flex flex-col items-start gap-0.5">
                  <span className="font-medium">{league.name}</span>
                  <span className="text-xs text-muted-foreground">
                    {league.season} · {league.teams.length} teams
                  </span>
                </Label>
              </div>
              <Select
                value={teams[league.externalId]}
                onValueChange={(v) => setTeams((t) => ({ ...t, [league.externalId]: v }))}
              >
                <SelectTrigger className="w-full sm:w-64" aria-label={`Your team in ${league.name}`}>
                  {/* The chosen team spelled out: a value chosen before the list was ever opened shows too. */}
                  <SelectValue placeholder="Which team is yours?">
                    {teamLabel(league.teams.find((t) => t.externalId === teams[league.externalId]))}
                  </SelectValue>
                </SelectTrigger>
                <SelectContent>
                  {league.teams.map((t) => (
                    <SelectItem key={t.externalId} value={t.externalId}>
                      {teamLabel(t)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </li>
          );
        })}
      </ul>
      {missingTeam ? <p className="text-sm text-muted-foreground">Choose your team in each selected league.</p> : null}
      <Button
        disabled={pending || chosen.length === 0 || missingTeam}
        onClick={() => onConnect({ leagueIds: chosen.map((l) => l.externalId), teamIds: teams })}
      >
        {pending ? <Spinner size="sm" label="Connecting" /> : null}
        {pending ? "Connecting..." : `Connect ${chosen.length === 1 ? "league" : `${chosen.length} leagues`}`}
      </Button>
    </div>
  );
}

const teamLabel = (team: { name: string; ownerName?: string } | undefined) =>
  team ? `${team.name}${team.ownerName ? ` (${team.ownerName})` : ""}` : undefined;
