import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import type { ManagedTeam } from "@/lib/league-model/manage/teams";
import { formatWhole, ordinal, recordString } from "@/lib/rules/format";
import { relativeTime } from "@/lib/rules/relative-time";
import { TeamLink } from "./team-link";

export function TeamCard({ team }: { team: ManagedTeam }) {
  return (
    <Card data-testid="manage-team">
      <CardHeader className="space-y-1">
        <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          {team.league.name} <Badge variant="secondary">{team.league.provider.toUpperCase()}</Badge>{" "}
          {team.league.season}
        </p>
        <CardTitle className="text-lg">{team.name}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        {/* The same numbers, from the same code, as the dashboard's Playoff Odds and Win This Week cards. */}
        <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
          <div>
            <dt className="text-muted-foreground">Record</dt>
            <dd className="font-semibold tabular-nums">
              {recordString(team.record)} ({ordinal(team.standing)})
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Playoff odds</dt>
            <dd className="font-semibold tabular-nums" data-testid="manage-playoff-odds">
              {team.playoffOdds === null ? "—" : `${team.playoffOdds}%`}
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Week {team.week}</dt>
            <dd className="font-semibold">
              {team.seasonOver ? "Season over" : team.opponent ? `vs ${team.opponent}` : "Bye"}
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Win this week</dt>
            <dd className="font-semibold tabular-nums" data-testid="manage-win">
              {team.winProbability === null ? "—" : `${formatWhole(team.winProbability)}%`}
            </dd>
          </div>
        </dl>
        <p className="text-xs text-muted-foreground">
          {/* real time: syncs happen now, not on the football clock */}
          {team.league.lastSyncedAt ? `Synced ${relativeTime(team.league.lastSyncedAt)}` : "Never synced"}
          {team.league.syncError ? (
            <span className="text-destructive-text"> · Last sync failed: {team.league.syncError}</span>
          ) : null}
        </p>
        <nav aria-label={`Manage ${team.name}`} className="flex flex-wrap gap-2">
          <TeamLink teamId={team.id} href="/dashboard">
            This week
          </TeamLink>
          <TeamLink teamId={team.id} href="/lineup">
            Lineup
          </TeamLink>
          <TeamLink teamId={team.id} href="/waivers">
            Waivers
          </TeamLink>
          <TeamLink teamId={team.id} href="/trades">
            Trades
          </TeamLink>
        </nav>
      </CardContent>
    </Card>
  );
}
