import "server-only";
import { stepCountIs, streamText, type ModelMessage, type ToolSet } from "ai";
import type { LanguageModelV3 } from "@ai-sdk/provider";
import type { AnswerTracker } from "@/lib/ai/fallback";
import { SSE_DONE, sseText } from "@/lib/ai/sse";

export const MAX_STEPS = 4;
export const BROKEN_ANSWER = "Sorry — I couldn't finish that answer. Please try again.";

interface LandingAnswer {
  model: LanguageModelV3;
  tracker: AnswerTracker;
  system: string;
  messages: ModelMessage[];
  tools: ToolSet;
}

export const attributionLine = (tracker: AnswerTracker) => `\n\n_Answered by ${tracker.label}_`;

// The landing chat's answer as SSE bytes: text deltas, the model attribution, then [DONE] — always, even
// when the model or a tool fails, so the browser never sees a broken stream.
export function landingSseStream({
  model,
  tracker,
  system,
  messages,
  tools,
}: LandingAnswer): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    async start(controller) {
      const write = (s: string) => controller.enqueue(encoder.encode(s));
      let wrote = false;
      try {
        const result = streamText({ model, system, messages, tools, stopWhen: stepCountIs(MAX_STEPS), maxRetries: 0 });
        for await (const part of result.fullStream) {
          if (part.type === "text-delta" && part.text) {
            wrote = true;
            write(sseText(part.text));
          } else if (part.type === "error") {
            console.error("[landing-chat] stream error", part.error);
          }
        }
      } catch (error) {
        console.error("[landing-chat] answer failed", error);
      }
      if (!wrote) write(sseText(BROKEN_ANSWER));
      write(sseText(attributionLine(tracker)));
      write(SSE_DONE);
      controller.close();
    },
  });
}
