import { db } from "@/lib/db/client";
import { apiRequest, uniqueIp } from "@/tests/support/auth";
import { documented } from "@/tests/api/support/documented";
import { connectDemoLeague, removeDemoLeague, type DemoLeagueFixture } from "@/tests/support/demo-league";
import { POST as landing } from "@/app/api/chat/landing/route";
import { GET as listChats, POST as chat } from "@/app/api/chat/route";
import { DELETE as deleteChat, GET as getChat } from "@/app/api/chat/[id]/route";
import { GET as getBrief } from "@/app/api/teams/[id]/ai-brief/route";
import { GET as getMatchup } from "@/app/api/teams/[id]/matchup/route";
import { GET as getAnalysis } from "@/app/api/players/[playerId]/ai-analysis/route";
import { POST as generateAnalysis } from "@/app/api/players/[playerId]/ai-analysis/generate/route";
import { createSseParser } from "@/lib/ai/sse";
import { playerPool } from "@/lib/nfl";
import { preGameWeek } from "@/lib/league-model/week-distributions";

// The demo's Sunday of week 10, as in the dashboard's integration tests.
jest.mock("@/lib/clock", () => ({ footballNow: () => new Date("2025-11-09T19:30:00Z") }));

type Handler = (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;
const call = (
  handler: Handler,
  path: string,
  init: Parameters<typeof apiRequest>[1] = {},
  params: Record<string, string> = {},
) => handler(apiRequest(path, init), { params: Promise.resolve(params) });

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
    where: { teamId, week: 10, isStarting: true, player: { position: "WR" } },
  });
  playerId = slot.playerId ?? "";
}, 120_000);

afterAll(() => removeDemoLeague(demo), 60_000);

async function sseText(res: Response) {
  const parser = createSseParser();
  const texts = parser.push(await res.text());
  return { text: texts.join(""), done: parser.done };
}

// PPR mean from the engine for a pool player in week 10 (what the analyst must quote), with the model's
// pre-game features (usage, line, opponent) as every screen passes them.
// The one pipeline every answer reads a player-week from (league-less: the data's PPR points).
function engineMean(name: string) {
  const p = playerPool(2025).find((x) => x.fullName === name);
  if (!p) throw new Error(`${name} not in pool`);
  const subject = {
    id: p.gsisId ?? name,
    position: p.position,
    nflTeam: p.team,
    injuryStatus: null,
    gsisId: p.gsisId ?? null,
    nflcomId: p.nflcomId ?? null,
  };
  return preGameWeek(subject, { season: 2025, week: 10, currentWeek: 10, scoring: null }).dist.mean;
}

describe("POST /api/chat/landing", () => {
  it("answers a start/sit question with the engine's numbers, streamed as SSE", async () => {
    const res = await call(landing, "/api/chat/landing", {
      body: { message: "Should I start Jahmyr Gibbs or Bijan Robinson this week?", conversationHistory: [] },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/event-stream");
    const { text, done } = await sseText(res);
    expect(done).toBe(true);
    expect(text).toContain(`${engineMean("Jahmyr Gibbs").toFixed(1)} projected`);
    expect(text).toContain(`${engineMean("Bijan Robinson").toFixed(1)} projected`);
    expect(text).toMatch(/_Answered by Fantasy GM Analyst \(built-in\)_$/);
  });

  it.each([
    [{ message: "", conversationHistory: [] }, "Message must not be empty"],
    [{ message: "x".repeat(501), conversationHistory: [] }, "Message must be at most 500 characters"],
    [
      { message: "hi", conversationHistory: Array.from({ length: 21 }, () => ({ role: "user", content: "a" })) },
      "Conversation history must have at most 20 messages",
    ],
    [
      { message: "hi", conversationHistory: [{ role: "system", content: "a" }] },
      "History role must be user or assistant",
    ],
  ])("400 for bad input (case %#)", async (body, message) => {
    const res = await call(landing, "/api/chat/landing", { body });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: "bad_request", message });
  });

  it("refuses cross-origin posts", async () => {
    const res = await call(landing, "/api/chat/landing", {
      body: { message: "hi" },
      headers: { origin: "https://evil.example" },
    });
    expect(res.status).toBe(403);
  });

  it("allows 10 messages per hour per address, then 429 with Retry-After", async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 10; i++) {
      const ok = await call(landing, "/api/chat/landing", {
        body: { message: "hello" },
        headers: { "x-forwarded-for": ip },
      });
      expect(ok.status).toBe(200);
      await ok.text();
    }
    const res = await call(landing, "/api/chat/landing", {
      body: { message: "hello" },
      headers: { "x-forwarded-for": ip },
    });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(59 * 60);
    const other = await call(landing, "/api/chat/landing", { body: { message: "hello" } });
    expect(other.status).toBe(200);
  }, 60_000);
});

