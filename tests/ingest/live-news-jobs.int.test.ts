// The live game state, news and injuries jobs against a fake ESPN site API and a fake Sleeper, for 2026 (a season
// that is not bundled): the scoreboard is fetched only while a stored game is in play, its pre/in/post states land on
// the stored games and every reader sees them; ESPN articles are stored per player they name with their real links;
// Sleeper's injury designations reach the players with one news item per change. A source that times out, answers
// 5xx, garbage or nothing keeps the stored data and records the error.
import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import path from "node:path";

type Mode = "ok" | "500" | "garbage" | "empty" | "timeout";
let mode: Mode = "ok";
let scoreboard: "pre" | "in" | "post" = "pre";
const requests: string[] = [];
const fixture = (name: string) => readFileSync(path.join(__dirname, "../fixtures/espn/site-api", name), "utf8");
const sleeperDump = {
  "4984": {
    player_id: "4984",
    full_name: "Josh Allen",
    position: "QB",
    team: "BUF",
    injury_status: "Questionable",
    injury_body_part: "Ankle",
    espn_id: 3918298,
  },
  "9486": { player_id: "9486", full_name: "Jayden Reed", position: "WR", team: "GB", injury_status: null },
};

jest.mock("@/env", () => {
  const actual = jest.requireActual<typeof import("@/env")>("@/env").env;
  const overrides: Record<string, () => unknown> = {
    ESPN_SITE_API_URL: () => process.env.TEST_SITE_URL,
    SLEEPER_API_URL: () => `${process.env.TEST_SITE_URL}/sleeper`,
    PROVIDER_TIMEOUT_MS: () => 300,
  };
  return {
    env: new Proxy(actual, {
      get: (target, key) => overrides[key as string]?.() ?? target[key as keyof typeof target],
    }),
  };
});

import { db } from "@/lib/db/client";
import { runJob } from "@/lib/ingest/jobs";
import { sourceStatuses } from "@/lib/ingest/status";
import { teamGameState } from "@/lib/league-model/game-states";
import { newsForPlayers } from "@/lib/league-model/news";

const KICKOFF = new Date("2026-11-22T18:00:00Z");
const at = (minutes: number) => new Date(KICKOFF.getTime() + minutes * 60_000);
const NEWS_DAY = new Date("2026-11-19T12:00:00Z");
let server: Server;
let allen: { id: string };
let reed: { id: string };

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://x");
    requests.push(`${url.pathname}${url.search}`);
    const json = (body: string) => res.writeHead(200, { "content-type": "application/json" }).end(body);
    if (mode === "timeout") return void setTimeout(() => json("{}"), 1_000);
    if (mode === "500") return void res.writeHead(502).end("bad gateway");
    if (mode === "garbage") return json("<html>{not json");
    if (url.pathname === "/scoreboard")
      return json(mode === "empty" ? JSON.stringify({ events: [] }) : fixture(`scoreboard_${scoreboard}.json`));
    if (url.pathname === "/news")
      return json(mode === "empty" ? JSON.stringify({ articles: [] }) : fixture("news.json"));
    if (url.pathname === "/sleeper/players/nfl") return json(JSON.stringify(mode === "empty" ? {} : sleeperDump));
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("no port");
  process.env.TEST_SITE_URL = `http://127.0.0.1:${address.port}`;
  await db.nflGame.deleteMany({ where: { season: 2026, week: 12 } });
  await db.nflGame.createMany({
    data: [
      { id: "2026_12_BUF_KC", season: 2026, week: 12, homeTeam: "KC", awayTeam: "BUF", kickoff: KICKOFF },
      { id: "2026_12_WAS_GB", season: 2026, week: 12, homeTeam: "GB", awayTeam: "WAS", kickoff: KICKOFF },
    ],
  });
  const player = (fullName: string, position: string, ids: { espnId?: string; sleeperId?: string }) =>
    db.player.upsert({
      where: ids.espnId ? { espnId: ids.espnId } : { sleeperId: ids.sleeperId },
      create: { fullName, position, nflTeam: null, ...ids },
      update: {},
      select: { id: true },
    });
  allen = await player("Josh Allen", "QB", { espnId: "3918298" });
  reed = await player("Jayden Reed", "WR", { sleeperId: "9486" });
  await db.player.update({ where: { id: allen.id }, data: { injuryStatus: null } });
  await db.player.update({ where: { id: reed.id }, data: { injuryStatus: "OUT" } });
  await db.newsItem.deleteMany({ where: { playerId: { in: [allen.id, reed.id] } } });
  await db.dataSource.deleteMany({});
  await db.ingestLease.deleteMany({});
  await db.httpCache.deleteMany({ where: { key: "sleeper:players:nfl" } });
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await db.nflGame.deleteMany({ where: { season: 2026, week: 12 } });
  await db.newsItem.deleteMany({ where: { playerId: { in: [allen.id, reed.id] } } });
});

