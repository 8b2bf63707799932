"use client";

import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { ordinal } from "@/lib/rules/format";
import type { AnalyticsTeam } from "@/lib/league/types";

// Seeds in playoff position share the chart's greens/blues; the rest fade to grey.
const SEED_COLORS = ["var(--chart-1)", "var(--chart-2)", "var(--chart-3)", "var(--chart-5)", "var(--chart-4)"];
const axis = { fontSize: 12, fill: "var(--muted-foreground)" };
const tooltipStyle = {
  background: "var(--popover)",
  border: "1px solid var(--border)",
  borderRadius: 8,
  color: "var(--popover-foreground)",
  fontSize: 12,
};

export function SeedChart({ teams, playoffTeams }: { teams: AnalyticsTeam[]; playoffTeams: number }) {
  const seeds = teams[0]?.seedDistribution.length ?? 0;
  const data = teams.map((t) => ({
    name: t.name,
    ...Object.fromEntries(t.seedDistribution.map((p, s) => [`s${s + 1}`, p])),
  }));
  return (
    <div
      className="h-[420px] w-full"
      role="img"
      aria-label="Seed distribution per team: share of simulated seasons finishing at each seed"
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} layout="vertical" margin={{ left: 8, right: 8 }} stackOffset="expand">
          <CartesianGrid horizontal={false} stroke="var(--border)" />
          <XAxis type="number" tickFormatter={(v: number) => `${Math.round(v * 100)}%`} tick={axis} />
          <YAxis type="category" dataKey="name" width={110} tick={axis} interval={0} />
          <Tooltip
            contentStyle={tooltipStyle}
            formatter={(v, key) => [`${Number(v).toFixed(1)}%`, `${ordinal(Number(String(key).slice(1)))} seed`]}
          />
          {Array.from({ length: seeds }, (_, s) => (
            <Bar
              key={s}
              dataKey={`s${s + 1}`}
              stackId="seed"
              fill={s < playoffTeams ? (SEED_COLORS[s % SEED_COLORS.length] as string) : "var(--muted-foreground)"}
              fillOpacity={
                s < playoffTeams ? 1 : 0.15 + 0.5 * (1 - (s - playoffTeams) / Math.max(1, seeds - playoffTeams))
              }
              isAnimationActive={false}
              name={`${ordinal(s + 1)}`}
            />
          ))}
          <Legend wrapperStyle={{ fontSize: 11 }} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

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
