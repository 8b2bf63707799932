import { type Column, Table } from "@/components/ui/table";
import { formatPoints } from "@/lib/rules/format";
import { seasonSummary } from "./season-summary";
import type { PlayerDetails } from "@/lib/league-model/player-types";

export function sourceHostnames(citations: readonly string[], count = 2): string[] {
  const hosts: string[] = [];
  for (const url of citations) {
    try {
      const host = new URL(url).hostname.replace(/^www\./, "");
      if (!hosts.includes(host)) hosts.push(host);
    } catch {
      // not a URL: not a named source
    }
    if (hosts.length === count) break;
  }
  return hosts;
}

interface SeasonRow {
  season: number;
  current: boolean;
  actualStats: { totalPoints: number; gamesPlayed: number; avgPointsPerGame: number };
}

const SEASON_COLUMNS: Column<SeasonRow>[] = [
  {
    header: "Season",
    primary: true,
    cell: (row) => (
      <>
        {row.season}
        {row.current ? <span className="ml-1 text-xs text-muted-foreground">(current)</span> : null}
      </>
    ),
  },
  { header: "Points", align: "right", cell: (row) => formatPoints(row.actualStats.totalPoints) },
  { header: "Games", align: "right", cell: (row) => row.actualStats.gamesPlayed },
  { header: "Avg", align: "right", cell: (row) => formatPoints(row.actualStats.avgPointsPerGame) },
];

export function SeasonTab({ details, season }: { details: PlayerDetails | undefined; season: number }) {
  if (!details) {
    return (
      <p className="py-8 text-center text-sm text-muted-foreground">
        Loading historical stats... This may take a moment as we search for data.
      </p>
    );
  }
  const current = seasonSummary(details.stats.weeklyStats);
  const rows = [
    ...(current ? [{ season, actualStats: current, current: true }] : []),
    ...details.historicalStats.seasons.filter((s) => s.season !== season).map((s) => ({ ...s, current: false })),
  ].sort((a, b) => b.season - a.season);
  const hosts = sourceHostnames(details.historicalStats.citations);
  return (
    <div className="space-y-3">
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">No season stats available</p>
      ) : (
        <Table
          caption="Season stats"
          columns={SEASON_COLUMNS}
          rows={rows}
          rowKey={(row) => String(row.season)}
          stackBelow="sm"
        />
      )}
      {hosts.length > 0 ? <p className="text-xs text-muted-foreground">Data sources: {hosts.join(", ")}</p> : null}
    </div>
  );
}
