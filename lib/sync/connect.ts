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
  const stored = await storedConnection(req);
  if (stored) return stored;
  const week = resolveWeek(req, footballNow(req)).week;
  const ref = { externalId: req.externalId, season: req.season };
  const owner = { credentialId: req.credentialId ?? null, userId: req.userId };
  const league = validateLeague(
    await keepingRefreshedTokens(owner, req.credentials, (c) => provider.fetchLeague(c, ref, week)),
    req.myTeamExternalId,
  );
  try {
    const created = await storeLeagueSnapshot({
      userId: req.userId,
      leagueId: null,
      league,
      myTeamExternalId: req.myTeamExternalId,
      connection: req.connection,
      credentialId: req.credentialId ?? null,
      syncedAt: new Date(),
    });
    return { leagueId: created.leagueId, teamId: created.myTeamId, created: true };
  } catch (error) {
    // Two connects at once: the unique (user, provider, league, season) lets one win; return its league.
    const raced = await storedConnection(req);
    if (raced) return raced;
    throw error;
  }
}

// The league this request names when the user has it already, with their team in it.
async function storedConnection(req: ConnectRequest) {
  const { userId, provider, externalId, season } = req;
  const existing = await findLeagueForUser({ userId, provider, externalId, season });
  if (!existing) return null;
  return { leagueId: existing.id, teamId: await findMyTeamId({ leagueId: existing.id, userId }), created: false };
}
