// ESPN Fantasy v3 (unofficial). Public leagues need nothing; private ones need the espn_s2 + SWID cookies.
import type { z } from "zod";
import { env } from "@/env";
import type { LeagueSummary, NormalizedLeague } from "@/lib/domain/league";
import { parseOrThrow, providerFetch, type ProviderFetchOptions } from "@/lib/providers/http";
import { espnActivityFilter, espnActivityViewSchema } from "@/lib/providers/espn/activity";
import { espnTeams, parseEspnLeague } from "@/lib/providers/espn/parse";
import {
  espnBoardViewSchema,
  espnRosterViewSchema,
  espnSettingsViewSchema,
  espnTeamViewSchema,
} from "@/lib/providers/espn/schemas";
import { ProviderError, type FantasyProvider, type LeagueRef, type ProviderCredentials } from "@/lib/providers/types";

const LABEL = "ESPN";
type EspnCredentials = Extract<ProviderCredentials, { provider: "espn" }>;

const PRIVATE_LEAGUE =
  "This ESPN league is private. Sign in at espn.com, open your league, then " +
  "copy the espn_s2 and SWID cookies from your browser (Developer tools → Application " +
  "→ Cookies) and paste them here.";
const EXPIRED_COOKIES =
  "ESPN rejected the league cookies (401). Your espn_s2/SWID cookies have probably " +
  "expired — copy fresh ones from espn.com and reconnect.";

export function espnCookieHeader(creds: EspnCredentials): Record<string, string> {
  if (!creds.espnS2 || !creds.swid) return {};
  // SWID keeps its braces; espn_s2 is already URL-encoded as the browser stores it.
  const swid = creds.swid.trim().startsWith("{") ? creds.swid.trim() : `{${creds.swid.trim()}}`;
  return { cookie: `espn_s2=${creds.espnS2.trim()}; SWID=${swid}` };
}

export function createEspnProvider(
  options: { baseUrl?: string; fetchOptions?: Omit<ProviderFetchOptions, "label"> } = {},
): FantasyProvider {
  const base = () => (options.baseUrl ?? env.ESPN_API_URL).replace(/\/$/, "");

  function get<S extends z.ZodType>(
    creds: EspnCredentials,
    ref: LeagueRef,
    query: string,
    schema: S,
    what: string,
    extra: { path?: string; headers?: Record<string, string> } = {},
  ) {
    const league = `seasons/${ref.season}/segments/0/leagues/${encodeURIComponent(ref.externalId)}`;
    const url = `${base()}/${league}${extra.path ?? ""}?${query}`;
    const hasCookies = Boolean(creds.espnS2 && creds.swid);
    return providerFetch(url, {
      ...options.fetchOptions,
      label: LABEL,
      headers: { ...espnCookieHeader(creds), ...extra.headers },
      authMessage: hasCookies ? EXPIRED_COOKIES : PRIVATE_LEAGUE,
      notFoundMessage:
        `ESPN has no league ${ref.externalId} for the ${ref.season} season. Check ` +
        `the league id (the number after leagueId= in the league's URL) and the season.`,
    }).then((data) => parseOrThrow(schema, data, LABEL, what));
  }

  const espnCreds = (credentials: ProviderCredentials): EspnCredentials => {
    if (credentials.provider !== "espn") throw new Error("ESPN provider needs ESPN credentials");
    return credentials;
  };

  return {
    id: "espn",
    // ESPN has no "my leagues" call without a login session, so the user names the league; we list that one.
    async listLeagues(credentials: ProviderCredentials, season: number): Promise<LeagueSummary[]> {
      const creds = espnCreds(credentials);
      const ref = { externalId: creds.leagueId, season: creds.season ?? season };
      const [view, settings] = await Promise.all([
        get(creds, ref, "view=mTeam", espnTeamViewSchema, "mTeam"),
        get(creds, ref, "view=mSettings", espnSettingsViewSchema, "mSettings"),
      ]);
      const name = settings.settings.name;
      const teams = espnTeams(view).map((t) => ({ externalId: t.externalId, name: t.name, ownerName: t.ownerName }));
      return [{ provider: "espn", externalId: String(view.id), season: view.seasonId, name, teams }];
    },

    async fetchLeague(credentials: ProviderCredentials, ref: LeagueRef, week: number): Promise<NormalizedLeague> {
      const creds = espnCreds(credentials);
      // Two calls cover everything: teams + records, and settings + schedule + this week's box scores.
      // The activity feed is extra: when it fails the league still imports, without transactions.
      const [team, board, feed] = await Promise.all([
        get(creds, ref, "view=mTeam", espnTeamViewSchema, "mTeam"),
        get(
          creds,
          ref,
          `scoringPeriodId=${week}&view=mMatchupScore&view=mBoxscore&view=mSettings&view=mRosterSettings`,
          espnBoardViewSchema,
          "mBoxscore",
        ),
        get(creds, ref, "view=kona_league_communication", espnActivityViewSchema, "kona_league_communication", {
          path: "/communication/",
          headers: { "x-fantasy-filter": espnActivityFilter() },
        }).then(
          (view) => ({ view, error: null }),
          (error: unknown) => ({ view: null, error }),
        ),
      ]);
      if (feed.error) {
        const reason = feed.error instanceof Error ? feed.error.message : String(feed.error);
        console.warn(
          `[espn] league ${ref.externalId} (${ref.season}): activity feed unavailable, ` +
            `importing without transactions: ${reason}`,
        );
      }
      const activity = feed.view;
      let league = parseEspnLeague({ team, board, roster: null, activity }, week);
      // Teams without a game this week (byes, eliminated) have no box score: read their rosters directly.
      const withRoster = new Set(league.rosters.map((s) => s.teamExternalId));
      if (league.teams.some((t) => !withRoster.has(t.externalId))) {
        try {
          const roster = await get(creds, ref, `scoringPeriodId=${week}&view=mRoster`, espnRosterViewSchema, "mRoster");
          league = parseEspnLeague({ team, board, roster, activity }, week);
        } catch (error) {
          if (!(error instanceof ProviderError && error.kind === "not_found")) throw error;
        }
      }
      return league;
    },
  };
}
