"use client";

import { clockOf, type FootballClocks } from "@/lib/football-clocks";
import * as React from "react";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { AlertCircle, SearchX } from "lucide-react";
import { NoLeagues } from "@/components/layout/no-leagues";
import { FootballNowProvider } from "@/components/dashboard/football-clock";
import { PlayerDetailsModal } from "@/components/player/player-details-modal";
import { useSelectedTeam } from "@/components/providers/selected-team";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { PlayerResults, PlayerResultsSkeleton } from "./player-results";
import { PlayersFilters, type PlayerFilters } from "./players-filters";
import { usePlayerSearch } from "./queries";
import { useDebounced } from "@/components/use-debounced";

const KEYS = ["q", "position", "nflTeam", "availability", "injury", "sort"] as const;
const PAGE = 50;

function filtersFrom(params: URLSearchParams): PlayerFilters {
  const get = (k: string) => params.get(k) ?? "";
  return {
    q: get("q"),
    position: get("position"),
    nflTeam: get("nflTeam"),
    availability: get("availability") || "all",
    injury: get("injury") || "all",
    sort: get("sort"),
  };
}

/** /players: search and filters live in the URL, so a search can be shared and survives a reload. */
export function PlayersView({ clocks }: { clocks: FootballClocks }) {
  const { selectedTeam: team, isLoading } = useSelectedTeam();
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const [filters, setFilters] = React.useState<PlayerFilters>(() =>
    filtersFrom(new URLSearchParams(params.toString())),
  );
  const [limit, setLimit] = React.useState(PAGE);
  const [playerId, setPlayerId] = React.useState<string | null>(null);
  const q = useDebounced(filters.q.trim(), 200);

  // The top bar's search (palette → /players?q=…) changes the URL while the page is open.
  // Adjusting state while rendering (React's pattern for "state derived from a changing prop").
  const urlQ = params.get("q") ?? "";
  const [seenUrlQ, setSeenUrlQ] = React.useState(urlQ);
  if (urlQ !== seenUrlQ) {
    setSeenUrlQ(urlQ);
    if (urlQ.trim() !== filters.q.trim()) setFilters({ ...filters, q: urlQ });
  }

  function change(patch: Partial<PlayerFilters>) {
    const next = { ...filters, ...patch };
    if ("q" in patch && !patch.q?.trim() && next.sort === "relevance") next.sort = "";
    setFilters(next);
    setLimit(PAGE);
    const qs = new URLSearchParams();
    for (const key of KEYS) if (next[key] && next[key] !== "all") qs.set(key, next[key]);
    router.replace(qs.size ? `${pathname}?${qs.toString()}` : pathname, { scroll: false });
  }

  const sort = filters.sort === "relevance" && !q ? "" : filters.sort;
  const search = usePlayerSearch(
    team
      ? {
          leagueId: team.league.id,
          q,
          position: filters.position,
          nflTeam: filters.nflTeam,
          availability: filters.availability,
          injury: filters.injury,
          sort,
          limit,
        }
      : null,
  );

  if (isLoading && !team) return <PlayerResultsSkeleton />;
  if (!team) return <NoLeagues />;
  const data = search.data;
  return (
    <FootballNowProvider now={clockOf(clocks, team.league).toISOString()}>
      <div className="space-y-6">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">Players</h1>
          <p className="text-sm text-muted-foreground">
            Search every NFL player — availability and owners in {team.league.name}
            {data ? `, projections for week ${data.week}` : ""}.
          </p>
        </div>
        <Card>
          <CardHeader className="space-y-4">
            <CardTitle className="sr-only">Search and filters</CardTitle>
            <CardDescription className="sr-only">
              Typo-tolerant name search with position, team, availability and injury filters
            </CardDescription>
            <PlayersFilters filters={filters} onChange={change} teams={data?.teams ?? []} />
          </CardHeader>
          <CardContent aria-live="polite" aria-busy={search.isFetching}>
            {search.isPending ? (
              <PlayerResultsSkeleton />
            ) : search.isError ? (
              <div className="flex flex-col items-center gap-3 py-10 text-center" role="alert">
                <AlertCircle className="size-6 text-destructive-text" aria-hidden />
                <p className="font-medium">Failed to load players</p>
                <p className="text-sm text-muted-foreground">{search.error.message}</p>
                <Button variant="outline" onClick={() => search.refetch()}>
                  Retry
                </Button>
              </div>
            ) : data && data.players.length === 0 ? (
              <div className="flex flex-col items-center gap-2 py-10 text-center">
                <SearchX className="size-6 text-muted-foreground" aria-hidden />
                <p className="font-medium">No players found</p>
                <p className="text-sm text-muted-foreground">Try another spelling or clear a filter.</p>
              </div>
            ) : data ? (
              <div className="space-y-4">
                <p className="text-xs text-muted-foreground">
                  {data.players.length} player{data.players.length === 1 ? "" : "s"} · select a name for the player card
                </p>
                <PlayerResults
                  players={data.players}
                  restOfSeasonWeeks={data.restOfSeasonWeeks}
                  onSelect={setPlayerId}
                />
                {data.players.length >= limit && limit < 100 ? (
                  <div className="flex justify-center">
                    <Button variant="outline" onClick={() => setLimit(100)} disabled={search.isFetching}>
                      Show more
                    </Button>
                  </div>
                ) : null}
              </div>
            ) : null}
          </CardContent>
        </Card>
        <PlayerDetailsModal
          playerId={playerId}
          leagueId={team.league.id}
          week={data?.week ?? 1}
          season={data?.season ?? team.league.season}
          onClose={() => setPlayerId(null)}
        />
      </div>
    </FootballNowProvider>
  );
}
