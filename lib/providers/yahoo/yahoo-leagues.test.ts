/** @jest-environment node */
// Yahoo transactions (NFL 2020 sample: 3 trades) and the /connect league list with every team and the user's own
// (NBA 2022 league_teams sample: 14 teams, one owned by the signed-in user), parsed directly and through the fake.
import { createYahooProvider } from "@/lib/providers/yahoo/client";
import { obj } from "@/lib/providers/yahoo/flatten";
import { exchangeCode } from "@/lib/providers/yahoo/oauth";
import { yahooLeagueTeams } from "@/lib/providers/yahoo/parse";
import { yahooTransactions, yahooWeekOf } from "@/lib/providers/yahoo/transactions";
import { startProviderServer, YAHOO_CLIENT, type ProviderServer } from "@/tests/fakes/provider-server";
import { readFixture } from "@/tests/support/fixtures";

const sample = (name: string) => obj(obj(readFixture(`yahoo/yahoo_fantasy_api-tests/${name}`)).fantasy_content);
const T = (n: number) => `399.l.710921.t.${n}`;

describe("Yahoo transactions", () => {
  it("reads the three recorded NFL 2020 trades: both sides, teams, time and week", () => {
    const txs = yahooTransactions(sample("sample.transactions.json"));
    expect(txs).toHaveLength(3);
    expect(txs[0]).toEqual({
      externalId: "399.l.710921.tr.319",
      type: "trade",
      status: "successful",
      week: 10, // Thursday 2020-11-12, opening night of week 10 (season opened 2020-09-10)
      teamExternalIds: [T(3), T(9)],
      adds: { "26804": T(3), "29236": T(9) },
      drops: { "26804": T(9), "29236": T(3) },
      faabBid: null,
      occurredAt: new Date(1605168906 * 1000),
    });
    expect(txs.map((t) => [t.externalId, t.week, t.teamExternalIds])).toEqual([
      ["399.l.710921.tr.319", 10, [T(3), T(9)]],
      ["399.l.710921.tr.295", 9, [T(2), T(5)]],
      ["399.l.710921.tr.133", 4, [T(4), T(9)]],
    ]);
    expect(txs.every((t) => t.type === "trade" && Object.keys(t.adds).length === 2)).toBe(true);
  });

  it("leaves out proposed trades (the pending_trade sample)", () => {
    expect(yahooTransactions(sample("sample.pending_trade_transaction.json"))).toEqual([]);
  });

  it("reads waiver add/drops with their FAAB bid, free-agent adds and single-object drops", () => {
    const league = { league_key: "461.l.1", start_date: "2025-09-04", end_week: "17" };
    const player = (id: string, data: unknown) => ({
      player: [[{ player_key: `461.p.${id}` }, { player_id: id }], { transaction_data: data }],
    });
    const content = {
      league: [
        league,
        {
          transactions: {
            "0": {
              transaction: [
                {
                  transaction_key: "461.l.1.tr.9",
                  type: "add/drop",
                  status: "successful",
                  timestamp: "1758096000",
                  faab_bid: "12",
                },
                {
                  players: {
                    "0": player("100", [
                      {
                        type: "add",
                        source_type: "waivers",
                        destination_type: "team",
                        destination_team_key: "461.l.1.t.2",
                      },
                    ]),
                    "1": player("200", {
                      type: "drop",
                      source_type: "team",
                      source_team_key: "461.l.1.t.2",
                      destination_type: "waivers",
                    }),
                    count: 2,
                  },
                },
              ],
            },
            "1": {
              transaction: [
                { transaction_key: "461.l.1.tr.8", type: "add", status: "successful", timestamp: "1756900000" },
                {
                  players: {
                    "0": player("300", [
                      {
                        type: "add",
                        source_type: "freeagents",
                        destination_type: "team",
                        destination_team_key: "461.l.1.t.10",
                      },
                    ]),
                    count: 1,
                  },
                },
              ],
            },
            "2": {
              transaction: [
                { transaction_key: "461.l.1.w.1", type: "waiver", status: "pending", timestamp: "1756900000" },
                { players: { count: 0 } },
              ],
            },
            count: 3,
          },
        },
      ],
    };
    expect(yahooTransactions(content)).toEqual([
      // Wednesday 2025-09-17 08:00 UTC: waivers of week 3.
      {
        externalId: "461.l.1.tr.9",
        type: "waiver",
        status: "successful",
        week: 3,
        teamExternalIds: ["461.l.1.t.2"],
        adds: { "100": "461.l.1.t.2" },
        drops: { "200": "461.l.1.t.2" },
        faabBid: 12,
        occurredAt: new Date(1758096000 * 1000),
      },
      {
        externalId: "461.l.1.tr.8",
        type: "free_agent",
        status: "successful",
        week: 1,
        teamExternalIds: ["461.l.1.t.10"],
        adds: { "300": "461.l.1.t.10" },
        drops: {},
        faabBid: null,
        occurredAt: new Date(1756900000 * 1000),
      },
    ]);
  });

  it("dates weeks from the league's opening Thursday and clamps to its last week", () => {
    expect(yahooWeekOf(new Date("2020-09-15T06:59:00Z"), "2020-09-10", 16)).toBe(1);
    expect(yahooWeekOf(new Date("2020-09-15T07:00:00Z"), "2020-09-10", 16)).toBe(2);
    expect(yahooWeekOf(new Date("2020-08-01T00:00:00Z"), "2020-09-10", 16)).toBe(1);
    expect(yahooWeekOf(new Date("2021-02-01T00:00:00Z"), "2020-09-10", 16)).toBe(16);
    expect(yahooWeekOf(new Date("2020-10-01T00:00:00Z"), null, 16)).toBeNull();
  });
});

