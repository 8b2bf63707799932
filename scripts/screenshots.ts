// Screenshots of the running demo for the README: `npm run screenshots` starts the app on an in-memory embedded
// database with the demo league (the same stack as the browser tests), signs in as the demo user and writes WebP
// images to docs/screenshots/. Pass a URL to use an app that is already running: `npm run screenshots -- http://…`.
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { chromium, type Page } from "@playwright/test";

const OUT = path.join(process.cwd(), "docs", "screenshots");
const PORT = process.env.SCREENSHOT_PORT ?? "3300";
const external = process.argv[2];
const origin = external ?? `http://127.0.0.1:${PORT}`;

interface Shot {
  name: string;
  path: string;
  theme?: "light" | "dark";
  width?: number;
  /** What must be on screen before the picture is taken. */
  ready: (page: Page) => Promise<unknown>;
  act?: (page: Page) => Promise<unknown>;
}

// Live pages poll and the frame syncs every 10 s, so the network never goes idle: wait for the skeletons to go.
const settled = (page: Page) =>
  page
    .waitForFunction(() => !document.querySelector(".animate-pulse, [aria-busy='true']"), null, { timeout: 45_000 })
    .then(() => page.waitForTimeout(500));
const heading = (page: Page) => page.getByRole("heading", { level: 1 }).first().waitFor({ timeout: 60_000 });
const SHOTS: Shot[] = [
  { name: "landing", path: "/", ready: (p) => p.getByText("Ask GM Anything").waitFor() },
  {
    name: "dashboard-light",
    path: "/dashboard",
    ready: (p) => p.getByTestId("gm-brief-card").waitFor({ timeout: 60_000 }),
  },
  {
    name: "dashboard-dark",
    path: "/dashboard",
    theme: "dark",
    ready: (p) => p.getByTestId("gm-brief-card").waitFor({ timeout: 60_000 }),
  },
  {
    name: "dashboard-phone",
    path: "/dashboard",
    width: 375,
    ready: (p) => p.getByTestId("roster-card").waitFor({ timeout: 60_000 }),
  },
  {
    name: "player-modal",
    path: "/dashboard",
    ready: (p) => p.getByTestId("roster-card").getByRole("button").first().waitFor({ timeout: 60_000 }),
    act: async (p) => {
      await p.getByTestId("roster-card").getByRole("button").first().click();
      await p.getByRole("dialog").waitFor();
      await p.waitForTimeout(1500);
    },
  },
  {
    name: "gm-chat",
    path: "/gm-chat",
    ready: heading,
    act: async (p) => {
      const box = p.getByRole("textbox").first();
      await box.fill("Should I start Jahmyr Gibbs or Bijan Robinson this week?");
      await box.press("Enter");
      await p
        .getByText(/Answered by/)
        .first()
        .waitFor({ timeout: 60_000 });
    },
  },
  ...[
    "matchups",
    "standings",
    "schedule",
    "analytics",
    "lineup",
    "waivers",
    "waiver-analyzer",
    "trades",
    "players",
    "manage",
    "settings",
  ].map((page): Shot => ({
    name: page,
    path: `/${page}`,
    ready: async (p) => {
      await heading(p);
      await settled(p);
    },
  })),
  { name: "accuracy", path: "/accuracy", ready: heading },
];

async function waitForHealth(url: string, ms: number) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error(`${url} did not become healthy`);
}

function startStack(): ChildProcess {
  return spawn("npm", ["run", "e2e:stack"], {
    stdio: "inherit",
    detached: true,
    env: {
      ...process.env,
      E2E_PORT: PORT,
      E2E_DB_PORT: process.env.SCREENSHOT_DB_PORT ?? "15390",
      INGEST_SCHEDULER: "off",
      NEXTAUTH_URL: origin,
      NEXTAUTH_SECRET: process.env.NEXTAUTH_SECRET ?? randomBytes(32).toString("base64url"),
      AUTH_SECURE_COOKIES: "false",
    },
  });
}

async function main() {
  mkdirSync(OUT, { recursive: true });
  const stack = external ? null : startStack();
  try {
    await waitForHealth(origin, 240_000);
    const browser = await chromium.launch({
      executablePath: "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--no-first-run",
      ],
    });
    for (const shot of SHOTS) {
      const context = await browser.newContext({
        viewport: { width: shot.width ?? 1280, height: 800 },
        deviceScaleFactor: 1,
        colorScheme: shot.theme ?? "light",
        baseURL: origin,
      });
      await context.addInitScript((theme) => window.localStorage.setItem("theme", theme), shot.theme ?? "light");
      const page = await context.newPage();
      if (shot.name !== "landing") {
        const res = await page.request.post("/api/login", {
          headers: { Origin: origin },
          data: { username: "demo", password: "demo1234" },
        });
        if (!res.ok()) throw new Error(`demo sign-in failed: ${res.status()}`);
      }
      const res = await page.goto(shot.path);
      if (!res?.ok()) {
        console.warn(`skipped ${shot.name}: ${shot.path} answered ${res?.status()}`);
        await context.close();
        continue;
      }
      await shot.ready(page);
      await shot.act?.(page);
      // WebP through the DevTools protocol: a third of a PNG's size for the same picture.
      const cdp = await context.newCDPSession(page);
      const { data } = (await cdp.send("Page.captureScreenshot", { format: "webp", quality: 82 })) as { data: string };
      writeFileSync(path.join(OUT, `${shot.name}.webp`), Buffer.from(data, "base64"));
      console.log(`docs/screenshots/${shot.name}.webp`);
      await context.close();
    }
    await browser.close();
  } finally {
    if (stack?.pid) process.kill(-stack.pid, "SIGTERM");
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
