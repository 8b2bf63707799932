// The landing chat's wire format: `data: {"text": "..."}\n\n` lines, then `data: [DONE]\n\n`.
// Encoder for the server and an incremental parser for the browser live together so they cannot drift.

export const SSE_DONE = "data: [DONE]\n\n";

export function sseText(text: string): string {
  return `data: ${JSON.stringify({ text })}\n\n`;
}

export interface SseParser {
  /** Feed raw decoded text; returns the text deltas completed by this chunk. */
  push(chunk: string): string[];
  /** True once `data: [DONE]` has been read. */
  readonly done: boolean;
}

// Network chunks split lines anywhere, so only complete lines are parsed; the tail waits for the next chunk.
export function createSseParser(onMalformed: (line: string, error: unknown) => void = () => {}): SseParser {
  let buffer = "";
  let done = false;
  return {
    get done() {
      return done;
    },
    push(chunk: string): string[] {
      buffer += chunk;
      const lines = buffer.split("\n");
      buffer = lines.pop() ?? "";
      const texts: string[] = [];
      for (const raw of lines) {
        const line = raw.endsWith("\r") ? raw.slice(0, -1) : raw;
        if (done) continue;
        // The spec names a bare "[DONE]" line as the end too; our server sends `data: [DONE]`.
        if (line.trim() === "[DONE]") {
          done = true;
          continue;
        }
        if (!line.startsWith("data:")) continue;
        const payload = line.slice(5).trimStart();
        if (payload === "[DONE]") {
          done = true;
          continue;
        }
        try {
          const parsed: unknown = JSON.parse(payload);
          if (
            typeof parsed === "object" &&
            parsed !== null &&
            typeof (parsed as { text?: unknown }).text === "string"
          ) {
            texts.push((parsed as { text: string }).text);
          } else {
            onMalformed(line, new Error("chunk has no text field"));
          }
        } catch (error) {
          onMalformed(line, error);
        }
      }
      return texts;
    },
  };
}
