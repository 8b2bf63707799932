// The app under test for the replayed-season suite: the production server on the embedded database, pointed at the
// replay server for every provider, with its football clock set by APP_NOW. A test restarts it to move the clock
// (the database lives in a folder, so accounts and leagues survive the restart).
import { spawn, type ChildProcess } from "node:child_process";
import http from "node:http";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export const APP_PORT = process.env.E2E_PORT ?? "3150";
export const DB_PORT = process.env.E2E_DB_PORT ?? "15450";
export const REPLAY_PORT = process.env.REPLAY_PORT ?? "3551";
export const ORIGIN = `http://127.0.0.1:${APP_PORT}`;
export const REPLAY = `http://127.0.0.1:${REPLAY_PORT}`;

/** The provider base URLs that send the app to the replay server. */
export const replayEnv = (base = REPLAY) => ({
  SLEEPER_API_URL: `${base}/sleeper/v1`,
  ESPN_API_URL: `${base}/espn/apis/v3/games/ffl`,
  ESPN_SITE_API_URL: `${base}/espn/site`,
  YAHOO_API_URL: `${base}/yahoo/fantasy/v2`,
  YAHOO_AUTH_URL: `${base}/yahoo-auth/oauth2`,
  YAHOO_CLIENT_ID: "replay-app",
  YAHOO_CLIENT_SECRET: "replay-app-secret",
});

export async function replayControl(what: "clock" | "failure", body: object): Promise<void> {
  const res = await fetch(`${REPLAY}/replay/${what}`, { method: "POST", body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`replay ${what}: ${res.status} ${await res.text()}`);
}

export interface AppStack {
  dbDir: string;
  child: ChildProcess | null;
}

/** A fresh database folder. */
export const newStack = (): AppStack => ({ dbDir: mkdtempSync(path.join(tmpdir(), "fgm-replay-db-")), child: null });

/** The run's database folder (REPLAY_RUN_DIR, set once by the config): every worker of the run uses it. */
export const runStack = (): AppStack => ({
  dbDir: path.join(process.env.REPLAY_RUN_DIR ?? tmpdir(), "db"),
  child: null,
});

/**
 * The health check's status on a new connection (null when nothing answers). A pooled keep-alive connection would
 * still reach a server that has stopped listening and is draining, so each check opens its own.
 */
function healthStatus(): Promise<number | null> {
  return new Promise((resolve) => {
    const req = http.get(
      `${ORIGIN}/api/health`,
      { agent: false, headers: { connection: "close" }, timeout: 2_000 },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? null);
      },
    );
    req.on("timeout", () => req.destroy());
    req.on("error", () => resolve(null));
  });
}

async function waitForHealth(child: ChildProcess, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`app exited with ${child.exitCode} before it was ready`);
    if ((await healthStatus()) === 200) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`app not healthy after ${timeoutMs} ms`);
}

/** Starts the app with its football clock at `now` (migrations and seed run first, as `npm run e2e:stack`). */
// The run's one server secret (playwright.replay.config.ts sets it): a new one per start would leave the leagues'
// stored sign-ins unreadable after a restart.
function runSecret(): string {
  const secret = process.env.REPLAY_NEXTAUTH_SECRET;
  if (!secret) throw new Error("REPLAY_NEXTAUTH_SECRET is not set: run the suite with playwright.replay.config.ts");
  return secret;
}

export async function startApp(stack: AppStack, now: string): Promise<void> {
  const child = spawn(
    "node",
    [
      "scripts/embedded-db.mjs",
      "--always",
      `--db=${stack.dbDir}`,
      `--port=${DB_PORT}`,
      "--",
      "npm",
      "run",
      "e2e:server",
    ],
    {
      detached: true, // its own process group, so stopApp ends the database, npm and the server together
      stdio: ["ignore", "inherit", "inherit"],
      env: {
        ...process.env,
        ...replayEnv(),
        E2E_PORT: APP_PORT,
        NODE_ENV: "production",
        NEXTAUTH_SECRET: runSecret(),
        NEXTAUTH_URL: ORIGIN,
        NEXT_TELEMETRY_DISABLED: "1",
        APP_NOW: now,
        INGEST_SCHEDULER: "on",
        // The replay builds some answers per request (seconds on a busy machine); a person would wait that long too.
        PROVIDER_TIMEOUT_MS: "20000",
      },
    },
  );
  stack.child = child;
  await waitForHealth(child, 120_000);
}

export async function stopApp(stack: AppStack): Promise<void> {
  const child = stack.child;
  stack.child = null;
  if (!child?.pid || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  process.kill(-child.pid, "SIGTERM");
  await exited;
  await waitForPortClosed(30_000);
}

// The wrapper exits first; the server it started may take new connections a moment longer. A start after a stop
// waits until the old server takes none, so the next health check is the new server's, not the old one's.
async function waitForPortClosed(timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if ((await healthStatus()) === null) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the stopped app still answers after ${timeoutMs} ms`);
}
