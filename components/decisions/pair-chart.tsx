"use client";

import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { WaiverPairResult } from "@/lib/league-model/decisions/types";

// Δ projected starter points per remaining week for one add/drop pair (bye weeks show as dips).
export function PairChart({ weekly }: { weekly: WaiverPairResult["weekly"] }) {
  return (
    <div
      className="h-32 w-full"
      role="img"
      aria-label={
        "Change in projected points by week: " + weekly.map((w) => `week ${w.week} ${w.deltaPoints}`).join(", ")
      }
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={weekly} margin={{ top: 4, right: 4, bottom: 0, left: -24 }}>
          <CartesianGrid strokeDasharray="3 3" className="stroke-border" vertical={false} />
          <XAxis
            dataKey="week"
            tickFormatter={(w: number) => `W${w}`}
            tick={{ fontSize: 10, fill: "var(--muted-foreground)" }}
          />
          <YAxis tick={{ fontSize: 10, fill: "var(--muted-foreground)" }} />
          <Tooltip
            formatter={(v) => [`${Number(v) > 0 ? "+" : ""}${Number(v).toFixed(1)} pts`, "Δ points"]}
            labelFormatter={(w) => `Week ${String(w)}`}
            contentStyle={{
              background: "var(--popover)",
              color: "var(--popover-foreground)",
              border: "1px solid var(--border)",
              fontSize: 12,
            }}
          />
          <Bar dataKey="deltaPoints" radius={[2, 2, 0, 0]}>
            {weekly.map((w) => (
              <Cell key={w.week} fill={w.deltaPoints >= 0 ? "var(--success)" : "var(--destructive)"} />
            ))}
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
