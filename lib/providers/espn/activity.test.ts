/** @jest-environment node */
// ESPN activity feed → transactions, on the recorded 2019 league (espn-api league_recent_activity_2019.json:
// 25 topics, messages 178×10, 180×12, 179×7, 181×11, 239×2, 244×1), and through the adapter + fake server.
import { espnActivityFilter, espnActivityViewSchema, espnTransactions } from "@/lib/providers/espn/activity";
import { createEspnProvider } from "@/lib/providers/espn/client";
import { startProviderServer, type ProviderServer } from "@/tests/fakes/provider-server";
import { readFixture } from "@/tests/support/fixtures";

const view = espnActivityViewSchema.parse(readFixture("espn/espn-api-tests/league_recent_activity_2019.json"));

describe("ESPN activity parser (2019 recording)", () => {
  const txs = espnTransactions(view, { season: 2019, faab: false });
  const byId = (prefix: string) => txs.find((t) => t.externalId.startsWith(prefix));

  it("turns each of the 25 topics into one transaction: 12 waiver, 10 free-agent, 2 drop-only, 1 trade", () => {
    expect(txs).toHaveLength(25);
    const count = (type: string) => txs.filter((t) => t.type === type).length;
    expect({
      waiver: count("waiver"),
      free_agent: count("free_agent"),
      trade: count("trade"),
      commissioner: count("commissioner"),
    }).toEqual({ waiver: 12, free_agent: 12, trade: 1, commissioner: 0 });
    expect(txs.reduce((n, t) => n + Object.keys(t.adds).length, 0)).toBe(23); // 178 + 180 + 244
    expect(txs.reduce((n, t) => n + Object.keys(t.drops).length, 0)).toBe(20); // 179 + 181 + 239
    expect(txs.every((t) => t.status === "complete")).toBe(true);
  });

  it("reads a free-agent add/drop: both moves to the `to` team, dated from the topic", () => {
    expect(byId("fb0926b0")).toEqual({
      externalId: "fb0926b0-1678-4e58-a6e0-afebaec2b278",
      type: "free_agent",
      status: "complete",
      week: 4, // Thursday 2019-09-26, week 4 of the 2019 season
      teamExternalIds: ["11"],
      adds: { "-16001": "11" },
      drops: { "-16021": "11" },
      faabBid: null,
      occurredAt: new Date(1569537509290),
    });
  });

  it("reads waiver claims (Wednesday run of week 3) without a bid in a non-FAAB league", () => {
    expect(byId("9b5aa2d1")).toMatchObject({
      type: "waiver",
      week: 3,
      teamExternalIds: ["2"],
      adds: { "3121422": "2" },
      drops: { "4039359": "2" },
      faabBid: null,
    });
    expect(byId("4bcdd7b3")).toMatchObject({ type: "waiver", adds: { "3917792": "1" }, drops: {} });
  });

  it("keeps the bid (`from`) of a waiver claim in a FAAB league", () => {
    const faab = espnTransactions(
      { topics: [{ id: "t", date: 1569398261886, messages: [{ messageTypeId: 180, targetId: 1, to: 3, from: 17 }] }] },
      { season: 2019, faab: true },
    );
    expect(faab[0]).toMatchObject({ type: "waiver", faabBid: 17, adds: { "1": "3" } });
  });

  it("reads 239 drops from the `for` team and ignores the -1 placeholders", () => {
    expect(byId("08a45d73")).toMatchObject({
      type: "free_agent",
      teamExternalIds: ["2"],
      adds: {},
      drops: { "4361606": "2" },
    });
    expect(byId("4df45606")).toMatchObject({ teamExternalIds: ["1"], drops: { "-16006": "1" } });
  });

  it("reads a 244 move as a trade to the `to` team (no giving team recorded: `from` is 0)", () => {
    expect(byId("fae3737d")).toMatchObject({
      type: "trade",
      teamExternalIds: ["3"],
      adds: { "3043234": "3" },
      drops: { "2971573": "3" },
      faabBid: null,
    });
    const twoTeams = espnTransactions(
      {
        topics: [
          {
            id: "x",
            date: 1569398261886,
            messages: [
              { messageTypeId: 244, targetId: 5, from: 4, to: 7 },
              { messageTypeId: 244, targetId: 6, from: 7, to: 4 },
            ],
          },
        ],
      },
      { season: 2019, faab: false },
    );
    expect(twoTeams[0]).toMatchObject({
      type: "trade",
      teamExternalIds: ["4", "7"],
      adds: { "5": "7", "6": "4" },
      drops: { "5": "4", "6": "7" },
    });
  });

  it("skips topics with no usable move and non-transaction topics", () => {
    const out = espnTransactions(
      {
        topics: [
          { id: "a", date: 0, messages: [{ messageTypeId: 178, targetId: 1, to: 0 }] },
          { id: "b", date: 0, type: "MESSAGE_BOARD", messages: [{ messageTypeId: 178, targetId: 1, to: 2 }] },
          { id: "c", date: 0, messages: [{ messageTypeId: 999, targetId: 1, to: 2 }] },
        ],
      },
      { season: 2019, faab: false },
    );
    expect(out).toEqual([]);
  });

  it("asks ESPN for transaction topics of the six message types, newest first", () => {
    const filter = JSON.parse(espnActivityFilter(50)) as {
      topics: {
        limit: number;
        filterType: { value: string[] };
        filterIncludeMessageTypeIds: { value: number[] };
        sortMessageDate: { sortAsc: boolean };
      };
    };
    expect(filter.topics).toMatchObject({
      limit: 50,
      filterType: { value: ["ACTIVITY_TRANSACTIONS"] },
      sortMessageDate: { sortAsc: false },
    });
    expect([...filter.topics.filterIncludeMessageTypeIds.value].sort()).toEqual([178, 179, 180, 181, 239, 244]);
  });
});

