// Sleeper's public read-only API. Every answer is validated; `null` bodies mean "no such user/league".
import { z } from "zod";
import { env } from "@/env";
import type { LeagueSummary, NormalizedLeague } from "@/lib/domain/league";
import { parseOrThrow, providerFetch, type ProviderFetchOptions } from "@/lib/providers/http";
import { parseSleeperLeague, sleeperLastWeek, sleeperTeams } from "@/lib/providers/sleeper/parse";
import {
  sleeperLeagueSchema,
  sleeperLeagueUserSchema,
  sleeperMatchupSchema,
  sleeperPlayersSchema,
  sleeperRosterSchema,
  sleeperStateSchema,
  sleeperTransactionSchema,
  sleeperUserSchema,
  type SleeperPlayer,
} from "@/lib/providers/sleeper/schemas";
import { ProviderError, type FantasyProvider, type LeagueRef, type ProviderCredentials } from "@/lib/providers/types";

const LABEL = "Sleeper";

export interface SleeperClientOptions {
  baseUrl?: string;
  fetchOptions?: Omit<ProviderFetchOptions, "label">;
  // Where the ~5 MB players dump comes from (the app caches it daily in the database); null = unavailable.
  loadPlayers?: (
    fetchDump: () => Promise<Record<string, SleeperPlayer>>,
  ) => Promise<Record<string, SleeperPlayer> | null>;
}

export function createSleeperProvider(options: SleeperClientOptions = {}): FantasyProvider {
  const base = () => (options.baseUrl ?? env.SLEEPER_API_URL).replace(/\/$/, "");
  const get = <S extends z.ZodType>(path: string, schema: S, what: string) =>
    providerFetch(`${base()}${path}`, { ...options.fetchOptions, label: LABEL }).then((data) =>
      parseOrThrow(schema, data, LABEL, what),
    );
  const optional = async <T>(promise: Promise<T>): Promise<T | null> => {
    try {
      return await promise;
    } catch (error) {
      if (error instanceof ProviderError && error.kind === "not_found") return null;
      throw error;
    }
  };
  const fetchDump = () => get("/players/nfl", sleeperPlayersSchema, "players");
  const loadPlayers = options.loadPlayers ?? ((fetch) => optional(fetch()));

  async function getLeague(leagueId: string) {
    const league = await get(`/league/${encodeURIComponent(leagueId)}`, sleeperLeagueSchema.nullable(), "league");
    if (!league) throw new ProviderError("not_found", `Sleeper has no league with id ${leagueId}.`, 404);
    return league;
  }

  return {
    id: "sleeper",
    async listLeagues(credentials: ProviderCredentials, season: number): Promise<LeagueSummary[]> {
      if (credentials.provider !== "sleeper") throw new Error("Sleeper provider needs Sleeper credentials");
      const username = credentials.username.trim();
      const user = await get(`/user/${encodeURIComponent(username)}`, sleeperUserSchema.nullable(), "user");
      if (!user)
        throw new ProviderError(
          "not_found",
          `Sleeper has no user named "${username}". Check the spelling (it is your ` +
            `Sleeper username, not your display name).`,
          404,
        );
      const leagues = await get(
        `/user/${user.user_id}/leagues/nfl/${season}`,
        z.array(sleeperLeagueSchema).nullable(),
        "leagues",
      );
      return Promise.all(
        (leagues ?? []).map(async (league) => {
          const [rosters, users] = await Promise.all([
            optional(get(`/league/${league.league_id}/rosters`, z.array(sleeperRosterSchema), "rosters")),
            optional(get(`/league/${league.league_id}/users`, z.array(sleeperLeagueUserSchema), "users")),
          ]);
          // Before rosters exist (pre-draft) the members are still worth listing.
          const teams = rosters
            ? sleeperTeams(rosters, users ?? []).map((t) => ({
                externalId: t.externalId,
                name: t.name,
                ownerName: t.ownerName,
                isMine: t.ownerExternalId === user.user_id,
              }))
            : (users ?? []).map((u) => ({
                externalId: `user:${u.user_id}`,
                name: u.metadata?.team_name || u.display_name || u.user_id,
                ownerName: u.display_name ?? undefined,
                isMine: u.user_id === user.user_id,
              }));
          return {
            provider: "sleeper" as const,
            externalId: league.league_id,
            season: Number(league.season),
            name: league.name,
            teams,
          };
        }),
      );
    },

    async fetchLeague(_credentials: ProviderCredentials, ref: LeagueRef, week: number): Promise<NormalizedLeague> {
      const id = encodeURIComponent(ref.externalId);
      const league = await getLeague(ref.externalId);
      const weeks = Array.from({ length: Math.max(0, week) }, (_, i) => i + 1);
      // The whole season's pairings, so weeks ahead show their opponent: Sleeper answers a future week's matchups
      // with 0 points (the parser keeps them unscored).
      const seasonWeeks = Array.from({ length: Math.max(week, sleeperLastWeek(league)) }, (_, i) => i + 1);
      // Sleeper asks clients to stay under 1000 calls/min; a league sync is ~2 + weeks + season weeks calls.
      const [rosters, users, state, matchups, transactions, players] = await Promise.all([
        get(`/league/${id}/rosters`, z.array(sleeperRosterSchema), "rosters"),
        get(`/league/${id}/users`, z.array(sleeperLeagueUserSchema), "users"),
        optional(get("/state/nfl", sleeperStateSchema, "state")),
        Promise.all(
          seasonWeeks.map((w) =>
            optional(get(`/league/${id}/matchups/${w}`, z.array(sleeperMatchupSchema).nullable(), `matchups.${w}`)),
          ),
        ),
        Promise.all(
          weeks.map((w) =>
            optional(
              get(`/league/${id}/transactions/${w}`, z.array(sleeperTransactionSchema).nullable(), `transactions.${w}`),
            ),
          ),
        ),
        loadPlayers(fetchDump),
      ]);
      const matchupsByWeek = new Map<number, z.output<typeof sleeperMatchupSchema>[]>();
      matchups.forEach((entries, i) => {
        if (entries && entries.length > 0) matchupsByWeek.set(i + 1, entries);
      });
      return parseSleeperLeague(
        { league, rosters, users, state, matchupsByWeek, transactions: transactions.flatMap((t) => t ?? []), players },
        week,
      );
    },
  };
}
