"use client";

import { useSelectedTeam } from "@/components/providers/selected-team";
import { NoLeagues } from "@/components/layout/no-leagues";
import { Spinner } from "@/components/ui/spinner";

export default function DashboardPage() {
  const { selectedTeam, isLoading } = useSelectedTeam();
  if (isLoading) {
    return (
      <div className="flex min-h-[60vh] items-center justify-center">
        <Spinner size="lg" />
      </div>
    );
  }
  if (!selectedTeam) return <NoLeagues />;
  // The full dashboard (stat cards, matchup, brief, roster, news) is built by the dashboard area in this file.
  return <h1 className="text-2xl font-bold tracking-tight">{selectedTeam.name}</h1>;
}