const games = () => db.nflGame.findMany({ where: { season: 2026, week: 12 }, orderBy: { id: "asc" } });
const status = (source: string) => db.dataSource.findUniqueOrThrow({ where: { source } });

describe("live job (ESPN scoreboard)", () => {
  it("fetches nothing before any stored game has kicked off", async () => {
    mode = "ok";
    const seen = requests.length;
    expect(await runJob("live", at(-30))).toEqual({ job: "live", status: "ok", rows: 0 });
    expect(requests.length).toBe(seen);
  });

  it("stores a delayed kickoff as pre, then the in-progress state every reader sees", async () => {
    mode = "ok";
    scoreboard = "pre";
    expect(await runJob("live", at(1))).toEqual({ job: "live", status: "ok", rows: 2 });
    expect(requests.at(-1)).toBe("/scoreboard?seasontype=2&week=12&dates=2026");
    expect((await teamGameState("KC", 2026, 12, at(1)))?.status).toBe("pre");

    scoreboard = "in";
    expect(await runJob("live", at(95))).toMatchObject({ status: "ok", rows: 2 });
    const [bufKc, wasGb] = await games();
    expect(bufKc).toMatchObject({ status: "in", quarter: 3, clock: "7:42", homeScore: 17, awayScore: 10 });
    expect(bufKc).toMatchObject({ possession: "BUF", redZone: true });
    expect(wasGb).toMatchObject({ status: "in", quarter: 2, clock: "Halftime", homeScore: 7, awayScore: 14 });
    expect(wasGb).toMatchObject({ possession: null, redZone: false }); // ESPN's WSH is nflverse's WAS

    const buf = await teamGameState("BUF", 2026, 12, at(95));
    expect(buf).toMatchObject({ status: "in", teamScore: 10, opponentScore: 17, opponent: "KC", isHome: false });
    expect(buf).toMatchObject({ onField: true, inRedZone: true });
    expect(buf!.progress).toBeCloseTo((2 * 900 + 900 - 462) / 3600, 5);
    expect(await teamGameState("KC", 2026, 12, at(95))).toMatchObject({ onField: false, inRedZone: false });
    expect((await teamGameState("GB", 2026, 12, at(95)))?.progress).toBe(0.5);
  });

  it.each(["timeout", "500", "garbage", "empty"] as const)("keeps the stored state when ESPN answers %s", async (m) => {
    mode = m;
    const before = await games();
    const result = await runJob("live", at(100));
    expect(result.status).toBe("failed");
    expect(result.error).toMatch(
      { timeout: /did not answer/, "500": /ESPN/, garbage: /could not read/, empty: /kept the stored state/ }[m],
    );
    expect(await games()).toEqual(before);
    expect(await status("espn-scoreboard")).toMatchObject({ lastError: result.error });
    expect((await status("espn-scoreboard")).lastSuccessAt).not.toBeNull();
  });

  it("stores the final score, and stops fetching once every game is final", async () => {
    mode = "ok";
    scoreboard = "post";
    // The first run after the games is on Tuesday (the server was down since Sunday's third quarter): the games
    // still read "in" and are fetched once more.
    const tuesday = at(45 * 60);
    expect(await runJob("live", tuesday)).toMatchObject({ status: "ok", rows: 2 });
    expect((await games()).map((g) => [g.status, g.homeScore, g.awayScore])).toEqual([
      ["post", 27, 24],
      ["post", 20, 23],
    ]);
    expect(await teamGameState("KC", 2026, 12, at(200))).toMatchObject({ completed: true, progress: 1 });
    const seen = requests.length;
    expect(await runJob("live", at(45 * 60 + 30))).toMatchObject({ status: "ok", rows: 0 });
    expect(requests.length).toBe(seen);
    expect((await status("espn-scoreboard")).lastError).toBeNull();
  });
});

