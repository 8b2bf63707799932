import { formatPoints } from "@/lib/rules/format";
import { seasonSummary } from "./season-summary";
import type { PlayerDetails } from "@/lib/views/player-types";

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
        <table className="w-full text-sm">
          <thead className="text-left text-xs text-muted-foreground">
            <tr>
              <th className="py-1 font-medium">Season</th>
              <th className="py-1 text-right font-medium">Points</th>
              <th className="py-1 text-right font-medium">Games</th>
              <th className="py-1 text-right font-medium">Avg</th>
            </tr>
          </thead>
          <tbody className="divide-y">
            {rows.map((row) => (
              <tr key={row.season}>
                <td className="py-1.5">
                  {row.season}
                  {row.current ? <span className="ml-1 text-xs text-muted-foreground">(current)</span> : null}
                </td>
                <td className="py-1.5 text-right tabular-nums">{formatPoints(row.actualStats.totalPoints)}</td>
                <td className="py-1.5 text-right tabular-nums">{row.actualStats.gamesPlayed}</td>
                <td className="py-1.5 text-right tabular-nums">{formatPoints(row.actualStats.avgPointsPerGame)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {hosts.length > 0 ? <p className="text-xs text-muted-foreground">Data sources: {hosts.join(", ")}</p> : null}
    </div>
  );
}
