"use client";

import { useState } from "react";
import { ChevronDown, ChevronLeft, ChevronRight } from "lucide-react";
import { NoLeagues } from "@/components/layout/no-leagues";
import { WeekScore } from "@/components/player/week-score";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { formatDelta, formatPoints, formatWhole } from "@/lib/rules/format";
import type { GameSide, LeagueGame, LineupRow } from "@/lib/league-model/league-pages/types";
import { cn } from "@/lib/utils";
import { useLeagueMatchups } from "./queries";
import { EmptyState, ErrorState, LeaguePageSkeleton, PageTitle, PhaseNote } from "./states";
import { useLeagueTeam } from "./use-league-team";

function Side({ side, status, align }: { side: GameSide; status: LeagueGame["status"]; align: "left" | "right" }) {
  const main = status === "final" ? side.actual : side.projected;
  return (
    <div className={cn("min-w-0 flex-1", align === "right" && "text-right")}>
      <p className="truncate font-semibold" title={side.name}>
        {side.name}
        {side.isMine ? (
          <Badge variant="secondary" className="ml-2 align-middle">
            You
          </Badge>
        ) : null}
      </p>
      <p className="text-xs text-muted-foreground">{side.record}</p>
      <p className="mt-1 text-2xl font-bold tabular-nums" data-testid="game-score">
        {formatPoints(main)}
      </p>
      <p className="text-xs text-muted-foreground">
        {status === "final"
          ? "Final"
          : status === "live"
            ? `${formatPoints(side.actual ?? 0)} live · projected`
            : "Projected"}
      </p>
      <p className="text-sm font-medium tabular-nums" data-testid="game-pwin">
        {status === "final"
          ? side.winProbability === 100
            ? "Won"
            : side.winProbability === 0
              ? "Lost"
              : "Tied"
          : `${formatWhole(side.winProbability)}% to win`}
      </p>
    </div>
  );
}

