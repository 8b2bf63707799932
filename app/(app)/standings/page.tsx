import type { Metadata } from "next";
import { LeaguePageShell } from "@/components/league/league-page-shell";
import { StandingsView } from "@/components/league/standings-view";

export const metadata: Metadata = {
  title: "Standings",
  description: "League standings with simulated playoff, bye and title odds and exact clinch marks.",
};

export default function StandingsPage() {
  return (
    <LeaguePageShell>
      <StandingsView />
    </LeaguePageShell>
  );
}
