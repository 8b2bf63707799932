"use client";

import { CartesianGrid, ComposedChart, Line, Scatter, Tooltip, XAxis, YAxis } from "recharts";
import type { ReliabilityBin } from "@/lib/engine/accuracy-report";

// Reliability diagram: each decile's mean predicted P(win) against how often those teams really won;
// on the diagonal = calibrated. Empty deciles are left out.
export function ReliabilityChart({ bins }: { bins: ReliabilityBin[] }) {
  const points = bins.flatMap((b) =>
    b.n > 0 && b.predicted !== null && b.observed !== null
      ? [{ predicted: Math.round(b.predicted * 100), observed: Math.round(b.observed * 100), n: b.n }]
      : [],
  );
  const diagonal = [
    { predicted: 0, ideal: 0 },
    { predicted: 100, ideal: 100 },
  ];
  return (
    <figure
      aria-label="Reliability diagram of matchup win probability"
      data-testid="reliability-chart"
      className="mt-4"
    >
      <ComposedChart
        width={640}
        height={320}
        style={{ maxWidth: "100%", height: "auto" }}
        margin={{ top: 8, right: 16, bottom: 24, left: 0 }}
      >
        <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" />
        <XAxis
          type="number"
          dataKey="predicted"
          domain={[0, 100]}
          ticks={[0, 20, 40, 60, 80, 100]}
          unit="%"
          stroke="var(--muted-foreground)"
          label={{ value: "Predicted P(win)", position: "insideBottom", offset: -12, fill: "var(--muted-foreground)" }}
        />
        <YAxis
          type="number"
          domain={[0, 100]}
          ticks={[0, 20, 40, 60, 80, 100]}
          unit="%"
          stroke="var(--muted-foreground)"
        />
        <Tooltip
          contentStyle={{
            background: "var(--popover)",
            color: "var(--popover-foreground)",
            border: "1px solid var(--border)",
          }}
        />
        <Line
          data={diagonal}
          dataKey="ideal"
          name="Perfect calibration"
          stroke="var(--muted-foreground)"
          strokeDasharray="4 4"
          dot={false}
          isAnimationActive={false}
        />
        <Scatter
          data={points}
          dataKey="observed"
          name="Observed win rate"
          fill="var(--chart-1)"
          isAnimationActive={false}
        />
      </ComposedChart>
      <figcaption className="mt-2 text-sm text-muted-foreground">
        Dots: observed win rate of each predicted-probability decile. Dashed line: perfect calibration.
      </figcaption>
    </figure>
  );
}
