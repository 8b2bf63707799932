import { apiRequest } from "@/tests/support/auth";
import type { PlayerSearchResponse } from "@/lib/players/types";
import { connectDemoLeague, removeDemoLeague, type DemoLeagueFixture } from "@/tests/support/demo-league";
import { GET } from "./route";

jest.mock("@/lib/clock", () => ({ footballNow: () => new Date("2025-11-09T19:30:00Z") }));

let demo: DemoLeagueFixture | undefined;
const search = (qs: string, cookie = demo?.cookie ?? "") =>
  GET(apiRequest(`/api/players/search?${qs}`, { headers: cookie ? { cookie } : {} }));
const ok = async (qs: string): Promise<PlayerSearchResponse> => {
  const res = await search(`leagueId=${demo?.leagueId}&${qs}`);
  expect(res.status).toBe(200);
  return res.json();
};

beforeAll(async () => {
  demo = await connectDemoLeague();
}, 90_000);
afterAll(() => removeDemoLeague(demo), 60_000);

describe("GET /api/players/search", () => {
  it.each([
    ["jamar chase", "Ja'Marr Chase"],
    ["JA'MARR", "Ja'Marr Chase"],
    ["amon ra st brown", "Amon-Ra St. Brown"],
    ["jefferson justin", "Justin Jefferson"],
    ["cristian mccaffery", "Christian McCaffrey"],
  ])("finds %s → %s (typos, case, punctuation)", async (q, name) => {
    const body = await ok(`q=${encodeURIComponent(q)}&limit=5`);
    expect(body.players[0]?.name).toBe(name);
    expect(body.sort).toBe("relevance");
  });

  it("answers the row shape with league owners", async () => {
    const body = await ok("sort=projection&limit=100");
    expect(body.week).toBe(10);
    expect(body.teams).toHaveLength(12);
    const row = body.players[0];
    expect(Object.keys(row ?? {}).sort()).toEqual([
      "byeWeek",
      "id",
      "imageUrl",
      "injuryStatus",
      "name",
      "nflTeam",
      "owner",
      "percentOwned",
      "position",
      "projection",
      "restOfSeason",
      "trend",
    ]);
    const projections = body.players.map((p) => p.projection ?? -1);
    expect(projections).toEqual([...projections].sort((a, b) => b - a));
    expect(body.players.some((p) => p.owner === null)).toBe(true);
    expect(body.players.some((p) => p.owner?.isMine)).toBe(true);
  });

  it("filters by availability, position and injury", async () => {
    const free = await ok("availability=free_agent&position=WR&limit=100");
    expect(free.players.length).toBeGreaterThan(20);
    expect(free.players.every((p) => p.owner === null && p.position === "WR")).toBe(true);
    const mine = await ok("availability=mine&limit=100");
    expect(mine.players.length).toBeGreaterThan(10);
    expect(mine.players.every((p) => p.owner?.isMine)).toBe(true);
    const other = mine.teams.find((t) => !t.isMine);
    const theirs = await ok(`availability=team:${other?.id}&limit=100`);
    expect(theirs.players.length).toBeGreaterThan(10);
    expect(theirs.players.every((p) => p.owner?.teamId === other?.id)).toBe(true);
    const healthy = await ok("injury=healthy&limit=100");
    expect(healthy.players.every((p) => !p.injuryStatus || p.injuryStatus === "ACTIVE")).toBe(true);
  });

  it("404 for another user's league, 401 signed out", async () => {
    expect((await search(`leagueId=${demo?.leagueId}&q=chase`, demo?.otherCookie)).status).toBe(404);
    expect((await search(`leagueId=${demo?.leagueId}&q=chase`, "")).status).toBe(401);
  });

  it.each([
    ["no league", "q=chase"],
    ["unknown sort", "sort=best"],
    ["unknown position", "position=LB"],
    ["limit too big", "limit=1000"],
    ["q too long", `q=${"a".repeat(101)}`],
    ["bad availability", "availability=everyone"],
  ])("400 for %s", async (_name, qs) => {
    const res = await search(qs.startsWith("q=chase") ? qs : `leagueId=${demo?.leagueId}&${qs}`);
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe("bad_request");
  });
});