function LineupColumn({ rows, title }: { rows: LineupRow[]; title: string }) {
  return (
    <div className="min-w-0 flex-1">
      <p className="mb-1 text-xs font-semibold uppercase tracking-wide text-muted-foreground">{title}</p>
      <ul className="divide-y rounded-lg border">
        {rows.map((r, i) => (
          <li key={`${r.slot}-${i}`} className="flex items-center gap-2 px-2 py-1.5 text-sm">
            <span className="w-10 shrink-0 text-xs font-medium text-muted-foreground">{r.slot}</span>
            <span className="min-w-0 flex-1">
              <span className="block truncate">{r.name ?? "Empty"}</span>
              <span className="block truncate text-xs text-muted-foreground">
                {r.name
                  ? `${r.position ?? ""} ${r.nflTeam ?? ""} · ${r.status === "bye" ? "Bye" : (r.gameLine ?? "")}`
                  : "No player"}
              </span>
            </span>
            {r.name ? <WeekScore label={r.label} actual={r.actual} expected={r.projected} /> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

function GameCard({ game }: { game: LeagueGame }) {
  const mine = game.home.isMine || Boolean(game.away?.isMine);
  const [open, setOpen] = useState(mine);
  const id = `game-${game.id}`;
  return (
    <Card data-testid="league-game" data-mine={mine || undefined} className={cn(mine && "border-primary/50")}>
      <CardContent className="space-y-3 pt-6">
        <div className="flex items-center justify-between gap-2 text-xs">
          <div className="flex gap-2">
            {mine ? <Badge>Your game</Badge> : null}
            {game.isPlayoff ? <Badge variant="outline">Playoffs</Badge> : null}
          </div>
          {game.status === "live" ? (
            <Badge variant="warning">Live</Badge>
          ) : game.status === "final" ? (
            <Badge variant="secondary">Final</Badge>
          ) : null}
        </div>
        <div className="flex items-start gap-3">
          <Side side={game.home} status={game.status} align="left" />
          <span className="pt-8 text-sm text-muted-foreground">vs</span>
          {game.away ? (
            <Side side={game.away} status={game.status} align="right" />
          ) : (
            <p className="flex-1 pt-8 text-right text-sm text-muted-foreground">Bye week</p>
          )}
        </div>
        {game.away ? (
          <>
            <Button
              variant="ghost"
              size="sm"
              className="w-full"
              aria-expanded={open}
              aria-controls={id}
              onClick={() => setOpen((o) => !o)}
            >
              {open ? "Hide lineups" : "Show lineups"}
              <ChevronDown aria-hidden className={cn("size-4 transition-transform", open && "rotate-180")} />
            </Button>
            {open ? (
              <div id={id} className="space-y-3">
                {game.battles.length > 0 ? (
                  <div className="flex flex-wrap gap-2" aria-label="Position battles">
                    {game.battles.map((b) => (
                      <Badge key={b.position} variant="outline" className="font-normal">
                        {b.position}: {b.leader ?? "even"} {b.leader ? formatDelta(Math.abs(b.delta)) : ""}
                      </Badge>
                    ))}
                  </div>
                ) : null}
                <div className="flex flex-col gap-3 md:flex-row">
                  <LineupColumn rows={game.home.starters} title={game.home.name} />
                  <LineupColumn rows={game.away.starters} title={game.away.name} />
                </div>
              </div>
            ) : null}
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}

export function MatchupsView() {
  const { team, leagueId, isLoading } = useLeagueTeam();
  const [week, setWeek] = useState<number | null>(null);
  const query = useLeagueMatchups(leagueId, week);
  if (isLoading) return <LeaguePageSkeleton title="matchups" />;
  if (!team) return <NoLeagues />;
  if (query.isPending) return <LeaguePageSkeleton title="matchups" />;
  if (query.isError)
    return <ErrorState what="this week's matchups" error={query.error} onRetry={() => void query.refetch()} />;
  const data = query.data;
  const idx = data.weeks.indexOf(data.week);
  const prev = idx > 0 ? data.weeks[idx - 1] : undefined;
  const next = idx >= 0 && idx < data.weeks.length - 1 ? data.weeks[idx + 1] : undefined;
  return (
    <div className="space-y-6">
      <PageTitle
        title="Matchups"
        subtitle={[
          `Week ${data.week}${data.week === data.currentWeek ? " (this week)" : ""}`,
          data.live ? "live, refreshing every minute" : null,
        ]
          .filter(Boolean)
          .join(" · ")}
      >
        <nav className="flex items-center gap-2" aria-label="Week">
          <Button
            variant="outline"
            size="icon"
            aria-label="Previous week"
            disabled={prev === undefined}
            onClick={() => prev !== undefined && setWeek(prev)}
          >
            <ChevronLeft aria-hidden className="size-4" />
          </Button>
          <label className="sr-only" htmlFor="week-picker">
            Week
          </label>
          <select
            id="week-picker"
            className="h-9 rounded-md border bg-background px-2 text-sm"
            value={data.week}
            onChange={(e) => setWeek(Number(e.target.value))}
          >
            {data.weeks.map((w) => (
              <option key={w} value={w}>
                Week {w}
                {w === data.currentWeek ? " (current)" : ""}
              </option>
            ))}
          </select>
          <Button
            variant="outline"
            size="icon"
            aria-label="Next week"
            disabled={next === undefined}
            onClick={() => next !== undefined && setWeek(next)}
          >
            <ChevronRight aria-hidden className="size-4" />
          </Button>
        </nav>
      </PageTitle>
      <PhaseNote phase={data.phase} season={team.league.season} />
      {data.games.length === 0 ? (
        <EmptyState
          title={`No games in week ${data.week}`}
          message="The league has no head-to-head games scheduled this week."
        />
      ) : (
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
          {data.games.map((g) => (
            <div key={g.id} className={cn(g.home.isMine || g.away?.isMine ? "lg:col-span-2" : "")}>
              <GameCard game={g} />
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