describe("GM Chat", () => {
  const chatId = `test-${Date.now()}`;
  const send = (text: string, c = cookie, team = teamId) =>
    call(chat, "/api/chat", {
      body: {
        id: chatId,
        teamId: team,
        message: { id: `m-${text.length}-${Date.now()}`, role: "user", parts: [{ type: "text", text }] },
      },
      headers: { cookie: c },
    });

  it("answers about the user's team with a tool result and stores the conversation", async () => {
    const res = await send("Should I trade Justin Jefferson for Bijan Robinson?");
    expect(res.status).toBe(200);
    const stream = await res.text();
    expect(stream).toContain('"type":"tool-output-available"');
    expect(stream).toContain("myDeltaPlayoffOdds");
    expect(stream).toContain('"model":"Fantasy GM Analyst (built-in)"');
    const list = await documented("GET", "/api/chat", await call(listChats, "/api/chat", { headers: { cookie } }));
    expect(list.conversations.map((c: { id: string }) => c.id)).toContain(chatId);
    const saved = await documented(
      "GET",
      "/api/chat/{id}",
      await call(getChat, `/api/chat/${chatId}`, { headers: { cookie } }, { id: chatId }),
    );
    expect(saved.messages.map((m: { role: string }) => m.role)).toEqual(["user", "assistant"]);
    expect(JSON.stringify(saved.messages[1].parts)).toContain("tool-evaluateTrade");
  }, 60_000);

  it("optimize lineup reports the matchup card's win probability as the current one", async () => {
    const stream = await (
      await call(chat, "/api/chat", {
        body: {
          id: `${chatId}-lineup`,
          teamId,
          message: {
            id: `m-lineup-${Date.now()}`,
            role: "user",
            parts: [{ type: "text", text: "Optimize my lineup" }],
          },
        },
        headers: { cookie },
      })
    ).text();
    expect(stream).toContain('"toolName":"optimizeLineup"');
    const before = Number(/"winProbabilityBefore":([\d.]+)/.exec(stream)?.[1]);
    const card = await documented(
      "GET",
      "/api/teams/{id}/matchup",
      await call(getMatchup, `/api/teams/${teamId}/matchup?week=10`, { headers: { cookie } }, { id: teamId }),
    );
    expect(before).toBe(card.winProbability);
  }, 60_000);

  it("hides other users' conversations and teams (404)", async () => {
    expect(
      (await call(getChat, `/api/chat/${chatId}`, { headers: { cookie: otherCookie } }, { id: chatId })).status,
    ).toBe(404);
    expect((await send("Optimize my lineup", otherCookie)).status).toBe(404);
    expect(
      (
        await call(
          deleteChat,
          `/api/chat/${chatId}`,
          { method: "DELETE", headers: { cookie: otherCookie } },
          { id: chatId },
        )
      ).status,
    ).toBe(404);
  });

  it("deletes a conversation", async () => {
    expect(
      (await call(deleteChat, `/api/chat/${chatId}`, { method: "DELETE", headers: { cookie } }, { id: chatId })).status,
    ).toBe(204);
    expect((await call(getChat, `/api/chat/${chatId}`, { headers: { cookie } }, { id: chatId })).status).toBe(404);
  });
});

