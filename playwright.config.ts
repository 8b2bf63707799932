import { randomBytes } from "node:crypto";
import { defineConfig, devices } from "@playwright/test";

// Browser tests run Debian's headless Chromium shell (package chromium-headless-shell: the old headless mode, the
// one Playwright itself runs headless) against the production build on an in-memory embedded database. The full
// browser's new headless mode composites every frame in a GPU process and took a third more CPU for the same tests.
const chromium = {
  executablePath: "/usr/bin/chromium-headless-shell",
  args: [
    "--no-sandbox",
    "--headless",
    "--disable-gpu",
    "--disable-quic",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
};

const desktop = { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, launchOptions: chromium };
const mobile = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, launchOptions: chromium };

// Ports are overridable so several checkouts can run their browser tests side by side.
const PORT = process.env.E2E_PORT ?? "3100";
const OIDC_PORT = process.env.E2E_OIDC_PORT ?? "3199";
const ORIGIN = `http://127.0.0.1:${PORT}`;
const FAKE_OIDC = `http://127.0.0.1:${OIDC_PORT}`;
process.env.E2E_ORIGIN ??= ORIGIN; // read by tests/pages/session.ts in the test workers
// A fresh random secret per run (a fixed one would be public: the server refuses those), set once in the runner so
// its workers inherit the same one: the HTTP fuzz forges well-signed tokens with wrong claims.
process.env.E2E_NEXTAUTH_SECRET ??= randomBytes(32).toString("base64url");

export default defineConfig({
  testDir: "./tests",
  testMatch: ["e2e/**/*.spec.ts", "api/**/*.spec.ts"],
  // E2E_JSON_REPORT=<file> adds Playwright's JSON report (each test's duration), to see where the time goes.
  reporter: [
    ["list"],
    ...(process.env.E2E_JSON_REPORT ? [["json", { outputFile: process.env.E2E_JSON_REPORT }] as const] : []),
  ],
  // Parallel workers share one server and its database: tests that sign in as the demo user only read its league,
  // tests that change things make their own user. A test that changes data every league reads (an NFL player's
  // injury) is tagged @exclusive and runs alone, after the others (a project that depends on the other two). Playwright
  // runs a dependency project whole: to run one file, name a project (`--project=desktop`) or add `--no-deps`.
  // Two workers by default. A test that ends sessions (logging out revokes every session of the account) uses its own
  // user, never the demo, or it would sign out the other worker mid-test.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  timeout: 60_000,
  // A page's first load can compute a season's simulations: on a busy 2-core machine that outlasts Playwright's
  // default 5 s, so an assertion waits as long as a person would for the page to finish loading.
  expect: { timeout: 15_000 },
  // A failed test leaves its screenshot and the page's accessibility snapshot (error-context.md). Recording a trace
  // of every test costs a fifth of the suite's CPU and is thrown away when the test passes: E2E_TRACE=on keeps
  // traces again (retained on failure) when chasing a failure.
  // Pages are opened as a visitor who asked for reduced motion (the app then stops its spinners and skeleton pulses,
  // globals.css): a spinner turning while a page loads kept Chromium painting 60 frames a second and cost about a
  // fifth of the browser's CPU. The motion itself is tested in accessibility.spec.ts.
  use: {
    baseURL: ORIGIN,
    launchOptions: chromium,
    reducedMotion: "reduce",
    screenshot: "only-on-failure",
    trace: process.env.E2E_TRACE === "on" ? "retain-on-failure" : "off",
  },
  projects: [
    { name: "desktop", use: desktop, grepInvert: /@exclusive/ },
    { name: "mobile", use: mobile, grep: /@mobile/, grepInvert: /@exclusive/ },
    { name: "desktop-exclusive", use: desktop, grep: /@exclusive/, workers: 1, dependencies: ["desktop", "mobile"] },
    {
      name: "mobile-exclusive",
      use: mobile,
      grep: /^(?=.*@mobile)(?=.*@exclusive)/,
      workers: 1,
      dependencies: ["desktop-exclusive"],
    },
  ],
  webServer: [
    // Fake Google OAuth/OIDC endpoints for tests/e2e/auth-google.spec.ts.
    {
      command: "npx tsx tests/fakes/oidc-server.ts",
      url: `${FAKE_OIDC}/health`,
      timeout: 30_000,
      reuseExistingServer: false,
      env: { PORT: OIDC_PORT },
    },
    {
      // E2E_STANDALONE=1: the server runs from Next's standalone output (`npm run build:standalone`), the files the
      // Docker image ships.
      command: process.env.E2E_STANDALONE === "1" ? "npm run e2e:stack:standalone" : "npm run e2e:stack",
      url: `${ORIGIN}/api/health`,
      timeout: 180_000,
      reuseExistingServer: false,
      env: {
        NEXTAUTH_SECRET: process.env.E2E_NEXTAUTH_SECRET,
        SIGNUP_LIMIT_PER_HOUR: "1000", // the suite signs up many users from one address
        NEXTAUTH_URL: ORIGIN,
        NEXT_TELEMETRY_DISABLED: "1",
        APP_NOW: "2025-11-09T19:30:00Z",
        INGEST_SCHEDULER: "off",
        AUTH_GOOGLE_ID: "fake-client",
        AUTH_GOOGLE_SECRET: "fake-secret",
        AUTH_GOOGLE_AUTHORIZATION_URL: `${FAKE_OIDC}/authorize`,
        AUTH_GOOGLE_TOKEN_URL: `${FAKE_OIDC}/token`,
        AUTH_GOOGLE_USERINFO_URL: `${FAKE_OIDC}/userinfo`,
        AUTH_GOOGLE_ISSUER: FAKE_OIDC,
      },
    },
  ],
});
