"use client";

import { Select, SelectContent, SelectItem, SelectItemText, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { useSelectedTeam } from "@/components/providers/selected-team";
import type { TeamListItem } from "@/lib/domain/team";

function TeamLabel({ team }: { team: TeamListItem }) {
  return (
    <span className="flex min-w-0 flex-col text-left leading-tight">
      <span className="truncate text-sm font-medium">
        {team.league.name}{" "}
        <span className="text-xs font-semibold text-primary">{team.league.provider.toUpperCase()}</span>
      </span>
      <span className="truncate text-xs text-muted-foreground">
        {team.name} · {team.league.provider}
      </span>
    </span>
  );
}

/** Picks the team the dashboard and feature pages show; the choice is remembered in the browser. */
export function TeamSelector() {
  const { teams, selectedTeam, setSelectedTeamId, isLoading } = useSelectedTeam();
  if (isLoading) return <Skeleton className="h-11 w-full max-w-72" />;

  return (
    <Select value={selectedTeam?.id} onValueChange={setSelectedTeamId} disabled={teams.length === 0}>
      <SelectTrigger
        aria-label="Select a league"
        className="h-11 w-full min-w-0 max-w-72 [&>span]:line-clamp-none [&>span]:min-w-0"
      >
        <SelectValue placeholder="Select a league">
          {selectedTeam ? <TeamLabel team={selectedTeam} /> : null}
        </SelectValue>
      </SelectTrigger>
      <SelectContent>
        {teams.map((team) => (
          // Team ids are never empty, which Radix Select requires.
          <SelectItem key={team.id} value={team.id} textValue={`${team.league.name} ${team.name}`}>
            <SelectItemText>
              <TeamLabel team={team} />
            </SelectItemText>
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
