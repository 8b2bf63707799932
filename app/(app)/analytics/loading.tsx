import { LeaguePageSkeleton } from "@/components/league/states";

export default function AnalyticsLoading() {
  return <LeaguePageSkeleton title="analytics" />;
}
