import { CheckCircle2, XCircle } from "lucide-react";
import { type Column, Table } from "@/components/ui/table";
import type { Target } from "@/lib/engine/accuracy-report";

const COLUMNS: Column<Target>[] = [
  { header: "Measure", primary: true, cell: (t) => t.label },
  { header: "Target", wide: true, className: "text-muted-foreground", cell: (t) => t.target },
  { header: "Result", className: "tabular-nums", cell: (t) => t.value },
  {
    header: "Met?",
    cell: (t) =>
      t.met ? (
        <span className="inline-flex items-center gap-1 text-success-text">
          <CheckCircle2 aria-hidden className="size-4" /> Yes
        </span>
      ) : (
        <span className="inline-flex items-center gap-1 text-destructive-text">
          <XCircle aria-hidden className="size-4" /> No
        </span>
      ),
  },
];

export function TargetsTable({ targets }: { targets: Target[] }) {
  return (
    <Table
      className="mt-4"
      caption="Accuracy targets"
      columns={COLUMNS}
      rows={targets}
      rowKey={(t) => t.id}
      rowProps={(t) => ({ "data-testid": `target-${t.id}`, "data-met": t.met })}
      data-testid="targets-table"
    />
  );
}
