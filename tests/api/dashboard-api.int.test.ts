import { db } from "@/lib/db/client";
import { apiRequest } from "@/tests/support/auth";
import { formatPoints, formatWhole } from "@/lib/rules/format";
import { documented } from "@/tests/api/support/documented";
import { connectDemoLeague, removeDemoLeague, type DemoLeagueFixture } from "@/tests/support/demo-league";
import { GET as getTeams } from "@/app/api/teams/route";
import { GET as getRoster } from "@/app/api/teams/[id]/roster/route";
import { GET as getMatchup } from "@/app/api/teams/[id]/matchup/route";
import { GET as getPlayoff } from "@/app/api/teams/[id]/playoff-scenarios/route";
import { GET as getRosterNews } from "@/app/api/teams/[id]/roster-news/route";
import { GET as getNflWeek } from "@/app/api/nfl/matchups/[week]/route";
import { GET as getDetails } from "@/app/api/players/[playerId]/details/route";
import { GET as getPlayerNews } from "@/app/api/players/[playerId]/news/route";

// The football clock is pinned to the demo's Sunday (week 10, games live) so the answers don't depend on
// the day the suite runs; CI doesn't set APP_NOW.
jest.mock("@/lib/clock", () => ({ footballNow: () => new Date("2025-11-09T19:30:00Z") }));

