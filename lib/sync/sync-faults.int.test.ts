// Faults: a provider that is slow (past PROVIDER_TIMEOUT_MS), answers 5xx, sends garbage JSON or drops
// the connection mid-body during a re-sync. The sync fails with a message the user can act on, stored on the league,
// and no row of the previous good snapshot is lost.
import { env } from "@/env";
import { createTestUser } from "@/tests/support/auth";
import { db } from "@/lib/db/client";
import { createSleeperProvider } from "@/lib/providers/sleeper";
import type { FantasyProvider } from "@/lib/providers/types";
import { startProviderServer, type FailureMode, type ProviderServer } from "@/tests/fakes/provider-server";
import { connectLeague } from "./connect";
import { syncLeague } from "./sync-league";

const LEAGUE = "522458773317046272"; // a complete 2020 Sleeper league replayed by the fake server
// Only the "slow" cases shorten the timeout, to this. With 1 s for every case, a loaded CI machine once timed out
// reading another answer before the 502 under test ("stopped sending its answer within 1 s").
const TIMEOUT_MS = 3000;

async function counts(leagueId: string) {
  const teams = await db.team.findMany({ where: { leagueId }, orderBy: { externalId: "asc" } });
  return {
    teams: teams.map((t) => [t.externalId, t.name, t.wins, t.losses, t.pointsFor, t.ownerUserId]),
    rosterSlots: await db.rosterSlot.count({ where: { team: { leagueId } } }),
    players: await db.player.count(),
    matchups: await db.matchup.count({ where: { leagueId } }),
    transactions: await db.leagueTransaction.count({ where: { leagueId } }),
    lastSyncedAt: (await db.league.findUniqueOrThrow({ where: { id: leagueId } })).lastSyncedAt?.toISOString(),
  };
}

const faults: [string, FailureMode, string, RegExp][] = [
  [
    "answers slower than PROVIDER_TIMEOUT_MS",
    { kind: "slow", delayMs: TIMEOUT_MS * 3 },
    "timeout",
    /^Sleeper did not answer within 3 s\. Try again in a minute\.$/,
  ],
  ["answers 502", { kind: "status", status: 502 }, "server", /^Sleeper is having trouble \(502\)\./],
  ["sends truncated JSON", { kind: "body", body: '[{"roster_id": 1, "own' }, "malformed", /not valid JSON/],
  [
    "sends JSON of the wrong shape",
    { kind: "body", body: '[{"roster_id": "one", "players": 7}]' },
    "malformed",
    /^Sleeper sent data in a shape we do not understand \(.+\)\. Nothing was changed\.$/,
  ],
  ["drops the connection mid-body", { kind: "drop" }, "network", /^Sleeper dropped the connection in the middle/],
];

describe("a faulty provider during a re-sync keeps the previous good snapshot", () => {
  let server: ProviderServer;
  let provider: FantasyProvider;
  let userId: string;
  let leagueId: string;
  const configuredTimeout = env.PROVIDER_TIMEOUT_MS;

  beforeAll(async () => {
    server = await startProviderServer();
    // No timeoutMs here: the provider client must use the configured PROVIDER_TIMEOUT_MS (shortened for the test).
    provider = createSleeperProvider({ baseUrl: server.env.SLEEPER_API_URL, fetchOptions: { baseDelayMs: 1 } });
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
  }, 60_000);

  afterAll(async () => {
    env.PROVIDER_TIMEOUT_MS = configuredTimeout;
    await db.user.deleteMany({ where: { id: userId } });
    await server.close();
  });

  it("starts from a good snapshot with rows in every table", async () => {
    const good = await counts(leagueId);
    expect(good.teams.length).toBeGreaterThanOrEqual(10);
    expect(good.rosterSlots).toBeGreaterThan(100);
    expect(good.players).toBeGreaterThan(100);
    expect(good.matchups).toBeGreaterThan(0);
  });

  describe.each(["/rosters", "/matchups/3", "/players/nfl"])("when the request for %s", (pathIncludes) => {
    it.each(faults)(
      "%s, the sync fails with a clear stored message and keeps every row",
      async (_label, mode, kind, message) => {
        const before = await counts(leagueId);
        server.setFailure({ mode, pathIncludes });
        if (mode.kind === "slow") env.PROVIDER_TIMEOUT_MS = TIMEOUT_MS;
        try {
          const outcome = await syncLeague(leagueId, { provider });
          expect(outcome).toMatchObject({ ok: false, kind, message: expect.stringMatching(message) });
        } finally {
          server.setFailure(null);
          env.PROVIDER_TIMEOUT_MS = configuredTimeout;
        }
        expect(await counts(leagueId)).toEqual(before);
        const league = await db.league.findUniqueOrThrow({ where: { id: leagueId } });
        expect(league.syncErrorKind).toBe(kind);
        expect(league.syncError).toMatch(message);
      },
      30_000,
    );
  });

  it("recovers on the next good sync and clears the stored error", async () => {
    const outcome = await syncLeague(leagueId, { provider });
    expect(outcome.ok).toBe(true);
    const league = await db.league.findUniqueOrThrow({ where: { id: leagueId } });
    expect([league.syncError, league.syncErrorKind]).toEqual([null, null]);
  }, 30_000);
});
