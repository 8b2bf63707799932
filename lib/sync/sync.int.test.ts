import { createTestUser } from "@/tests/support/auth";
import { db } from "@/lib/db/client";
import { getCredential, upsertCredential } from "@/lib/db/queries/credentials";
import { listLeaguesForUser } from "@/lib/db/queries/leagues";
import { listTeamsForUser } from "@/lib/db/queries/teams";
import { createSleeperProvider } from "@/lib/providers/sleeper";
import type { FantasyProvider } from "@/lib/providers/types";
import { createYahooProvider, exchangeCode, type YahooTokens } from "@/lib/providers/yahoo";
import {
  startProviderServer,
  YAHOO_CLIENT,
  type FailureMode,
  type ProviderServer,
} from "@/tests/fakes/provider-server";
import { connectLeague } from "./connect";
import { syncLeague, syncUserLeagues } from "./sync-league";

// A complete 2020 Sleeper league replayed by the fake provider server.
const LEAGUE = "522458773317046272";

async function snapshot(leagueId: string) {
  const league = await db.league.findUniqueOrThrow({ where: { id: leagueId } });
  const teams = await db.team.findMany({ where: { leagueId }, orderBy: { externalId: "asc" } });
  return {
    name: league.name,
    lastSyncedAt: league.lastSyncedAt?.toISOString(),
    currentWeek: league.currentWeek,
    teams: teams.map((t) => [t.externalId, t.name, t.wins, t.losses, t.pointsFor, t.ownerUserId]),
    slots: await db.rosterSlot.count({ where: { team: { leagueId } } }),
    matchups: await db.matchup.count({ where: { leagueId } }),
    transactions: await db.leagueTransaction.count({ where: { leagueId } }),
  };
}