describe("Yahoo league teams for /connect", () => {
  it("lists every team of a league with its manager and marks the signed-in user's", () => {
    const teams = yahooLeagueTeams(sample("sample.league_teams.json"));
    expect(teams).toHaveLength(14);
    expect(teams[0]).toEqual({
      externalId: "418.l.15944.t.1",
      name: "LOS DIOSES",
      ownerName: "Israel III",
      isMine: false,
    });
    expect(teams.filter((t) => t.isMine)).toEqual([
      { externalId: "418.l.15944.t.2", name: "Double Dare", ownerName: "Jean", isMine: true },
    ]);
  });

  it("takes a manager's is_current_login when the team flag is missing", () => {
    const content = {
      league: [
        { league_key: "461.l.1" },
        {
          teams: {
            "0": {
              team: [
                [
                  { team_key: "461.l.1.t.1" },
                  { name: "A" },
                  { managers: [{ manager: { nickname: "me", is_current_login: "1" } }] },
                ],
              ],
            },
            count: 1,
          },
        },
      ],
    };
    expect(yahooLeagueTeams(content)).toEqual([
      { externalId: "461.l.1.t.1", name: "A", ownerName: "me", isMine: true },
    ]);
  });
});

describe("Yahoo adapter: leagues with teams, league with transactions", () => {
  let server: ProviderServer;
  let warn: jest.SpyInstance;
  const config = () => ({
    authUrl: server.env.YAHOO_AUTH_URL,
    clientId: YAHOO_CLIENT.id,
    clientSecret: YAHOO_CLIENT.secret,
  });
  const yahoo = () => createYahooProvider({ apiUrl: server.env.YAHOO_API_URL, oauth: config, retries: 0 });
  const creds = async () => ({
    provider: "yahoo" as const,
    ...(await exchangeCode(YAHOO_CLIENT.code, "http://127.0.0.1/cb", config())),
  });

  beforeAll(async () => {
    server = await startProviderServer();
  });
  beforeEach(() => {
    warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
  });
  afterEach(() => {
    warn.mockRestore();
    server.setFailure(null);
  });
  afterAll(() => server.close());

  it("asks for the season's game key, then each league's teams", async () => {
    const leagues = await yahoo().listLeagues(await creds(), 2024);
    expect(leagues).toHaveLength(1);
    expect(leagues[0]).toMatchObject({
      provider: "yahoo",
      externalId: "449.l.751781",
      season: 2024,
      name: "Harambe Memorial League",
    });
    expect(leagues[0]?.teams).toHaveLength(14);
    expect(leagues[0]?.teams.filter((t) => t.isMine).map((t) => t.name)).toEqual(["Double Dare"]);
    const paths = server.requests
      .map((r) => decodeURIComponent(r.url.split("?")[0] ?? ""))
      .filter((p) => p.startsWith("/yahoo/fantasy/v2/"));
    expect(paths.slice(-2)).toEqual([
      "/yahoo/fantasy/v2/users;use_login=1/games;game_keys=449/leagues",
      "/yahoo/fantasy/v2/league/449.l.751781/teams",
    ]);
  });

  it("fails the list when a league's teams cannot be read", async () => {
    server.setFailure({ mode: { kind: "status", status: 500 }, pathIncludes: "/teams" });
    await expect(yahoo().listLeagues(await creds(), 2024)).rejects.toMatchObject({ kind: "server" });
  });

  it("fills the league's transactions, and imports without them when that call fails", async () => {
    const ref = { externalId: "399.l.710921", season: 2020 };
    const league = await yahoo().fetchLeague(await creds(), ref, 1);
    expect(league.transactions.map((t) => t.externalId)).toEqual([
      "399.l.710921.tr.319",
      "399.l.710921.tr.295",
      "399.l.710921.tr.133",
    ]);
    expect(warn).not.toHaveBeenCalled();

    server.setFailure({ mode: { kind: "status", status: 503 }, pathIncludes: "/transactions" });
    const without = await yahoo().fetchLeague(await creds(), ref, 1);
    expect(without.transactions).toEqual([]);
    expect(without.teams).toHaveLength(10);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("[yahoo] league 399.l.710921: transactions unavailable"));
  });
});