// Needs only a migrated database: each run signs up its own users and connects the demo league.
type Handler = (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;
const call = (handler: Handler, path: string, params: Record<string, string>, cookie?: string) =>
  handler(apiRequest(path, { headers: cookie ? { cookie } : {} }), { params: Promise.resolve(params) });

let demo: DemoLeagueFixture | undefined;
let cookie = "";
let otherCookie = "";
let teamId = "";
let leagueId = "";
let playerId = "";

beforeAll(async () => {
  demo = await connectDemoLeague();
  ({ cookie, otherCookie, teamId, leagueId } = demo);
  const slot = await db.rosterSlot.findFirstOrThrow({
    where: { teamId, playerId: { not: null }, isStarting: true },
    orderBy: { week: "desc" },
  });
  playerId = slot.playerId ?? "";
}, 90_000);

afterAll(() => removeDemoLeague(demo), 60_000);

describe("GET /api/teams", () => {
  it("lists the user's team in the demo league, as documented", async () => {
    const teams = await documented("GET", "/api/teams", await call(getTeams, "/api/teams", {}, cookie));
    expect(teams.map((t: { id: string }) => t.id)).toContain(teamId);
  });
});

describe("GET /api/teams/{id}/roster", () => {
  it("returns the roster entries with game info, no-store", async () => {
    const res = await call(getRoster, `/api/teams/${teamId}/roster?week=10&_t=123`, { id: teamId }, cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const body = await documented("GET", "/api/teams/{id}/roster", res);
    expect(body.length).toBeGreaterThan(10);
    const row = body.find((e: { players: unknown }) => e.players);
    expect(Object.keys(row.players).sort()).toEqual([
      "id",
      "imageUrl",
      "injuryStatus",
      "isInjured",
      "name",
      "nflTeam",
      "position",
    ]);
    expect(Object.keys(row.roster_positions).sort()).toEqual([
      "actualPoints",
      "expectedPoints",
      "gameInfo",
      "id",
      "isStarting",
      "onBye",
      "out",
      "position",
      "projectedPoints",
      "scoreLabel",
    ]);
    const statuses = new Set(
      body.flatMap((e: { roster_positions: { gameInfo: { status: string } | null } }) =>
        e.roster_positions.gameInfo ? [e.roster_positions.gameInfo.status] : [],
      ),
    );
    expect([...statuses].every((s) => ["pre", "in", "post"].includes(s as string))).toBe(true);
  });

  it.each([
    ["week 0", "?week=0"],
    ["week 19", "?week=19"],
    ["week not a number", "?week=abc"],
  ])("400 for %s", async (_name, qs) => {
    const res = await call(getRoster, `/api/teams/${teamId}/roster${qs}`, { id: teamId }, cookie);
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe("bad_request");
  });

  it("401 when signed out", async () => {
    expect((await call(getRoster, `/api/teams/${teamId}/roster`, { id: teamId })).status).toBe(401);
  });
});

describe.each([
  ["roster", getRoster, "roster?week=10"],
  ["matchup", getMatchup, "matchup"],
  ["playoff-scenarios", getPlayoff, "playoff-scenarios"],
  ["roster-news", getRosterNews, "roster-news?limit=50"],
])("GET /api/teams/{id}/%s ownership", (_name, handler, suffix) => {
  it("404 for another user's team", async () => {
    const res = await call(handler as Handler, `/api/teams/${teamId}/${suffix}`, { id: teamId }, otherCookie);
    expect(res.status).toBe(404);
  });
  it("404 for an unknown team", async () => {
    expect((await call(handler as Handler, `/api/teams/nope/${suffix}`, { id: "nope" }, cookie)).status).toBe(404);
  });
});

describe("GET /api/teams/{id}/matchup", () => {
  it("returns win probability, both scores, commentary, battles and boom/bust", async () => {
    const res = await call(getMatchup, `/api/teams/${teamId}/matchup?week=10`, { id: teamId }, cookie);
    expect(res.status).toBe(200);
    const m = await documented("GET", "/api/teams/{id}/matchup", res);
    expect(m.winProbability).toBeGreaterThanOrEqual(0);
    expect(m.winProbability).toBeLessThanOrEqual(100);
    expect(m.yourTeam.projectedScore).toBeGreaterThan(50);
    expect(typeof m.opponent.name).toBe("string");
    expect(m.aiCommentary.length).toBeGreaterThan(20);
    expect(m.keyMatchups.length).toBeGreaterThan(0);
    expect(m.boomBust.ceiling).toBeGreaterThan(m.boomBust.floor);
  });

  it("GM's Analysis quotes the card's projected scores and win probability", async () => {
    const m = await (await call(getMatchup, `/api/teams/${teamId}/matchup?week=10`, { id: teamId }, cookie)).json();
    expect(m.aiCommentary).toContain(
      `projected ${formatPoints(m.yourTeam.projectedScore)} to ${formatPoints(m.opponent.projectedScore)}.`,
    );
    expect(m.aiCommentary).toContain(`(${formatWhole(m.winProbability)}% to win)`);
  });
});

describe("GET /api/teams/{id}/playoff-scenarios", () => {
  it("simulates the remaining season", async () => {
    const res = await call(getPlayoff, `/api/teams/${teamId}/playoff-scenarios`, { id: teamId }, cookie);
    expect(res.status).toBe(200);
    const p = await documented("GET", "/api/teams/{id}/playoff-scenarios", res);
    expect(p.simulations).toBeGreaterThan(0);
    expect(p.playoffOdds).toBeGreaterThanOrEqual(0);
    expect(p.playoffOdds).toBeLessThanOrEqual(100);
    expect(p.byeOdds).toBeLessThanOrEqual(p.playoffOdds);
    expect(p.seedDistribution.reduce((a: number, b: number) => a + b, 0)).toBeCloseTo(100, 0);
  });
});

describe("GET /api/teams/{id}/roster-news", () => {
  it("returns news items newest first, bounded by limit", async () => {
    const res = await call(getRosterNews, `/api/teams/${teamId}/roster-news?limit=5`, { id: teamId }, cookie);
    expect(res.status).toBe(200);
    const items = await documented("GET", "/api/teams/{id}/roster-news", res);
    expect(items.length).toBeLessThanOrEqual(5);
    for (let i = 1; i < items.length; i++) expect(items[i - 1].publishedAt >= items[i].publishedAt).toBe(true);
  });
  it.each(["0", "101", "x"])("400 for limit=%s", async (limit) => {
    expect(
      (await call(getRosterNews, `/api/teams/${teamId}/roster-news?limit=${limit}`, { id: teamId }, cookie)).status,
    ).toBe(400);
  });
});

describe("GET /api/nfl/matchups/{week}", () => {
  it("lists the week's games with state", async () => {
    const res = await call(getNflWeek, "/api/nfl/matchups/10", { week: "10" }, cookie);
    expect(res.status).toBe(200);
    const games = await documented("GET", "/api/nfl/matchups/{week}", res);
    expect(games.length).toBeGreaterThan(10);
    expect(games[0]).toEqual(expect.objectContaining({ week: 10, status: expect.stringMatching(/^(pre|in|post)$/) }));
  });
  it("400 for week 19", async () => {
    expect((await call(getNflWeek, "/api/nfl/matchups/19", { week: "19" }, cookie)).status).toBe(400);
  });
});

describe("GET /api/players/{playerId}/details", () => {
  it("returns the player card for the user's league (v accepted)", async () => {
    const res = await call(
      getDetails,
      `/api/players/${playerId}/details?leagueId=${leagueId}&v=7`,
      { playerId },
      cookie,
    );
    expect(res.status).toBe(200);
    const d = await documented("GET", "/api/players/{playerId}/details", res);
    expect(Object.keys(d).sort()).toEqual(["basic", "historicalStats", "news", "ownership", "rankings", "stats"]);
    expect(d.basic.fullName.length).toBeGreaterThan(2);
    expect(d.stats.weeklyStats).toHaveLength(18);
    expect(Object.keys(d.rankings.draftRanks)).toEqual(["PPR", "Standard", "Half PPR", "H2H"]);
    expect(d.historicalStats.citations.every((c: string) => c.startsWith("https://"))).toBe(true);
  });
  it("400 without leagueId", async () => {
    expect((await call(getDetails, `/api/players/${playerId}/details`, { playerId }, cookie)).status).toBe(400);
  });
  it("404 for another user's league", async () => {
    expect(
      (await call(getDetails, `/api/players/${playerId}/details?leagueId=${leagueId}`, { playerId }, otherCookie))
        .status,
    ).toBe(404);
  });
  it("404 for an unknown player", async () => {
    expect(
      (await call(getDetails, `/api/players/nope/details?leagueId=${leagueId}`, { playerId: "nope" }, cookie)).status,
    ).toBe(404);
  });
});

describe("GET /api/players/{playerId}/news", () => {
  it("returns news items", async () => {
    const res = await call(getPlayerNews, `/api/players/${playerId}/news?leagueId=${leagueId}`, { playerId }, cookie);
    expect(res.status).toBe(200);
    expect(Array.isArray(await documented("GET", "/api/players/{playerId}/news", res))).toBe(true);
  });
  it("404 for another user's league", async () => {
    expect(
      (await call(getPlayerNews, `/api/players/${playerId}/news?leagueId=${leagueId}`, { playerId }, otherCookie))
        .status,
    ).toBe(404);
  });
});
