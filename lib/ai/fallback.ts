import type {
  LanguageModelV3,
  LanguageModelV3CallOptions,
  LanguageModelV3StreamPart,
  LanguageModelV3StreamResult,
} from "@ai-sdk/provider";

/** Per request: which model produced the answer, so the UI can say "Answered by …". */
export interface AnswerTracker {
  label: string;
  fellBack: boolean;
}

interface FallbackOptions {
  primary: LanguageModelV3;
  fallback: LanguageModelV3;
  timeoutMs: number;
  tracker: AnswerTracker;
  fallbackLabel: string;
}

export function fallbackNotice(label: string): string {
  return `_${label} was unavailable, so the built-in analyst answered instead._\n\n`;
}

// A configured LLM that errors or stalls must never leave the user with a broken stream: every step
// (the AI SDK calls doStream once per step) falls back to the built-in analyst with a short notice.
export function withAnalystFallback({
  primary,
  fallback,
  timeoutMs,
  tracker,
  fallbackLabel,
}: FallbackOptions): LanguageModelV3 {
  const primaryLabel = tracker.label;
  const switchOver = (error: unknown) => {
    console.warn(`[ai] ${primaryLabel} failed; falling back to the built-in analyst:`, errorMessage(error));
    tracker.fellBack = true;
    tracker.label = fallbackLabel;
  };

  return {
    specificationVersion: "v3",
    provider: primary.provider,
    modelId: primary.modelId,
    supportedUrls: primary.supportedUrls,

    async doGenerate(options) {
      if (tracker.fellBack) return fallback.doGenerate(options);
      const timeout = timeoutSignal(timeoutMs, options.abortSignal);
      try {
        return await primary.doGenerate({ ...options, abortSignal: timeout.signal });
      } catch (error) {
        if (options.abortSignal?.aborted) throw error;
        switchOver(error);
        const result = await fallback.doGenerate(options);
        return { ...result, content: [{ type: "text", text: fallbackNotice(primaryLabel) }, ...result.content] };
      } finally {
        timeout.clear();
      }
    },

    async doStream(options) {
      if (tracker.fellBack) return fallback.doStream(options);
      const timeout = timeoutSignal(timeoutMs, options.abortSignal);
      let upstream: LanguageModelV3StreamResult;
      try {
        upstream = await raceTimeout(primary.doStream({ ...options, abortSignal: timeout.signal }), timeoutMs);
      } catch (error) {
        timeout.clear();
        if (options.abortSignal?.aborted) throw error;
        switchOver(error);
        return { stream: await fallbackStream(fallback, options, primaryLabel, true) };
      }
      const reader = upstream.stream.getReader();
      let failed = false;
      const stream = new ReadableStream<LanguageModelV3StreamPart>({
        async pull(controller) {
          try {
            // The timeout also bounds each gap between chunks: a server that stops mid-answer is a failure.
            const next = await raceTimeout(reader.read(), timeoutMs);
            if (next.done) {
              timeout.clear();
              controller.close();
              return;
            }
            if (next.value.type !== "error") {
              controller.enqueue(next.value);
              return;
            }
            throw next.value.error;
          } catch (error) {
            timeout.clear();
            void reader.cancel().catch(() => undefined); // the primary is abandoned; its cancel error is irrelevant
            if (options.abortSignal?.aborted || failed) {
              controller.error(error);
              return;
            }
            failed = true;
            switchOver(error);
            const rest = (await fallbackStream(fallback, options, primaryLabel, false)).getReader();
            for (;;) {
              const part = await rest.read();
              if (part.done) break;
              controller.enqueue(part.value);
            }
            controller.close();
          }
        },
        cancel(reason) {
          timeout.clear();
          return reader.cancel(reason);
        },
      });
      return { ...upstream, stream };
    },
  };
}

async function fallbackStream(
  model: LanguageModelV3,
  options: LanguageModelV3CallOptions,
  primaryLabel: string,
  withStart: boolean,
): Promise<ReadableStream<LanguageModelV3StreamPart>> {
  const { stream } = await model.doStream(options);
  const notice = fallbackNotice(primaryLabel);
  let started = false;
  return stream.pipeThrough(
    new TransformStream<LanguageModelV3StreamPart, LanguageModelV3StreamPart>({
      transform(part, controller) {
        if (part.type === "stream-start") {
          if (withStart) controller.enqueue(part);
          return;
        }
        if (!started) {
          started = true;
          controller.enqueue({ type: "text-start", id: "fallback-notice" });
          controller.enqueue({ type: "text-delta", id: "fallback-notice", delta: notice });
          controller.enqueue({ type: "text-end", id: "fallback-notice" });
        }
        controller.enqueue(part);
      },
    }),
  );
}

function timeoutSignal(ms: number, outer?: AbortSignal) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error(`timed out after ${ms} ms`)), ms);
  const signal = outer ? AbortSignal.any([outer, controller.signal]) : controller.signal;
  return { signal, clear: () => clearTimeout(timer) };
}

function raceTimeout<T>(promise: PromiseLike<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  return Promise.race([Promise.resolve(promise), timeout]).finally(() => clearTimeout(timer));
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
