/** @jest-environment node */
// Yahoo parsers on the recorded samples (NFL 2024/2025 where recorded; MLB/NHL for league-level structure),
// and the OAuth round trip with refresh against the fake token server.
import { obj } from "@/lib/providers/yahoo/flatten";
import { createYahooProvider } from "@/lib/providers/yahoo/client";
import { buildAuthorizeUrl, exchangeCode, refreshTokens } from "@/lib/providers/yahoo/oauth";
import {
  yahooLeagueSummaries,
  yahooMatchups,
  yahooRoster,
  yahooSettings,
  yahooTeams,
} from "@/lib/providers/yahoo/parse";
import { startProviderServer, YAHOO_CLIENT, type ProviderServer } from "@/tests/fakes/provider-server";
import { readFixture } from "@/tests/support/fixtures";

const sample = (name: string) => obj(obj(readFixture(`yahoo/yahoo_fantasy_api-tests/${name}`)).fantasy_content);

// A recorded sample with one edit applied to its JSON text (compact), for cases no recording covers.
const derived = (name: string, edit: (json: string) => string) =>
  obj(
    obj(JSON.parse(edit(JSON.stringify(readFixture(`yahoo/yahoo_fantasy_api-tests/${name}`)))) as unknown)
      .fantasy_content,
  );

