// The app's configuration, validated once. App code reads `env.X`, never `process.env.X`.
// Every variable is optional for the embedded demo; `.env.example` documents each one.
import { z } from "zod";

const isProduction = process.env.NODE_ENV === "production";
const optionalUrl = z.string().url().optional();

const schema = z.object({
  NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
  DATABASE_URL: z.string().url().default("postgresql://postgres:postgres@127.0.0.1:54329/postgres"),
  // Connections the app may open. The embedded runner sets 1: pglite-server serves one PGlite session, and
  // interleaving several client connections on it can desynchronise the wire protocol under load.
  DATABASE_POOL_MAX: z.coerce.number().int().positive().optional(),
  // Signs session cookies and derives the key that encrypts provider credentials.
  NEXTAUTH_SECRET: z.string().min(16).default("fantasy-gm-embedded-demo-secret-change-me"),
  NEXTAUTH_URL: optionalUrl,
  // Secure cookies; on by default in production, off for the http://localhost demo.
  AUTH_SECURE_COOKIES: z.enum(["true", "false"]).optional(),
  AUTH_GOOGLE_ID: z.string().optional(),
  AUTH_GOOGLE_SECRET: z.string().optional(),
  // Overrides of Google's OAuth endpoints, for tests against a local fake OIDC server.
  AUTH_GOOGLE_AUTHORIZATION_URL: optionalUrl,
  AUTH_GOOGLE_TOKEN_URL: optionalUrl,
  AUTH_GOOGLE_USERINFO_URL: optionalUrl,
  AUTH_GOOGLE_ISSUER: z.string().optional(),
  // Football clock: "now" for weeks, game status and the live blend (ISO date). Security clocks ignore it.
  APP_NOW: z.string().datetime({ offset: true }).optional(),
  SLEEPER_API_URL: z.string().url().default("https://api.sleeper.app/v1"),
  ESPN_API_URL: z.string().url().default("https://lm-api-reads.fantasy.espn.com/apis/v3/games/ffl"),
  ESPN_SITE_API_URL: optionalUrl, // public scoreboard and news; unset = bundled data only
  YAHOO_API_URL: z.string().url().default("https://fantasysports.yahooapis.com/fantasy/v2"),
  YAHOO_AUTH_URL: z.string().url().default("https://api.login.yahoo.com/oauth2"),
  YAHOO_CLIENT_ID: z.string().optional(),
  YAHOO_CLIENT_SECRET: z.string().optional(),
  PROVIDER_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  OPENAI_API_KEY: z.string().optional(),
  OPENAI_MODEL: z.string().default("gpt-4o-mini"),
  OPENAI_BASE_URL: optionalUrl,
  AI_BASE_URL: optionalUrl,
  AI_MODEL: z.string().optional(),
  AI_API_KEY: z.string().optional(),
  AI_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  // Messages per user per day when a paid model is configured (0 = unlimited).
  AI_DAILY_MESSAGE_LIMIT: z.coerce.number().int().min(0).default(200),
  // Shown on the support, privacy and terms pages; account deletion requests go here.
  SUPPORT_EMAIL: z.string().email().default("support@fantasygm.local"),
});

const parsed = schema.safeParse(process.env);
if (!parsed.success) {
  throw new Error(`Invalid environment: ${z.prettifyError(parsed.error)}`);
}

export const env = {
  ...parsed.data,
  secureCookies:
    parsed.data.AUTH_SECURE_COOKIES === undefined ? isProduction : parsed.data.AUTH_SECURE_COOKIES === "true",
  googleEnabled: Boolean(parsed.data.AUTH_GOOGLE_ID && parsed.data.AUTH_GOOGLE_SECRET),
  yahooEnabled: Boolean(parsed.data.YAHOO_CLIENT_ID && parsed.data.YAHOO_CLIENT_SECRET),
};
