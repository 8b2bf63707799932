import { db } from "@/lib/db/client";
import { apiRequest } from "@/tests/support/auth";
import { normalizeName } from "@/lib/domain/player-name";
import { documented } from "@/tests/api/support/documented";
import { connectDemoLeague, removeDemoLeague, type DemoLeagueFixture } from "@/tests/support/demo-league";
import { GET as getLineup } from "@/app/api/teams/[id]/lineup/route";
import { GET as getWaivers } from "@/app/api/teams/[id]/waivers/route";
import { POST as postAnalysis } from "@/app/api/teams/[id]/waiver-analysis/route";
import { POST as postEvaluate } from "@/app/api/teams/[id]/trades/evaluate/route";
import { GET as getFind } from "@/app/api/teams/[id]/trades/find/route";
import { GET as getHistory } from "@/app/api/teams/[id]/trades/history/route";
import { GET as getRosters } from "@/app/api/teams/[id]/trades/rosters/route";
import type {
  LineupView,
  TradeFinderView,
  TradeHistoryView,
  TradeResult,
  TradeRosters,
  WaiverAnalysis,
  WaiversView,
} from "@/lib/league-model/decisions/types";

// The demo's Sunday of week 10 (early games live), as the dashboard's integration test pins it.
jest.mock("@/lib/clock", () => ({ footballNow: () => new Date("2025-11-09T19:30:00Z") }));

