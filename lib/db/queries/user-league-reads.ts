import "server-only";
import { SingleFlight } from "@/lib/cache/single-flight";
import { processState } from "@/lib/nfl/process-state";
import type { ConnectedLeague } from "./leagues";
import type { TeamSummary } from "./teams";

// Concurrent reads of one user's league list or team list (a page's parallel calls, several tabs, every bundle of
// the process) share one read. A write to the user's leagues or teams forgets the reads in flight, so a list asked
// for after the write never gets what was there before it. Callers share the answer: they must not change it.
export const teamListReads = processState("team-list-reads", () => new SingleFlight<TeamSummary[]>());
export const leagueListReads = processState("league-list-reads", () => new SingleFlight<ConnectedLeague[]>());

/** After a write to the user's leagues or teams (sync, its errors, connect, disconnect): later lists read anew. */
export function forgetLeagueListsOfUser(userId: string): void {
  teamListReads.forget(userId);
  leagueListReads.forget(userId);
}
