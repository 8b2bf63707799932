/** @jest-environment node */
import { BROKEN_ANSWER, landingSseStream } from "@/lib/ai/landing";
import { failingModel, textModel } from "@/tests/support/ai-models";

async function bytes(stream: ReadableStream<Uint8Array>) {
  return new Response(stream).text();
}

describe("landingSseStream", () => {
  it("streams text deltas, the model attribution and [DONE], byte for byte", async () => {
    const tracker = { label: "mock-text", fellBack: false };
    const body = await bytes(
      landingSseStream({
        model: textModel(),
        tracker,
        system: "s",
        messages: [{ role: "user", content: "q" }],
        tools: {},
      }),
    );
    expect(body).toBe(
      'data: {"text":"Start "}\n\n' +
        'data: {"text":"**Gibbs**"}\n\n' +
        'data: {"text":" this week."}\n\n' +
        'data: {"text":"\\n\\n_Answered by mock-text_"}\n\n' +
        "data: [DONE]\n\n",
    );
  });

  it("still ends cleanly when the model fails without a fallback", async () => {
    const tracker = { label: "mock-failing", fellBack: false };
    jest.spyOn(console, "error").mockImplementation(() => {});
    const body = await bytes(
      landingSseStream({
        model: failingModel(),
        tracker,
        system: "s",
        messages: [{ role: "user", content: "q" }],
        tools: {},
      }),
    );
    expect(body).toBe(
      `data: ${JSON.stringify({ text: BROKEN_ANSWER })}\n\ndata: {"text":"\\n\\n_Answered ` +
        `by mock-failing_"}\n\ndata: [DONE]\n\n`,
    );
  });
});