type Handler = (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;
const call = (handler: Handler, path: string, id: string, cookie?: string, body?: unknown) =>
  handler(apiRequest(path, { method: body === undefined ? "GET" : "POST", body, headers: cookie ? { cookie } : {} }), {
    params: Promise.resolve({ id }),
  });

let demo: DemoLeagueFixture | undefined;
let cookie = "";
let otherCookie = "";
let teamId = "";
let rosters: TradeRosters;
let freeAgent = "";

beforeAll(async () => {
  demo = await connectDemoLeague();
  ({ cookie, otherCookie, teamId } = demo);
  rosters = await documented<TradeRosters>(
    "GET",
    "/api/teams/{id}/trades/rosters",
    await call(getRosters, `/api/teams/${teamId}/trades/rosters`, teamId, cookie),
  );
  const w = await documented<WaiversView>(
    "GET",
    "/api/teams/{id}/waivers",
    await call(getWaivers, `/api/teams/${teamId}/waivers?pageSize=5`, teamId, cookie),
  );
  freeAgent = w.rows[0]?.id ?? "";
}, 120_000);

afterAll(() => removeDemoLeague(demo), 60_000);

const mine = () => rosters.teams.find((t) => t.mine)?.players ?? [];
const partner = () => rosters.teams.find((t) => !t.mine);

describe("GET /api/teams/{id}/lineup", () => {
  it("returns both lineups slot by slot with P(win) before/after and priced swaps", async () => {
    const res = await call(getLineup, `/api/teams/${teamId}/lineup`, teamId, cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const body = await documented<LineupView>("GET", "/api/teams/{id}/lineup", res);
    expect(body.week).toBe(10);
    expect(body.objective).toBe("win");
    expect(body.opponent?.name).toEqual(expect.any(String));
    expect(body.slots.length).toBeGreaterThanOrEqual(8);
    expect(body.before.winProbability).toBeGreaterThan(0);
    expect(body.before.winProbability).toBeLessThan(100);
    expect(body.after.winProbability).toBeGreaterThanOrEqual(body.before.winProbability - 0.05);
    for (const s of body.swaps) expect(typeof s.deltaWinProbability).toBe("number");
    // Locked players (game started) never move.
    for (const row of body.slots) if (row.current?.locked) expect(row.recommended?.id).toBe(row.current.id);
    for (const p of body.bench) expect(p.id).toEqual(expect.any(String));
  });

  it("points mode keeps the max-projected-points lineup", async () => {
    const body = await documented<LineupView>(
      "GET",
      "/api/teams/{id}/lineup",
      await call(getLineup, `/api/teams/${teamId}/lineup?objective=points`, teamId, cookie),
    );
    expect(body.objective).toBe("points");
    expect(body.after.projectedPoints).toBeGreaterThanOrEqual(body.before.projectedPoints - 0.05);
  });

  it("400 for a bad objective", async () => {
    const res = await call(getLineup, `/api/teams/${teamId}/lineup?objective=fun`, teamId, cookie);
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe("bad_request");
  });
});

describe("GET /api/teams/{id}/waivers", () => {
  it("ranks free agents (none rostered) with Δ odds, bids and pages", async () => {
    const res = await call(getWaivers, `/api/teams/${teamId}/waivers?pageSize=25`, teamId, cookie);
    expect(res.status).toBe(200);
    const body = await documented<WaiversView>("GET", "/api/teams/{id}/waivers", res);
    expect(body.waiverType).toBe("FAAB");
    expect(body.nextRun).toBe("2025-11-12T08:00:00.000Z"); // the demo's Wednesday 3:00 AM ET run after week 10
    expect(body.rows).toHaveLength(25);
    expect(body.total).toBeGreaterThan(25);
    expect(body.pricedCount).toBeGreaterThan(0);
    const rostered = new Set(
      (await db.rosterSlot.findMany({ where: { team: { leagueId: demo?.leagueId } }, select: { playerId: true } })).map(
        (s) => s.playerId,
      ),
    );
    expect(body.rows.some((r) => rostered.has(r.id))).toBe(false);
    const priced = body.rows.filter((r) => r.deltaPlayoff !== null);
    expect(priced.length).toBe(body.pricedCount);
    expect(priced[0]?.bid).toEqual(expect.any(Number));
    expect(priced[0]?.bidReason).toEqual(expect.any(String));
    expect(priced[0]?.drop?.id).toEqual(expect.any(String));
  });

  it("filters by position and name", async () => {
    const body = await documented<WaiversView>(
      "GET",
      "/api/teams/{id}/waivers",
      await call(getWaivers, `/api/teams/${teamId}/waivers?position=TE&hideInjured=1&available=1`, teamId, cookie),
    );
    expect(body.rows.length).toBeGreaterThan(0);
    expect(body.rows.every((r) => r.position === "TE" && !r.onByeThisWeek)).toBe(true);
    const name = normalizeName(body.rows[0]?.name ?? "").split(" ")[0] ?? "";
    expect(name.length).toBeGreaterThan(1);
    const search = await documented<WaiversView>(
      "GET",
      "/api/teams/{id}/waivers",
      await call(getWaivers, `/api/teams/${teamId}/waivers?q=${encodeURIComponent(name)}`, teamId, cookie),
    );
    expect(search.rows.length).toBeGreaterThan(0);
    expect(search.rows.every((r) => normalizeName(r.name).includes(name))).toBe(true);
  });

  it.each([["?position=DST"], ["?page=0"], ["?pageSize=1000"], ["?available=maybe"]])("400 for %s", async (qs) => {
    expect((await call(getWaivers, `/api/teams/${teamId}/waivers${qs}`, teamId, cookie)).status).toBe(400);
  });
});

describe("POST /api/teams/{id}/waiver-analysis", () => {
  it("prices pairs side by side, best first, with weekly effects and a bid", async () => {
    const drops = mine()
      .slice(-2)
      .map((p) => p.id);
    const res = await call(postAnalysis, `/api/teams/${teamId}/waiver-analysis`, teamId, cookie, {
      pairs: [
        { add: [freeAgent], drop: [drops[0]] },
        { add: [freeAgent], drop: [drops[1]] },
      ],
    });
    expect(res.status).toBe(200);
    const body = await documented<WaiverAnalysis>("POST", "/api/teams/{id}/waiver-analysis", res);
    expect(body.pairs).toHaveLength(2);
    expect(body.pairs[0]?.odds.deltaPlayoff).toBeGreaterThanOrEqual(body.pairs[1]?.odds.deltaPlayoff ?? 0);
    expect(body.pairs[0]?.weekly.length).toBeGreaterThan(0);
    expect(body.pairs[0]?.add[0]?.id).toBe(freeAgent);
    expect(body.pairs[0]?.bid).toEqual(expect.any(Number));
    expect(body.pairs[0]?.odds).toEqual(
      expect.objectContaining({
        playoffBefore: expect.any(Number),
        byeAfter: expect.any(Number),
        titleAfter: expect.any(Number),
      }),
    );
  });

  it("422 when the roster would be over the limit, or the add is rostered, or the drop is not mine", async () => {
    const over = await call(postAnalysis, `/api/teams/${teamId}/waiver-analysis`, teamId, cookie, {
      pairs: [{ add: [freeAgent], drop: [] }],
    });
    expect(over.status).toBe(422);
    expect((await over.json()).message).toMatch(/Roster limit/);
    const theirs = partner()?.players[0]?.id ?? "";
    expect(
      (
        await call(postAnalysis, `/api/teams/${teamId}/waiver-analysis`, teamId, cookie, {
          pairs: [{ add: [theirs], drop: [mine()[0]?.id] }],
        })
      ).status,
    ).toBe(422);
    expect(
      (
        await call(postAnalysis, `/api/teams/${teamId}/waiver-analysis`, teamId, cookie, {
          pairs: [{ add: [freeAgent], drop: [theirs] }],
        })
      ).status,
    ).toBe(422);
  });

  it("400 for a malformed body", async () => {
    expect(
      (await call(postAnalysis, `/api/teams/${teamId}/waiver-analysis`, teamId, cookie, { pairs: [] })).status,
    ).toBe(400);
    expect((await call(postAnalysis, `/api/teams/${teamId}/waiver-analysis`, teamId, cookie, "not json")).status).toBe(
      400,
    );
  });
});

describe("trades", () => {
  it("evaluates a trade for both teams with standard errors and a verdict", async () => {
    const p = partner();
    const give = [mine()[2]?.id ?? ""];
    const get = [p?.players[2]?.id ?? ""];
    const res = await call(postEvaluate, `/api/teams/${teamId}/trades/evaluate`, teamId, cookie, {
      partnerId: p?.id,
      give,
      get,
    });
    expect(res.status).toBe(200);
    const body = await documented<TradeResult>("POST", "/api/teams/{id}/trades/evaluate", res);
    expect(body.partner.id).toBe(p?.id);
    expect(body.mine.teamId).toBe(teamId);
    expect(body.theirs.teamId).toBe(p?.id);
    expect(body.mine.sePlayoff).toBeGreaterThanOrEqual(0);
    expect(["good", "fair", "them", "uncertain"]).toContain(body.verdict);
    expect(body.verdictText.length).toBeGreaterThan(10);
    expect(typeof body.pointsGained).toBe("number");
  });

  it("prices a 2-for-1 into my full roster with the drop it needs; 422 for players on the wrong side", async () => {
    const p = partner();
    const get = [p?.players[3]?.id, p?.players[4]?.id];
    const overfill = await call(postEvaluate, `/api/teams/${teamId}/trades/evaluate`, teamId, cookie, {
      partnerId: p?.id,
      give: [mine()[3]?.id],
      get,
    });
    expect(overfill.status).toBe(200);
    const priced = await documented<TradeResult>("POST", "/api/teams/{id}/trades/evaluate", overfill);
    expect(priced.drop).toHaveLength(1);
    expect(get).not.toContain(priced.drop[0]?.id);
    expect(priced.partnerDrop).toEqual([]);
    const wrong = await call(postEvaluate, `/api/teams/${teamId}/trades/evaluate`, teamId, cookie, {
      partnerId: p?.id,
      give: [p?.players[0]?.id],
      get: [p?.players[1]?.id],
    });
    expect(wrong.status).toBe(422);
    const unknown = await call(postEvaluate, `/api/teams/${teamId}/trades/evaluate`, teamId, cookie, {
      partnerId: "nope",
      give: [mine()[0]?.id],
      get: ["x"],
    });
    expect(unknown.status).toBe(404);
  });

  it("400 for an empty side or the same player on both sides", async () => {
    const p = partner();
    expect(
      (
        await call(postEvaluate, `/api/teams/${teamId}/trades/evaluate`, teamId, cookie, {
          partnerId: p?.id,
          give: [],
          get: ["a"],
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await call(postEvaluate, `/api/teams/${teamId}/trades/evaluate`, teamId, cookie, {
          partnerId: p?.id,
          give: ["a"],
          get: ["a"],
        })
      ).status,
    ).toBe(400);
  });

  it("finds trades that help both teams (or says why none), filterable by partner", async () => {
    const res = await call(getFind, `/api/teams/${teamId}/trades/find`, teamId, cookie);
    expect(res.status).toBe(200);
    const body = await documented<TradeFinderView>("GET", "/api/teams/{id}/trades/find", res);
    expect(body.searched).toBeGreaterThan(0);
    if (body.trades.length === 0) expect(body.emptyReason).toEqual(expect.any(String));
    for (const t of body.trades) {
      expect(t.deltaPlayoff).toBeGreaterThan(0);
      expect(t.partnerDeltaPlayoff).toBeGreaterThan(0);
    }
    // Best for me first (the partner's Δ never negative), each deal fitting both rosters as listed.
    const myDeltas = body.trades.map((t) => t.deltaPlayoff);
    expect(myDeltas).toEqual([...myDeltas].sort((a, b) => b - a));
    for (const t of body.trades) expect(t.drop).toHaveLength(Math.max(0, t.get.length - t.give.length));
    const only = body.trades[0]?.partner.id;
    if (only) {
      const filtered = await documented<TradeFinderView>(
        "GET",
        "/api/teams/{id}/trades/find",
        await call(getFind, `/api/teams/${teamId}/trades/find?partner=${only}`, teamId, cookie),
      );
      expect(filtered.trades.every((t) => t.partner.id === only)).toBe(true);
    }
    expect((await call(getFind, `/api/teams/${teamId}/trades/find?position=XX`, teamId, cookie)).status).toBe(400);
  });

  it("lists the league's trades (the demo has none) and every roster", async () => {
    const res = await call(getHistory, `/api/teams/${teamId}/trades/history`, teamId, cookie);
    expect(res.status).toBe(200);
    expect((await documented<TradeHistoryView>("GET", "/api/teams/{id}/trades/history", res)).trades).toEqual([]);
    expect(rosters.teams).toHaveLength(12);
    expect(rosters.teams[0]?.mine).toBe(true);
    expect(rosters.rosterLimit).toBeGreaterThan(10);
  });
});

describe.each([
  ["lineup", getLineup, "lineup", undefined],
  ["waivers", getWaivers, "waivers", undefined],
  ["waiver-analysis", postAnalysis, "waiver-analysis", { pairs: [{ add: ["a"], drop: [] }] }],
  ["trades/evaluate", postEvaluate, "trades/evaluate", { partnerId: "p", give: ["a"], get: ["b"] }],
  ["trades/find", getFind, "trades/find", undefined],
  ["trades/history", getHistory, "trades/history", undefined],
  ["trades/rosters", getRosters, "trades/rosters", undefined],
])("%s access", (_name, handler, suffix, body) => {
  it("404 for another user's team and for an unknown team", async () => {
    expect((await call(handler as Handler, `/api/teams/${teamId}/${suffix}`, teamId, otherCookie, body)).status).toBe(
      404,
    );
    expect((await call(handler as Handler, `/api/teams/nope/${suffix}`, "nope", cookie, body)).status).toBe(404);
  });
  it("401 when signed out", async () => {
    expect((await call(handler as Handler, `/api/teams/${teamId}/${suffix}`, teamId, undefined, body)).status).toBe(
      401,
    );
  });
});
