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
import { planFor } from "@/lib/ai/analyst/plan";
import { understand } from "@/lib/ai/analyst/nlu/understand";
import { classifier } from "@/lib/ai/analyst/nlu/classifier";
import { poolIndex } from "@/lib/ai/analyst/nlu/pool-index";
import { footballNow, playerPool, seasonFor } from "@/lib/nfl";
import { writeToolResult } from "@/lib/ai/analyst/writers";
import { escapeMarkdown, escapeTextFieldsForMarkdown } from "@/lib/ai/markdown-escape";
import { ANALYST_HELP, ANALYST_HELP_LANDING } from "@/lib/ai/prompts";

export const ANALYST_MODEL_ID = "fantasy-gm-analyst";
const STREAM_DELAY_MS = 4;

const USAGE: LanguageModelV3Usage = {
  inputTokens: { total: 0, noCache: 0, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: 0, text: 0, reasoning: 0 },
};

interface Reply {
  content: LanguageModelV3Content[];
  finishReason: LanguageModelV3FinishReason;
}

// The season whose player pool names resolve against: the football clock's, or the latest bundled one.
function poolSeason(): number {
  let season = seasonFor(footballNow(null));
  for (let back = 0; back < 3 && playerPool(season).length === 0; back++) season -= 1;
  return season;
}

/** Builds the name index and trains the intent classifier ahead of the first question (both are memoized). */
export async function warmAnalyst(): Promise<void> {
  poolIndex(poolSeason());
  await classifier();
}

export async function analystReply(options: LanguageModelV3CallOptions): Promise<Reply> {
  const state = readConversation(options.prompt);
  if (state.awaitingAnswer) {
    const text = state.outcomes
      // Names in tool results come from providers: escaped, so they render as text, never as markup.
      .map((o) =>
        o.ok
          ? writeToolResult(o.toolName, escapeTextFieldsForMarkdown(o.value))
          : `I couldn't get that data: ${escapeMarkdown(String(o.value))}`,
      )
      .filter(Boolean)
      .join("\n\n");
    return textReply(text || ANALYST_HELP);
  }
  const available = new Set((options.tools ?? []).filter((t) => t.type === "function").map((t) => t.name));
  if (options.toolChoice?.type === "none") available.clear();
  const understood = await understand(state.question, poolIndex(poolSeason()));
  const plan = planFor(state.question, understood, available);
  if (plan.kind === "reply")
    return textReply(plan.text || (available.has("optimizeLineup") ? ANALYST_HELP : ANALYST_HELP_LANDING));
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

// Streams word by word (each delta a word and the space after it) so the answer appears token by token,
// like a hosted model's.
export function toStreamParts(reply: Reply): LanguageModelV3StreamPart[] {
  const parts: LanguageModelV3StreamPart[] = [{ type: "stream-start", warnings: [] }];
  reply.content.forEach((item, i) => {
    if (item.type === "text") {
      const id = `text-${i}`;
      parts.push({ type: "text-start", id });
      for (const delta of item.text.match(/\S+\s*|\s+/g) ?? []) parts.push({ type: "text-delta", id, delta });
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
      const reply = await analystReply(options);
      return { ...reply, usage: USAGE, warnings: [] };
    },
    async doStream(options) {
      const parts = toStreamParts(await analystReply(options));
      let i = 0;
      return {
        // Paced: one part per tick (a few ms), so the browser paints the answer progressively.
        stream: new ReadableStream<LanguageModelV3StreamPart>({
          async pull(controller) {
            const part = parts[i++];
            if (!part) return controller.close();
            if (part.type === "text-delta") await new Promise((r) => setTimeout(r, STREAM_DELAY_MS));
            controller.enqueue(part);
          },
        }),
      };
    },
  };
}