describe("ESPN activity through the adapter", () => {
  let server: ProviderServer;
  let warn: jest.SpyInstance;
  const provider = () => createEspnProvider({ baseUrl: server.env.ESPN_API_URL, fetchOptions: { retries: 0 } });
  const creds = { provider: "espn", leagueId: "899513", season: 2020 } as const;
  const ref = { externalId: "899513", season: 2020 };

  beforeAll(async () => {
    server = await startProviderServer();
  });
  beforeEach(() => {
    warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
  });
  afterEach(() => {
    warn.mockRestore();
    server.setFailure(null);
    server.setEspnActivityForAllLeagues(false);
  });
  afterAll(() => server.close());

  it("calls the communication endpoint with the view and filter header and fills transactions", async () => {
    server.setEspnActivityForAllLeagues(true);
    const league = await provider().fetchLeague(creds, ref, 1);
    expect(league.transactions).toHaveLength(25);
    expect(league.transactions.filter((t) => t.type === "waiver")).toHaveLength(12);
    // 899513 is a FAAB league: the recorded claims carry `from` = 0, a $0 bid.
    expect(league.transactions.find((t) => t.type === "waiver")?.faabBid).toBe(0);
    const call = server.requests.find((r) => r.url.includes("/communication/"));
    expect(call?.url).toBe(
      "/espn/apis/v3/games/ffl/seasons/2020/segments/0/leagues/899513/communication/?view=kona_league_communication",
    );
    expect(JSON.parse(String(call?.headers["x-fantasy-filter"]))).toMatchObject({
      topics: { filterType: { value: ["ACTIVITY_TRANSACTIONS"] } },
    });
    expect(warn).not.toHaveBeenCalled();
  });

  it("imports the league without transactions when the feed is missing (404) and logs why", async () => {
    const league = await provider().fetchLeague(creds, ref, 1);
    expect(league.transactions).toEqual([]);
    expect(league.teams).toHaveLength(10);
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining("activity feed unavailable, importing without transactions: ESPN has no league"),
    );
  });

  it("imports the league when the feed fails with 500 or malformed JSON", async () => {
    server.setEspnActivityForAllLeagues(true);
    server.setFailure({ mode: { kind: "status", status: 500 }, pathIncludes: "/communication/" });
    await expect(provider().fetchLeague(creds, ref, 1)).resolves.toMatchObject({
      transactions: [],
      matchups: expect.any(Array),
    });
    server.setFailure({ mode: { kind: "malformed" }, pathIncludes: "/communication/" });
    await expect(provider().fetchLeague(creds, ref, 1)).resolves.toMatchObject({ transactions: [] });
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it("still fails the league when a required view fails", async () => {
    server.setFailure({ mode: { kind: "status", status: 500 }, pathIncludes: "view=mTeam" });
    await expect(provider().fetchLeague(creds, ref, 1)).rejects.toMatchObject({ kind: "server" });
    expect(warn).not.toHaveBeenCalled();
  });
});
