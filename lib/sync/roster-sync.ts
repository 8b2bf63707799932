import "server-only";
import type { TeamWithLeagueRow } from "@/lib/db/queries/teams";
import { syncLeague } from "./sync-league";
import { ProviderError } from "@/lib/providers/types";

// Re-reads a team's league for one week (no 60-second skip: the user asked) and reports how many of the team's
// players that week are matched to canonical players, and which ones the platform named but we could not match.
export async function syncTeamRoster({
  team,
  week,
}: {
  team: Pick<TeamWithLeagueRow, "leagueId" | "externalId">;
  week: number;
}) {
  const outcome = await syncLeague(team.leagueId, { week });
  if (!outcome.ok) throw new ProviderError(outcome.kind, outcome.message);
  const known = new Set(outcome.league.players.map((p) => p.externalId));
  const slots = outcome.league.rosters.filter(
    (r) => r.teamExternalId === team.externalId && r.week === week && r.playerExternalId,
  );
  const missing = slots.map((s) => s.playerExternalId!).filter((id) => !known.has(id));
  return { playersMatched: slots.length - missing.length, playersMissing: missing };
}