describe("news job (ESPN news)", () => {
  const stored = () =>
    db.newsItem.findMany({ where: { playerId: { in: [allen.id, reed.id] }, source: "ESPN" }, orderBy: { id: "asc" } });

  it("stores each article once per player it names, with its real link", async () => {
    mode = "ok";
    expect(await runJob("news", NEWS_DAY)).toMatchObject({ status: "ok" });
    const rows = await stored();
    expect(rows.map((r) => [r.playerId, r.url]).sort()).toEqual(
      [
        [allen.id, "https://www.espn.com/nfl/story/_/id/47000001"], // tagged with his ESPN athlete id
        [reed.id, "https://www.espn.com/nfl/story/_/id/47000002"], // named in the text
      ].sort(),
    );
    expect(rows.find((r) => r.playerId === reed.id)).toMatchObject({ type: "trade", source: "ESPN" });
    // The roster and player news read them with the data desk's recaps (none for a 2026 season yet).
    const news = await newsForPlayers({
      players: [{ id: allen.id, fullName: "Josh Allen", gsisId: null, nflcomId: null }],
      season: 2026,
      now: NEWS_DAY,
      limit: 10,
    });
    expect(news[0]).toMatchObject({
      headline: "Bills' Josh Allen limited in practice with ankle injury",
      url: "https://www.espn.com/nfl/story/_/id/47000001",
      imageUrl: "https://a.espncdn.com/photo/2026/1118/47000001.jpg",
      playerName: "Josh Allen",
    });
  });

  it.each(["timeout", "500", "garbage", "empty"] as const)("keeps the stored news when ESPN answers %s", async (m) => {
    mode = m;
    const before = await stored();
    const result = await runJob("news", NEWS_DAY);
    expect(result.status).toBe("failed");
    expect(await stored()).toEqual(before);
    expect(await status("espn-news")).toMatchObject({ lastError: result.error });
  });
});

describe("injuries job (Sleeper players dump)", () => {
  const statuses = async () =>
    (await db.player.findMany({ where: { id: { in: [allen.id, reed.id] } }, orderBy: { fullName: "asc" } })).map(
      (p) => [p.fullName, p.injuryStatus],
    );

  it.each(["timeout", "500", "garbage", "empty"] as const)(
    "keeps the players' statuses when Sleeper answers %s",
    async (m) => {
      mode = m;
      const result = await runJob("injuries", NEWS_DAY);
      expect(result.status).toBe("failed");
      expect(await statuses()).toEqual([
        ["Jayden Reed", "OUT"],
        ["Josh Allen", null],
      ]);
      expect(await status("sleeper-injuries")).toMatchObject({ lastError: result.error, lastSuccessAt: null });
    },
  );

  it("writes each changed designation onto the player, with one news item per change", async () => {
    mode = "ok";
    expect(await runJob("injuries", NEWS_DAY)).toMatchObject({ status: "ok", rows: 2 });
    expect(await statuses()).toEqual([
      ["Jayden Reed", "ACTIVE"],
      ["Josh Allen", "QUESTIONABLE"],
    ]);
    const news = await db.newsItem.findMany({ where: { source: "Sleeper", playerId: { in: [allen.id, reed.id] } } });
    expect(news.map((n) => [n.headline, n.impact]).sort()).toEqual([
      ["Jayden Reed is off the injury report", "positive"],
      ["Josh Allen is listed as questionable (ankle)", "negative"],
    ]);
    // Nothing changed since: the next run (from the day's cached dump, no fetch) writes nothing.
    const seen = requests.length;
    expect(await runJob("injuries", NEWS_DAY)).toMatchObject({ status: "ok", rows: 0 });
    expect(requests.length).toBe(seen);
  });

  it("lists every source with its last refresh and error for /api/health and /settings", async () => {
    const now = new Date();
    const sources = await sourceStatuses(now);
    expect(sources.map((s) => s.source)).toEqual(["espn-news", "espn-scoreboard", "sleeper-injuries"]);
    expect(sources.find((s) => s.source === "espn-news")).toMatchObject({ lastError: expect.any(String) });
    expect(sources.find((s) => s.source === "sleeper-injuries")).toMatchObject({ lastError: null, stale: false });
  });
});
