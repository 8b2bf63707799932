import { expect, test, type Page } from "@playwright/test";
import { signIn, signUpFreshUser } from "../pages/session";
import { newStack, replayControl, startApp, stopApp, type AppStack } from "./stack";

// 2026 as a new user lives it: the replay server serves the shipped 2025 season as 2026, the app runs on real
// leagues with its clock at week 12 (Sunday, early games in progress), then on Tuesday of week 13.
const WEEK_12_SUNDAY = "2026-11-29T19:00:00Z";
const WEEK_13_TUESDAY = "2026-12-01T15:00:00Z";
const SHOTS = process.env.REPLAY_SHOTS_DIR;

const PAGES = [
  "/dashboard",
  "/matchups",
  "/standings",
  "/schedule",
  "/analytics",
  "/lineup",
  "/waivers",
  "/waiver-analyzer",
  "/trades",
  "/players",
  "/gm-chat",
  "/settings",
] as const;

async function shot(page: Page, name: string) {
  const file = SHOTS ? `${SHOTS}/${name}.png` : test.info().outputPath(`${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
}

/** Opens a page and waits for its heading; a server error fails the test. */
async function open(page: Page, path: string) {
  const res = await page.goto(path);
  expect(res?.status(), path).toBeLessThan(500);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible({ timeout: 60_000 });
}

let stack: AppStack;
let user: { username: string; password: string };

test.describe.configure({ mode: "serial", timeout: 300_000 });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  await replayControl("clock", { now: WEEK_12_SUNDAY });
  await replayControl("failure", { mode: null });
  stack = newStack();
  await startApp(stack, WEEK_12_SUNDAY);
});
test.afterAll(async () => {
  await stopApp(stack);
});

test("a new user connects the replayed Sleeper league and an ESPN league", async ({ page }) => {
  user = await signUpFreshUser(page, "replay");
  await page.goto("/connect");
  await page.getByText("Sleeper", { exact: true }).click();
  await page.getByLabel("Sleeper username").fill("replay");
  await expect(page.getByLabel("Season")).toHaveValue("2026");
  await page.getByRole("button", { name: "Find leagues" }).click();
  await expect(page.getByText("Replay League")).toBeVisible({ timeout: 30_000 });
  await shot(page, "connect-sleeper");
  await page.getByRole("button", { name: "Connect league" }).click();
  await page.waitForURL("**/dashboard", { timeout: 120_000 });

  await page.goto("/connect");
  await page.getByText("ESPN", { exact: true }).click();
  await page.getByLabel("ESPN league id").fill("26012345");
  await page.getByRole("button", { name: /Find league/ }).click();
  await page.getByLabel("Your team in Replay ESPN League").click();
  await page.getByRole("option", { name: /Monday Night Mayhem/ }).click();
  await shot(page, "connect-espn");
  await page.getByRole("button", { name: "Connect league" }).click();
  await page.waitForURL("**/dashboard", { timeout: 120_000 });
});

test("week 12: every page of the Sleeper league", async ({ page }) => {
  await signIn(page, user.username, user.password);
  for (const path of PAGES) {
    await open(page, path);
    await page.waitForTimeout(3000);
    await shot(page, `w12${path.replaceAll("/", "-")}`);
  }
});
