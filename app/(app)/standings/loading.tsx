import { LeaguePageSkeleton } from "@/components/league/states";

export default function StandingsLoading() {
  return <LeaguePageSkeleton title="standings" />;
}
