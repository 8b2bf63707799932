import { formatPoints } from "@/lib/rules/format";
import type { ScoreLabel } from "@/lib/rules/live-blend";

// A player-week's points as every roster and lineup row shows them: the projection before kickoff ("proj"), the
// points so far while his game is on ("live", beside the projection they blend into), the final ("actual").
// The team totals above such rows are the sums of these figures.
export function WeekScore({
  label,
  actual,
  expected,
}: {
  label: ScoreLabel;
  actual: number | null;
  expected: number | null;
}) {
  const main = label === "proj" ? expected : actual;
  return (
    <span className="shrink-0 text-right tabular-nums" data-testid="week-score" data-label={label}>
      <span className="block font-semibold" data-testid="roster-score">
        {formatPoints(main)}
      </span>
      <span className="block text-xs text-muted-foreground">
        {label}
        {label === "live" ? ` · ${formatPoints(expected)} proj` : ""}
      </span>
    </span>
  );
}
