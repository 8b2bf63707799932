/** @jest-environment node */
import { generateText, streamText } from "ai";
import { createAnalystModel, warmAnalyst } from "@/lib/ai/analyst/model";
import { fallbackNotice, withAnalystFallback, type AnswerTracker } from "@/lib/ai/fallback";
import { ANALYST_HELP_LANDING } from "@/lib/ai/prompts";
import { failingModel, midStreamFailingModel, stallingModel, textModel } from "@/tests/support/ai-models";

const ANALYST = "Fantasy GM Analyst (built-in)";

function wrapped(primary: ReturnType<typeof textModel>, timeoutMs = 1000) {
  const tracker: AnswerTracker = { label: "gpt-test", fellBack: false };
  const model = withAnalystFallback({
    primary,
    fallback: createAnalystModel(),
    timeoutMs,
    tracker,
    fallbackLabel: ANALYST,
  });
  return { model, tracker };
}

async function streamed(model: ReturnType<typeof wrapped>["model"]) {
  const result = streamText({ model, prompt: "What is the meaning of life?", maxRetries: 0 });
  let text = "";
  for await (const t of result.textStream) text += t;
  return text;
}

// With no tools the analyst can only say what it did not understand (or its help for a greeting).
const NOT_UNDERSTOOD =
  `I couldn't match "What is the meaning of life?" to a fantasy-football question ` + `I can answer from the data.`;

beforeAll(() => warmAnalyst(), 60_000);

describe("configured LLM with analyst fallback", () => {
  it("passes a healthy model's stream through untouched", async () => {
    const { model, tracker } = wrapped(textModel());
    expect(await streamed(model)).toBe("Start **Gibbs** this week.");
    expect(tracker).toEqual({ label: "gpt-test", fellBack: false });
  });

  it("answers from the analyst with a notice when the model errors", async () => {
    const { model, tracker } = wrapped(failingModel());
    expect(await streamed(model)).toBe(fallbackNotice("gpt-test") + NOT_UNDERSTOOD);
    expect(tracker).toEqual({ label: ANALYST, fellBack: true });
  });

  it("falls back when the stream dies mid-answer", async () => {
    const { model, tracker } = wrapped(midStreamFailingModel());
    expect(await streamed(model)).toBe("Partial " + fallbackNotice("gpt-test") + NOT_UNDERSTOOD);
    expect(tracker.fellBack).toBe(true);
  });

  it("falls back when the model stalls past the timeout", async () => {
    const { model } = wrapped(stallingModel(), 50);
    expect(await streamed(model)).toBe(fallbackNotice("gpt-test") + NOT_UNDERSTOOD);
  });

  it("falls back in generateText too", async () => {
    const { model } = wrapped(failingModel());
    const { text } = await generateText({ model, prompt: "hello there", maxRetries: 0 });
    expect(text).toBe(fallbackNotice("gpt-test") + ANALYST_HELP_LANDING);
  });
});
