// The Sleeper projections job against a fake Sleeper projections endpoint for 2026 (not bundled): it stores every
// week from the clock's week to the last and lib/nfl reads the lines; a 5xx, garbage, a partial week, a missing
// week or a timeout keeps the stored lines and records the error.
import { createServer, type Server } from "node:http";

type Mode = "ok" | "500" | "garbage" | "partial" | "missing-week" | "timeout";
let mockMode: Mode = "ok";
let requests = 0;

jest.mock("@/env", () => {
  const actual = jest.requireActual<typeof import("@/env")>("@/env").env;
  return {
    env: new Proxy(actual, {
      get: (target, key) =>
        key === "SLEEPER_API_URL"
          ? process.env.TEST_SLEEPER_URL
          : key === "PROVIDER_TIMEOUT_MS"
            ? // Short only where the fake never answers: a busy machine must not turn a normal answer into a timeout.
              mockMode === "timeout"
              ? 300
              : 10_000
            : target[key as keyof typeof target],
    }),
  };
});

import { db } from "@/lib/db/client";
import { runJob } from "@/lib/ingest/jobs";
import { setSourceProjections, sourceProjectionLine } from "@/lib/nfl/source-projections";

const NOW = new Date("2026-11-25T15:00:00Z"); // 2026 week 12: weeks 12–18 are fetched
const POSITIONS = ["QB", "RB", "WR", "TE"];

// 160 players a week, each projected a little differently per week.
function weekAnswer(week: number, players = 160) {
  return Array.from({ length: players }, (_, i) => ({
    player_id: String(1000 + i),
    week,
    season: "2026",
    team: "KC",
    player: { position: POSITIONS[i % 4] },
    stats: { rec: 3 + (i % 5), rec_yd: 40 + week, rush_yd: 10, fum_lost: 0.1, pts_ppr: 12 },
  }));
}

let server: Server;
beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://x");
    const match = /^\/sleeper\/projections\/nfl\/2026\/(\d+)$/.exec(url.pathname);
    if (!match || url.searchParams.get("season_type") !== "regular") return void res.writeHead(404).end();
    requests += 1;
    const week = Number(match[1]);
    if (mockMode === "timeout") return; // never answers
    if (mockMode === "500") return void res.writeHead(503).end("unavailable");
    if (mockMode === "garbage") return void res.writeHead(200, { "content-type": "application/json" }).end("{not json");
    if (mockMode === "missing-week" && week === 18) return void res.writeHead(404).end();
    const body = weekAnswer(week, mockMode === "partial" && week === 15 ? 40 : 160);
    res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("no port");
  process.env.TEST_SLEEPER_URL = `http://127.0.0.1:${address.port}/sleeper/v1`;
  await db.sourceProjection.deleteMany({});
  await db.dataSource.deleteMany({});
  await db.ingestLease.deleteMany({});
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await db.sourceProjection.deleteMany({});
  setSourceProjections([]);
});

const stored = () =>
  db.sourceProjection.findMany({ where: { season: 2026 }, orderBy: [{ week: "asc" }, { playerKey: "asc" }] });

describe("sleeper-projections job", () => {
  it("stores every player's line for each week from the clock's week to the last, read by lib/nfl", async () => {
    mockMode = "ok";
    const result = await runJob("sleeper-projections", NOW);
    expect(result).toEqual({ job: "sleeper-projections", status: "ok", rows: 7 * 160 });
    const rows = await stored();
    expect(new Set(rows.map((r) => r.week))).toEqual(new Set([12, 13, 14, 15, 16, 17, 18]));
    expect(sourceProjectionLine("sleeper", "1001", 2026, 12)).toEqual({
      rec: 4,
      rec_yd: 52,
      rush_yd: 10,
      fum_lost: 0.1,
    });
    const status = await db.dataSource.findUniqueOrThrow({ where: { source: "sleeper-projections" } });
    expect(status).toMatchObject({ rows: 7 * 160, lastError: null });
  });

  const why: Record<Exclude<Mode, "ok">, RegExp> = {
    "500": /Sleeper/,
    garbage: /Sleeper/,
    timeout: /Sleeper/,
    partial: /^Sleeper sent partial projections for 2026 \(week 15\); kept the stored projections$/,
    "missing-week": /^Sleeper has no projections for 2026 week 18 \(404\)\.$/,
  };
  it.each(["500", "garbage", "timeout", "partial", "missing-week"] as const)(
    "keeps the stored lines when Sleeper answers %s, and records why",
    async (m) => {
      mockMode = m;
      const before = await stored();
      expect(before).toHaveLength(7 * 160);
      const result = await runJob("sleeper-projections", NOW);
      expect(result.status).toBe("failed");
      expect(result.error).toMatch(why[m]);
      expect(await stored()).toEqual(before);
      expect(sourceProjectionLine("sleeper", "1001", 2026, 15)).not.toBeNull();
      const status = await db.dataSource.findUniqueOrThrow({ where: { source: "sleeper-projections" } });
      expect(status.lastError).toBe(result.error);
      expect(status.lastSuccessAt).not.toBeNull();
    },
  );

  it("fetches nothing for a bundled season", async () => {
    const seen = requests;
    expect(await runJob("sleeper-projections", new Date("2025-11-09T19:30:00Z"))).toMatchObject({ rows: 0 });
    expect(requests).toBe(seen);
  });
});
