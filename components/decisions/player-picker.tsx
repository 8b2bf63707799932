"use client";

import { cn } from "@/lib/utils";
import * as React from "react";
import { Input } from "@/components/ui/input";
import type { RosterOption } from "@/lib/league-model/decisions/types";
import { formatPoints } from "@/lib/rules/format";
import { restOfSeasonLabel, type WeekSpan } from "@/lib/rules/rest-of-season";

// A searchable checklist of one roster's players (trade sides, the analyzer's drops). Native checkboxes:
// keyboard and screen readers work without extra code.
export function PlayerChecklist({
  label,
  players,
  selected,
  onToggle,
  testId,
  restOfSeasonWeeks,
}: {
  label: string;
  players: RosterOption[];
  restOfSeasonWeeks: WeekSpan;
  selected: readonly string[];
  onToggle: (id: string) => void;
  testId: string;
}) {
  const [q, setQ] = React.useState("");
  const shown = players.filter(
    (p) => !q || p.name.toLowerCase().includes(q.toLowerCase()) || p.position === q.toUpperCase(),
  );
  return (
    <fieldset className="min-w-0 space-y-2" data-testid={testId}>
      <legend className="text-sm font-medium">{label}</legend>
      <p className="text-xs text-muted-foreground">Points: {restOfSeasonLabel(restOfSeasonWeeks).toLowerCase()}</p>
      <Input
        type="search"
        value={q}
        onChange={(e) => setQ(e.target.value)}
        placeholder="Filter by name or position"
        aria-label={`Filter ${label}`}
      />
      <ul className="max-h-72 space-y-1 overflow-y-auto rounded-md border p-1">
        {shown.map((p) => (
          <li key={p.id}>
            <label
              className={cn(
                "flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 text-sm hover:bg-accent",
                "has-[:checked]:bg-primary/10",
              )}
            >
              <input
                type="checkbox"
                className="size-4 accent-primary"
                checked={selected.includes(p.id)}
                onChange={() => onToggle(p.id)}
              />
              <span className="min-w-0 flex-1 truncate">
                {p.name}{" "}
                <span className="text-xs text-muted-foreground">
                  {p.position} {p.nflTeam ?? ""}
                </span>
              </span>
              <span className="whitespace-nowrap text-xs tabular-nums text-muted-foreground">
                {formatPoints(p.restOfSeason)}
              </span>
            </label>
          </li>
        ))}
        {shown.length === 0 ? (
          <li className="px-2 py-3 text-center text-xs text-muted-foreground">No player matches.</li>
        ) : null}
      </ul>
    </fieldset>
  );
}

export const toggle = (list: readonly string[], id: string) =>
  list.includes(id) ? list.filter((x) => x !== id) : [...list, id];
