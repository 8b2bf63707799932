// The schedule job against a fake ESPN season endpoint that replays the recorded 2024 answer as if it were 2026, a
// season that is not bundled: what it stores matches the bundled 2024 nflverse schedule game for game, and lib/nfl's
// calendar reads it; a failed, garbled or partial answer keeps the stored
// schedule and records the error; the lease keeps a second run out; the cron route checks its secret.
import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import path from "node:path";

type Mode = "ok" | "500" | "garbage" | "partial" | "no-week-18" | "team-16" | "timeout";
let mode: Mode = "ok";
let requests = 0;
const fixture = JSON.parse(
  readFileSync(path.join(__dirname, "../fixtures/espn/espn-api-tests/pro_schedule_2024.json"), "utf8"),
) as { settings: { proTeams: unknown[] } };

jest.mock("@/env", () => {
  const actual = jest.requireActual<typeof import("@/env")>("@/env").env;
  return {
    env: new Proxy(actual, {
      get: (target, key) =>
        key === "ESPN_API_URL"
          ? process.env.TEST_ESPN_URL
          : key === "APP_NOW"
            ? "2026-11-10T18:00:00Z" // the football clock in 2026 week 10, for the cron route
            : key === "CRON_SECRET"
              ? "test-cron-secret-0123456789"
              : key === "PROVIDER_TIMEOUT_MS"
                ? 300
                : target[key as keyof typeof target],
    }),
  };
});

import { db } from "@/lib/db/client";
import { acquireLease, releaseLease } from "@/lib/db/queries/ingest";
import { freshStoredData } from "@/lib/ingest/freshness";
import { keepLease, LEASE_MS, runJob } from "@/lib/ingest/jobs";
import { allGames, byeWeeks, gameForTeam, gamesForWeek, setStoredSchedule } from "@/lib/nfl/schedule";
import { GET as cron } from "@/app/api/cron/[job]/route";
import { GET as getHealth } from "@/app/api/health/route";
import { documented } from "@/tests/api/support/documented";

type ProTeam = { id: number; proGamesByScoringPeriod?: Record<string, { id: number }[]> };

// The recording, whole or cut the ways a partial answer arrives.
function answer(m: Mode) {
  const teams = fixture.settings.proTeams as ProTeam[];
  const cut = (keep: (week: string, game: { id: number }) => boolean) =>
    teams.map((t) => ({
      ...t,
      proGamesByScoringPeriod: Object.fromEntries(
        Object.entries(t.proGamesByScoringPeriod ?? {}).map(([w, games]) => [w, games.filter((g) => keep(w, g))]),
      ),
    }));
  if (m === "partial") return { ...fixture, settings: { proTeams: teams.slice(0, 4) } };
  // All of week 18 missing: 256 games, more than any game-count floor would catch.
  if (m === "no-week-18") return { ...fixture, settings: { proTeams: cut((week) => week !== "18") } };
  if (m === "team-16") {
    const dropped = teams.find((t) => t.proGamesByScoringPeriod?.["1"]?.length)!.proGamesByScoringPeriod!["1"]![0]!.id;
    return { ...fixture, settings: { proTeams: cut((_, g) => g.id !== dropped) } };
  }
  return fixture;
}

const IN_2026 = new Date("2026-11-10T18:00:00Z");
const IN_2025 = new Date("2025-11-09T18:00:00Z"); // a bundled season
let server: Server;

