import { LeaguePageSkeleton } from "@/components/league/states";

export default function ScheduleLoading() {
  return <LeaguePageSkeleton title="schedule" />;
}
