"use client";

import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";

const axis = { fontSize: 12, fill: "var(--muted-foreground)" };
const tooltipStyle = {
  background: "var(--popover)",
  border: "1px solid var(--border)",
  borderRadius: 8,
  color: "var(--popover-foreground)",
  fontSize: 12,
};

export function WinsChart({ data }: { data: { wins: number; percent: number }[] }) {
  return (
    <div
      className="h-56 w-full"
      role="img"
      aria-label={`Final wins: ${data.map((d) => `${d.wins} wins ${d.percent}%`).join(", ")}`}
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ left: 0, right: 8 }}>
          <CartesianGrid vertical={false} stroke="var(--border)" />
          <XAxis dataKey="wins" tick={axis} />
          <YAxis tickFormatter={(v: number) => `${v}%`} tick={axis} width={40} />
          <Tooltip
            contentStyle={tooltipStyle}
            formatter={(v) => [`${Number(v).toFixed(1)}%`, "Seasons"]}
            labelFormatter={(l) => `${l} wins`}
          />
          <Bar dataKey="percent" fill="var(--chart-1)" radius={[4, 4, 0, 0]} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
