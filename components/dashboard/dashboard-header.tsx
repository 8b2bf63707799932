import { ordinal, recordString } from "@/lib/rules/format";
import type { TeamListItem } from "@/lib/domain/team";

export function DashboardHeader({ team, week }: { team: TeamListItem; week: number }) {
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
