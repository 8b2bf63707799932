import "server-only";
import { SingleFlight } from "@/lib/cache/single-flight";
import { processState } from "@/lib/nfl/process-state";
import type { ConnectedLeague, OwnedLeague, TeamSummary } from "./league-shapes";

// Concurrent reads of one user's league list, team list or one owned league (a page's parallel calls, several
// tabs, every bundle of the process) share one read. A write to the user's leagues or teams forgets the reads in
// flight, so a read asked for after the write never gets what was there before it. Callers share the answer: they
// must not change it.
export const teamListReads = processState("team-list-reads", () => new SingleFlight<TeamSummary[]>());
export const leagueListReads = processState("league-list-reads", () => new SingleFlight<ConnectedLeague[]>());
export const ownedLeagueReads = processState("owned-league-reads", () => new SingleFlight<OwnedLeague | null>());

export const ownedLeagueKey = (userId: string, leagueId: string) => `${userId}:${leagueId}`;

/** After a write to one of the user's leagues or its teams (sync, its errors, connect, disconnect). */
export function forgetLeagueReads({ userId, leagueId }: { userId: string; leagueId: string }): void {
  teamListReads.forget(userId);
  leagueListReads.forget(userId);
  ownedLeagueReads.forget(ownedLeagueKey(userId, leagueId));
}
