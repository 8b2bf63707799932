import "server-only";
import type { LanguageModelV3 } from "@ai-sdk/provider";
import { createOpenAI } from "@ai-sdk/openai";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import { env } from "@/env";
import { createAnalystModel } from "@/lib/ai/analyst/model";
import type { LeagueName } from "@/lib/ai/analyst/nlu/league-names";
import type { LeagueCalendar } from "@/lib/ai/analyst/nlu/calendar-weeks";
import { withAnalystFallback, type AnswerTracker } from "@/lib/ai/fallback";

export const ANALYST_LABEL = "Fantasy GM Analyst (built-in)";

export interface ModelChoice {
  model: LanguageModelV3;
  /** Shown under every answer: "Answered by <label>". */
  label: string;
  /** Paid models count against the per-user daily limit; the built-in analyst does not. */
  paid: boolean;
  /** Which model actually answered (a configured LLM may fall back to the analyst mid-request). */
  tracker: AnswerTracker;
}

export interface ModelConfig {
  OPENAI_API_KEY?: string;
  OPENAI_MODEL: string;
  OPENAI_BASE_URL?: string;
  AI_BASE_URL?: string;
  AI_MODEL?: string;
  AI_API_KEY?: string;
  AI_TIMEOUT_MS: number;
}

// OPENAI_API_KEY → OpenAI; AI_BASE_URL → any OpenAI-compatible server; neither → the built-in analyst.
// `league`: the league's team and manager names, so the analyst reads them as typed ("the sunday scaries"); read
// only if the analyst answers. `calendar`: the league's weeks, so the analyst reads "the week after next" as one.
export function chooseModel(
  config: ModelConfig = env,
  league: () => Promise<readonly LeagueName[]> = async () => [],
  calendar: LeagueCalendar | null = null,
): ModelChoice {
  const analyst = createAnalystModel(league, calendar);
  if (config.OPENAI_API_KEY) {
    const openai = createOpenAI({ apiKey: config.OPENAI_API_KEY, baseURL: config.OPENAI_BASE_URL });
    // .chat(): the default openai(model) targets the Responses API, which compatible servers lack.
    return wrap(openai.chat(config.OPENAI_MODEL), config.OPENAI_MODEL, analyst, config.AI_TIMEOUT_MS);
  }
  if (config.AI_BASE_URL) {
    const modelId = config.AI_MODEL ?? "default";
    const compatible = createOpenAICompatible({ name: "ai", baseURL: config.AI_BASE_URL, apiKey: config.AI_API_KEY });
    return wrap(compatible.chatModel(modelId), modelId, analyst, config.AI_TIMEOUT_MS);
  }
  const tracker: AnswerTracker = { label: ANALYST_LABEL, fellBack: false };
  return { model: analyst, label: ANALYST_LABEL, paid: false, tracker };
}

function wrap(primary: LanguageModelV3, label: string, analyst: LanguageModelV3, timeoutMs: number): ModelChoice {
  const tracker: AnswerTracker = { label, fellBack: false };
  const model = withAnalystFallback({ primary, fallback: analyst, timeoutMs, tracker, fallbackLabel: ANALYST_LABEL });
  return { model, label, paid: true, tracker };
}
