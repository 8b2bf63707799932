import "server-only";
import { ApiError, isDatabaseUnavailable, toErrorResponse } from "@/lib/api/errors";
import { assertNoNul, readBodyText } from "@/lib/api/body";

// What NextAuth (v4) serves under /api/auth/*: anything else is a 404 before NextAuth sees it.
const ACTIONS: Record<string, Set<string>> = {
  GET: new Set(["signin", "callback", "signout", "session", "csrf", "providers", "error", "verify-request"]),
  POST: new Set(["signin", "callback", "signout", "session", "_log"]),
};
// NextAuth's forms post small urlencoded bodies (csrfToken, callbackUrl).
const MAX_AUTH_BODY_BYTES = 8 * 1024;

type Forward = (req: Request) => Promise<Response> | Response;

export async function guardNextAuthRequest(
  req: Request,
  segments: string[] | undefined,
  forward: Forward,
): Promise<Response> {
  try {
    const [action = ""] = segments ?? [];
    const method = req.method.toUpperCase();
    if (!ACTIONS[method]?.has(action) || (segments?.length ?? 0) > 2) throw new ApiError("not_found", "Not found");
    const url = new URL(req.url);
    assertNoNul(Object.fromEntries(url.searchParams));
    let forwarded = req;
    if (method === "POST") {
      const text = await readBodyText(req, MAX_AUTH_BODY_BYTES);
      const type = req.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase() ?? "";
      if (type === "application/json") {
        try {
          assertNoNul(JSON.parse(text || "{}"));
        } catch (error) {
          if (error instanceof ApiError) throw error;
          throw new ApiError("bad_request", "Request body must be valid JSON");
        }
      } else if (type === "application/x-www-form-urlencoded" || type === "") {
        assertNoNul(Object.fromEntries(new URLSearchParams(text)));
      } else {
        throw new ApiError("bad_request", "Unsupported content type");
      }
      forwarded = new Request(req.url, { method, headers: req.headers, body: text });
    }
    const res = await forward(forwarded);
    if (res.status >= 500) {
      console.error(`[auth] NextAuth answered ${res.status} to ${method} /api/auth/${action}`);
      return new ApiError("bad_request", "The sign-in request could not be processed").toResponse();
    }
    return res;
  } catch (error) {
    if (error instanceof ApiError || isDatabaseUnavailable(error)) return toErrorResponse(error);
    console.error("[auth] NextAuth failed", error);
    return new ApiError("bad_request", "The sign-in request could not be processed").toResponse();
  }
}
