import { ApiError } from "@/lib/api/errors";

// Request bodies are read with a ceiling: a declared Content-Length over it is refused before reading, and a
// body streamed without one is cut off as soon as it passes the ceiling. The server never holds more than
// `maxBytes` of anyone's body (an anonymous 50 MB JSON grew the server by 200 MB before this).

function tooLarge(maxBytes: number): ApiError {
  return new ApiError("payload_too_large", `Request body too large (limit ${Math.round(maxBytes / 1024)} KB)`);
}

export async function readBodyText(req: Request, maxBytes: number): Promise<string> {
  const declared = req.headers.get("content-length");
  if (declared !== null && Number(declared) > maxBytes) throw tooLarge(maxBytes);
  if (!req.body) return "";
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel().catch(() => undefined);
        throw tooLarge(maxBytes);
      }
      chunks.push(value);
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError("bad_request", "Request body could not be read");
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new ApiError("bad_request", "Request body must be UTF-8 text");
  }
}

const MAX_DEPTH = 64;

/**
 * Refuses NUL characters and lone UTF-16 surrogates anywhere in the input (keys and string values): PostgreSQL
 * cannot store either in text (error 22021), so they would otherwise surface as a 500 deep inside a query.
 */
export function assertNoNul(value: unknown, depth = 0): void {
  if (depth > MAX_DEPTH) throw new ApiError("bad_request", "Request is nested too deeply");
  if (typeof value === "string") {
    if (value.includes("\0")) throw new ApiError("bad_request", "Text must not contain NUL characters");
    if (!value.isWellFormed()) throw new ApiError("bad_request", "Text must be valid Unicode");
    return;
  }
  if (Array.isArray(value)) {
    for (const item of value) assertNoNul(item, depth + 1);
    return;
  }
  if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes("\0") || !key.isWellFormed())
        throw new ApiError("bad_request", "Text must be valid Unicode without NUL characters");
      assertNoNul(item, depth + 1);
    }
  }
}
