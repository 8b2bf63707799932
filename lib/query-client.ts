import { QueryClient, type QueryFunction } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/fetcher";

// A query without its own queryFn GETs its key joined with "/", e.g. ["/api/teams", id, "matchup"].
const defaultQueryFn: QueryFunction = ({ queryKey, signal }) =>
  apiFetch<unknown>(queryKey.map(String).join("/"), { signal });

/** While a game is on, the pages that show its scores fetch them again this often (paused in a hidden tab). */
export const LIVE_REFRESH_MS = 30_000;

// One factory for the browser's query cache. Every option here differs from TanStack's default.
export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        // Failed calls surface at once; the UI shows its own error/retry states instead of silent retries.
        retry: false,
        // Data counts as fresh for 5 minutes, so moving between pages does not refetch everything.
        staleTime: 5 * 60 * 1000,
        // Returning to the tab does not refetch; league data refreshes through the league sync instead.
        refetchOnWindowFocus: false,
      },
      mutations: {
        // A failed mutation (sync, generate) is reported to the user rather than silently re-sent.
        retry: false,
      },
    },
  });
}
