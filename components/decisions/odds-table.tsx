import type { OddsChange } from "@/lib/decisions/types";
import { Delta } from "./states";

// Before → after for playoff, bye and title odds of one or more teams, with the simulation's standard errors.
export function OddsTable({ rows, showBye = true }: { rows: OddsChange[]; showBye?: boolean }) {
  const pct = (v: number) => `${v.toFixed(1)}%`;
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[420px] text-sm">
        <thead>
          <tr className="border-b text-left text-xs text-muted-foreground">
            <th className="py-1.5 pr-2 font-medium">Team</th>
            <th className="py-1.5 pr-2 font-medium">Playoffs</th>
            {showBye ? <th className="py-1.5 pr-2 font-medium">Bye</th> : null}
            <th className="py-1.5 font-medium">Title</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.teamId} className="border-b last:border-0" data-testid="odds-row">
              <td className="py-1.5 pr-2 font-medium">{r.teamName}</td>
              <td className="py-1.5 pr-2 tabular-nums">
                {pct(r.playoffBefore)} → {pct(r.playoffAfter)} <Delta value={r.deltaPlayoff} se={r.sePlayoff} />
              </td>
              {showBye ? (
                <td className="py-1.5 pr-2 tabular-nums">
                  {pct(r.byeBefore)} → {pct(r.byeAfter)} <Delta value={r.deltaBye} />
                </td>
              ) : null}
              <td className="py-1.5 tabular-nums">
                {pct(r.titleBefore)} → {pct(r.titleAfter)} <Delta value={r.deltaTitle} se={r.seTitle} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-1 text-xs text-muted-foreground">
        Changes in percentage points; ± is one standard error of the simulation.
      </p>
    </div>
  );
}