describe("league sync against the fake Sleeper server", () => {
  let server: ProviderServer;
  let provider: FantasyProvider;
  let userId: string;
  let leagueId: string;

  beforeAll(async () => {
    server = await startProviderServer();
    provider = createSleeperProvider({
      baseUrl: server.env.SLEEPER_API_URL,
      fetchOptions: { timeoutMs: 4000, retries: 0, baseDelayMs: 1 },
    });
    userId = (await createTestUser()).id;
    const connected = await connectLeague(
      {
        userId,
        provider: "sleeper",
        externalId: LEAGUE,
        season: 2020,
        myTeamExternalId: "1",
        credentials: { provider: "sleeper", username: "solarpool" },
        connection: { username: "solarpool" },
      },
      provider,
    );
    leagueId = connected.leagueId;
    expect(connected.teamId).toEqual(expect.any(String));
  }, 60_000);

  afterAll(async () => {
    await db.user.deleteMany({ where: { id: userId } });
    await server.close();
  });

  it("stored the league with teams, rosters, matchups and the user's own team", async () => {
    const s = await snapshot(leagueId);
    expect(s.teams.length).toBeGreaterThanOrEqual(10);
    expect(s.teams.filter((t) => t[5] === userId)).toHaveLength(1);
    expect(s.slots).toBeGreaterThan(0);
    expect(s.matchups).toBeGreaterThan(0);
    expect((await db.league.findUniqueOrThrow({ where: { id: leagueId } })).syncError).toBeNull();
  });

  it.each<[string, FailureMode, string]>([
    ["a timeout", { kind: "hang" }, "timeout"],
    ["a 5xx", { kind: "status", status: 503 }, "server"],
    ["a 401", { kind: "status", status: 401 }, "auth"],
    ["a malformed body", { kind: "malformed" }, "malformed"],
  ])(
    "leaves the stored league unchanged on %s and records the error",
    async (_label, mode, kind) => {
      const before = await snapshot(leagueId);
      server.setFailure({ mode, pathIncludes: "/rosters" });
      try {
        const outcome = await syncLeague(leagueId, { provider });
        expect(outcome).toMatchObject({ ok: false, kind });
      } finally {
        server.setFailure(null);
      }
      expect(await snapshot(leagueId)).toEqual(before);
      const league = await db.league.findUniqueOrThrow({ where: { id: leagueId } });
      expect(league.syncErrorKind).toBe(kind);
      expect(league.syncError).toEqual(expect.any(String));
    },
    30_000,
  );

  it("clears the error on the next successful sync", async () => {
    const outcome = await syncLeague(leagueId, { provider });
    expect(outcome.ok).toBe(true);
    const league = await db.league.findUniqueOrThrow({ where: { id: leagueId } });
    expect(league.syncError).toBeNull();
    expect(league.syncErrorKind).toBeNull();
  }, 30_000);

  it("skips leagues synced or attempted within 60 seconds, then counts a real sync", async () => {
    expect(await syncUserLeagues(userId, { provider })).toMatchObject({ syncedCount: 0, skippedCount: 1 });
    await db.league.update({
      where: { id: leagueId },
      data: { lastSyncedAt: new Date(Date.now() - 120_000), syncStartedAt: null },
    });
    expect(await syncUserLeagues(userId, { provider })).toMatchObject({ syncedCount: 1, skippedCount: 0, failed: [] });
  }, 30_000);

  it("does not retry a failing league on every automatic run", async () => {
    await db.league.update({
      where: { id: leagueId },
      data: { lastSyncedAt: new Date(Date.now() - 120_000), syncStartedAt: null },
    });
    server.setFailure({ mode: { kind: "status", status: 500 } });
    try {
      const first = await syncUserLeagues(userId, { provider });
      expect(first.failed).toEqual([expect.objectContaining({ leagueId, kind: "server" })]);
      expect(await syncUserLeagues(userId, { provider })).toMatchObject({ syncedCount: 0, skippedCount: 1 });
    } finally {
      server.setFailure(null);
    }
  }, 30_000);

  it("lets a manual refresh sync again right after a failed attempt (the failure ended that attempt)", async () => {
    server.setFailure({ mode: { kind: "status", status: 500 } });
    try {
      const failed = await syncUserLeagues(userId, { provider, force: true });
      expect(failed.failed).toEqual([expect.objectContaining({ leagueId, kind: "server" })]);
    } finally {
      server.setFailure(null);
    }
    expect(await syncUserLeagues(userId, { provider, force: true })).toMatchObject({
      syncedCount: 1,
      skippedCount: 0,
      failed: [],
    });
  }, 30_000);

  describe("a manual refresh while another sync of the league runs", () => {
    // Marks the league as syncing since now (the automatic sync on sign-in, say), then ends that sync after 300 ms
    // the way syncLeague would: `end` writes its outcome.
    async function whileAnotherSyncRuns(end: (endedAt: Date) => Promise<unknown>) {
      const startedAt = new Date();
      await db.league.update({
        where: { id: leagueId },
        data: { syncStartedAt: startedAt, syncEndedAt: new Date(startedAt.getTime() - 5_000) },
      });
      const requestsBefore = server.requests.length;
      const refresh = syncUserLeagues(userId, { provider, force: true });
      await new Promise((resolve) => setTimeout(resolve, 300));
      await end(new Date());
      const summary = await refresh;
      return { summary, requests: server.requests.length - requestsBefore };
    }

    it("waits for it and reports it synced, without fetching the league a second time", async () => {
      const { summary, requests } = await whileAnotherSyncRuns((endedAt) =>
        db.league.update({ where: { id: leagueId }, data: { lastSyncedAt: endedAt, syncEndedAt: endedAt } }),
      );
      expect(summary).toEqual({ syncedCount: 1, skippedCount: 0, failed: [] });
      expect(requests).toBe(0);
    }, 30_000);

    it("reports that sync's failure in its own words", async () => {
      const { summary } = await whileAnotherSyncRuns((endedAt) =>
        db.league.update({
          where: { id: leagueId },
          data: { syncError: "Sleeper is down.", syncErrorKind: "server", syncEndedAt: endedAt },
        }),
      );
      expect(summary).toEqual({
        syncedCount: 0,
        skippedCount: 0,
        failed: [{ leagueId, kind: "server", message: "Sleeper is down." }],
      });
    }, 30_000);
  });
});

