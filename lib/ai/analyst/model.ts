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
import { readConversation, type ToolOutcome } from "@/lib/ai/analyst/conversation";
import { clarifyingQuestion, planFor, whichPlayerQuestion, type Plan } from "@/lib/ai/analyst/plan";
import { interpretInLeague } from "@/lib/ai/analyst/dialogue/interpret";
import type { Reading } from "@/lib/ai/analyst/dialogue/readings";
import type { LeagueName } from "@/lib/ai/analyst/nlu/league-names";
import type { LeagueCalendar } from "@/lib/ai/analyst/nlu/calendar-weeks";
import { reportToolFailure } from "@/lib/ai/tools/failures";
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

// One tool result as prose. Names in tool results come from providers: escaped, so they render as text, never
// as markup. A failed or unreadable result becomes a plain sentence; the cause is logged.
function writeOutcome(o: ToolOutcome): string {
  if (!o.ok) return reportToolFailure(o.toolName, o.value);
  try {
    return writeToolResult(o.toolName, escapeTextFieldsForMarkdown(o.value)) || reportToolFailure(o.toolName, "empty");
  } catch (error) {
    return reportToolFailure(o.toolName, error);
  }
}

const ifOutPreface = (r: Reading) =>
  r.ifOut
    ? r.ifOut.instead.length
      ? `**If ${escapeMarkdown(r.ifOut.out)} is out, start ${escapeMarkdown(r.ifOut.instead[0]!)} instead.** ` +
        `Here is ${escapeMarkdown(r.ifOut.out)}'s status:`
      : `If ${escapeMarkdown(r.ifOut.out)} is out, you need another option. His status:`
    : "";

interface PlannedTurn {
  plans: { reading: Reading | null; plan: Plan }[];
}

async function planTurn(
  question: string,
  earlier: ReturnType<typeof readConversation>["earlier"],
  available: ReadonlySet<string>,
  league: readonly LeagueName[],
  calendar: LeagueCalendar | null,
): Promise<PlannedTurn> {
  const index = poolIndex(poolSeason());
  const meant = await interpretInLeague(question, earlier, index, league, calendar);
  if (meant.kind === "clarify")
    return { plans: [{ reading: null, plan: { kind: "reply", text: clarifyingQuestion(meant.options) } }] };
  if (meant.kind === "whichPlayer") {
    const text = whichPlayerQuestion(meant.typed, meant.candidates);
    return { plans: [{ reading: null, plan: { kind: "reply", text } }] };
  }
  if (meant.kind === "decline")
    return { plans: [{ reading: null, plan: planFor(question, meant.understood, available) }] };
  return {
    plans: withoutRepeatedCalls(
      meant.readings.map((reading) => ({
        reading,
        plan: planFor(reading.asked ?? question, reading.understood, available, reading.players),
      })),
    ),
  };
}

// Two parts answered by the same call ("what's quinn's team going to score and who are they up against": both his
// matchup) are answered once, where first asked.
function withoutRepeatedCalls(plans: PlannedTurn["plans"]): PlannedTurn["plans"] {
  const made = new Set<string>();
  return plans.flatMap((p) => {
    if (p.plan.kind !== "tools") return [p];
    const calls = p.plan.calls.filter((c) => {
      const key = `${c.toolName} ${JSON.stringify(c.input)}`;
      if (made.has(key)) return false;
      made.add(key);
      return true;
    });
    return calls.length ? [{ ...p, plan: { ...p.plan, calls } }] : [];
  });
}

export async function analystReply(
  options: LanguageModelV3CallOptions,
  league: readonly LeagueName[] = [],
  calendar: LeagueCalendar | null = null,
): Promise<Reply> {
  const state = readConversation(options.prompt);
  const available = new Set((options.tools ?? []).filter((t) => t.type === "function").map((t) => t.name));
  const help = available.has("optimizeLineup") ? ANALYST_HELP : ANALYST_HELP_LANDING;
  if (state.awaitingAnswer) {
    // The same plan as the step that called the tools (planning is deterministic): each part's answer in order,
    // replies for parts that needed no tool between them.
    const outcomes = [...state.outcomes];
    const planned = await planTurn(state.question, state.earlier, available, league, calendar);
    const calledAsPlanned =
      planned.plans.flatMap(({ plan }) => (plan.kind === "tools" ? plan.calls.map((c) => c.toolName) : [])).join() ===
      outcomes.map((o) => o.toolName).join();
    // Tools called by another model (a configured LLM that fell back mid-answer): just their results, in order.
    const plans = calledAsPlanned ? planned.plans : [];
    const parts = plans.map(({ reading, plan }) => {
      if (plan.kind === "reply") return plan.text;
      const written = plan.calls.map(() => outcomes.shift()).flatMap((o) => (o ? [writeOutcome(o)] : []));
      const preface = reading ? ifOutPreface(reading) : "";
      return [preface, ...written].filter(Boolean).join("\n\n");
    });
    const rest = outcomes.map(writeOutcome);
    const text = [...parts, ...rest].filter(Boolean).join("\n\n");
    return textReply(text || help);
  }
  if (options.toolChoice?.type === "none") available.clear();
  const { plans } = await planTurn(state.question, state.earlier, available, league, calendar);
  const calls = plans.flatMap(({ plan }) => (plan.kind === "tools" ? plan.calls : []));
  if (!calls.length)
    return textReply(
      plans
        .map(({ plan }) => (plan.kind === "reply" ? plan.text : ""))
        .filter(Boolean)
        .join("\n\n") || help,
    );
  // Deterministic ids: the step index (prompt length) and the call's position make them unique per request.
  const step = options.prompt.length;
  return {
    content: calls.map((call, i) => ({
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

/**
 * The built-in analyst. `league` gives the league's team and manager names, which questions may name as typed; it
 * is asked once, when the analyst first answers (a configured model that never falls back never needs them).
 * `calendar`: the league's current week and playoff start, so "the week after next" or "thanksgiving week" is a
 * numbered week.
 */
export function createAnalystModel(
  league: () => Promise<readonly LeagueName[]> = async () => [],
  calendar: LeagueCalendar | null = null,
): LanguageModelV3 {
  let names: Promise<readonly LeagueName[]> | null = null;
  const leagueNames = () =>
    (names ??= league().catch((error: unknown) => {
      // Without them a team typed in lower case reads as words; the answer still comes.
      console.error("[gm-chat] could not read the league's team names", error);
      return [];
    }));
  return {
    specificationVersion: "v3",
    provider: "fantasy-gm",
    modelId: ANALYST_MODEL_ID,
    supportedUrls: {},
    async doGenerate(options) {
      const reply = await analystReply(options, await leagueNames(), calendar);
      return { ...reply, usage: USAGE, warnings: [] };
    },
    async doStream(options) {
      const parts = toStreamParts(await analystReply(options, await leagueNames(), calendar));
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
