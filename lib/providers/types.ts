// One interface for every fantasy platform. Adapters turn platform answers into lib/domain/league.ts shapes.
import type { LeagueSummary, NormalizedLeague, Provider } from "@/lib/domain/league";

// What the user gave us to reach their leagues. Secrets are decrypted only in memory.
export type ProviderCredentials =
  | { provider: "sleeper"; username: string }
  | { provider: "espn"; leagueId: string; season: number; espnS2?: string; swid?: string }
  | { provider: "yahoo"; accessToken: string; refreshToken: string; expiresAt: number }
  | { provider: "demo" };

export interface LeagueRef {
  externalId: string;
  season: number;
}

export interface FantasyProvider {
  id: Provider;
  listLeagues(credentials: ProviderCredentials, season: number): Promise<LeagueSummary[]>;
  // `week` = the week whose rosters to read in full; matchups/standings cover the whole season so far.
  fetchLeague(credentials: ProviderCredentials, ref: LeagueRef, week: number): Promise<NormalizedLeague>;
}

// Every failure a provider call can end in; sync records the kind so the user sees why.
export type ProviderErrorKind = "timeout" | "server" | "auth" | "malformed" | "not_found" | "rate_limited" | "network";

export class ProviderError extends Error {
  constructor(
    readonly kind: ProviderErrorKind,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = "ProviderError";
  }
}