describe("scoring rules the adapter cannot apply, stored and listed", () => {
  let server: ProviderServer;
  let userId: string;

  beforeAll(async () => {
    server = await startProviderServer();
    userId = (await createTestUser()).id;
  });

  afterAll(async () => {
    await db.user.deleteMany({ where: { id: userId } });
    await server.close();
  });

  it("keeps a recorded league's yardage bonuses on the league and in the /connect and /api/teams lists", async () => {
    const provider = createSleeperProvider({ baseUrl: server.env.SLEEPER_API_URL, fetchOptions: { retries: 0 } });
    const { leagueId } = await connectLeague(
      {
        userId,
        provider: "sleeper",
        externalId: "649647301366755328",
        season: 2021,
        myTeamExternalId: "1",
        credentials: { provider: "sleeper", username: "solarpool" },
        connection: {},
      },
      provider,
    );
    const bonuses = [
      { key: "bonus_pass_yd_300", label: "bonus_pass_yd_300", points: 2 },
      { key: "bonus_rec_yd_100", label: "bonus_rec_yd_100", points: 2 },
      { key: "bonus_rush_yd_100", label: "bonus_rush_yd_100", points: 2 },
      { key: "fgm_yds", label: "fgm_yds", points: 0.1 },
    ];
    const row = await db.league.findUniqueOrThrow({ where: { id: leagueId } });
    expect(row.unsupportedScoring).toEqual(bonuses);
    expect(row.playoffRoundWeeks).toEqual([1, 1, 1]);
    expect((await listLeaguesForUser({ userId })).find((l) => l.id === leagueId)?.unsupportedScoring).toEqual(bonuses);
    expect(
      (await listTeamsForUser({ userId })).find((t) => t.league.id === leagueId)?.league.unsupportedScoring,
    ).toEqual(bonuses);
    // Taxi players are stored in TAXI slots, never IR.
    expect(await db.rosterSlot.count({ where: { team: { leagueId }, slot: "TAXI" } })).toBe(24);
  }, 60_000);
});

describe("Yahoo token refresh during sync", () => {
  let server: ProviderServer;
  let userId: string;
  const oauth = () => ({
    authUrl: server.env.YAHOO_AUTH_URL,
    clientId: YAHOO_CLIENT.id,
    clientSecret: YAHOO_CLIENT.secret,
  });

  beforeAll(async () => {
    server = await startProviderServer();
    userId = (await createTestUser()).id;
  });

  afterAll(async () => {
    await db.user.deleteMany({ where: { id: userId } });
    await server.close();
  });

  it("stores the refreshed tokens, sealed, so the next sync signs in without refreshing again", async () => {
    const issued = await exchangeCode(YAHOO_CLIENT.code, "http://127.0.0.1/cb", oauth());
    const credential = await upsertCredential({
      userId,
      provider: "yahoo",
      label: "",
      secret: issued,
      expiresAt: new Date(issued.expiresAt),
    });
    const league = await db.league.create({
      data: {
        userId,
        provider: "yahoo",
        externalId: "388.l.27081",
        season: 2019,
        name: "Buck you're next!",
        scoring: {},
        rosterSlots: [],
        waiverType: "ROLLING",
        playoffTeams: 6,
        playoffStartWeek: 22,
        credentialId: credential.id,
      },
    });
    const yahoo = createYahooProvider({ apiUrl: server.env.YAHOO_API_URL, oauth, retries: 0 });
    const tokenCalls = () => server.requests.filter((r) => r.url.includes("/get_token")).length;

    server.expireYahooTokens();
    const before = tokenCalls();
    await syncLeague(league.id, { provider: yahoo, week: 2 });
    expect(tokenCalls()).toBe(before + 1);

    const stored = await getCredential<YahooTokens>({ credentialId: credential.id, userId });
    expect(stored?.secret).toEqual({
      accessToken: expect.stringMatching(/^fake-access-/),
      refreshToken: expect.stringMatching(/^fake-refresh-/),
      expiresAt: expect.any(Number),
    });
    expect(stored?.secret.accessToken).not.toBe(issued.accessToken);
    expect(stored?.expiresAt?.getTime()).toBe(stored?.secret.expiresAt);
    const row = await db.providerCredential.findUniqueOrThrow({ where: { id: credential.id } });
    expect(row.encrypted).not.toContain(stored?.secret.accessToken ?? "-");

    await syncLeague(league.id, { provider: yahoo, week: 2 });
    expect(tokenCalls()).toBe(before + 1);
  }, 30_000);
});
