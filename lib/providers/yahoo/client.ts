// Yahoo Fantasy API v2: Bearer token on every call, format=json, one refresh-and-retry on 401.
import { env } from "@/env";
import type { LeagueSummary, NormalizedLeague, NormalizedPlayer } from "@/lib/domain/league";
import { providerFetch } from "@/lib/providers/http";
import { obj, type YahooObject } from "@/lib/providers/yahoo/flatten";
import { refreshTokens, yahooOAuthConfig, type YahooOAuthConfig, type YahooTokens } from "@/lib/providers/yahoo/oauth";
import { YAHOO_NFL_GAME_KEYS } from "@/lib/providers/yahoo/maps";
import {
  yahooLeagueSummaries,
  yahooLeagueTeams,
  yahooMatchups,
  yahooRoster,
  yahooSettings,
  yahooTeams,
} from "@/lib/providers/yahoo/parse";
import { yahooTransactions } from "@/lib/providers/yahoo/transactions";
import { ProviderError, type FantasyProvider, type LeagueRef, type ProviderCredentials } from "@/lib/providers/types";

type YahooCredentials = Extract<ProviderCredentials, { provider: "yahoo" }>;

export interface YahooClientOptions {
  apiUrl?: string;
  oauth?: () => YahooOAuthConfig;
  // Called after a refresh so the caller can re-store the new tokens (they replace the old refresh token).
  onTokens?: (tokens: YahooTokens) => Promise<void> | void;
  retries?: number;
}

const EXPIRED = "Yahoo sign-in has expired. Connect Yahoo again to continue.";

export function createYahooProvider(
  options: YahooClientOptions = {},
): FantasyProvider & { call(creds: YahooCredentials, resource: string): Promise<YahooObject> } {
  const base = () => (options.apiUrl ?? env.YAHOO_API_URL).replace(/\/$/, "");

  // Refreshed tokens are also written back onto the credentials object, so one sync refreshes at most once.
  async function call(creds: YahooCredentials, resource: string): Promise<YahooObject> {
    const url = `${base()}/${resource}${resource.includes("?") ? "&" : "?"}format=json`;
    const fetchOnce = () =>
      providerFetch(url, {
        label: "Yahoo",
        headers: { authorization: `Bearer ${creds.accessToken}` },
        retries: options.retries,
        authMessage: EXPIRED,
      });
    let data: unknown;
    try {
      data = await fetchOnce();
    } catch (error) {
      if (!(error instanceof ProviderError && error.kind === "auth" && error.status === 401)) throw error;
      const tokens = await refreshTokens(creds.refreshToken, (options.oauth ?? yahooOAuthConfig)());
      Object.assign(creds, tokens);
      await options.onTokens?.(tokens);
      data = await fetchOnce();
    }
    const content = obj(obj(data).fantasy_content);
    if (Object.keys(content).length === 0)
      throw new ProviderError(
        "malformed",
        "Yahoo sent data in a shape we do not understand (no fantasy_content). Nothing was changed.",
      );
    return content;
  }

  const yahooCreds = (credentials: ProviderCredentials): YahooCredentials => {
    if (credentials.provider !== "yahoo") throw new Error("Yahoo provider needs Yahoo credentials");
    return credentials;
  };

  return {
    id: "yahoo",
    call,
    async listLeagues(credentials: ProviderCredentials, season: number): Promise<LeagueSummary[]> {
      const creds = yahooCreds(credentials);
      // game_keys=nfl is only the current season; past seasons need their key. The filter is a safety net.
      const gameKey = YAHOO_NFL_GAME_KEYS[season] ?? "nfl";
      const content = await call(creds, `users;use_login=1/games;game_keys=${gameKey}/leagues`);
      const leagues = yahooLeagueSummaries(content).filter((l) => l.season === season || season === 0);
      // One teams call per league (after the first call, so a stale token has already been refreshed once).
      return Promise.all(
        leagues.map(async (league) => ({
          ...league,
          teams: yahooLeagueTeams(await call(creds, `league/${league.externalId}/teams`)),
        })),
      );
    },

    async fetchLeague(credentials: ProviderCredentials, ref: LeagueRef, week: number): Promise<NormalizedLeague> {
      const creds = yahooCreds(credentials);
      const key = ref.externalId;
      // Sequential first call: if the token is stale it is refreshed once, and the parallel calls reuse it.
      const settingsContent = await call(creds, `league/${key}/settings`);
      const weeks = Array.from({ length: Math.max(0, week) }, (_, i) => i + 1);
      // Transactions are extra: when that call fails the league still imports, without them.
      const transactionsCall = call(creds, `league/${key}/transactions`).then(
        (content) => ({ content, error: null }),
        (error: unknown) => ({ content: null, error }),
      );
      const [standings, ...boards] = await Promise.all([
        call(creds, `league/${key}/standings`),
        ...weeks.map((w) => call(creds, `league/${key}/scoreboard;week=${w}`)),
      ]);
      const teams = yahooTeams(standings ?? {});
      const rosters = await Promise.all(
        teams.map((t) => call(creds, `team/${t.externalId}/roster;week=${week}`).then((c) => yahooRoster(c, week))),
      );
      const feed = await transactionsCall;
      if (feed.error) {
        console.warn(
          `[yahoo] league ${key}: transactions unavailable, importing without them: ` +
            `${feed.error instanceof Error ? feed.error.message : String(feed.error)}`,
        );
      }
      const players = new Map<string, NormalizedPlayer>();
      for (const r of rosters) for (const p of r.players) players.set(p.externalId, p);
      return {
        provider: "yahoo",
        externalId: key,
        settings: yahooSettings(settingsContent, null),
        teams,
        players: [...players.values()],
        rosters: rosters.flatMap((r) => r.slots),
        matchups: boards.flatMap((b) => yahooMatchups(b)),
        transactions: feed.content ? yahooTransactions(feed.content) : [],
      };
    },
  };
}
