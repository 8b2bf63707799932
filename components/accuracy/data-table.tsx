import { Table } from "@/components/ui/table";

// A plain numeric table: the first column names the row.
export function DataTable({
  caption,
  head,
  rows,
  testId,
}: {
  caption: string;
  head: string[];
  rows: (string | number)[][];
  testId: string;
}) {
  return (
    <Table
      className="mt-4"
      caption={caption}
      columns={head.map((h, i) => ({
        header: h,
        primary: i === 0,
        className: "tabular-nums",
        cell: (r: (string | number)[]) => r[i],
      }))}
      rows={rows}
      rowKey={(r) => String(r[0])}
      data-testid={testId}
    />
  );
}
