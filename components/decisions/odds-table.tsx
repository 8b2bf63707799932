import { type Column, Table } from "@/components/ui/table";
import type { OddsChange } from "@/lib/league-model/decisions/types";
import { Delta } from "./states";

const pct = (v: number) => `${v.toFixed(1)}%`;

const TEAM: Column<OddsChange> = { header: "Team", primary: true, cell: (r) => r.teamName };
const PLAYOFFS: Column<OddsChange> = {
  header: "Playoffs",
  wide: true,
  cell: (r) => (
    <>
      {pct(r.playoffBefore)} → {pct(r.playoffAfter)} <Delta value={r.deltaPlayoff} se={r.sePlayoff} />
    </>
  ),
  className: "tabular-nums",
};
const BYE: Column<OddsChange> = {
  header: "Bye",
  wide: true,
  cell: (r) => (
    <>
      {pct(r.byeBefore)} → {pct(r.byeAfter)} <Delta value={r.deltaBye} />
    </>
  ),
  className: "tabular-nums",
};
const TITLE: Column<OddsChange> = {
  header: "Title",
  wide: true,
  cell: (r) => (
    <>
      {pct(r.titleBefore)} → {pct(r.titleAfter)} <Delta value={r.deltaTitle} se={r.seTitle} />
    </>
  ),
  className: "tabular-nums",
};

// Before → after for playoff, bye and title odds of one or more teams, with the simulation's standard errors.
export function OddsTable({ rows, showBye = true }: { rows: OddsChange[]; showBye?: boolean }) {
  return (
    <div>
      <Table
        caption="Odds before and after"
        columns={showBye ? [TEAM, PLAYOFFS, BYE, TITLE] : [TEAM, PLAYOFFS, TITLE]}
        rows={rows}
        rowKey={(r) => r.teamId}
        rowProps={() => ({ "data-testid": "odds-row" })}
      />
      <p className="mt-1 text-xs text-muted-foreground">
        Changes in percentage points; ± is one standard error of the simulation.
      </p>
    </div>
  );
}
