import { LeaguePageSkeleton } from "@/components/league/states";

export default function MatchupsLoading() {
  return <LeaguePageSkeleton title="matchups" />;
}
