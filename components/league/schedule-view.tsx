"use client";

import { AlertTriangle } from "lucide-react";
import { NoLeagues } from "@/components/layout/no-leagues";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { type Column, Table } from "@/components/ui/table";
import { formatPoints, formatWhole, ordinal } from "@/lib/rules/format";
import type { ScheduleResponse, ScheduleWeek } from "@/lib/league-model/league-pages/types";
import { cn } from "@/lib/utils";
import { useSchedule } from "./queries";
import { ErrorState, LeaguePageSkeleton, PageTitle, PhaseNote } from "./states";
import { useLeagueTeam } from "./use-league-team";

function ByeFlag({ week }: { week: ScheduleWeek }) {
  if (week.byes.length === 0) return null;
  const hole = week.holes.length > 0;
  return (
    <Popover>
      <PopoverTrigger
        className={cn(
          "inline-flex items-center gap-1 rounded-md px-1.5 py-0.5 text-xs font-medium",
          "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
          hole ? "bg-destructive/15 text-destructive-text" : "bg-muted text-muted-foreground",
        )}
        data-testid={hole ? "bye-hole" : "bye-flag"}
        aria-label={
          `Week ${week.week}: ${week.byes.length} on bye` + (hole ? `, cannot fill ${week.holes.join(", ")}` : "")
        }
      >
        {hole ? <AlertTriangle aria-hidden className="size-3" /> : null}
        {week.byes.length} on bye
      </PopoverTrigger>
      <PopoverContent className="w-64 text-sm" aria-label={`Week ${week.week} byes`}>
        <p className="mb-1 font-semibold">Week {week.week} byes</p>
        <ul className="space-y-0.5">
          {week.byes.map((p) => (
            <li key={p.id} className="flex justify-between gap-2">
              <span className="truncate">{p.name}</span>
              <span className="text-muted-foreground">
                {p.position}
                {p.starter ? " · starter" : ""}
              </span>
            </li>
          ))}
        </ul>
        {hole ? (
          <p className="mt-2 text-destructive-text">Hole: no eligible player for {week.holes.join(", ")}.</p>
        ) : (
          <p className="mt-2 text-muted-foreground">Your bench covers every starting slot.</p>
        )}
      </PopoverContent>
    </Popover>
  );
}

function WeekCell({ week, current }: { week: ScheduleWeek; current: boolean }) {
  return (
    <li
      data-testid="schedule-week"
      data-week={week.week}
      className={cn(
        "flex min-h-28 flex-col gap-1 rounded-lg border p-3 text-sm",
        current && "border-primary ring-1 ring-primary/40",
        week.isPlayoff && "bg-muted/40",
      )}
    >
      <div className="flex items-center justify-between gap-1">
        <span className="whitespace-nowrap font-semibold">Week {week.week}</span>
        {week.isPlayoff ? <Badge variant="outline">Playoffs</Badge> : current ? <Badge>Now</Badge> : null}
      </div>
      <p className="break-words text-muted-foreground">
        {week.opponent ? `vs ${week.opponent.name}` : week.isPlayoff ? "Bracket not set" : "No game"}
      </p>
      {week.result && week.score ? (
        <p className="tabular-nums" data-testid="schedule-result">
          <span
            className={cn(
              "font-bold",
              week.result === "W" ? "text-success-text" : week.result === "L" ? "text-destructive-text" : "",
            )}
          >
            {week.result}
          </span>{" "}
          {formatPoints(week.score.mine)}–{formatPoints(week.score.theirs)}
        </p>
      ) : week.winProbability !== null ? (
        <p className="tabular-nums" data-testid="schedule-pwin">
          <span className="font-bold">{formatWhole(week.winProbability)}%</span> to win
        </p>
      ) : null}
      <div className="mt-auto">
        <ByeFlag week={week} />
      </div>
    </li>
  );
}

type StrengthRow = ScheduleResponse["strength"][number];

function StrengthTable({ data }: { data: ScheduleResponse }) {
  const n = data.strength.length;
  const rank = (r: number | null) => (r === null ? "—" : `${ordinal(r)} of ${n}`);
  const columns: Column<StrengthRow>[] = [
    { header: "Team", primary: true, cell: (s) => s.name },
    { header: "Games left", align: "right", cell: (s) => s.games },
    { header: "Opp. proj. pts", align: "right", cell: (s) => formatPoints(s.remaining) },
    { header: "Rank", label: "Opp. rank", align: "right", cell: (s) => rank(s.remainingRank) },
    { header: "Playoff opp.", align: "right", cell: (s) => formatPoints(s.playoff) },
    { header: "Rank", label: "Playoff opp. rank", align: "right", cell: (s) => rank(s.playoffRank) },
  ];
  return (
    <Table
      caption="Strength of schedule"
      columns={columns}
      rows={data.strength}
      rowKey={(s) => s.teamId}
      highlight={(s) => s.isMine}
      data-testid="strength-table"
    />
  );
}

export function ScheduleView() {
  const { team, teamId, isLoading } = useLeagueTeam();
  const query = useSchedule(teamId);
  if (isLoading) return <LeaguePageSkeleton title="schedule" />;
  if (!team) return <NoLeagues />;
  if (query.isPending) return <LeaguePageSkeleton title="schedule" />;
  if (query.isError)
    return <ErrorState what="your schedule" error={query.error} onRetry={() => void query.refetch()} />;
  const data = query.data;
  const mine = data.strength.find((s) => s.isMine);
  const holes = data.weeks.filter((w) => w.holes.length > 0).map((w) => w.week);
  return (
    <div className="space-y-6">
      <PageTitle
        title="Schedule"
        subtitle={
          data.team.name +
          (mine?.remainingRank
            ? ` · ${ordinal(mine.remainingRank)}-hardest remaining schedule of ${data.strength.length}`
            : "")
        }
      />
      <PhaseNote phase={data.phase} season={team.league.season} />
      <Card>
        <CardHeader>
          <CardTitle>Season</CardTitle>
          <CardDescription>
            Results for played weeks, chances to win ahead.{" "}
            {holes.length > 0
              ? `Bye-week holes in week ${holes.join(", ")}: tap a flag to see who is out.`
              : "No bye-week holes ahead."}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ol className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6" aria-label="Weeks">
            {data.weeks.map((w) => (
              <WeekCell key={w.week} week={w} current={w.week === data.currentWeek && data.phase === "in-season"} />
            ))}
          </ol>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Strength of schedule</CardTitle>
          <CardDescription>
            Opponents&apos; projected points per game in the remaining regular season (1st = hardest), and in the
            playoff weeks the average of the teams likely to be there, weighted by their playoff odds.
          </CardDescription>
        </CardHeader>
        <CardContent>
          {data.strength.length > 0 ? (
            <StrengthTable data={data} />
          ) : (
            <p className="text-sm text-muted-foreground">No games left to rate.</p>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
