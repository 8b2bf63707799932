"use client";

import { useSelectedTeam } from "@/components/providers/selected-team";

/** The selected team and its league — what every league page is about. */
export function useLeagueTeam() {
  const { selectedTeam, isLoading } = useSelectedTeam();
  return {
    team: selectedTeam,
    leagueId: selectedTeam?.league.id,
    teamId: selectedTeam?.id,
    isLoading: isLoading && !selectedTeam,
  };
}
