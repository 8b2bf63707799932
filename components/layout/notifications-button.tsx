"use client";
import { queryKeys } from "@/lib/query-keys";

import * as React from "react";
import Link from "next/link";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Bell, BellOff } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { apiFetch, json } from "@/lib/api/fetcher";
import { relativeTime } from "@/lib/rules/relative-time";
import { cn } from "@/lib/utils";

type Item = {
  id: string;
  kind: string;
  title: string;
  body: string;
  href: string | null;
  createdAt: string;
  readAt: string | null;
};

/** Alerts about the user's players, created by league syncs; opening the panel marks what it shows as read. */
export function NotificationsButton({ className }: { className?: string }) {
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: queryKeys.notifications(),
    queryFn: ({ signal }) => apiFetch<{ items: Item[]; unread: number }>("/api/notifications?limit=20", { signal }),
    refetchInterval: 60_000, // alerts arrive with the background sync; a minute is fresh enough for a badge
  });
  const markRead = useMutation({
    mutationFn: (body: { all: true } | { ids: string[] }) =>
      apiFetch<{ marked: number }>("/api/notifications/read", { method: "POST", body: json(body) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.notifications() }),
    onError: (error: Error) => toast({ variant: "destructive", title: "Update Failed", description: error.message }),
  });
  const unread = list.data?.unread ?? 0;
  const items = list.data?.items ?? [];

  function onOpenChange(open: boolean) {
    const seen = items.filter((i) => !i.readAt).map((i) => i.id);
    // Closing after seeing them marks them read (so the highlight is still visible while the panel is open).
    if (!open && seen.length) markRead.mutate({ ids: seen });
  }

  // The name holds the badge's visible count, outside parentheses (WCAG 2.5.3 label in name; axe ignores
  // parentheticals when it checks it).
  const shown = unread > 9 ? "9+" : String(unread);
  return (
    <Popover onOpenChange={onOpenChange}>
      <PopoverTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          aria-label={unread ? `Notifications, ${shown} unread` : "Notifications"}
          className={cn("relative", className)}
        >
          <Bell className="size-4" />
          {unread ? (
            <span
              className={cn(
                "absolute right-1 top-1 flex min-w-4 items-center justify-center rounded-full bg-destructive px-1",
                "text-[10px] font-semibold leading-4 text-destructive-foreground",
              )}
              aria-hidden
            >
              {shown}
            </span>
          ) : null}
        </Button>
      </PopoverTrigger>
      <PopoverContent align="end" aria-label="Notifications" className="w-[min(22rem,calc(100vw-1rem))] p-0">
        <div className="flex items-center justify-between border-b px-4 py-2">
          <p className="text-sm font-semibold">Notifications</p>
          <Button
            variant="ghost"
            size="sm"
            disabled={!unread || markRead.isPending}
            onClick={() => markRead.mutate({ all: true })}
          >
            Mark all read
          </Button>
        </div>
        {/* Only the items form the list: the loading, error and empty states sit beside it. */}
        <div className="max-h-96 overflow-y-auto">
          {list.isPending ? (
            <div className="space-y-2 p-4">
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} className="h-10 w-full" />
              ))}
            </div>
          ) : list.isError ? (
            <div className="space-y-2 p-4 text-center text-sm" role="alert">
              <p>Failed to load notifications</p>
              <Button variant="outline" size="sm" onClick={() => list.refetch()}>
                Retry
              </Button>
            </div>
          ) : items.length === 0 ? (
            <div className="flex flex-col items-center gap-2 px-4 py-8 text-center">
              <BellOff className="size-6 text-muted-foreground" aria-hidden />
              <p className="text-sm font-medium">No notifications</p>
              <p className="text-xs text-muted-foreground">You&apos;re all caught up.</p>
            </div>
          ) : (
            <div role="list" aria-label="Notifications list">
              {items.map((item) => {
                const content = (
                  <>
                    <p className="flex items-center gap-2 text-sm font-medium">
                      {!item.readAt ? (
                        <>
                          <span className="size-2 shrink-0 rounded-full bg-primary" aria-hidden />
                          <span className="sr-only">Unread:</span>
                        </>
                      ) : null}
                      {item.title}
                    </p>
                    <p className="text-xs text-muted-foreground">{item.body}</p>
                    <p className="mt-0.5 text-[11px] text-muted-foreground">{relativeTime(item.createdAt)}</p>
                  </>
                );
                return (
                  <div
                    key={item.id}
                    role="listitem"
                    className={cn("border-b px-4 py-2 last:border-0", !item.readAt && "bg-primary/5")}
                  >
                    {item.href ? (
                      <Link
                        href={item.href}
                        className="block rounded outline-none focus-visible:ring-2 focus-visible:ring-ring"
                      >
                        {content}
                      </Link>
                    ) : (
                      content
                    )}
                  </div>
                );
              })}
            </div>
          )}
        </div>
      </PopoverContent>
    </Popover>
  );
}
