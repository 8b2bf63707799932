import { db } from "@/lib/db/client";
import { documented } from "@/tests/api/support/documented";
import { encodeSessionToken, sessionCookieName } from "@/lib/auth/session-cookie";
import { createPasswordUser } from "@/lib/db/queries/users";
import { GET as listLeagues, POST as connect } from "@/app/api/leagues/route";
import { DELETE as disconnect } from "@/app/api/leagues/[id]/route";
import { POST as syncLeagues } from "@/app/api/leagues/sync/route";
import { GET as listTeams } from "@/app/api/teams/route";
import { POST as syncRoster } from "@/app/api/teams/[id]/roster/sync/route";

const ORIGIN = "http://127.0.0.1:3000";

async function makeUser(name: string) {
  const suffix = `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;
  const created = await createPasswordUser({
    username: suffix,
    email: `${suffix}@example.test`,
    passwordHash: "not-a-real-hash",
  });
  if ("taken" in created) throw new Error("user clash");
  const token = await encodeSessionToken({ id: created.user.id, username: created.user.username, tosAccepted: true });
  return { id: created.user.id, cookie: `${sessionCookieName}=${encodeURIComponent(token)}` };
}

function request(path: string, cookie: string, init: { method?: string; body?: unknown } = {}) {
  const method = init.method ?? "GET";
  return new Request(`${ORIGIN}${path}`, {
    method,
    headers: {
      cookie,
      origin: ORIGIN,
      host: "127.0.0.1:3000",
      ...(init.body !== undefined ? { "content-type": "application/json" } : {}),
    },
    body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
  });
}
const ctx = (params: Record<string, string>) => ({ params: Promise.resolve(params) });

describe("leagues API (demo league)", () => {
  let alice: Awaited<ReturnType<typeof makeUser>>;
  let mallory: Awaited<ReturnType<typeof makeUser>>;
  let leagueId: string;
  let teamId: string;

  beforeAll(async () => {
    alice = await makeUser("alice");
    mallory = await makeUser("mallory");
  });
  afterAll(async () => {
    await db.user.deleteMany({ where: { id: { in: [alice.id, mallory.id] } } });
  });

  it("connects the demo league and answers { leagueId, teamId }", async () => {
    const started = Date.now();
    const res = await connect(request("/api/leagues", alice.cookie, { method: "POST", body: { provider: "demo" } }));
    console.log(`[measure] demo import through POST /api/leagues: ${Date.now() - started} ms`);
    const body = await documented<{ leagueId: string; teamId: string }>("POST", "/api/leagues", res);
    leagueId = body.leagueId;
    teamId = body.teamId;
    expect(leagueId).toEqual(expect.any(String));
    expect(teamId).toEqual(expect.any(String));
    expect(await db.team.count({ where: { leagueId } })).toBe(12);
    expect(await db.rosterSlot.count({ where: { teamId } })).toBeGreaterThan(14 * 10);
  }, 60_000);

  it("returns the existing league when the demo is connected twice", async () => {
    const res = await connect(request("/api/leagues", alice.cookie, { method: "POST", body: { provider: "demo" } }));
    expect(await res.json()).toMatchObject({ leagueId, teamId });
    expect(await db.league.count({ where: { userId: alice.id } })).toBe(1);
  });

  it("lists the team with its league for the team selector", async () => {
    const res = await listTeams(request("/api/teams", alice.cookie));
    const teams = (await documented("GET", "/api/teams", res)) as {
      id: string;
      name: string;
      wins: number;
      losses: number;
      ties: number;
      league: Record<string, unknown>;
    }[];
    expect(teams).toHaveLength(1);
    expect(teams[0]).toMatchObject({
      id: teamId,
      name: "Gridiron Gurus",
      playoffOdds: null,
      faabBudget: 100,
      league: { id: leagueId, name: "Fantasy GM Demo League", provider: "demo", waiverSettings: { type: "FAAB" } },
    });
    expect(teams[0]!.wins + teams[0]!.losses + teams[0]!.ties).toBeGreaterThan(0);
    const other = await listTeams(request("/api/teams", mallory.cookie));
    expect(await other.json()).toEqual([]);
  });

  it("skips a league synced less than 60 seconds ago", async () => {
    const res = await syncLeagues(request("/api/leagues/sync", alice.cookie, { method: "POST", body: {} }));
    expect(await res.json()).toMatchObject({ syncedCount: 0, skippedCount: 1 });
  });

  it("syncs again once the league is older than 60 seconds", async () => {
    await db.league.update({
      where: { id: leagueId },
      data: { lastSyncedAt: new Date(Date.now() - 61_000), syncStartedAt: null },
    });
    const res = await syncLeagues(request("/api/leagues/sync", alice.cookie, { method: "POST", body: {} }));
    expect(await documented("POST", "/api/leagues/sync", res)).toMatchObject({ syncedCount: 1, skippedCount: 0 });
    const league = await db.league.findUniqueOrThrow({ where: { id: leagueId } });
    expect(Date.now() - league.lastSyncedAt!.getTime()).toBeLessThan(30_000);
    expect(await db.team.count({ where: { leagueId } })).toBe(12);
  }, 60_000);

  it("re-syncs a roster week and reports matched players", async () => {
    const res = await syncRoster(
      request(`/api/teams/${teamId}/roster/sync`, alice.cookie, { method: "POST", body: { week: 3 } }),
      ctx({ id: teamId }),
    );
    expect(await documented("POST", "/api/teams/{id}/roster/sync", res)).toEqual({
      playersMatched: 14,
      playersMissing: [],
    });
  }, 60_000);

  it.each([
    ["a missing week", {}],
    ["week 0", { week: 0 }],
    ["week 19", { week: 19 }],
  ])("refuses roster sync with %s (400)", async (_label, body) => {
    const res = await syncRoster(
      request(`/api/teams/${teamId}/roster/sync`, alice.cookie, { method: "POST", body }),
      ctx({ id: teamId }),
    );
    expect(res.status).toBe(400);
  });

  it.each([
    ["an unknown provider", { provider: "myspace" }],
    [
      "a Sleeper connect without leagues",
      { provider: "sleeper", username: "x", season: 2025, leagueIds: [], teamIds: {} },
    ],
    [
      "an ESPN league id that is not a number",
      { provider: "espn", leagueId: "abc", season: 2025, teamExternalId: "1" },
    ],
  ])("refuses %s (400)", async (_label, body) => {
    const res = await connect(request("/api/leagues", alice.cookie, { method: "POST", body }));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: "bad_request" });
  });

  it("answers 404 to another user on every team and league route", async () => {
    const roster = await syncRoster(
      request(`/api/teams/${teamId}/roster/sync`, mallory.cookie, { method: "POST", body: { week: 3 } }),
      ctx({ id: teamId }),
    );
    expect(roster.status).toBe(404);
    const del = await disconnect(
      request(`/api/leagues/${leagueId}`, mallory.cookie, { method: "DELETE" }),
      ctx({ id: leagueId }),
    );
    expect(del.status).toBe(404);
    expect(await db.league.count({ where: { id: leagueId } })).toBe(1);
  });

  it("needs a session (401) and a same-origin header for writes (403)", async () => {
    expect((await listTeams(new Request(`${ORIGIN}/api/teams`))).status).toBe(401);
    const noOrigin = new Request(`${ORIGIN}/api/leagues`, {
      method: "POST",
      headers: { cookie: alice.cookie, "content-type": "application/json" },
      body: "{}",
    });
    expect((await connect(noOrigin)).status).toBe(403);
  });

  it("lists connected leagues with sync state, then disconnects (data and credentials gone)", async () => {
    const list = (await documented(
      "GET",
      "/api/leagues",
      await listLeagues(request("/api/leagues", alice.cookie)),
    )) as {
      leagues: { id: string; myTeam: { id: string } | null; syncError: string | null }[];
    };
    expect(list.leagues).toEqual([
      expect.objectContaining({ id: leagueId, myTeam: expect.objectContaining({ id: teamId }), syncError: null }),
    ]);
    const res = await disconnect(
      request(`/api/leagues/${leagueId}`, alice.cookie, { method: "DELETE" }),
      ctx({ id: leagueId }),
    );
    expect(res.status).toBe(204);
    expect(await db.team.count({ where: { leagueId } })).toBe(0);
    expect(await db.rosterSlot.count({ where: { teamId } })).toBe(0);
    expect(await (await listTeams(request("/api/teams", alice.cookie))).json()).toEqual([]);
  });
});
