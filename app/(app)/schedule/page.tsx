import type { Metadata } from "next";
import { LeaguePageShell } from "@/components/league/league-page-shell";
import { ScheduleView } from "@/components/league/schedule-view";

export const metadata: Metadata = {
  title: "Schedule",
  description: "Your season week by week: results, chances ahead, bye-week holes and strength of schedule.",
};

export default function SchedulePage() {
  return (
    <LeaguePageShell>
      <ScheduleView />
    </LeaguePageShell>
  );
}
