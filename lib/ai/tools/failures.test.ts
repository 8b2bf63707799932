/** @jest-environment node */
// Every GM Chat tool fed invalid and missing arguments, against a league whose data cannot be loaded: the user
// reads a plain sentence (or a real answer), never a raw error, never an empty answer; failures are logged.
import { stepCountIs, streamText } from "ai";
import type { LanguageModelV3, LanguageModelV3StreamPart } from "@ai-sdk/provider";
import { MockLanguageModelV3, convertArrayToReadableStream } from "ai/test";
import { createAnalystModel, warmAnalyst } from "@/lib/ai/analyst/model";
import { teamTools } from "@/lib/ai/tools";
import { failureSentence } from "@/lib/ai/tools/failures";
import type { TeamLeague } from "@/lib/league-model/team/league-context";
import { nflContext } from "@/lib/league-model/team/context";

beforeAll(() => warmAnalyst(), 60_000);

const unavailable = () => Promise.reject(new Error("database unavailable"));

// A league whose every source fails: no team row, no league model, no waivers, no trades.
function brokenLeague(): TeamLeague {
  const league = {
    week: 10,
    context: nflContext({ season: 2025, week: 10 }),
    data: unavailable,
    waivers: unavailable,
    priceTrade: unavailable,
  };
  Object.defineProperty(league, "team", {
    get() {
      throw new Error("team row unavailable");
    },
  });
  return league as unknown as TeamLeague;
}

const TOOLS = teamTools(brokenLeague());
const NAMES = Object.keys(TOOLS) as (keyof typeof TOOLS)[];

const INVALID = {
  players: 42,
  player: ["x"],
  week: "soon",
  focus: "nope",
  position: "LB",
  give: 7,
  shape: 3,
  team: 5,
  partner: {},
};

// Calls one tool with the given input, then lets the built-in analyst write the answer from the result.
function callerModel(toolName: string, input: unknown): LanguageModelV3 {
  const analyst = createAnalystModel();
  let step = 0;
  return new MockLanguageModelV3({
    doStream: async (options) => {
      if (step++ > 0) return analyst.doStream(options);
      const parts: LanguageModelV3StreamPart[] = [
        { type: "stream-start", warnings: [] },
        { type: "tool-call", toolCallId: "call-1", toolName, input: JSON.stringify(input) },
        {
          type: "finish",
          finishReason: { unified: "tool-calls", raw: "tool-calls" },
          usage: {
            inputTokens: { total: 0, noCache: 0, cacheRead: 0, cacheWrite: 0 },
            outputTokens: { total: 0, text: 0, reasoning: 0 },
          },
        },
      ];
      return { stream: convertArrayToReadableStream(parts) };
    },
  });
}

async function answer(toolName: string, input: unknown): Promise<string> {
  const result = streamText({
    model: callerModel(toolName, input),
    prompt: "question",
    tools: TOOLS,
    stopWhen: stepCountIs(3),
    maxRetries: 0,
  });
  let text = "";
  for await (const t of result.textStream) text += t;
  return text;
}

const RAW =
  /Invalid input|Type validation|ZodError|database unavailable|team row unavailable|Error:|undefined|\[object/;

describe("every tool, with invalid and missing arguments", () => {
  let errors: jest.SpyInstance;
  beforeEach(() => {
    errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
  });
  afterEach(() => errors.mockRestore());

  it("covers all thirteen tools", () => {
    expect(NAMES).toHaveLength(13);
  });

  it.each(NAMES)("%s: invalid arguments → its plain sentence, cause logged", async (name) => {
    const text = await answer(name, INVALID);
    expect(text).toBe(failureSentence(name));
    expect(text).not.toMatch(RAW);
    expect(errors).toHaveBeenCalledWith(`[gm-tool] ${name} failed:`, expect.any(String));
  });

  it.each(NAMES)("%s: missing arguments → a plain sentence, never a raw error or nothing", async (name) => {
    const text = await answer(name, {});
    expect(text.trim().length).toBeGreaterThan(0);
    expect(text).not.toMatch(RAW);
    // The broken league cannot answer anything team-specific: a failure is the tool's sentence, logged.
    if (errors.mock.calls.length) expect(text).toContain(failureSentence(name));
  });
});
