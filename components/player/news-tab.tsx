"use client";

import { isAppPath } from "@/components/dashboard/news-card";
import { Skeleton } from "@/components/ui/skeleton";
import { relativeTime } from "@/lib/rules/relative-time";
import { useFootballNow } from "@/components/dashboard/football-clock";
import { usePlayerNews } from "./queries";

export function NewsTab({ playerId, leagueId }: { playerId: string; leagueId: string }) {
  const news = usePlayerNews(playerId, leagueId);
  const now = useFootballNow();
  if (news.isPending) return <Skeleton className="h-24 w-full" />;
  if (news.isError) return <p className="text-sm text-destructive-text">{news.error.message}</p>;
  if (news.data.length === 0)
    return <p className="py-6 text-center text-sm text-muted-foreground">No news available for this player.</p>;
  return (
    <ul className="space-y-3">
      {news.data.map((item) => (
        <li key={item.id} className="rounded-md border p-3 text-sm">
          <p className="font-medium">{item.headline}</p>
          <p className="mt-0.5 text-xs text-muted-foreground">
            {item.source} · <time dateTime={item.publishedAt}>{relativeTime(item.publishedAt, now)}</time>
          </p>
          <p className="mt-1 text-muted-foreground">{item.summary}</p>
          {/* A link inside the app points back at this player's own page: only an article elsewhere gets one. */}
          {item.url && !isAppPath(item.url) ? (
            <a
              href={item.url}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-1 inline-block text-primary hover:underline"
            >
              Read more
            </a>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
