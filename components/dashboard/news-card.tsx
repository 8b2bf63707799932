"use client";

import { ExternalLink } from "lucide-react";
import Link from "next/link";
import { NewsImage } from "@/components/player/headshot";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { newsBadge } from "@/lib/rules/news-badge";
import { relativeTime } from "@/lib/rules/relative-time";
import { useRosterNews } from "./queries";
import { NewsItemsSkeleton } from "./skeletons";
import type { NewsItem } from "@/lib/domain/news";

/** A link inside the app (a recap's player page) rather than an article elsewhere. */
export const isAppPath = (url: string) => url.startsWith("/") && !url.startsWith("//");

export function NewsItemRow({ item, now }: { item: NewsItem; now?: Date }) {
  const badge = newsBadge(item);
  return (
    <article className="flex gap-3 py-3 first:pt-0 last:pb-0">
      {item.imageUrl ? <NewsImage src={item.imageUrl} className="size-12 rounded-md" /> : null}
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex items-start justify-between gap-2">
          <h4 className="text-sm font-medium leading-snug">{item.headline}</h4>
          <Badge variant={badge.variant} className="shrink-0">
            {badge.label}
          </Badge>
        </div>
        <p className="line-clamp-3 text-sm text-muted-foreground">{item.summary}</p>
        <p className="flex flex-wrap items-center gap-x-2 text-xs text-muted-foreground">
          <time dateTime={item.publishedAt}>{relativeTime(item.publishedAt, now)}</time>
          <span>· {item.source}</span>
          {item.url && isAppPath(item.url) ? (
            // A recap links to the player's page in the app: same tab.
            <Link href={item.url} className="text-primary hover:underline">
              Player page<span className="sr-only">: {item.playerName ?? item.headline}</span>
            </Link>
          ) : item.url ? (
            <a
              href={item.url}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1 text-primary hover:underline"
            >
              Open <ExternalLink aria-hidden className="size-3" />
              <span className="sr-only">{item.headline} (opens in a new tab)</span>
            </a>
          ) : null}
        </p>
      </div>
    </article>
  );
}

// `now` is the server's football clock so "2 hours ago" reads right in the demo season.
export function NewsCard({ teamId, now }: { teamId: string | null | undefined; now?: Date }) {
  const news = useRosterNews(teamId);
  const items = news.data ?? [];
  return (
    <Card data-testid="news-card">
      <CardHeader>
        <CardTitle>News</CardTitle>
      </CardHeader>
      <CardContent>
        {news.isPending && teamId ? (
          <NewsItemsSkeleton />
        ) : items.length === 0 ? (
          <p className="text-sm text-muted-foreground">No news items available</p>
        ) : (
          <div className="relative max-h-[32rem] divide-y overflow-y-auto pr-1">
            {items.map((item) => (
              <NewsItemRow key={item.id} item={item} now={now} />
            ))}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
