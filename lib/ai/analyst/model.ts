// The built-in analyst: an AI SDK language model implemented in-process. It reads the conversation,
// calls the same tools a real model would (the AI SDK executes them), then writes prose from their results.
import type {
  LanguageModelV3,
  LanguageModelV3CallOptions,
  LanguageModelV3Content,
  LanguageModelV3FinishReason,
  LanguageModelV3StreamPart,
  LanguageModelV3Usage,
} from "@ai-sdk/provider";
import { readConversation } from "@/lib/ai/analyst/conversation";
import { planFor } from "@/lib/ai/analyst/intents";
import { writeToolResult } from "@/lib/ai/analyst/writers";
import { escapeMarkdown, escapeTextFieldsForMarkdown } from "@/lib/ai/markdown-escape";
import { ANALYST_HELP, ANALYST_NEEDS_LEAGUE } from "@/lib/ai/prompts";

export const ANALYST_MODEL_ID = "fantasy-gm-analyst";

const USAGE: LanguageModelV3Usage = {
  inputTokens: { total: 0, noCache: 0, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: 0, text: 0, reasoning: 0 },
};

interface Reply {
  content: LanguageModelV3Content[];
  finishReason: LanguageModelV3FinishReason;
}

export function analystReply(options: LanguageModelV3CallOptions): Reply {
  const state = readConversation(options.prompt);
  if (state.awaitingAnswer) {
    const text = state.outcomes
      // Names in tool results come from providers: escaped, so they render as text, never as markup.
      .map((o) => (o.ok ? writeToolResult(o.toolName, escapeTextFieldsForMarkdown(o.value)) : `I couldn't get that data: ${escapeMarkdown(String(o.value))}`))
      .filter(Boolean)
      .join("\n\n");
    return textReply(text || ANALYST_HELP);
  }
  const available = new Set((options.tools ?? []).filter((t) => t.type === "function").map((t) => t.name));
  if (options.toolChoice?.type === "none") available.clear();
  const plan = planFor(state.question, available);
  if (plan.kind === "help") return textReply(plan.reason === "needs-league" ? ANALYST_NEEDS_LEAGUE : ANALYST_HELP);
  // Deterministic ids: the step index (prompt length) and the call's position make them unique per request.
  const step = options.prompt.length;
  return {
    content: plan.calls.map((call, i) => ({
      type: "tool-call",
      toolCallId: `analyst-${step}-${i}`,
      toolName: call.toolName,
      input: JSON.stringify(call.input),
    })),
    finishReason: { unified: "tool-calls", raw: "tool-calls" },
  };
}

function textReply(text: string): Reply {
  return { content: [{ type: "text", text }], finishReason: { unified: "stop", raw: "stop" } };
}

// Streams line by line so the browser renders the answer progressively, like a hosted model.
export function toStreamParts(reply: Reply): LanguageModelV3StreamPart[] {
  const parts: LanguageModelV3StreamPart[] = [{ type: "stream-start", warnings: [] }];
  reply.content.forEach((item, i) => {
    if (item.type === "text") {
      const id = `text-${i}`;
      parts.push({ type: "text-start", id });
      for (const delta of item.text.match(/[^\n]*\n|[^\n]+$/g) ?? []) parts.push({ type: "text-delta", id, delta });
      parts.push({ type: "text-end", id });
    } else if (item.type === "tool-call") {
      parts.push(item);
    }
  });
  parts.push({ type: "finish", finishReason: reply.finishReason, usage: USAGE });
  return parts;
}

export function createAnalystModel(): LanguageModelV3 {
  return {
    specificationVersion: "v3",
    provider: "fantasy-gm",
    modelId: ANALYST_MODEL_ID,
    supportedUrls: {},
    async doGenerate(options) {
      const reply = analystReply(options);
      return { ...reply, usage: USAGE, warnings: [] };
    },
    async doStream(options) {
      const parts = toStreamParts(analystReply(options));
      return {
        stream: new ReadableStream<LanguageModelV3StreamPart>({
          start(controller) {
            for (const part of parts) controller.enqueue(part);
            controller.close();
          },
        }),
      };
    },
  };
}
