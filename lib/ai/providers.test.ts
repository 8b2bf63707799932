/** @jest-environment node */
import { stepCountIs, streamText, tool } from "ai";
import { z } from "zod";
import { ANALYST_LABEL, chooseModel } from "@/lib/ai/providers";
import { fallbackNotice } from "@/lib/ai/fallback";
import { warmAnalyst } from "@/lib/ai/analyst/model";
import { startFakeOpenAi, type FakeOpenAi } from "@/tests/fakes/openai-server";

let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await startFakeOpenAi();
  await warmAnalyst();
}, 60_000);
afterAll(() => fake.close());

const base = { OPENAI_MODEL: "gpt-4o-mini", AI_TIMEOUT_MS: 5000 };
const outlook = tool({
  description: "Player outlook",
  inputSchema: z.object({ player: z.string() }),
  execute: async ({ player }) => ({ player, projected: 17.4 }),
});

async function run(choice: ReturnType<typeof chooseModel>, prompt: string) {
  const result = streamText({
    model: choice.model,
    prompt,
    tools: { getPlayerOutlook: outlook },
    stopWhen: stepCountIs(3),
    maxRetries: 0,
  });
  const deltas: string[] = [];
  for await (const t of result.textStream) deltas.push(t);
  return { text: deltas.join(""), deltas, steps: await result.steps };
}

describe("model selection", () => {
  it("uses the built-in analyst when nothing is configured", () => {
    const choice = chooseModel(base);
    expect(choice.label).toBe(ANALYST_LABEL);
    expect(choice.paid).toBe(false);
    expect(choice.model.modelId).toBe("fantasy-gm-analyst");
  });

  it("streams text from an OpenAI-compatible server (AI_BASE_URL)", async () => {
    const choice = chooseModel({ ...base, AI_BASE_URL: fake.url, AI_MODEL: "llama-fake" });
    const { text, deltas } = await run(choice, "Who wins?");
    expect(text).toBe("Fake answer to: Who wins?");
    expect(deltas.length).toBeGreaterThan(1);
    expect(choice.tracker.label).toBe("llama-fake");
    expect(fake.requests.at(-1)?.model).toBe("llama-fake");
  });

  it("runs a tool call through OpenAI's chat API (OPENAI_API_KEY + OPENAI_BASE_URL)", async () => {
    const choice = chooseModel({ ...base, OPENAI_API_KEY: "sk-fake", OPENAI_BASE_URL: fake.url });
    const { text, steps } = await run(choice, "Please use a tool");
    expect(steps).toHaveLength(2);
    expect(steps[0]?.toolCalls[0]?.input).toEqual({ player: "Drake London" });
    expect(text).toBe('The tool said: {"player":"Drake London","projected":17.4}');
    expect(choice.paid).toBe(true);
  });

  it("falls back to the analyst when the server errors", async () => {
    const choice = chooseModel({ ...base, AI_BASE_URL: fake.url, AI_MODEL: "llama-fake" });
    const { text } = await run(choice, "please fail now");
    expect(text).toContain(fallbackNotice("llama-fake"));
    expect(text).toContain(`I couldn't match "please fail now"`);
    expect(choice.tracker.label).toBe(ANALYST_LABEL);
  });
});
