import type { Metadata } from "next";
import { LeaguePageShell } from "@/components/league/league-page-shell";
import { MatchupsView } from "@/components/league/matchups-view";

export const metadata: Metadata = {
  title: "Matchups",
  description: "Every head-to-head game of the week in your league, with live scores and win probabilities.",
};

export default function MatchupsPage() {
  return (
    <LeaguePageShell>
      <MatchupsView />
    </LeaguePageShell>
  );
}
