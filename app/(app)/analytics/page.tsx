import type { Metadata } from "next";
import { LeaguePageShell } from "@/components/league/league-page-shell";
import { AnalyticsView } from "@/components/league/analytics-view";

export const metadata: Metadata = {
  title: "Analytics",
  description: "Season simulation: playoff, bye and title odds, seed distribution, luck and what-if scenarios.",
};

export default function AnalyticsPage() {
  return (
    <LeaguePageShell>
      <AnalyticsView />
    </LeaguePageShell>
  );
}