describe("Yahoo parsers on recorded samples", () => {
  it("lists only NFL leagues from users/games/leagues", () => {
    expect(yahooLeagueSummaries(sample("sample.users_leagues.json"))).toEqual([
      { provider: "yahoo", externalId: "449.l.751781", season: 2024, name: "Harambe Memorial League", teams: [] },
    ]);
  });

  it("reads a 2025 NFL roster: slots, starters, players with nflverse teams", () => {
    const roster = yahooRoster(sample("sample.team_roster.travis_hunter.json"), 11);
    expect(roster.teamExternalId).toBe("461.l.6288.t.4");
    // 29 players; the league's three IDP slots (DB, DL, LB) are not modelled, so 26 slots.
    expect(roster.slots).toHaveLength(26);
    expect(roster.slots.filter((s) => s.slot === "BE")).toHaveLength(16);
    expect(roster.slots.filter((s) => s.isStarting).map((s) => s.slot)).toEqual([
      "QB",
      "WR",
      "WR",
      "RB",
      "RB",
      "TE",
      "RB/WR",
      "FLEX",
      "K",
      "D/ST",
    ]);
    expect(roster.slots[0]).toMatchObject({
      playerExternalId: "32723",
      slot: "QB",
      isStarting: true,
      week: 11,
      droppable: true,
    });
    expect(roster.players.find((p) => p.externalId === "32723")).toMatchObject({
      fullName: "Jalen Hurts",
      position: "QB",
      nflTeam: "PHI",
      jersey: 1,
      ids: { yahoo: "32723" },
      eligibleSlots: ["QB"],
    });
    expect(roster.players.find((p) => p.position === "DST")).toBeDefined();
    expect(roster.slots.every((s) => (s.slot === "BE" || s.slot === "IR") !== s.isStarting)).toBe(true);
  });

  it("reads standings: records from string totals, rank, manager", () => {
    const teams = yahooTeams(sample("sample.standings.json"));
    expect(teams).toHaveLength(10);
    expect(teams[0]).toMatchObject({
      externalId: "370.l.56877.t.5",
      name: "Lumber Kings",
      wins: 144,
      losses: 103,
      ties: 17,
      standing: 1,
      ownerName: "Matt",
    });
    expect(teams.map((t) => t.standing)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it("pairs scoreboard matchups with team_points totals", () => {
    const matchups = yahooMatchups(sample("sample.scoreboard.week12.json"));
    expect(matchups).toHaveLength(5);
    expect(matchups[0]).toMatchObject({
      week: 12,
      homeTeamExternalId: "388.l.27081.t.1",
      awayTeamExternalId: "388.l.27081.t.4",
      homeScore: 5,
      isPlayoff: false,
    });
  });

  it("reads league settings: playoffs, waivers; non-football positions are not slots", () => {
    const settings = yahooSettings(sample("sample.league_settings.388.l.27081.json"), null);
    expect(settings).toMatchObject({
      name: "Buck you're next!",
      season: 2019,
      playoffTeams: 6,
      playoffStartWeek: 22,
      waiverType: "ROLLING",
      faabBudget: null,
      currentWeek: 1,
    });
    expect(settings.rosterSlots.every((s) => s === "BE" || s === "IR")).toBe(true);
    expect(settings.playoffRoundWeeks).toEqual([1, 1, 1]);
    expect(settings.unsupportedScoring).toEqual([]); // a categories league: no stat_modifiers
  });

  it("lists stat modifiers it cannot apply, under the league's own stat names", () => {
    // Derived input: the recorded settings with stat_modifiers added (no NFL points league's settings were recorded).
    const modifiers = [
      ["4", "0.04"],
      ["24", "-1"],
      ["25", "-2"],
      ["60", "1"],
      ["12", "0"],
    ].map(([id, value]) => ({ stat: { stat_id: id, value } }));
    const settings = yahooSettings(
      derived("sample.league_settings.388.l.27081.json", (json) =>
        json.replace(
          '"stat_categories":',
          `"stat_modifiers":${JSON.stringify({ stats: modifiers })},"stat_categories":`,
        ),
      ),
      null,
    );
    expect(settings.scoring).toMatchObject({ pass_yd: 0.04, fg_miss: -1 });
    // 20-29 misses at -2 cannot share the one miss value (-1); stat 60 has no key (its name comes from
    // stat_categories); a zero modifier is no rule.
    expect(settings.unsupportedScoring).toEqual([
      { key: "yahoo:25", label: "Yahoo stat 25", points: -2 },
      { key: "yahoo:60", label: "Hits / At Bats", points: 1 },
    ]);
  });

  it("does not count consolation-bracket games as playoff games", () => {
    // Derived input: the recorded week-12 scoreboard marked as a playoff week with one consolation game.
    const matchups = yahooMatchups(
      derived("sample.scoreboard.week12.json", (json) =>
        json
          .replaceAll('"is_playoffs":"0"', '"is_playoffs":"1"')
          .replace('"is_consolation":"0"', '"is_consolation":"1"'),
      ),
    );
    expect(matchups.map((m) => m.isPlayoff)).toEqual([false, true, true, true, true]);
  });
});

describe("Yahoo OAuth and API through the fake server", () => {
  let server: ProviderServer;
  const config = () => ({
    authUrl: server.env.YAHOO_AUTH_URL,
    clientId: YAHOO_CLIENT.id,
    clientSecret: YAHOO_CLIENT.secret,
  });
  beforeAll(async () => {
    server = await startProviderServer();
  });
  afterAll(() => server.close());

  it("builds the authorize URL with client id, redirect, state", () => {
    const url = new URL(buildAuthorizeUrl("st4te", "http://127.0.0.1:3100/api/providers/yahoo/callback", config()));
    expect(url.pathname).toBe("/yahoo-auth/oauth2/request_auth");
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: YAHOO_CLIENT.id,
      state: "st4te",
      response_type: "code",
      redirect_uri: "http://127.0.0.1:3100/api/providers/yahoo/callback",
    });
  });

  it("exchanges a code, calls the API, refreshes once on 401 and hands back the new tokens", async () => {
    const tokens = await exchangeCode(YAHOO_CLIENT.code, "http://127.0.0.1/cb", config(), 1_000);
    expect(tokens).toEqual({
      accessToken: expect.stringMatching(/^fake-access-/),
      refreshToken: expect.stringMatching(/^fake-refresh-/),
      expiresAt: 1_000 + 3_600_000,
    });
    const stored: unknown[] = [];
    const yahoo = createYahooProvider({
      apiUrl: server.env.YAHOO_API_URL,
      oauth: config,
      onTokens: (t) => void stored.push(t),
      retries: 0,
    });
    const creds = { provider: "yahoo" as const, ...tokens };
    await expect(yahoo.listLeagues(creds, 2024)).resolves.toHaveLength(1);
    expect(stored).toHaveLength(0);

    server.expireYahooTokens();
    await expect(yahoo.listLeagues(creds, 2024)).resolves.toHaveLength(1);
    expect(stored).toHaveLength(1);
    expect(creds.accessToken).not.toBe(tokens.accessToken);
    expect(stored[0]).toMatchObject({ accessToken: creds.accessToken, refreshToken: creds.refreshToken });
    const apiCalls = server.requests.filter((r) => r.url.startsWith("/yahoo/fantasy/v2/"));
    expect(apiCalls.at(-1)?.headers.authorization).toBe(`Bearer ${creds.accessToken}`);
    expect(apiCalls.at(-1)?.url).toContain("format=json");
  });

  it("rejects a bad code and a bad refresh token as auth errors", async () => {
    await expect(exchangeCode("wrong", "http://127.0.0.1/cb", config())).rejects.toMatchObject({ kind: "auth" });
    await expect(refreshTokens("not-a-token", config())).rejects.toMatchObject({
      kind: "auth",
      message: expect.stringContaining("Connect Yahoo again"),
    });
  });

  it("fetches a whole league (samples stitched together) without errors", async () => {
    const tokens = await exchangeCode(YAHOO_CLIENT.code, "http://127.0.0.1/cb", config());
    const yahoo = createYahooProvider({ apiUrl: server.env.YAHOO_API_URL, oauth: config, retries: 0 });
    const league = await yahoo.fetchLeague(
      { provider: "yahoo", ...tokens },
      { externalId: "388.l.27081", season: 2019 },
      2,
    );
    expect(league.teams).toHaveLength(10);
    expect(league.matchups).toHaveLength(10); // the week-12 sample answered for weeks 1 and 2
    expect(league.players.find((p) => p.fullName === "Jalen Hurts")).toBeDefined();
  });
});
