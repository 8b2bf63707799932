"use client";

import { AlertTriangle } from "lucide-react";
import { NoLeagues } from "@/components/layout/no-leagues";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { formatPoints, formatWhole, ordinal } from "@/lib/rules/format";
import type { ScheduleResponse, ScheduleWeek } from "@/lib/league/types";
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
      <PopoverContent className="w-64 text-sm">
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
        <span className="font-semibold">Week {week.week}</span>
        {week.isPlayoff ? <Badge variant="outline">Playoffs</Badge> : current ? <Badge>Now</Badge> : null}
      </div>
      <p className="truncate text-muted-foreground" title={week.opponent?.name}>
        {week.opponent ? `vs ${week.opponent.name}` : week.isPlayoff ? "Bracket not set" : "No game"}
      </p>
      {week.result && week.score ? (
        <p className="tabular-nums" data-testid="schedule-result">
          <span
            className={cn(
              "font-bold",
              week.result === "W" ? "text-success" : week.result === "L" ? "text-destructive-text" : "",
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

function StrengthTable({ data }: { data: ScheduleResponse }) {
  const n = data.strength.length;
  return (
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="Strength of schedule">
      <table className="w-full min-w-[520px] text-sm" data-testid="strength-table">
        <thead>
          <tr className="border-b text-left text-xs uppercase tracking-wide text-muted-foreground">
            <th scope="col" className="py-2 pr-2">
              Team
            </th>
            <th scope="col" className="py-2 pr-2 text-right">
              Games left
            </th>
            <th scope="col" className="py-2 pr-2 text-right">
              Opp. proj. pts
            </th>
            <th scope="col" className="py-2 pr-2 text-right">
              Rank
            </th>
            <th scope="col" className="py-2 pr-2 text-right">
              Playoff opp.
            </th>
            <th scope="col" className="py-2 text-right">
              Rank
            </th>
          </tr>
        </thead>
        <tbody>
          {data.strength.map((s) => (
            <tr
              key={s.teamId}
              className={cn("border-b last:border-0", s.isMine && "bg-primary/5 font-medium")}
              data-mine={s.isMine || undefined}
            >
              <td className="py-2 pr-2">{s.name}</td>
              <td className="py-2 pr-2 text-right tabular-nums">{s.games}</td>
              <td className="py-2 pr-2 text-right tabular-nums">{formatPoints(s.remaining)}</td>
              <td className="py-2 pr-2 text-right tabular-nums">
                {s.remainingRank === null ? "—" : `${ordinal(s.remainingRank)} of ${n}`}
              </td>
              <td className="py-2 pr-2 text-right tabular-nums">{formatPoints(s.playoff)}</td>
              <td className="py-2 text-right tabular-nums">
                {s.playoffRank === null ? "—" : `${ordinal(s.playoffRank)} of ${n}`}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
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
