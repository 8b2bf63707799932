import { env } from "@/env";
import { STATIC_HEADERS } from "./static-headers.mjs";

// Response headers for every page and API answer (proxy.ts sets them per request, so they follow the
// runtime configuration, not the build's). Scripts run only with this request's nonce: Next adds it to its
// own inline scripts when it finds the policy on the request, and 'strict-dynamic' lets those load chunks.

const isDev = process.env.NODE_ENV === "development";

function origin(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

// Sign-in forms post to our own routes, which redirect to Google's / Yahoo's consent pages (or the test fakes):
// form-action must allow those redirect targets.
function formTargets(): string[] {
  const targets = ["'self'"];
  if (env.googleEnabled) targets.push(origin(env.AUTH_GOOGLE_AUTHORIZATION_URL) ?? "https://accounts.google.com");
  if (env.yahooEnabled) targets.push(origin(env.YAHOO_AUTH_URL) ?? "https://api.login.yahoo.com");
  return [...new Set(targets)];
}

export function contentSecurityPolicy(nonce: string): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${isDev ? " 'unsafe-eval'" : ""}`,
    // Inline style attributes (Radix positioning, charts) and next-themes' transition guard; never scripts.
    "style-src 'self' 'unsafe-inline'",
    // Player headshots and team logos come from the providers' CDNs over https.
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self'${isDev ? " ws: wss:" : ""}`,
    "object-src 'none'",
    "base-uri 'self'",
    `form-action ${formTargets().join(" ")}`,
    "frame-ancestors 'none'",
    "frame-src 'none'",
    "worker-src 'self' blob:",
    "manifest-src 'self'",
  ];
  // No upgrade-insecure-requests: it would rewrite same-origin http requests to https on a plain-http origin
  // that still uses secure cookies (browsers treat 127.0.0.1 as secure; the e2e stack runs that way). HSTS does
  // the upgrading where the site really is https.
  return directives.join("; ");
}

/** Headers every response carries (lib/api/static-headers.mjs); HSTS only when the site is served over https. */
export function staticSecurityHeaders(): Record<string, string> {
  const headers: Record<string, string> = Object.fromEntries(STATIC_HEADERS.map((h) => [h.key, h.value]));
  if (env.secureCookies) headers["Strict-Transport-Security"] = "max-age=63072000; includeSubDomains";
  return headers;
}

/** A fresh, unguessable nonce per request (128 bits, base64). */
export function newNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}
