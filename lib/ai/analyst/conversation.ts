// Reads an AI SDK prompt: the latest user question, and the tool results that answered it.
import type { LanguageModelV3Prompt } from "@ai-sdk/provider";

export interface ToolOutcome {
  toolName: string;
  ok: boolean;
  value: unknown; // JSON output, or the error text
}

/** An earlier exchange: what the user asked, the tools the answer called and what they returned. */
export interface EarlierTurn {
  question: string;
  calls: { toolName: string; input: Record<string, unknown> }[];
  results: ToolOutcome[];
}

export interface ConversationState {
  question: string;
  /** The conversation's earlier exchanges, oldest first (the chat's stored messages). */
  earlier: EarlierTurn[];
  /** Tool results after the latest user message; empty when the analyst has not called tools yet. */
  outcomes: ToolOutcome[];
  /** True when the latest message is a tool message, i.e. this step must write the answer. */
  awaitingAnswer: boolean;
}

const textOf = (parts: readonly { type: string; text?: string }[]) =>
  parts
    .map((part) => (part.type === "text" ? (part.text ?? "") : ""))
    .join(" ")
    .trim();

function toolOutcome(part: Extract<LanguageModelV3Prompt[number], { role: "tool" }>["content"][number]): ToolOutcome {
  if (part.type !== "tool-result") return { toolName: "", ok: false, value: "The tool did not run." };
  const output = part.output;
  if (output.type === "json") return { toolName: part.toolName, ok: true, value: output.value };
  if (output.type === "text") return { toolName: part.toolName, ok: true, value: safeJson(output.value) };
  if (output.type === "error-text" || output.type === "error-json")
    return {
      toolName: part.toolName,
      ok: false,
      value: String(typeof output.value === "string" ? output.value : JSON.stringify(output.value)),
    };
  return { toolName: part.toolName, ok: false, value: "The tool did not run." };
}

function earlierTurns(prompt: LanguageModelV3Prompt): EarlierTurn[] {
  const turns: EarlierTurn[] = [];
  for (const message of prompt) {
    if (message.role === "user") turns.push({ question: textOf(message.content), calls: [], results: [] });
    const turn = turns[turns.length - 1];
    if (!turn) continue;
    if (message.role === "assistant")
      for (const part of message.content)
        if (part.type === "tool-call" && part.input && typeof part.input === "object")
          turn.calls.push({ toolName: part.toolName, input: part.input as Record<string, unknown> });
        else if (part.type === "tool-call" && typeof part.input === "string")
          turn.calls.push({ toolName: part.toolName, input: objectOf(safeJson(part.input)) });
    if (message.role === "tool") for (const part of message.content) turn.results.push(toolOutcome(part));
  }
  return turns;
}

const objectOf = (value: unknown): Record<string, unknown> =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

export function readConversation(prompt: LanguageModelV3Prompt): ConversationState {
  let lastUser = -1;
  prompt.forEach((message, index) => {
    if (message.role === "user") lastUser = index;
  });
  const user = prompt[lastUser];
  const question = user?.role === "user" ? textOf(user.content) : "";
  const outcomes: ToolOutcome[] = prompt
    .slice(lastUser + 1)
    .flatMap((message) =>
      message.role === "tool" ? message.content.filter((p) => p.type === "tool-result").map(toolOutcome) : [],
    );
  const last = prompt[prompt.length - 1];
  return {
    question,
    earlier: earlierTurns(prompt.slice(0, Math.max(0, lastUser))),
    outcomes,
    awaitingAnswer: last?.role === "tool",
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
