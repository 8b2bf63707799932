// Deterministic models for tests: fixed text, a model that always fails, one that stalls, one that
// fails after a first chunk. Tests assert the exact text these produce.
import type { LanguageModelV3StreamPart, LanguageModelV3Usage } from "@ai-sdk/provider";
import { MockLanguageModelV3, convertArrayToReadableStream } from "ai/test";

const usage: LanguageModelV3Usage = {
  inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: 1, text: 1, reasoning: 0 },
};

export const MOCK_CHUNKS = ["Start ", "**Gibbs**", " this week."];

export function textModel(chunks: string[] = MOCK_CHUNKS) {
  const parts: LanguageModelV3StreamPart[] = [
    { type: "stream-start", warnings: [] },
    { type: "text-start", id: "t" },
    ...chunks.map((delta): LanguageModelV3StreamPart => ({ type: "text-delta", id: "t", delta })),
    { type: "text-end", id: "t" },
    { type: "finish", finishReason: { unified: "stop", raw: "stop" }, usage },
  ];
  return new MockLanguageModelV3({
    modelId: "mock-text",
    doStream: async () => ({ stream: convertArrayToReadableStream(parts) }),
    doGenerate: async () => ({
      content: [{ type: "text", text: chunks.join("") }],
      finishReason: { unified: "stop", raw: "stop" },
      usage,
      warnings: [],
    }),
  });
}

export function failingModel(message = "upstream 500") {
  return new MockLanguageModelV3({
    modelId: "mock-failing",
    doStream: async () => {
      throw new Error(message);
    },
    doGenerate: async () => {
      throw new Error(message);
    },
  });
}

/** Streams one chunk, then an error part — a server that dies mid-answer. */
export function midStreamFailingModel() {
  const parts: LanguageModelV3StreamPart[] = [
    { type: "stream-start", warnings: [] },
    { type: "text-start", id: "t" },
    { type: "text-delta", id: "t", delta: "Partial " },
    { type: "error", error: new Error("connection reset") },
  ];
  return new MockLanguageModelV3({
    modelId: "mock-mid-fail",
    doStream: async () => ({ stream: convertArrayToReadableStream(parts) }),
  });
}

/** Never answers: the timeout must fire. */
export function stallingModel() {
  return new MockLanguageModelV3({
    modelId: "mock-stalling",
    doStream: async () => ({ stream: new ReadableStream<LanguageModelV3StreamPart>({ start() {} }) }),
  });
}
