import { Badge } from "@/components/ui/badge";
import { formatPoints, MISSING } from "@/lib/rules/format";
import { SectionTitle } from "./stat-tile";
import type { PlayerDetails } from "@/lib/league-model/player-types";

export const WEEKS_SHOWN = 17;

export function WeeklyTab({ stats }: { stats: PlayerDetails["stats"] }) {
  const actual = stats.weeklyStats.slice(0, WEEKS_SHOWN);
  const projected = stats.projectedStats.slice(0, WEEKS_SHOWN);
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <section>
        <SectionTitle>Actual Performance</SectionTitle>
        <ul className="divide-y rounded-md border text-sm" data-testid="weekly-actual">
          {actual.map((w) => (
            <li key={w.week} className="flex items-center justify-between px-3 py-1.5">
              <span>Week {w.week}</span>
              {w.isByeWeek ? (
                <span className="flex items-center gap-2">
                  <Badge variant="secondary">BYE</Badge>
                  <span className="text-muted-foreground">{MISSING}</span>
                </span>
              ) : w.didNotPlay ? (
                <span className="text-muted-foreground">Did not play</span>
              ) : (
                <span className="font-medium tabular-nums">
                  {formatPoints(w.points)}
                  {w.label ? <span className="ml-1 text-xs font-normal text-muted-foreground">{w.label}</span> : null}
                </span>
              )}
            </li>
          ))}
        </ul>
      </section>
      <section>
        <SectionTitle>Projected Performance</SectionTitle>
        <ul className="divide-y rounded-md border text-sm" data-testid="weekly-projected">
          {projected.map((w) => (
            <li key={w.week} className="flex items-center justify-between px-3 py-1.5">
              <span>Week {w.week}</span>
              <span className="tabular-nums text-muted-foreground">{formatPoints(w.points)}</span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
