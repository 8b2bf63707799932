// A plain numeric table that scrolls inside its card on small screens.
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
    <div className="mt-4 overflow-x-auto rounded-xl border">
      <table className="w-full min-w-[480px] text-sm" data-testid={testId}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted/50 text-left text-xs text-muted-foreground">
          <tr>
            {head.map((h) => (
              <th key={h} className="px-3 py-2 font-medium">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={String(r[0])} className="border-t">
              {r.map((c, i) => (
                <td key={i} className="px-3 py-2 tabular-nums">
                  {c}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
