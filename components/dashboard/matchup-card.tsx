import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { formatDelta, formatPoints, formatWhole } from "@/lib/rules/format";
import { cn } from "@/lib/utils";
import type { Matchup } from "@/lib/league-model/types";

function TeamColumn({
  label,
  projected,
  actual,
  actualLabel,
  align,
}: {
  label: string;
  projected: number;
  actual: number | null;
  actualLabel: "live" | "actual" | null;
  align: "left" | "right";
}) {
  return (
    <div className={cn("min-w-0 space-y-1", align === "right" && "text-right")}>
      <p className="truncate text-sm font-medium text-muted-foreground">{label}</p>
      <p className="text-2xl font-bold tabular-nums sm:text-3xl" data-testid="team-projected">
        {formatPoints(projected)}
      </p>
      <p className="text-xs text-muted-foreground">Projected</p>
      {actual !== null ? (
        <p className="text-sm tabular-nums" data-testid="team-scored">
          {actualLabel === "live" ? "Live" : "Actual"}: <span className="font-semibold">{formatPoints(actual)}</span>
        </p>
      ) : null}
    </div>
  );
}

export function MatchupCard({ matchup, week }: { matchup: Matchup | undefined; week: number }) {
  return (
    <Card data-testid="matchup-card">
      <CardHeader>
        <CardTitle>Week {week} Matchup</CardTitle>
      </CardHeader>
      <CardContent className="space-y-6">
        {!matchup ? (
          <p className="text-sm text-muted-foreground">No matchup data available</p>
        ) : (
          <>
            <div className="grid grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] items-center gap-3">
              <TeamColumn
                label={matchup.yourTeam.name}
                projected={matchup.yourTeam.projectedScore}
                actual={matchup.yourTeam.actualScore}
                actualLabel={matchup.yourTeam.actualLabel}
                align="left"
              />
              <div className="text-center">
                <p className="text-xs uppercase text-muted-foreground">Win Prob</p>
                <p className="text-xl font-bold tabular-nums text-primary" data-testid="win-prob">
                  {matchup.winProbability === null ? "—" : `${formatWhole(matchup.winProbability)}%`}
                </p>
              </div>
              {matchup.opponent ? (
                <TeamColumn
                  label={matchup.opponent.name}
                  projected={matchup.opponent.projectedScore}
                  actual={matchup.opponent.actualScore}
                  actualLabel={matchup.opponent.actualLabel}
                  align="right"
                />
              ) : (
                <p className="text-right text-sm text-muted-foreground">Bye week</p>
              )}
            </div>

            {matchup.projectionGap ? (
              <p role="note" className="text-xs text-muted-foreground" data-testid="projection-gap">
                {matchup.projectionGap.message}
              </p>
            ) : null}

            <section className="space-y-2">
              <h4 className="text-sm font-semibold">GM&apos;s Analysis</h4>
              <p className="text-sm leading-relaxed text-muted-foreground">{matchup.aiCommentary}</p>
            </section>

            {matchup.keyMatchups.length > 0 ? (
              <section className="space-y-2">
                <h4 className="text-sm font-semibold">Key Position Battles</h4>
                <ul className="divide-y rounded-md border">
                  {matchup.keyMatchups.map((battle) => {
                    const yours = battle.advantage === "You";
                    return (
                      <li key={battle.position} className="flex items-center justify-between gap-2 px-3 py-2 text-sm">
                        <span className="w-12 font-medium">{battle.position}</span>
                        <Badge variant={yours ? "success" : "secondary"} className="max-w-[50%] truncate">
                          {battle.advantage}
                        </Badge>
                        <span
                          className={cn(
                            "tabular-nums font-semibold",
                            battle.delta >= 0 ? "text-success" : "text-destructive-text",
                          )}
                        >
                          {formatDelta(battle.delta)}
                        </span>
                      </li>
                    );
                  })}
                </ul>
              </section>
            ) : null}

            <section className="space-y-2">
              <h4 className="text-sm font-semibold">Boom/Bust Scenarios</h4>
              <p className="text-sm text-muted-foreground">{matchup.boomBust.analysis}</p>
              <div className="grid grid-cols-2 gap-3 text-sm">
                <div className="rounded-md bg-muted p-3">
                  <p className="text-xs text-muted-foreground">Floor</p>
                  <p className="font-semibold tabular-nums">{formatPoints(matchup.boomBust.floor)}</p>
                </div>
                <div className="rounded-md bg-muted p-3">
                  <p className="text-xs text-muted-foreground">Ceiling</p>
                  <p className="font-semibold tabular-nums">{formatPoints(matchup.boomBust.ceiling)}</p>
                </div>
              </div>
            </section>
          </>
        )}
      </CardContent>
    </Card>
  );
}
