// A tiny fake of Google's OAuth 2.0 / OpenID endpoints on 127.0.0.1, for the Google sign-in tests.
// Run: `tsx tests/fakes/oidc-server.ts` (PORT, default 3199). Point the app at it with
//   AUTH_GOOGLE_ID=fake-client AUTH_GOOGLE_SECRET=fake-secret
//   AUTH_GOOGLE_AUTHORIZATION_URL=http://127.0.0.1:3199/authorize
//   AUTH_GOOGLE_TOKEN_URL=http://127.0.0.1:3199/token
//   AUTH_GOOGLE_USERINFO_URL=http://127.0.0.1:3199/userinfo  AUTH_GOOGLE_ISSUER=http://127.0.0.1:3199
// /authorize shows a form ("Google account email") instead of Google's consent screen; it enforces the
// client id, redirect URI, state passthrough and PKCE (S256), so a broken flow fails here as it would at Google.
import { createHash, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";

const CLIENT_ID = process.env.FAKE_OIDC_CLIENT_ID ?? "fake-client";
const CLIENT_SECRET = process.env.FAKE_OIDC_CLIENT_SECRET ?? "fake-secret";

type Grant = { email: string; redirectUri: string; challenge: string };
const codes = new Map<string, Grant>();
const tokens = new Map<string, string>();

const subFor = (email: string) => createHash("sha256").update(email.toLowerCase()).digest("hex").slice(0, 21);
const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function send(res: ServerResponse, status: number, body: unknown, type = "application/json") {
  res.writeHead(status, { "Content-Type": type, "Cache-Control": "no-store" });
  res.end(typeof body === "string" ? body : JSON.stringify(body));
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  let raw = "";
  for await (const chunk of req) raw += chunk;
  return new URLSearchParams(raw);
}

function authorizePage(query: URLSearchParams): string {
  const hidden = [...query].map(([k, v]) => `<input type="hidden" name="${escape(k)}" value="${escape(v)}">`).join("");
  return `<!doctype html><html lang="en"><head><title>Fake Google sign-in</title></head><body>
<h1>Sign in with (fake) Google</h1>
<form method="post" action="/authorize">${hidden}
<label>Google account email <input name="email" type="email" required></label>
<label><input type="checkbox" name="unverified" value="1"> Email not verified</label>
<button type="submit">Continue</button></form></body></html>`;
}

async function authorize(req: IncomingMessage, res: ServerResponse, url: URL) {
  const params = req.method === "POST" ? await readForm(req) : url.searchParams;
  const redirectUri = params.get("redirect_uri") ?? "";
  if (params.get("client_id") !== CLIENT_ID || !redirectUri.startsWith("http://127.0.0.1")) {
    return send(res, 400, { error: "invalid_request" });
  }
  if (
    params.get("response_type") !== "code" ||
    params.get("code_challenge_method") !== "S256" ||
    !params.get("state")
  ) {
    return send(res, 400, {
      error: "invalid_request",
      error_description: "code flow with state and PKCE S256 required",
    });
  }
  if (req.method !== "POST") return send(res, 200, authorizePage(params), "text/html; charset=utf-8");
  const email = params.get("email") ?? "";
  const code = randomBytes(16).toString("hex");
  codes.set(code, {
    email: params.get("unverified") ? `unverified:${email}` : email,
    redirectUri,
    challenge: params.get("code_challenge") ?? "",
  });
  const back = new URL(redirectUri);
  back.searchParams.set("code", code);
  back.searchParams.set("state", params.get("state") ?? "");
  res.writeHead(302, { Location: back.toString() });
  res.end();
}

async function token(req: IncomingMessage, res: ServerResponse) {
  const form = await readForm(req);
  const basic = req.headers.authorization?.startsWith("Basic ")
    ? Buffer.from(req.headers.authorization.slice(6), "base64").toString().split(":").map(decodeURIComponent)
    : [form.get("client_id"), form.get("client_secret")];
  if (basic[0] !== CLIENT_ID || basic[1] !== CLIENT_SECRET) return send(res, 401, { error: "invalid_client" });
  const grant = codes.get(form.get("code") ?? "");
  codes.delete(form.get("code") ?? "");
  const verifier = form.get("code_verifier") ?? "";
  const challenge = createHash("sha256").update(verifier).digest("base64url");
  if (!grant || grant.redirectUri !== form.get("redirect_uri") || grant.challenge !== challenge) {
    return send(res, 400, { error: "invalid_grant" });
  }
  const accessToken = randomBytes(16).toString("hex");
  tokens.set(accessToken, grant.email);
  send(res, 200, { access_token: accessToken, token_type: "Bearer", expires_in: 3600, scope: "openid email profile" });
}

function userinfo(req: IncomingMessage, res: ServerResponse) {
  const stored = tokens.get(req.headers.authorization?.replace(/^Bearer /, "") ?? "");
  if (!stored) return send(res, 401, { error: "invalid_token" });
  const unverified = stored.startsWith("unverified:");
  const email = stored.replace(/^unverified:/, "");
  send(res, 200, { sub: subFor(email), email, email_verified: !unverified, name: email.split("@")[0], picture: null });
}

const port = Number(process.env.PORT ?? 3199);
createServer((req, res) => {
  const url = new URL(req.url ?? "/", `http://127.0.0.1:${port}`);
  const route = `${req.method} ${url.pathname}`;
  if (url.pathname === "/authorize") return void authorize(req, res, url);
  if (route === "POST /token") return void token(req, res);
  if (route === "GET /userinfo") return userinfo(req, res);
  if (route === "GET /health") return send(res, 200, { ok: true });
  send(res, 404, { error: "not_found" });
}).listen(port, "127.0.0.1", () => console.log(`fake OIDC server on http://127.0.0.1:${port}`));
