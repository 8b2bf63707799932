import { formatPercent, formatPoints, formatWhole } from "@/lib/rules/format";
import { relativeTime } from "@/lib/rules/relative-time";
import { seasonSummary } from "./season-summary";
import { SectionTitle, StatTile } from "./stat-tile";
import type { PlayerDetails } from "@/lib/league-model/player-types";

export function OverviewTab({ details, now }: { details: PlayerDetails; now?: Date }) {
  const season = seasonSummary(details.stats.weeklyStats);
  const news = details.news.latestNews;
  const adp = details.ownership.averageDraftPosition;
  return (
    <div className="space-y-5">
      <section>
        <SectionTitle>Quick Stats</SectionTitle>
        <div className="grid grid-cols-3 gap-2">
          <StatTile label="League Ownership %" value={formatPercent(details.ownership.percentOwned)} />
          <StatTile label="Started In Lineups %" value={formatPercent(details.ownership.percentStarted)} />
          <StatTile label="Avg Draft Position" value={adp === null ? formatWhole(adp) : formatPoints(adp)} />
        </div>
      </section>
      <section>
        <SectionTitle>Season Performance</SectionTitle>
        {season ? (
          <div className="grid grid-cols-3 gap-2">
            <StatTile label="Total Points" value={formatPoints(season.totalPoints)} />
            <StatTile label="Games Played" value={String(season.gamesPlayed)} />
            <StatTile label="Avg Points/Game" value={formatPoints(season.avgPointsPerGame)} />
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">No season stats available</p>
        )}
      </section>
      {news ? (
        <section>
          <SectionTitle>Latest News</SectionTitle>
          <div className="rounded-md border p-3 text-sm">
            <p className="font-medium">{news.headline}</p>
            <p className="mt-1 text-muted-foreground">{news.summary}</p>
            <p className="mt-1 text-xs text-muted-foreground">
              {news.source} · {relativeTime(news.publishedAt, now)}
            </p>
          </div>
        </section>
      ) : null}
    </div>
  );
}
