// Faults: the configured LLM server is down (a closed port) or stalls after its first chunk. Both chats
// still answer, from the built-in analyst, within the configured AI_TIMEOUT_MS — never a hung or broken stream.
import { createServer } from "node:net";
import type { AddressInfo } from "node:net";
import { env } from "@/env";
import { apiRequest } from "@/tests/support/auth";
import { db } from "@/lib/db/client";
import { ANALYST_LABEL } from "@/lib/ai/providers";
import { fallbackNotice } from "@/lib/ai/fallback";
import { warmAnalyst } from "@/lib/ai/analyst/model";
import { createSseParser } from "@/lib/ai/sse";
import { connectDemoLeague, removeDemoLeague, type DemoLeagueFixture } from "@/tests/support/demo-league";
import { startFakeOpenAi, type FakeOpenAi } from "@/tests/fakes/openai-server";
import { POST as gmChat } from "@/app/api/chat/route";
import { POST as landingChat } from "@/app/api/chat/landing/route";

jest.mock("@/lib/clock", () => ({ footballNow: () => new Date("2025-11-09T19:30:00Z") }));

const TIMEOUT_MS = 1500;
const MODEL = "llama-fake";
const configured = { AI_BASE_URL: env.AI_BASE_URL, AI_MODEL: env.AI_MODEL, AI_TIMEOUT_MS: env.AI_TIMEOUT_MS };
let fake: FakeOpenAi;
let closedUrl: string;
let owner: DemoLeagueFixture | undefined;

async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}/v1`;
}

beforeAll(async () => {
  fake = await startFakeOpenAi({ chunkDelayMs: 5 });
  closedUrl = await closedPortUrl();
  owner = await connectDemoLeague();
  await warmAnalyst();
  Object.assign(env, { AI_MODEL: MODEL, AI_TIMEOUT_MS: TIMEOUT_MS });
}, 180_000);
afterAll(async () => {
  Object.assign(env, configured);
  await removeDemoLeague(owner);
  await fake.close();
}, 60_000);

async function timed(res: Promise<Response>) {
  const started = Date.now();
  const response = await res;
  const body = await response.text();
  return { status: response.status, body, ms: Date.now() - started };
}

// The UI message stream carries the text as JSON-encoded deltas; joined, they are the answer the user reads.
const streamedText = (body: string) =>
  [...body.matchAll(/"type":"text-delta","id":"[^"]*","delta":("(?:[^"\\]|\\.)*")/g)]
    .map((m) => JSON.parse(m[1] ?? '""') as string)
    .join("");
function sseText(body: string) {
  const parser = createSseParser((line) => {
    throw new Error(`malformed SSE line: ${line}`);
  });
  const text = parser.push(body).join("");
  expect(parser.done).toBe(true);
  return text;
}

const cases: [string, () => string, string][] = [
  ["is down (closed port)", () => closedUrl, "Who should I start at flex this week?"],
  ["streams one chunk, then stalls", () => fake.url, "stall: who should I start at flex this week?"],
];

describe.each(cases)("when the configured LLM %s", (_label, baseUrl, question) => {
  beforeEach(() => {
    env.AI_BASE_URL = baseUrl();
  });

  it("GM Chat streams the built-in analyst's answer, labelled and stored as the analyst's", async () => {
    const a = owner!;
    const conversationId = `llm-fault-${Math.random().toString(36).slice(2)}`;
    const { status, body, ms } = await timed(
      gmChat(
        apiRequest("/api/chat", {
          body: {
            id: conversationId,
            teamId: a.teamId,
            message: { id: "client-1", role: "user", parts: [{ type: "text", text: question }] },
          },
          headers: { cookie: a.cookie },
        }),
      ),
    );
    expect(status).toBe(200);
    expect(ms).toBeLessThan(TIMEOUT_MS + 8000);
    const text = streamedText(body);
    expect(text).toContain(fallbackNotice(MODEL));
    expect(
      text.slice(text.indexOf(fallbackNotice(MODEL)) + fallbackNotice(MODEL).length).trim().length,
    ).toBeGreaterThan(20);
    expect(body).toContain(`"messageMetadata":{"model":"${ANALYST_LABEL}"}`);
    expect(body).not.toContain('"type":"error"');
    const stored = await db.chatMessage.findMany({ where: { conversationId, role: "assistant" } });
    expect(stored.map((m) => m.model)).toEqual([ANALYST_LABEL]);
  }, 30_000);

  it("the landing chat answers from the built-in analyst and says so", async () => {
    const { status, body, ms } = await timed(
      landingChat(apiRequest("/api/chat/landing", { body: { message: question, conversationHistory: [] } })),
    );
    expect(status).toBe(200);
    expect(ms).toBeLessThan(TIMEOUT_MS + 8000);
    const text = sseText(body);
    expect(text).toContain(fallbackNotice(MODEL));
    expect(text).not.toContain("couldn't finish that answer");
    expect(text.endsWith(`_Answered by ${ANALYST_LABEL}_`)).toBe(true);
  }, 30_000);
});
