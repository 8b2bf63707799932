import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

// The replayed-season suite (tests/replay): a shipped NFL season served as 2026 by the replay server
// (scripts/replay), the production build started by the tests themselves (tests/replay/stack.ts) so that they can
// move its football clock. Run `npm run build` first.
const REPLAY_PORT = process.env.REPLAY_PORT ?? "3551";
const APP_PORT = process.env.E2E_PORT ?? "3150";
process.env.E2E_ORIGIN ??= `http://127.0.0.1:${APP_PORT}`;
// The run's database folder: set here once, inherited by every worker (tests/replay/stack.ts).
process.env.REPLAY_RUN_DIR ??= mkdtempSync(path.join(tmpdir(), "fgm-replay-run-"));
// The server's secret for the whole run: a restarted server keeps it, as a real one does (the leagues' stored
// sign-ins are encrypted under it, so a new secret per start made the Yahoo sign-in unreadable after a restart).
process.env.REPLAY_NEXTAUTH_SECRET ??= randomBytes(32).toString("base64url");

export default defineConfig({
  testDir: "./tests/replay",
  testMatch: "**/*.spec.ts",
  reporter: "list",
  workers: 1,
  timeout: 180_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://127.0.0.1:${APP_PORT}`,
    ...devices["Desktop Chrome"],
    viewport: { width: 1280, height: 800 },
    reducedMotion: "reduce", // as in playwright.config.ts: no spinner painting while a page loads
    // The headless shell, screenshots on failure and traces only when asked for, as in playwright.config.ts.
    launchOptions: { executablePath: "/usr/bin/chromium-headless-shell", args: ["--no-sandbox", "--disable-gpu"] },
    screenshot: "only-on-failure",
    trace: process.env.E2E_TRACE === "on" ? "retain-on-failure" : "off",
  },
  webServer: {
    command: `npm run replay -- --as 2026 --port ${REPLAY_PORT} --now 2026-11-29T19:00:00Z`,
    url: `http://127.0.0.1:${REPLAY_PORT}/`,
    timeout: 60_000,
    reuseExistingServer: false,
  },
});
