"use client";

import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from "recharts";
import type { PositionAccuracy } from "@/lib/engine/accuracy-report";

// Fixed drawing size scaled down by CSS (the SVG keeps its viewBox), so the chart renders on the server
// and still fits a 375 px screen.
export function MaeChart({ rows }: { rows: PositionAccuracy[] }) {
  const data = rows.map((r) => ({ position: r.position, "Fantasy GM": r.maeShown, "NFL.com": r.maeBaseline }));
  return (
    <figure aria-label="Projection error by position: Fantasy GM vs NFL.com" data-testid="mae-chart" className="mt-4">
      <BarChart
        width={640}
        height={280}
        data={data}
        style={{ maxWidth: "100%", height: "auto" }}
        margin={{ top: 8, right: 8, bottom: 8, left: 0 }}
      >
        <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" />
        <XAxis dataKey="position" stroke="var(--muted-foreground)" />
        <YAxis
          stroke="var(--muted-foreground)"
          label={{ value: "MAE (pts)", angle: -90, position: "insideLeft", fill: "var(--muted-foreground)" }}
        />
        <Tooltip
          contentStyle={{
            background: "var(--popover)",
            color: "var(--popover-foreground)",
            border: "1px solid var(--border)",
          }}
        />
        <Bar dataKey="Fantasy GM" fill="var(--chart-1)" isAnimationActive={false} />
        <Bar dataKey="NFL.com" fill="var(--chart-2)" isAnimationActive={false} />
      </BarChart>
      {/* An HTML legend wraps on narrow screens (the SVG scales down, its text would not fit). */}
      <figcaption className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden className="size-3 rounded-sm bg-chart-1" /> Fantasy GM
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden className="size-3 rounded-sm bg-chart-2" /> NFL.com
        </span>
      </figcaption>
    </figure>
  );
}
