import { z } from "zod";
import type { NormalizedLeague } from "@/lib/domain/league";
import { ProviderError } from "@/lib/providers/types";

// A provider answer is checked before anything is written: a half-formed league must not replace good data.
const leagueShape = z.object({
  externalId: z.string().min(1),
  settings: z.object({ name: z.string().min(1), season: z.number().int(), rosterSlots: z.array(z.string()).min(1) }),
  teams: z.array(z.object({ externalId: z.string().min(1), name: z.string().min(1) })).min(1),
  players: z.array(z.object({ externalId: z.string().min(1), fullName: z.string().min(1) })),
  rosters: z.array(z.object({ teamExternalId: z.string(), week: z.number().int().min(0).max(25) })),
  matchups: z.array(z.object({ week: z.number().int(), homeTeamExternalId: z.string() })),
});

export function validateLeague(league: NormalizedLeague, myTeamExternalId: string): NormalizedLeague {
  const parsed = leagueShape.safeParse(league);
  if (!parsed.success) {
    throw new ProviderError(
      "malformed",
      `The league data was incomplete (${parsed.error.issues[0]?.path.join(".") ?? "unknown field"}).`,
    );
  }
  const teamIds = new Set(league.teams.map((t) => t.externalId));
  if (!teamIds.has(myTeamExternalId)) throw new ProviderError("not_found", "Your team was not found in this league.");
  const unknownTeam = [
    ...league.rosters.map((r) => r.teamExternalId),
    ...league.matchups.map((m) => m.homeTeamExternalId),
  ].find((id) => !teamIds.has(id));
  if (unknownTeam) throw new ProviderError("malformed", `The league data names an unknown team (${unknownTeam}).`);
  return league;
}
