// GET /auth/google — starts Google sign-in: a page that posts to NextAuth's /api/auth/signin/google
import { createHash, randomBytes } from "node:crypto";
import { env } from "@/env";

export const dynamic = "force-dynamic";

// NextAuth starts OAuth only on a POST carrying its double-submit CSRF token ("token|sha256(token+secret)"
// in the cookie, the token in the body). We mint that pair here and let the browser submit it.
const csrfCookieName = `${env.secureCookies ? "__Host-" : ""}next-auth.csrf-token`;

export function GET(req: Request) {
  if (!env.googleEnabled) return Response.redirect(new URL("/auth", req.url), 303);
  const token = randomBytes(32).toString("hex");
  const hash = createHash("sha256").update(`${token}${env.NEXTAUTH_SECRET}`).digest("hex");
  // proxy.ts put this request's CSP nonce on the request: the auto-submit script needs it to run.
  const nonce = /^[A-Za-z0-9+/=]{16,64}$/.exec(req.headers.get("x-nonce") ?? "")?.[0] ?? "";
  const cookie = [`${csrfCookieName}=${token}%7C${hash}`, "Path=/", "HttpOnly", "SameSite=Lax"];
  if (env.secureCookies) cookie.push("Secure");
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex">
<title>Signing in with Google…</title></head>
<body style="font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:100vh;margin:0">
<form method="post" action="/api/auth/signin/google">
<input type="hidden" name="csrfToken" value="${token}">
<input type="hidden" name="callbackUrl" value="/dashboard">
<noscript><button type="submit">Continue to Google</button></noscript>
<p>Redirecting to Google…</p>
</form>
<script nonce="${nonce}">document.forms[0].submit()</script>
</body></html>`;
  return new Response(html, {
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Set-Cookie": cookie.join("; "),
      "Cache-Control": "no-store",
    },
  });
}
