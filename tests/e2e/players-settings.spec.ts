import { expect, test, type Page } from "@playwright/test";
import pg from "pg";
import { DEMO_USER, ORIGIN, signIn, signUpFreshUser } from "../pages/session";

// The stack's embedded database (playwright.config.ts starts it on E2E_DB_PORT).
const DB_URL = `postgresql://postgres:postgres@127.0.0.1:${process.env.E2E_DB_PORT ?? "15330"}/postgres`;

async function sql(text: string, values: unknown[] = []): Promise<void> {
  const client = new pg.Client({ connectionString: DB_URL });
  await client.connect();
  try {
    await client.query(text, values);
  } finally {
    await client.end();
  }
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/frame-${name}-${page.viewportSize()?.width}.png`, fullPage: true });

async function expectNoHorizontalScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

test.describe("players, profiles, settings (demo league)", () => {
  test("/players finds a misspelt name, filters free agents and opens the card and the profile @mobile", async ({
    page,
  }) => {
    await signIn(page, DEMO_USER.username, DEMO_USER.password);
    await page.goto("/players");
    await expect(page.getByRole("heading", { level: 1, name: "Players" })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId("player-result").first()).toBeVisible({ timeout: 30_000 });
    await page.getByRole("searchbox", { name: "Search players by name" }).fill("jamar chase");
    await expect(page.getByTestId("player-result").first()).toContainText("Ja'Marr Chase");
    await expect(page).toHaveURL(/\/players\?q=jamar\+chase/);
    await expectNoHorizontalScroll(page);
    await shot(page, "players");

    await page.getByTestId("player-result").first().getByRole("button").click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("heading", { name: "Ja'Marr Chase" })).toBeVisible();
    await expect(dialog.getByRole("tab")).toHaveCount(7);
    await page.keyboard.press("Escape");

    await page.getByTestId("player-result").first().getByRole("link", { name: "Open profile" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Ja'Marr Chase" })).toBeVisible();
    await expect(page).toHaveTitle(/Ja'Marr Chase/);
    await expect(page.getByRole("tab")).toHaveCount(7);
    await page.getByRole("tab", { name: "Weekly" }).click();
    await expect(page.getByText("Actual Performance")).toBeVisible({ timeout: 30_000 });
    await expectNoHorizontalScroll(page);
    await shot(page, "profile");
  });

  test("free-agent filter only lists players nobody rosters", async ({ page }) => {
    await signIn(page, DEMO_USER.username, DEMO_USER.password);
    await page.goto("/players?availability=free_agent&position=RB");
    const rows = page.getByTestId("player-result");
    await expect(rows.first()).toBeVisible({ timeout: 30_000 });
    await expect(rows.filter({ hasText: "Free agent" })).toHaveCount(await rows.count());
  });

  test("an unknown player is the not-found page", async ({ page }) => {
    await signIn(page, DEMO_USER.username, DEMO_USER.password);
    // The player layout checks existence before anything streams, so the status is a real 404.
    const response = await page.goto("/player/does-not-exist");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    const fetched = await page.request.get("/player/does-not-exist"); // a plain request, no browser
    expect(fetched.status()).toBe(404);
  });

  test("command palette: Ctrl+K finds a player and switches pages", async ({ page }) => {
    await signIn(page, DEMO_USER.username, DEMO_USER.password);
    await page.goto("/dashboard");
    await page.keyboard.press("Control+k");
    const input = page.getByRole("combobox", { name: "Search players, pages and teams" });
    await expect(input).toBeFocused();
    await input.fill("amon ra");
    await expect(page.getByRole("option", { name: /Amon-Ra St\. Brown/ })).toBeVisible({ timeout: 30_000 });
    await shot(page, "palette");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/player\//);
    await expect(page.getByRole("heading", { level: 1, name: "Amon-Ra St. Brown" })).toBeVisible();
  });

  test("notifications panel opens with its empty or listed state", async ({ page }) => {
    await signIn(page, DEMO_USER.username, DEMO_USER.password);
    await page.goto("/dashboard");
    await page
      .getByRole("button", { name: /^Notifications/ })
      .first()
      .click();
    await expect(page.getByRole("button", { name: "Mark all read" })).toBeVisible();
    await shot(page, "notifications");
  });

  test("settings: change email, theme, export, delete the account @mobile", async ({ page }) => {
    const { username, password } = await signUpFreshUser(page, "set");
    await page.goto("/settings");
    await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
    await expect(page.getByLabel("Username")).toHaveValue(username);
    await page.getByLabel("Email").fill("not-an-email");
    await page.getByRole("button", { name: "Save email" }).click();
    await expect(page.getByText("Please enter a valid email")).toBeVisible();
    await page.getByLabel("Email").fill(`${username}+new@example.com`);
    await page.getByRole("button", { name: "Save email" }).click();
    await expect(page.getByText("Email Updated", { exact: true })).toBeVisible();

    await page.getByRole("radio", { name: "Dark" }).click();
    await expect(page.locator("html")).toHaveClass(/dark/);
    await expectNoHorizontalScroll(page);
    await shot(page, "settings-dark");
    await page.getByRole("radio", { name: "Light" }).click();

    const exported = await page.request.get("/api/account/export");
    expect(exported.status()).toBe(200);
    expect(await exported.text()).not.toContain("passwordHash");

    await page.getByRole("button", { name: "Delete my account" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("button", { name: "Delete my account" })).toBeDisabled();
    await dialog.getByLabel(/Type .* to confirm/).fill(username);
    await dialog.getByRole("button", { name: "Delete my account" }).click();
    await expect(page).toHaveURL(/\/$/);
    const login = await page.request.post("/api/login", { headers: { Origin: ORIGIN }, data: { username, password } });
    expect(login.status()).toBe(401);
  });

  test("settings: Data sources shows each source's last refresh, error in plain words and staleness @mobile", async ({
    page,
  }) => {
    // Two sources' status rows as the jobs leave them: the schedule refreshed 2 hours ago (daily: up to date), the
    // scoreboard last refreshed an hour ago and failing since (every 30 s: stale). News and injuries never ran.
    const error = "ESPN did not answer within 10 s. Try again in a minute.";
    await sql(`DELETE FROM "DataSource"`);
    await sql(
      `INSERT INTO "DataSource" ("source", "lastRunAt", "lastSuccessAt", "rows", "lastError", "lastErrorAt") VALUES
        ('espn-schedule', now() - interval '2 hours', now() - interval '2 hours', 272, NULL, NULL),
        ('espn-scoreboard', now() - interval '5 minutes', now() - interval '1 hour', 16, $1,
         now() - interval '5 minutes')`,
      [error],
    );
    try {
      await signIn(page, DEMO_USER.username, DEMO_USER.password);
      await page.goto("/settings");
      const section = page.locator("#data-sources");
      await expect(section.getByRole("heading", { name: "Data sources" })).toBeVisible();
      // Within the visible list: while the page streams in, a hidden copy of it can also be in the document.
      const list = section.getByRole("list", { name: "Data sources" });
      const row = (source: string) => list.getByTestId(`source-${source}`);
      await expect(list.getByRole("listitem")).toHaveCount(7);
      await expect(row("demo-replay")).toContainText("Demo league replay (bundled 2025 season)");

      await expect(row("espn-schedule")).toContainText("NFL schedule and byes (ESPN)");
      await expect(row("espn-schedule")).toContainText("Up to date");
      await expect(row("espn-schedule")).toContainText("Last refreshed about 2 hours ago · 272 rows · refreshes daily");
      await expect(row("espn-schedule").getByRole("status")).toHaveCount(0);

      await expect(row("espn-scoreboard")).toContainText("Live scores and game state (ESPN scoreboard)");
      await expect(row("espn-scoreboard")).toContainText("Stale");
      await expect(row("espn-scoreboard")).toContainText("Last refreshed about 1 hour ago · 16 rows");
      await expect(row("espn-scoreboard").getByRole("status")).toHaveText(
        `Last refresh failed 5 minutes ago: ${error}`,
      );

      const neverRan: [string, string][] = [
        ["espn-player-stats", "Weekly projections and stat lines (ESPN)"],
        ["espn-news", "Player news (ESPN)"],
        ["sleeper-injuries", "Injury designations (Sleeper)"],
        ["sleeper-projections", "Weekly projections (Sleeper)"],
      ];
      for (const [source, label] of neverRan) {
        await expect(row(source)).toContainText(label);
        await expect(row(source)).toContainText("Not refreshed yet");
        await expect(row(source)).toContainText("Never refreshed");
      }
      // /api/health reports the same staleness.
      const health = (await (await page.request.get("/api/health")).json()) as {
        sources: { source: string; stale: boolean }[];
      };
      expect(health.sources.map((s) => [s.source, s.stale])).toEqual([
        ["espn-schedule", false],
        ["espn-scoreboard", true],
      ]);
      await section.scrollIntoViewIfNeeded();
      await expectNoHorizontalScroll(page);
      await section.screenshot({ path: `test-results/settings-data-sources-${page.viewportSize()?.width}.png` });
    } finally {
      await sql(`DELETE FROM "DataSource"`);
    }
  });
});
