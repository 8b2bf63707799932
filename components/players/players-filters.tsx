"use client";

import { Search } from "lucide-react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { cn } from "@/lib/utils";
import { INJURY_FILTERS, SEARCH_POSITIONS, type PlayerSort } from "@/lib/domain/player-search";
import { NFL_TEAM_CODES } from "@/lib/players/types";

export interface PlayerFilters {
  q: string;
  position: string;
  nflTeam: string;
  availability: string;
  injury: string;
  sort: string;
}

const SORT_LABELS: Record<PlayerSort, string> = {
  relevance: "Best match",
  projection: "Projection (this week)",
  rest_of_season: "Rest of season",
  ownership: "Ownership",
  trend: "Trend (last 3 games)",
};
const INJURY_LABELS: Record<(typeof INJURY_FILTERS)[number], string> = {
  all: "Any status",
  healthy: "Healthy",
  injured: "Injured (Q/D/O/IR)",
  out: "Out / IR",
};

function FilterSelect({
  id,
  label,
  value,
  onChange,
  options,
  className,
}: {
  id: string;
  label: string;
  className?: string;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
}) {
  return (
    <div className={cn("min-w-0 space-y-1", className)}>
      <Label htmlFor={id} className="text-xs text-muted-foreground">
        {label}
      </Label>
      <Select value={value} onValueChange={onChange}>
        <SelectTrigger id={id} className="w-full">
          {/* The label is given: Radix only knows an item's text once the list has been opened. */}
          <SelectValue>{options.find((o) => o.value === value)?.label}</SelectValue>
        </SelectTrigger>
        <SelectContent>
          {options.map((o) => (
            <SelectItem key={o.value} value={o.value}>
              {o.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

export function PlayersFilters({
  filters,
  onChange,
  teams,
}: {
  filters: PlayerFilters;
  onChange: (patch: Partial<PlayerFilters>) => void;
  teams: { id: string; name: string; isMine: boolean }[];
}) {
  const sorts = (Object.keys(SORT_LABELS) as PlayerSort[]).filter((s) => s !== "relevance" || filters.q.trim());
  return (
    <div className="space-y-3">
      <div className="relative" role="search">
        <Search
          className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden
        />
        <Input
          type="search"
          aria-label="Search players by name"
          placeholder="Search players — e.g. jamar chase"
          className="pl-9"
          maxLength={100}
          value={filters.q}
          onChange={(e) => onChange({ q: e.target.value })}
        />
      </div>
      <div className="grid grid-cols-2 gap-2 md:grid-cols-3 xl:grid-cols-6">
        <FilterSelect
          id="filter-position"
          label="Position"
          value={filters.position || "all"}
          onChange={(v) => onChange({ position: v === "all" ? "" : v })}
          options={[
            { value: "all", label: "All positions" },
            ...SEARCH_POSITIONS.map((p) => ({ value: p, label: p === "DST" ? "D/ST" : p })),
          ]}
        />
        <FilterSelect
          id="filter-team"
          label="NFL team"
          value={filters.nflTeam || "all"}
          onChange={(v) => onChange({ nflTeam: v === "all" ? "" : v })}
          options={[{ value: "all", label: "All teams" }, ...NFL_TEAM_CODES.map((t) => ({ value: t, label: t }))]}
        />
        <FilterSelect
          id="filter-availability"
          label="Availability"
          value={filters.availability || "all"}
          onChange={(v) => onChange({ availability: v })}
          options={[
            { value: "all", label: "All players" },
            { value: "free_agent", label: "Free agents" },
            { value: "mine", label: "On my team" },
            { value: "rostered", label: "Rostered" },
            ...teams.filter((t) => !t.isMine).map((t) => ({ value: `team:${t.id}`, label: `On ${t.name}` })),
          ]}
        />
        <FilterSelect
          id="filter-injury"
          label="Injury status"
          value={filters.injury || "all"}
          onChange={(v) => onChange({ injury: v })}
          options={INJURY_FILTERS.map((i) => ({ value: i, label: INJURY_LABELS[i] }))}
        />
        <FilterSelect
          id="filter-sort"
          label="Sort by"
          className="col-span-2 md:col-span-1 xl:col-span-2"
          value={
            sorts.includes(filters.sort as PlayerSort) ? filters.sort : filters.q.trim() ? "relevance" : "projection"
          }
          onChange={(v) => onChange({ sort: v })}
          options={sorts.map((s) => ({ value: s, label: SORT_LABELS[s] }))}
        />
      </div>
    </div>
  );
}
