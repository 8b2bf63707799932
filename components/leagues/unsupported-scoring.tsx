import { Info } from "lucide-react";
import type { UnsupportedScoringRule } from "@/lib/domain/league";
import { formatDelta } from "@/lib/rules/format";
import { cn } from "@/lib/utils";

// Past this many rules the list folds away behind its summary, so a 15-rule league does not fill the page.
const OPEN_LIMIT = 4;

const plural = (n: number) => (n === 1 ? "1 scoring rule is" : `${n} scoring rules are`);

/**
 * The league's scoring rules the product cannot apply (from the adapters; never dropped silently).
 * Presentational: Settings and /connect pass the league's `unsupportedScoring`. Renders nothing when all apply.
 */
export function UnsupportedScoring({
  rules,
  className,
}: {
  rules: readonly UnsupportedScoringRule[];
  className?: string;
}) {
  if (rules.length === 0) return null;
  const summary = `${plural(rules.length)} not supported`;
  const list = (
    <ul className="mt-1 flex flex-wrap gap-x-3 gap-y-1" aria-label="Scoring rules not supported">
      {rules.map((rule) => (
        <li key={rule.key} className="break-words">
          {rule.label} <span className="tabular-nums">({formatDelta(rule.points)})</span>
        </li>
      ))}
    </ul>
  );
  return (
    <div
      role="note"
      className={cn("flex gap-2 rounded-md border border-warning/40 bg-warning/10 p-2 text-xs", className)}
    >
      <Info className="mt-0.5 size-3.5 shrink-0 text-warning" aria-hidden />
      <div className="min-w-0">
        {rules.length <= OPEN_LIMIT ? (
          <>
            <p>
              <span className="font-medium">{summary}:</span> points from them are left out of projections and odds.
            </p>
            {list}
          </>
        ) : (
          <details>
            <summary
              className={cn(
                "cursor-pointer rounded-sm focus-visible:outline-none focus-visible:ring-2",
                "focus-visible:ring-ring",
              )}
            >
              <span className="font-medium">{summary}</span>: points from them are left out of projections and odds.
            </summary>
            {list}
          </details>
        )}
      </div>
    </div>
  );
}
