import { dehydrate, HydrationBoundary, QueryClient } from "@tanstack/react-query";
import { redirect } from "next/navigation";
import { queryKeys } from "@/lib/query-keys";
import { getSessionUser } from "@/lib/auth/session";
import { listTeamsForUser } from "@/lib/db/queries/teams";

// Server shell of a league page: the user's teams are fetched here and handed to TanStack Query, so the first
// paint already knows the selected team (or shows "No Leagues Connected") instead of a blank frame.
export async function LeaguePageShell({ children }: { children: React.ReactNode }) {
  const user = await getSessionUser();
  if (!user) redirect("/auth");
  const queryClient = new QueryClient();
  const teams = await listTeamsForUser({ userId: user.id });
  queryClient.setQueryData(queryKeys.teams(), JSON.parse(JSON.stringify(teams)) as typeof teams);
  return <HydrationBoundary state={dehydrate(queryClient)}>{children}</HydrationBoundary>;
}
