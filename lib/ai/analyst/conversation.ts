// Reads an AI SDK prompt: the latest user question, and the tool results that answered it.
import type { LanguageModelV3Prompt } from "@ai-sdk/provider";

export interface ToolOutcome {
  toolName: string;
  ok: boolean;
  value: unknown; // JSON output, or the error text
}

export interface ConversationState {
  question: string;
  /** Tool results after the latest user message; empty when the analyst has not called tools yet. */
  outcomes: ToolOutcome[];
  /** True when the latest message is a tool message, i.e. this step must write the answer. */
  awaitingAnswer: boolean;
}

export function readConversation(prompt: LanguageModelV3Prompt): ConversationState {
  let lastUser = -1;
  prompt.forEach((message, index) => {
    if (message.role === "user") lastUser = index;
  });
  const user = prompt[lastUser];
  const question =
    user?.role === "user"
      ? user.content
          .map((part) => (part.type === "text" ? part.text : ""))
          .join(" ")
          .trim()
      : "";
  const outcomes: ToolOutcome[] = [];
  for (const message of prompt.slice(lastUser + 1)) {
    if (message.role !== "tool") continue;
    for (const part of message.content) {
      if (part.type !== "tool-result") continue;
      const output = part.output;
      if (output.type === "json") outcomes.push({ toolName: part.toolName, ok: true, value: output.value });
      else if (output.type === "text")
        outcomes.push({ toolName: part.toolName, ok: true, value: safeJson(output.value) });
      else if (output.type === "error-text" || output.type === "error-json") {
        outcomes.push({
          toolName: part.toolName,
          ok: false,
          value: String(typeof output.value === "string" ? output.value : JSON.stringify(output.value)),
        });
      } else outcomes.push({ toolName: part.toolName, ok: false, value: "The tool did not run." });
    }
  }
  const last = prompt[prompt.length - 1];
  return { question, outcomes, awaitingAnswer: last?.role === "tool" };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
