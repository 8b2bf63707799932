import type { LucideIcon } from "lucide-react";
import { DollarSign, Target, TrendingUp, Trophy } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/utils";
import { formatPoints, formatWhole, MISSING } from "@/lib/rules/format";
import { displayOdds, fallbackPlayoffOdds } from "@/lib/rules/playoff-odds";
import type { TeamListItem } from "@/lib/domain/team";
import type { Matchup, PlayoffScenarios } from "@/lib/league-model/types";

function StatCard({
  title,
  icon: Icon,
  value,
  detail,
}: {
  title: string;
  icon: LucideIcon;
  value: React.ReactNode | null;
  detail?: string;
}) {
  return (
    <Card data-testid="stat-card">
      <CardHeader className="flex flex-row items-center justify-between space-y-0 pb-2">
        <CardTitle className="text-sm font-medium">{title}</CardTitle>
        <Icon aria-hidden className="size-4 text-muted-foreground" />
      </CardHeader>
      <CardContent>
        {value === null ? (
          <Skeleton className="my-1 h-6 w-16" />
        ) : (
          <div className="text-xl font-bold tabular-nums sm:text-2xl">{value}</div>
        )}
        {detail ? <p className="truncate text-xs text-muted-foreground">{detail}</p> : null}
      </CardContent>
    </Card>
  );
}

// The server's simulated odds when there are any, else the record-based fallback.
export function playoffOddsFor(team: TeamListItem, scenarios: PlayoffScenarios | undefined): number | null {
  if (scenarios?.missingInputs) return null; // no projections to simulate from: no number, the reason instead
  const server = scenarios?.playoffOdds ?? team.playoffOdds;
  if (server !== null && server !== undefined) return displayOdds(server);
  return displayOdds(fallbackPlayoffOdds(team));
}

export function isFaabLeague(team: TeamListItem): boolean {
  return team.league.waiverSettings?.type === "FAAB";
}

export function StatCards({
  team,
  matchup,
  scenarios,
  scenariosPending = false,
}: {
  team: TeamListItem;
  matchup: Matchup | undefined;
  scenarios: PlayoffScenarios | undefined;
  /** While the simulation runs, show a placeholder rather than a record-based number that then jumps. */
  scenariosPending?: boolean;
}) {
  const faab = isFaabLeague(team);
  const odds = playoffOddsFor(team, scenarios);
  const budget = team.faabBudget ?? 0;
  const spent = team.faabSpent ?? 0;
  return (
    <div className={cn("grid grid-cols-2 gap-3 sm:gap-4", faab ? "lg:grid-cols-4" : "lg:grid-cols-3")}>
      <StatCard
        title="Playoff Odds"
        icon={Trophy}
        value={scenariosPending ? null : odds === null ? MISSING : `${odds}%`}
        detail={
          scenariosPending
            ? "Simulating season..."
            : scenarios?.missingInputs
              ? scenarios.missingInputs
              : scenarios && scenarios.simulations > 0
                ? `${scenarios.simulations.toLocaleString("en-US")} simulations`
                : "Based on record"
        }
      />
      <StatCard
        title="Win This Week"
        icon={Target}
        value={matchup && matchup.winProbability !== null ? `${formatWhole(matchup.winProbability)}%` : MISSING}
        detail={matchup?.opponent ? `vs ${matchup.opponent.name}` : matchup ? "Bye week" : undefined}
      />
      <StatCard
        title="Projected Points"
        icon={TrendingUp}
        value={matchup ? formatPoints(matchup.yourTeam.projectedScore) : MISSING}
        detail={matchup?.opponent ? `Opponent ${formatPoints(matchup.opponent.projectedScore)}` : undefined}
      />
      {faab ? (
        <StatCard
          title="FAAB Remaining"
          icon={DollarSign}
          value={
            // The budget is set smaller so "$87 of $100" fits a half-width card on phones.
            <>
              ${Math.max(0, budget - spent)}
              <span className="text-base font-medium text-muted-foreground"> of ${budget}</span>
            </>
          }
          detail={`$${spent} spent`}
        />
      ) : null}
    </div>
  );
}
