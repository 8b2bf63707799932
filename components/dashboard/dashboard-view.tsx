"use client";

import { useState } from "react";
import { NoLeagues } from "@/components/layout/no-leagues";
import { PlayerDetailsModal } from "@/components/player/player-details-modal";
import { useSelectedTeam } from "@/components/providers/selected-team";
import { clockOf, type FootballClocks } from "@/lib/football-clocks";
import { seasonFor } from "@/lib/nfl/season";
import { resolveWeek } from "@/lib/rules/current-week";
import { DashboardHeader } from "./dashboard-header";
import { DashboardSkeleton } from "./dashboard-skeleton";
import { FootballNowProvider } from "./football-clock";
import { GmBriefCard } from "./gm-brief-card";
import { MatchupCard } from "./matchup-card";
import { NewsCard } from "./news-card";
import { useMatchup, useNflMatchups, usePlayoffScenarios } from "./queries";
import { RosterCard } from "./roster-card";
import { MatchupCardSkeleton } from "./skeletons";
import { StatCards } from "./stat-cards";

// `clocks` are the server's football clocks, so the browser computes the same week as the server for the league
// it shows.
export function DashboardView({ clocks }: { clocks: FootballClocks }) {
  const { selectedTeam: team, isLoading } = useSelectedTeam();
  const [playerId, setPlayerId] = useState<string | null>(null);
  const clock = clockOf(clocks, team?.league);
  const now = clock.toISOString();
  const season = (team?.league as { season?: number } | undefined)?.season ?? seasonFor(clock);
  const week = resolveWeek({ season }, clock).week;
  const matchup = useMatchup(team?.id, week);
  const scenarios = usePlayoffScenarios(team?.id);
  useNflMatchups(week, team?.league.id);

  if (isLoading && !team) return <DashboardSkeleton />;
  if (!team) return <NoLeagues />;
  return (
    <FootballNowProvider now={now}>
      <div className="space-y-6">
        <DashboardHeader team={team} week={week} />
        <StatCards
          team={team}
          matchup={matchup.data}
          scenarios={scenarios.data}
          scenariosPending={scenarios.isPending}
        />
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
          <div className="min-w-0 space-y-6 lg:col-span-2">
            {matchup.isPending ? <MatchupCardSkeleton /> : <MatchupCard matchup={matchup.data} week={week} />}
            <RosterCard teamId={team.id} week={week} onSelectPlayer={setPlayerId} />
          </div>
          <div className="min-w-0 space-y-6">
            <GmBriefCard teamId={team.id} week={week} />
            <NewsCard teamId={team.id} now={clock} />
          </div>
        </div>
        <PlayerDetailsModal
          playerId={playerId}
          leagueId={team.league.id}
          week={week}
          season={season}
          onClose={() => setPlayerId(null)}
        />
      </div>
    </FootballNowProvider>
  );
}
