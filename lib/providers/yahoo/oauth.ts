// Yahoo OAuth 2.0 authorization-code flow with refresh. Endpoints from env so tests
// can run against the fake token server.
import { z } from "zod";
import { env } from "@/env";
import { parseOrThrow, providerFetch } from "@/lib/providers/http";
import { ProviderError } from "@/lib/providers/types";

export interface YahooTokens {
  accessToken: string;
  refreshToken: string;
  expiresAt: number; // ms since epoch
}

export interface YahooOAuthConfig {
  authUrl: string;
  clientId: string;
  clientSecret: string;
}

export function yahooOAuthConfig(): YahooOAuthConfig {
  if (!env.YAHOO_CLIENT_ID || !env.YAHOO_CLIENT_SECRET)
    throw new ProviderError("auth", "Yahoo is not configured on this server (YAHOO_CLIENT_ID / YAHOO_CLIENT_SECRET).");
  return { authUrl: env.YAHOO_AUTH_URL, clientId: env.YAHOO_CLIENT_ID, clientSecret: env.YAHOO_CLIENT_SECRET };
}

export function buildAuthorizeUrl(
  state: string,
  redirectUri: string,
  config: YahooOAuthConfig = yahooOAuthConfig(),
): string {
  const url = new URL(`${config.authUrl.replace(/\/$/, "")}/request_auth`);
  url.search = new URLSearchParams({
    client_id: config.clientId,
    redirect_uri: redirectUri,
    response_type: "code",
    state,
    language: "en-us",
  }).toString();
  return url.toString();
}

const tokenSchema = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1),
  expires_in: z.coerce.number().positive(),
});

async function tokenRequest(form: Record<string, string>, config: YahooOAuthConfig, now: number): Promise<YahooTokens> {
  const basic = Buffer.from(`${config.clientId}:${config.clientSecret}`).toString("base64");
  const data = await providerFetch(`${config.authUrl.replace(/\/$/, "")}/get_token`, {
    method: "POST",
    label: "Yahoo",
    headers: { authorization: `Basic ${basic}`, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(form).toString(),
    retries: 1,
    authMessage:
      "Yahoo refused our app credentials. Ask the administrator to check YAHOO_CLIENT_ID and YAHOO_CLIENT_SECRET.",
  }).catch((error: unknown) => {
    // An expired or already-used code/refresh token comes back as 400 invalid_grant: the user must sign in again.
    if (error instanceof ProviderError && error.status === 400) {
      throw new ProviderError("auth", "Yahoo sign-in has expired. Connect Yahoo again to continue.", 400);
    }
    throw error;
  });
  const tokens = parseOrThrow(tokenSchema, data, "Yahoo", "token");
  return {
    accessToken: tokens.access_token,
    refreshToken: tokens.refresh_token,
    expiresAt: now + tokens.expires_in * 1000,
  };
}

export function exchangeCode(
  code: string,
  redirectUri: string,
  config: YahooOAuthConfig = yahooOAuthConfig(),
  now = Date.now(),
) {
  return tokenRequest({ grant_type: "authorization_code", code, redirect_uri: redirectUri }, config, now);
}

export function refreshTokens(refreshToken: string, config: YahooOAuthConfig = yahooOAuthConfig(), now = Date.now()) {
  // Yahoo's refresh accepts the out-of-band redirect; the real one is not needed to refresh.
  return tokenRequest({ grant_type: "refresh_token", refresh_token: refreshToken, redirect_uri: "oob" }, config, now);
}