beforeAll(async () => {
  server = createServer((req, res) => {
    requests += 1;
    const url = new URL(req.url ?? "/", "http://x");
    // Any season gets the 2024 recording (the cron route runs for the football clock's season).
    if (!/^\/seasons\/\d{4}$/.test(url.pathname) || url.searchParams.get("view") !== "proTeamSchedules_wl") {
      res.writeHead(404).end();
      return;
    }
    if (mode === "500") res.writeHead(503).end("unavailable");
    else if (mode === "garbage") res.writeHead(200, { "content-type": "application/json" }).end("{not json");
    else if (mode === "timeout")
      return; // never answers: the request times out
    else res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(answer(mode)));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("no port");
  process.env.TEST_ESPN_URL = `http://127.0.0.1:${address.port}`;
  await db.nflGame.deleteMany({ where: { season: 2026 } });
  await db.dataSource.deleteMany({});
  await db.ingestLease.deleteMany({});
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await db.nflGame.deleteMany({ where: { season: 2026 } });
  setStoredSchedule([]);
});

const stored2026 = () => db.nflGame.findMany({ where: { season: 2026, gameType: "REG" }, orderBy: { id: "asc" } });

describe("schedule job", () => {
  it("stores ESPN's season schedule, game for game the same as the bundled nflverse schedule", async () => {
    mode = "ok";
    const result = await runJob("schedule", IN_2026);
    expect(result).toEqual({ job: "schedule", status: "ok", rows: 272 });
    const rows = await stored2026();
    const bundled = allGames().filter((g) => g.season === 2024 && g.gameType === "REG");
    const as2026 = (id: string) => id.replace(/^2024_/, "2026_");
    expect(rows.map((g) => g.id).sort()).toEqual(bundled.map((g) => as2026(g.id)).sort());
    // The recording predates flexed and TBD games: a kickoff may move within its week (Saturday games), no further.
    const kickoff = new Map(bundled.map((g) => [as2026(g.id), g.kickoff.getTime()]));
    const moved = rows.filter((g) => g.kickoff.getTime() !== kickoff.get(g.id));
    for (const g of moved) expect(Math.abs(g.kickoff.getTime() - kickoff.get(g.id)!)).toBeLessThan(4 * 24 * 3_600_000);
    const status = await db.dataSource.findUniqueOrThrow({ where: { source: "espn-schedule" } });
    expect(status.rows).toBe(272);
    expect(status.lastError).toBeNull();
    const health = await documented<{ sources: unknown[] }>("GET", "/api/health", await getHealth());
    expect(health.sources).toEqual([expect.objectContaining({ source: "espn-schedule", rows: 272, stale: false })]);
    // The calendar every card reads now knows the season (the bundled data has no 2026).
    expect(gameForTeam("KC", 2026, 1)?.id).toBe("2026_01_BAL_KC");
  });

  it("another instance, which did not run the job, reads the new schedule on its next check", async () => {
    setStoredSchedule([]); // that instance's calendar, read at its start-up before the run
    expect(gameForTeam("KC", 2026, 1)).toBeNull();
    await freshStoredData();
    expect(gameForTeam("KC", 2026, 1)?.id).toBe("2026_01_BAL_KC");
  });

  it("fetches nothing for a bundled season: its schedule ships with the app", async () => {
    mode = "ok";
    const seen = requests;
    expect(await runJob("schedule", IN_2025)).toEqual({ job: "schedule", status: "ok", rows: 0 });
    expect(requests).toBe(seen);
  });

  const why: Record<string, RegExp> = {
    "500": /ESPN/,
    garbage: /ESPN/,
    timeout: /ESPN/,
    partial: /incomplete \(ARI plays 2 games \(a season has 17 and one bye\)\); kept the stored schedule/,
    "no-week-18": /^ESPN's 2026 schedule is incomplete \(no games in week 18\); kept the stored schedule$/,
    "team-16": /incomplete \(\w+ plays 16 games \(a season has 17 and one bye\)\); kept the stored schedule/,
  };
  it.each(["500", "garbage", "timeout", "partial", "no-week-18", "team-16"] as const)(
    "keeps the stored schedule when ESPN answers %s",
    async (m) => {
      mode = m;
      const before = await stored2026();
      expect(before).toHaveLength(272);
      const result = await runJob("schedule", IN_2026);
      expect(result.status).toBe("failed");
      expect(result.error).toMatch(why[m]!);
      expect(await stored2026()).toEqual(before);
      const status = await db.dataSource.findUniqueOrThrow({ where: { source: "espn-schedule" } });
      expect(status.lastError).toBe(result.error);
      expect(status.lastSuccessAt).not.toBeNull();
      const health = await documented<{ sources: unknown[] }>("GET", "/api/health", await getHealth());
      expect(health.sources).toEqual([expect.objectContaining({ lastError: result.error, stale: false })]);
      // The calendar still has the whole season: week 18 and every bye.
      expect(gamesForWeek(2026, 18)).toHaveLength(16);
      expect(Object.keys(byeWeeks(2026))).toHaveLength(32);
    },
  );

  it("never runs twice at once: a held lease turns the second run away without fetching", async () => {
    mode = "ok";
    expect(await acquireLease("schedule", "other-instance", 60_000)).toBe(true);
    const seen = requests;
    expect((await runJob("schedule", IN_2026)).status).toBe("busy");
    expect(requests).toBe(seen);
    await releaseLease("schedule", "other-instance");
    expect((await runJob("schedule", IN_2026)).status).toBe("ok");
  });

  it("takes over a lease whose holder died", async () => {
    expect(await acquireLease("schedule", "dead", 60_000, new Date(Date.now() - 3_600_000))).toBe(true);
    expect(await acquireLease("schedule", "alive", 60_000)).toBe(true);
    await releaseLease("schedule", "alive");
  });

  // An instance stopped mid-run releases nothing: its lease must not hold up the next instance for long.
  it("runs again a minute after an instance stopped mid-run, not before", async () => {
    mode = "ok";
    const takenAt = (msAgo: number) => new Date(Date.now() - msAgo);
    expect(await acquireLease("schedule", "stopped", LEASE_MS, takenAt(LEASE_MS - 5_000))).toBe(true);
    expect((await runJob("schedule", IN_2026)).status).toBe("busy");
    await releaseLease("schedule", "stopped");
    expect(await acquireLease("schedule", "stopped", LEASE_MS, takenAt(LEASE_MS + 1))).toBe(true);
    expect((await runJob("schedule", IN_2026)).status).toBe("ok");
  });

  it("keeps renewing the lease of a run that lasts longer than the lease", async () => {
    expect(await acquireLease("schedule", "long-run", LEASE_MS, new Date(Date.now() - LEASE_MS + 200))).toBe(true);
    const stopRenewing = keepLease("schedule", "long-run", 50);
    try {
      await new Promise((resolve) => setTimeout(resolve, 400)); // the lease taken would have run out by now
      const lease = await db.ingestLease.findUniqueOrThrow({ where: { job: "schedule" } });
      expect(lease.holder).toBe("long-run");
      expect(lease.expiresAt.getTime()).toBeGreaterThan(Date.now() + LEASE_MS - 1_000);
      expect(await acquireLease("schedule", "other-instance", LEASE_MS)).toBe(false);
    } finally {
      stopRenewing();
      await releaseLease("schedule", "long-run");
    }
  });
});

describe("GET /api/cron/{job}", () => {
  const call = (job: string, authorization?: string) =>
    cron(new Request(`http://localhost/api/cron/${job}`, { headers: authorization ? { authorization } : {} }), {
      params: Promise.resolve({ job }),
    });

  it("401 without the secret or with a wrong one, 404 for an unknown job", async () => {
    expect((await call("schedule")).status).toBe(401);
    expect((await call("schedule", "Bearer wrong")).status).toBe(401);
    expect((await call("nope", "Bearer test-cron-secret-0123456789")).status).toBe(404);
  });

  it("runs the job with the secret, and answers 503 when the source fails", async () => {
    mode = "ok";
    const ok = await call("schedule", "Bearer test-cron-secret-0123456789");
    expect(await documented("GET", "/api/cron/{job}", ok)).toMatchObject({ status: "ok", rows: 272 });
    mode = "500";
    expect((await call("schedule", "Bearer test-cron-secret-0123456789")).status).toBe(503);
  });
});
