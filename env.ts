// The app's configuration, validated once. App code reads `env.X`, never `process.env.X`.
// Every variable is optional for the embedded demo; `.env.example` documents each one.
import { randomBytes } from "node:crypto";
import { z } from "zod";
import { weakSecretReason } from "./lib/auth/secret-strength";

const isProduction = process.env.NODE_ENV === "production";
// `next build` evaluates server modules to collect page data; nothing is signed then, so the build needs no secret.
const isBuild = process.env.NEXT_PHASE === "phase-production-build";
const optionalUrl = z.string().url().optional();

const schema = z.object({
  NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
  DATABASE_URL: z.string().url().default("postgresql://postgres:postgres@127.0.0.1:15329/postgres"),
  // Connections the app may open. The embedded runner sets 1: its server is one PGlite session, so two
  // connections' transactions would share it.
  DATABASE_POOL_MAX: z.coerce.number().int().positive().optional(),
  // Signs session cookies and derives the key that encrypts provider credentials.
  // No default, ever: a constant in the code would let anyone who reads it forge a session. The embedded demo
  // (scripts/embedded-db.mjs) generates one and keeps it in its data folder; tests set their own.
  NEXTAUTH_SECRET: z
    .string()
    .min(32, "NEXTAUTH_SECRET must be at least 32 characters (e.g. `openssl rand -base64 32`)")
    .superRefine((secret, ctx) => {
      const reason = weakSecretReason(secret);
      if (reason)
        ctx.addIssue({ code: "custom", message: `NEXTAUTH_SECRET ${reason}: use \`openssl rand -base64 32\`` });
    })
    .optional(),
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
  // Football clocks (lib/clock.ts): APP_NOW pins real leagues' clock (tests, local replays; unset = real time),
  // DEMO_NOW moves the demo league's replay clock (default Sunday 2025-11-09 19:30 UTC). Security clocks ignore both.
  APP_NOW: z.string().datetime({ offset: true }).optional(),
  DEMO_NOW: z.string().datetime({ offset: true }).optional(),
  SLEEPER_API_URL: z.string().url().default("https://api.sleeper.app/v1"),
  ESPN_API_URL: z.string().url().default("https://lm-api-reads.fantasy.espn.com/apis/v3/games/ffl"),
  // ESPN's public site API: the live scoreboard and news jobs (lib/ingest). Production defaults to the real host;
  // elsewhere unset = those two jobs report "not set" and the demo's bundled season needs neither.
  ESPN_SITE_API_URL: isProduction
    ? z.string().url().default("https://site.api.espn.com/apis/site/v2/sports/football/nfl")
    : optionalUrl,
  // Ingestion of live NFL data (lib/ingest): the cron route's shared secret (`Authorization: Bearer …`; unset =
  // route disabled) and the in-process scheduler: scripts/server.mjs (a long-running server) defaults it to "on",
  // anything else (tests, serverless, plain `next start`) to "off".
  CRON_SECRET: z.string().min(16).optional(),
  INGEST_SCHEDULER: z.enum(["on", "off"]).default("off"),
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
  // Proxies in front of the app that append to X-Forwarded-For. 0 (default, `next start` facing clients) =
  // ignore forwarding headers; 1 = Vercel or one nginx/Caddy in front. Rate limits key on the address this yields.
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  // Largest request body any API route reads (bytes); bigger bodies are refused with 413 before reading.
  MAX_BODY_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(64 * 1024),
  // Sign-up attempts per address per hour (lib/auth/login-throttle.ts). The end-to-end suite, which signs up many
  // users from one address, raises it.
  SIGNUP_LIMIT_PER_HOUR: z.coerce.number().int().positive().default(10),
  // Landing-chat messages per hour from all anonymous visitors together (each address also gets 10 per hour).
  LANDING_CHAT_GLOBAL_PER_HOUR: z.coerce.number().int().positive().default(600),
  // Database timeouts (ms): getting a connection (opening one, or waiting for a free one in the pool — the
  // embedded demo has one), and one statement. Past them a request gets 503, not a hang.
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().positive().default(15_000),
});

const parsed = schema.safeParse(process.env);
if (!parsed.success) {
  throw new Error(`Invalid environment: ${z.prettifyError(parsed.error)}`);
}
const data = parsed.data;

export const MISSING_SECRET_MESSAGE =
  "NEXTAUTH_SECRET is not set. It signs session cookies and encrypts stored provider credentials, so the app " +
  "refuses to start without it. Set NEXTAUTH_SECRET to a random string of at least 32 characters " +
  "(e.g. `openssl rand -base64 32`), or run the embedded demo (`npm start`), which generates one.";

// A random per-process value while building: never a constant, and never used to sign anything.
const buildSecret = isBuild ? randomBytes(32).toString("base64url") : undefined;

/** The session secret; throws the message naming the variable when it is missing (read lazily, see below). */
export function sessionSecret(): string {
  const secret = data.NEXTAUTH_SECRET ?? buildSecret;
  if (!secret) throw new Error(MISSING_SECRET_MESSAGE);
  return secret;
}

export const env = {
  ...parsed.data,
  // A getter, so scripts that never sign or decrypt (benchmarks, backtests) run without a secret, while the
  // server checks it at start-up (instrumentation.ts) and every signing path fails loudly without one.
  get NEXTAUTH_SECRET(): string {
    return sessionSecret();
  },
  secureCookies:
    parsed.data.AUTH_SECURE_COOKIES === undefined ? isProduction : parsed.data.AUTH_SECURE_COOKIES === "true",
  googleEnabled: Boolean(parsed.data.AUTH_GOOGLE_ID && parsed.data.AUTH_GOOGLE_SECRET),
  yahooEnabled: Boolean(parsed.data.YAHOO_CLIENT_ID && parsed.data.YAHOO_CLIENT_SECRET),
};
