"use client";

import { NoLeagues } from "@/components/layout/no-leagues";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { type Column, Table } from "@/components/ui/table";
import { formatPoints } from "@/lib/rules/format";
import type { StandingRow, StandingsResponse } from "@/lib/league-model/league-pages/types";
import { cn } from "@/lib/utils";
import { oddsText } from "./format";
import { useStandings } from "./queries";
import { ErrorState, LeaguePageSkeleton, PageTitle, PhaseNote } from "./states";
import { useLeagueTeam } from "./use-league-team";

const MARK: Record<
  NonNullable<StandingRow["mark"]>,
  { label: string; short: string; variant: "success" | "secondary" | "destructive" }
> = {
  "clinched-bye": { label: "Clinched first-round bye", short: "y", variant: "success" },
  clinched: { label: "Clinched playoff spot", short: "x", variant: "success" },
  eliminated: { label: "Eliminated", short: "e", variant: "destructive" },
};

function StandingsTable({
  rows,
  playoffTeams,
  caption,
}: {
  rows: StandingRow[];
  playoffTeams: number;
  caption: string;
}) {
  const columns: Column<StandingRow>[] = [
    { header: "#", cell: (r) => r.rank, className: "tabular-nums text-muted-foreground" },
    {
      header: "Team",
      primary: true,
      cell: (r) => (
        <div className="flex items-center gap-2">
          <span className="truncate">{r.name}</span>
          {r.isMine ? <Badge variant="secondary">You</Badge> : null}
          {r.mark ? (
            <Badge variant={MARK[r.mark].variant} title={MARK[r.mark].label} data-testid="standings-mark">
              {MARK[r.mark].short}
              <span className="sr-only"> — {MARK[r.mark].label}</span>
            </Badge>
          ) : null}
        </div>
      ),
    },
    { header: "W-L-T", align: "right", cell: (r) => `${r.wins}-${r.losses}-${r.ties}` },
    { header: "PF", align: "right", cell: (r) => formatPoints(r.pointsFor) },
    { header: "PA", align: "right", cell: (r) => formatPoints(r.pointsAgainst) },
    { header: "Strk", align: "right", cell: (r) => r.streak ?? "—" },
    { header: "GB", align: "right", cell: (r) => (r.gamesBack === null ? "—" : r.gamesBack) },
    {
      header: "Playoff",
      align: "right",
      className: "font-semibold",
      testId: "standings-playoff",
      cell: (r) => oddsText(r.playoffOdds),
    },
    { header: "Bye", align: "right", cell: (r) => oddsText(r.byeOdds) },
    { header: "Title", align: "right", cell: (r) => oddsText(r.titleOdds) },
  ];
  return (
    <Table
      caption={caption}
      columns={columns}
      rows={rows}
      rowKey={(r) => r.teamId}
      highlight={(r) => r.isMine}
      stackBelow="lg"
      data-testid="standings-table"
      rowProps={(r) => ({
        "data-testid": "standings-row",
        "data-team-id": r.teamId,
        className: cn(r.rank === playoffTeams && "border-b-2 border-b-primary/40"),
      })}
    />
  );
}

function Legend({ data }: { data: StandingsResponse }) {
  return (
    <div className="space-y-3 text-sm text-muted-foreground">
      <div>
        <p className="font-medium text-foreground">Tiebreakers, in order</p>
        <ol className="list-decimal space-y-0.5 pl-5" data-testid="tiebreakers">
          {data.tiebreakers.map((t) => (
            <li key={t}>{t}</li>
          ))}
        </ol>
      </div>
      <p>
        <strong className="text-foreground">y</strong> clinched a first-round bye ·{" "}
        <strong className="text-foreground">x</strong> clinched a playoff spot ·{" "}
        <strong className="text-foreground">e</strong> eliminated. Marks are exact: every outcome of the remaining games
        is checked with these tiebreakers, assuming the worst case wherever points for would decide.
        {data.marksDecided
          ? ""
          : " Some teams are too close to call within the search limit, so their marks are withheld."}
      </p>
      <p>
        Playoff, bye and title odds come from{" "}
        {data.simulations > 0
          ? `${data.simulations.toLocaleString("en-US")} simulated seasons`
          : "the record alone (the league cannot be simulated yet)"}{" "}
        — the same simulation as the dashboard&apos;s Playoff Odds card. GB is games behind the last playoff spot.
      </p>
    </div>
  );
}

export function StandingsView() {
  const { team, leagueId, isLoading } = useLeagueTeam();
  const query = useStandings(leagueId);
  if (isLoading) return <LeaguePageSkeleton title="standings" />;
  if (!team) return <NoLeagues />;
  if (query.isPending) return <LeaguePageSkeleton title="standings" />;
  if (query.isError)
    return <ErrorState what="the standings" error={query.error} onRetry={() => void query.refetch()} />;
  const data = query.data;
  return (
    <div className="space-y-6">
      <PageTitle
        title="Standings"
        subtitle={`${data.league.name} · week ${data.week} · top ${data.league.playoffTeams} make the playoffs`}
      />
      <PhaseNote phase={data.phase} season={team.league.season} />
      {data.divisions.length > 0
        ? data.divisions.map((d) => (
            <Card key={d.division}>
              <CardHeader>
                <CardTitle>Division {d.division + 1}</CardTitle>
              </CardHeader>
              <CardContent>
                <StandingsTable rows={d.rows} playoffTeams={0} caption={`Division ${d.division + 1} standings`} />
              </CardContent>
            </Card>
          ))
        : null}
      <Card>
        <CardHeader>
          <CardTitle>{data.divisions.length > 0 ? "League" : "League standings"}</CardTitle>
          <CardDescription>The line marks the last playoff spot.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-6">
          <StandingsTable rows={data.rows} playoffTeams={data.league.playoffTeams} caption="League standings" />
          <Legend data={data} />
        </CardContent>
      </Card>
    </div>
  );
}
