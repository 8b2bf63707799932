import * as React from "react";
import { cn } from "@/lib/utils";

// The one data table of the product. Its layout rule, in app/globals.css (`.data-table`):
// - when the space it sits in is narrower than `stackBelow`, every row becomes a card: the primary column is the
//   card's title and each other value sits beside its column name in a grid, so nothing is wider than the screen;
// - otherwise it is a table; if its columns still do not fit, it scrolls inside its box, and shadows at the edges
//   show that there is more to either side.

export interface Column<Row> {
  /** The column's heading; also the name beside each value when rows are cards. */
  header: string;
  /** The name beside each value when rows are cards, where `header` alone is ambiguous. */
  label?: string;
  /** Shown in the heading instead of `header` (e.g. a hidden heading for an action column). */
  headerContent?: React.ReactNode;
  cell: (row: Row) => React.ReactNode;
  align?: "left" | "right";
  /** The card's title when rows are cards (the team or player the row is about). */
  primary?: boolean;
  /** Takes a card's whole width (long text, a player) instead of a cell of its grid. */
  wide?: boolean;
  /** No name beside the value when rows are cards (actions, or values that explain themselves). */
  bare?: boolean;
  className?: string | ((row: Row) => string | undefined);
  testId?: string | ((row: Row) => string | undefined);
}

export type RowAttributes = React.HTMLAttributes<HTMLTableRowElement> & {
  [data: `data-${string}`]: string | number | boolean | undefined;
};

export interface TableProps<Row> {
  /** Names the table for screen readers (a hidden caption) and its scrolling region. */
  caption: string;
  columns: Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string;
  rowProps?: (row: Row) => RowAttributes;
  /** The signed-in manager's own row. */
  highlight?: (row: Row) => boolean;
  /** Rows become cards when the table's box is narrower than this: 28rem, 36rem or 48rem. */
  stackBelow?: "sm" | "md" | "lg";
  className?: string;
  "data-testid"?: string;
}

const pick = <Row,>(value: string | ((row: Row) => string | undefined) | undefined, row: Row) =>
  typeof value === "function" ? value(row) : value;

export function Table<Row>({
  caption,
  columns,
  rows,
  rowKey,
  rowProps,
  highlight,
  stackBelow = "md",
  className,
  "data-testid": testId,
}: TableProps<Row>) {
  return (
    <div className={cn("data-table", className)} data-stack={stackBelow}>
      {/* Focusable so keyboard users can scroll it when it overflows. */}
      <div className="data-table-scroll" tabIndex={0} role="region" aria-label={caption}>
        <table className="w-full text-sm" data-testid={testId}>
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr className="border-b text-left text-xs uppercase tracking-wide text-muted-foreground">
              {columns.map((c, i) => (
                <th
                  key={i}
                  scope="col"
                  className={cn("px-2 py-2 font-medium first:pl-0 last:pr-0", c.align === "right" && "text-right")}
                >
                  {c.headerContent ?? c.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, i) => {
              const attrs = rowProps?.(row) ?? {};
              const mine = highlight?.(row) ?? false;
              return (
                <tr
                  key={rowKey(row, i)}
                  {...attrs}
                  data-mine={mine || undefined}
                  className={cn("border-b last:border-0", mine && "bg-primary/5 font-medium", attrs.className)}
                >
                  {columns.map((c, ci) => (
                    <td
                      key={ci}
                      data-primary={c.primary || undefined}
                      data-wide={c.wide || undefined}
                      data-testid={pick(c.testId, row)}
                      className={cn(
                        "px-2 py-2 align-top first:pl-0 last:pr-0",
                        c.align === "right" && "whitespace-nowrap text-right tabular-nums",
                        pick(c.className, row),
                      )}
                    >
                      {c.primary || c.bare ? null : (
                        // Drawn by CSS from the attribute, so a cell's text stays its value alone.
                        <span className="data-table-label" data-label={c.label ?? c.header} aria-hidden="true" />
                      )}
                      <div className="data-table-value">{c.cell(row)}</div>
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
