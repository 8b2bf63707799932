import { ordinal, recordString } from "@/lib/rules/format";
import type { DashboardTeam } from "./types";

export function DashboardHeader({ team, week }: { team: DashboardTeam; week: number }) {
  return (
    <header className="space-y-1">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{team.name}</h1>
      <p className="text-sm text-muted-foreground">
        Week {week} · {recordString(team)}
        {team.standing ? ` (${ordinal(team.standing)})` : null}
        <span className="sr-only"> — {team.league.name}</span>
      </p>
    </header>
  );
}
