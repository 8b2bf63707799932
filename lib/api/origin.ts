import { env } from "@/env";
import { ApiError } from "@/lib/api/errors";

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** The origin this request was addressed to: the proxy's forwarded host, the Host header, or the URL itself. */
export function requestOrigin(req: Request): string {
  const host = req.headers.get("x-forwarded-host")?.split(",")[0]?.trim() || req.headers.get("host");
  if (host) {
    const proto =
      req.headers.get("x-forwarded-proto")?.split(",")[0]?.trim() || new URL(req.url).protocol.replace(":", "");
    return `${proto}://${host}`;
  }
  return new URL(req.url).origin;
}

/**
 * Refuses state-changing requests from other sites. SameSite=Lax already keeps the cookie off
 * cross-site POSTs; this also stops same-site subdomains and login CSRF, where no cookie is needed at all.
 */
export function assertSameOrigin(req: Request): void {
  if (!STATE_CHANGING.has(req.method.toUpperCase())) return;
  const origin = req.headers.get("origin");
  const allowed = [requestOrigin(req), env.NEXTAUTH_URL ? new URL(env.NEXTAUTH_URL).origin : null];
  if (!origin || origin === "null" || !allowed.includes(origin)) {
    throw new ApiError("forbidden", "Cross-origin request refused");
  }
}
