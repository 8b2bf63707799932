import { env } from "@/env";
import { ApiError } from "@/lib/api/errors";

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export interface OriginConfig {
  /** The configured public URL (NEXTAUTH_URL); when set, it is the only origin the app answers to. */
  publicUrl?: string;
  /** Proxies in front (TRUST_PROXY_HOPS); only then are X-Forwarded-Host/Proto theirs rather than the client's. */
  proxyHops: number;
}

const configured = (): OriginConfig => ({ publicUrl: env.NEXTAUTH_URL, proxyHops: env.TRUST_PROXY_HOPS });
const first = (value: string | null) => value?.split(",")[0]?.trim() || null;

/**
 * The app's public origin for this request: the configured public URL; without one, the host the request was
 * addressed to — the proxy's X-Forwarded-Host/Proto only when proxies are declared in front, the Host header
 * otherwise (a client can send any X-Forwarded-Host, so it counts for nothing on its own).
 */
export function publicOrigin(req: Request, config: OriginConfig = configured()): string {
  if (config.publicUrl) return new URL(config.publicUrl).origin;
  const url = new URL(req.url);
  const proxied = config.proxyHops > 0;
  const host = (proxied && first(req.headers.get("x-forwarded-host"))) || req.headers.get("host");
  if (!host) return url.origin;
  const proto = (proxied && first(req.headers.get("x-forwarded-proto"))) || url.protocol.replace(":", "");
  return `${proto}://${host}`;
}

/**
 * Refuses state-changing requests from other sites: the Origin header must be the app's public origin. SameSite=Lax
 * already keeps the cookie off cross-site POSTs; this also stops same-site subdomains and login CSRF, where no
 * cookie is needed at all.
 */
export function assertSameOrigin(req: Request, config: OriginConfig = configured()): void {
  if (!STATE_CHANGING.has(req.method.toUpperCase())) return;
  const origin = req.headers.get("origin");
  if (!origin || origin !== publicOrigin(req, config)) {
    throw new ApiError("forbidden", "Cross-origin request refused");
  }
}
