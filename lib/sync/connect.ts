import "server-only";
import { footballNow } from "@/lib/clock";
import { findLeagueForUser, storeLeagueSnapshot } from "@/lib/db/queries/leagues";
import { findMyTeamId } from "@/lib/db/queries/teams";
import type { Provider } from "@/lib/domain/league";
import { resolveWeek } from "@/lib/rules/current-week";
import type { FantasyProvider, ProviderCredentials } from "@/lib/providers/types";
import { keepingRefreshedTokens } from "./credentials";
import { validateLeague } from "./validate";

export interface ConnectRequest {
  userId: string;
  provider: Provider;
  externalId: string;
  season: number;
  myTeamExternalId: string;
  credentials: ProviderCredentials;
  credentialId?: string | null;
  connection?: Record<string, string>;
}

// Imports one league for a user: fetch and validate first (nothing is stored when that fails — the caller sees the
// ProviderError), then create the league with all its data in one transaction. Connecting again returns the
// league already stored.
export async function connectLeague(req: ConnectRequest, provider: FantasyProvider) {
  const existing = await findLeagueForUser({
    userId: req.userId,
    provider: req.provider,
    externalId: req.externalId,
    season: req.season,
  });
  if (existing)
    return {
      leagueId: existing.id,
      teamId: await findMyTeamId({ leagueId: existing.id, userId: req.userId }),
      created: false,
    };
  const week = resolveWeek(req, footballNow(req)).week;
  const ref = { externalId: req.externalId, season: req.season };
  const owner = { credentialId: req.credentialId ?? null, userId: req.userId };
  const league = validateLeague(
    await keepingRefreshedTokens(owner, req.credentials, (c) => provider.fetchLeague(c, ref, week)),
    req.myTeamExternalId,
  );
  try {
    const stored = await storeLeagueSnapshot({
      userId: req.userId,
      leagueId: null,
      league,
      myTeamExternalId: req.myTeamExternalId,
      connection: req.connection,
      credentialId: req.credentialId ?? null,
      syncedAt: new Date(),
    });
    return { leagueId: stored.leagueId, teamId: stored.myTeamId, created: true };
  } catch (error) {
    // Two connects at once: the unique (user, provider, league, season) lets one win; return its league.
    const raced = await findLeagueForUser({
      userId: req.userId,
      provider: req.provider,
      externalId: req.externalId,
      season: req.season,
    });
    if (raced)
      return {
        leagueId: raced.id,
        teamId: await findMyTeamId({ leagueId: raced.id, userId: req.userId }),
        created: false,
      };
    throw error;
  }
}
