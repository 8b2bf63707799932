"use client";

import Link from "next/link";
import { Headshot } from "@/components/player/headshot";
import { Badge } from "@/components/ui/badge";
import { Skeleton } from "@/components/ui/skeleton";
import { formatPercent, formatPoints, MISSING } from "@/lib/rules/format";
import { injuryCode, showsInjuryBadge } from "@/lib/rules/injury";
import type { PlayerSearchResult } from "@/lib/players/types";
import { cn } from "@/lib/utils";

function Trend({ value }: { value: number | null }) {
  if (value === null) return <span className="text-muted-foreground">{MISSING}</span>;
  const sign = value > 0 ? "+" : "";
  return (
    <span
      className={cn(
        value > 0 && "text-emerald-600 dark:text-emerald-400",
        value < 0 && "text-red-600 dark:text-red-400",
      )}
    >{`${sign}${value.toFixed(1)}`}</span>
  );
}

function Owner({ owner }: { owner: PlayerSearchResult["owner"] }) {
  if (!owner) return <Badge variant="success">Free agent</Badge>;
  if (owner.isMine) return <Badge>My team</Badge>;
  return (
    <span className="block max-w-40 truncate text-sm" title={owner.teamName}>
      {owner.teamName}
    </span>
  );
}

/** The results table: it scrolls inside its card on phones. A row's name opens the player card. */
export function PlayerResults({
  players,
  onSelect,
}: {
  players: PlayerSearchResult[];
  onSelect: (id: string) => void;
}) {
  return (
    <div className="-mx-4 overflow-x-auto sm:mx-0">
      <table className="w-full min-w-[720px] text-sm" data-testid="player-results">
        <thead className="text-left text-xs uppercase tracking-wide text-muted-foreground">
          <tr className="border-b">
            <th scope="col" className="px-4 py-2 font-medium sm:px-2">
              Player
            </th>
            <th scope="col" className="px-2 py-2 font-medium">
              Bye
            </th>
            <th scope="col" className="px-2 py-2 text-right font-medium">
              Proj
            </th>
            <th scope="col" className="px-2 py-2 text-right font-medium">
              ROS
            </th>
            <th scope="col" className="px-2 py-2 text-right font-medium">
              Owned
            </th>
            <th scope="col" className="px-2 py-2 text-right font-medium">
              Trend
            </th>
            <th scope="col" className="px-2 py-2 font-medium">
              League
            </th>
            <th scope="col" className="px-2 py-2">
              <span className="sr-only">Profile</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {players.map((p) => (
            <tr key={p.id} className="border-b last:border-0 hover:bg-accent/50" data-testid="player-result">
              <td className="px-4 py-2 sm:px-2">
                <button
                  type="button"
                  onClick={() => onSelect(p.id)}
                  className={cn(
                    "flex items-center gap-3 rounded-md text-left outline-none focus-visible:ring-2",
                    "focus-visible:ring-ring",
                  )}
                >
                  <Headshot src={p.imageUrl} name={p.name} className="size-9 text-sm" />
                  <span className="min-w-0">
                    <span className="flex items-center gap-1.5">
                      <span className="font-medium">{p.name}</span>
                      {showsInjuryBadge(p.injuryStatus) ? (
                        <Badge variant="destructive" title={p.injuryStatus ?? undefined}>
                          {injuryCode(p.injuryStatus)}
                        </Badge>
                      ) : null}
                    </span>
                    <span className="block text-xs text-muted-foreground">
                      {p.position} · {p.nflTeam ?? "FA"}
                    </span>
                  </span>
                </button>
              </td>
              <td className="px-2 py-2 tabular-nums">{p.byeWeek ?? MISSING}</td>
              <td className="px-2 py-2 text-right font-semibold tabular-nums">{formatPoints(p.projection)}</td>
              <td className="px-2 py-2 text-right tabular-nums">{formatPoints(p.restOfSeason)}</td>
              <td className="px-2 py-2 text-right tabular-nums">{formatPercent(p.percentOwned)}</td>
              <td className="px-2 py-2 text-right tabular-nums">
                <Trend value={p.trend} />
              </td>
              <td className="px-2 py-2">
                <Owner owner={p.owner} />
              </td>
              <td className="px-2 py-2 text-right">
                <Link
                  href={`/player/${encodeURIComponent(p.id)}`}
                  className="whitespace-nowrap text-sm font-medium text-primary underline-offset-4 hover:underline"
                >
                  Open profile
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function PlayerResultsSkeleton() {
  return (
    <div className="space-y-2" aria-label="Loading players">
      {Array.from({ length: 8 }, (_, i) => (
        <div key={i} className="flex items-center gap-3 py-1">
          <Skeleton className="size-9 rounded-full" />
          <Skeleton className="h-4 w-40" />
          <Skeleton className="ml-auto h-4 w-16" />
        </div>
      ))}
    </div>
  );
}