describe("GET /api/teams/{id}/ai-brief", () => {
  it("returns ranked action items and caches them", async () => {
    const res = await call(getBrief, `/api/teams/${teamId}/ai-brief?week=10`, { headers: { cookie } }, { id: teamId });
    expect(res.status).toBe(200);
    const brief = await documented("GET", "/api/teams/{id}/ai-brief", res);
    expect(brief.summary).toMatch(/playoff odds in week 10/);
    expect(brief.actionItems.length).toBeGreaterThan(0);
    for (const item of brief.actionItems) {
      expect(["users", "trending-up", "target", "arrow-right-left", "alert-triangle"]).toContain(item.icon);
      expect(["high", "medium", "low"]).toContain(item.priority);
      expect(["lineup", "waiver", "trade", "strategy"]).toContain(item.category);
    }
    expect(brief.actionItems.at(-1).category).toBe("strategy");
    expect(await db.aiBrief.count({ where: { teamId, week: 10 } })).toBe(1);
    const again = await documented(
      "GET",
      "/api/teams/{id}/ai-brief",
      await call(getBrief, `/api/teams/${teamId}/ai-brief?week=10`, { headers: { cookie } }, { id: teamId }),
    );
    expect(again).toEqual(brief);
  }, 60_000);

  it("404s for another user's team and 400s for a bad week", async () => {
    expect(
      (
        await call(
          getBrief,
          `/api/teams/${teamId}/ai-brief?week=10`,
          { headers: { cookie: otherCookie } },
          { id: teamId },
        )
      ).status,
    ).toBe(404);
    expect(
      (await call(getBrief, `/api/teams/${teamId}/ai-brief?week=99`, { headers: { cookie } }, { id: teamId })).status,
    ).toBe(400);
  });
});

describe("player AI analysis", () => {
  const analysis = ["GET", "/api/players/{playerId}/ai-analysis"] as const;
  const path = () => `/api/players/${playerId}/ai-analysis?leagueId=${leagueId}&week=10`;
  it("goes not_generated → generated → cached", async () => {
    const first = await documented(...analysis, await call(getAnalysis, path(), { headers: { cookie } }, { playerId }));
    expect(first.status).toBe("not_generated");
    const gen = await call(
      generateAnalysis,
      `/api/players/${playerId}/ai-analysis/generate`,
      { body: { leagueId, week: 10 }, headers: { cookie } },
      { playerId },
    );
    const generated = await documented("POST", "/api/players/{playerId}/ai-analysis/generate", gen);
    expect(generated.status).toBe("generated");
    expect(["buy", "sell", "hold"]).toContain(generated.recommendation);
    expect(generated.overallScore).toBeGreaterThanOrEqual(0);
    expect(generated.overallScore).toBeLessThanOrEqual(100);
    expect(generated.decisionDrivers.length).toBeGreaterThanOrEqual(10);
    expect(generated.citations).toContain("https://github.com/nflverse/nflverse-data");
    expect(generated.summaryText).toContain(`GM score ${generated.overallScore}/100`);
    const cached = await documented(
      ...analysis,
      await call(getAnalysis, path(), { headers: { cookie } }, { playerId }),
    );
    expect(cached).toEqual({ ...generated, status: "cached" });
  }, 60_000);

  it("404s for another user's league", async () => {
    expect((await call(getAnalysis, path(), { headers: { cookie: otherCookie } }, { playerId })).status).toBe(404);
    const gen = await call(
      generateAnalysis,
      `/api/players/${playerId}/ai-analysis/generate`,
      { body: { leagueId, week: 10 }, headers: { cookie: otherCookie } },
      { playerId },
    );
    expect(gen.status).toBe(404);
  });
});
