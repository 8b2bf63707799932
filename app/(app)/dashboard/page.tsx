import { dehydrate, HydrationBoundary, QueryClient } from "@tanstack/react-query";
import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { DashboardView } from "@/components/dashboard/dashboard-view";
import { queryKeys } from "@/lib/query-keys";
import { getSessionUser } from "@/lib/auth/session";
import { footballClocks, footballNow } from "@/lib/clock";
import { teamMatchup } from "@/lib/league-model/matchup-card";
import { teamRoster } from "@/lib/league-model/roster";
import { getTeamWithLeague, listTeamsForUser } from "@/lib/db/queries/teams";
import { resolveWeek } from "@/lib/rules/current-week";

export const metadata: Metadata = { title: "This Week" };

// JSON round-trip: the browser's cache must hold exactly what the API would have returned (dates as strings).
const asJson = <T,>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

// The first paint shows the team: teams, roster and matchup are fetched here and handed to TanStack Query.
// The default selection is the first team (the browser's stored choice, if different, loads on the client).
export default async function DashboardPage() {
  const user = await getSessionUser();
  if (!user) redirect("/auth");
  const queryClient = new QueryClient();
  const teams = await listTeamsForUser({ userId: user.id });
  queryClient.setQueryData(queryKeys.teams(), asJson(teams));

  const first = teams[0] ? await getTeamWithLeague({ teamId: teams[0].id, userId: user.id }) : null;
  if (first) {
    const now = footballNow(first.league);
    const week = resolveWeek(first.league, now).week;
    // Both read the same player-weeks (lib/league-model/week-distributions memoizes them for this clock).
    const [roster, matchup] = await Promise.all([
      teamRoster({ teamId: first.id, league: first.league, week, now }),
      teamMatchup({ team: first, week, now }).catch((error: unknown) => {
        console.error("[dashboard] matchup prefetch failed", error);
        return null;
      }),
    ]);
    queryClient.setQueryData(queryKeys.roster(first.id, week), asJson(roster));
    if (matchup) queryClient.setQueryData(queryKeys.matchup(first.id, week), asJson(matchup));
  }

  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <DashboardView clocks={footballClocks()} />
    </HydrationBoundary>
  );
}
