import { expect, test, type Page } from "@playwright/test";
import { AppFrame } from "../pages/app-frame";
import { settled } from "../pages/checks";
import { DEMO_USER, signIn } from "../pages/session";

// Screenshots of the main pages at phone and desktop width against committed baselines (made with Debian's
// Chromium, the browser the tests run). The demo's football clock is fixed (APP_NOW), animations are off, and what
// other tests change is masked: the unread-notifications badge, the AI brief and the news on the dashboard. So are
// the simulated odds (the seasons are drawn anew after every league sync, so the last digit moves).
const PAGES = ["/dashboard", "/analytics", "/standings", "/players", "/trades"] as const;

/** One named player's profile (found through the Players search): what the screenshot and the no-JavaScript test
 * open. A named player, not the list's first, so a projection change cannot swap the player under the baseline. */
async function firstProfile(page: Page): Promise<string> {
  await settled(page, "/players?q=McCaffrey", 60_000);
  const link = page.locator("tr", { hasText: "Christian McCaffrey" }).locator('a[href^="/player/"]').first();
  await expect(link).toBeVisible();
  const href = await link.getAttribute("href");
  expect(href).toMatch(/^\/player\/.+/);
  return href!;
}

const masks = (page: Page) => [
  new AppFrame(page).notificationsButton,
  page.getByTestId("gm-brief-card"),
  page.getByTestId("news-card"),
  page.getByTestId("stat-card"),
  page.locator("[data-testid=analytics-odds] td:not([data-primary])"),
  page.locator("[data-testid=standings-table] td").filter({ hasText: "%" }),
  page.getByTestId("seed-chart"),
  page.locator("[data-slot=card]").filter({ has: page.getByRole("img", { name: /^Final wins/ }) }),
];

for (const width of [375, 1280]) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: width < 768 ? 812 : 800 }, colorScheme: "light" });
    test.beforeEach(async ({ page }) => {
      await page.addInitScript(() => window.localStorage.setItem("theme", "light"));
      await signIn(page, DEMO_USER.username, DEMO_USER.password);
    });

    for (const path of PAGES) {
      test(`${path} looks as it should`, async ({ page }) => {
        await settled(page, path, 60_000);
        await expect(page).toHaveScreenshot(`${path.slice(1)}-${width}.png`, {
          mask: masks(page),
          animations: "disabled",
          maxDiffPixelRatio: 0.01,
          timeout: 15_000,
        });
      });
    }

    test("the player profile looks as it should", async ({ page }) => {
      await settled(page, await firstProfile(page), 60_000);
      // The Overview tab: the AI tab's content depends on whether another test generated an analysis.
      await page.getByRole("tab", { name: "Overview", exact: true }).click();
      await expect(page.getByRole("tab", { name: "Overview", exact: true })).toHaveAttribute("aria-selected", "true");
      await expect(page).toHaveScreenshot(`player-profile-${width}.png`, {
        mask: masks(page),
        animations: "disabled",
        maxDiffPixelRatio: 0.01,
        timeout: 15_000,
      });
    });
  });
}

test.describe("the player profile without JavaScript", () => {
  test("shows the seven tabs' content, rendered on the server", async ({ browser, page }) => {
    await signIn(page, DEMO_USER.username, DEMO_USER.password);
    const profile = await firstProfile(page);
    const context = await browser.newContext({
      javaScriptEnabled: false,
      storageState: await page.context().storageState(),
    });
    const noJs = await context.newPage();
    await noJs.goto(profile);
    await expect(noJs.getByRole("heading", { level: 1 })).toBeVisible();
    for (const tab of ["AI Insights", "Overview", "Ownership", "Weekly", "Season", "Rankings", "News"]) {
      const heading = noJs.getByRole("heading", { level: 2, name: tab, exact: true });
      await expect(heading).toBeVisible();
      // Each panel carries its content, not a loading placeholder.
      const panel = noJs.locator("[data-profile-panel]").filter({ has: heading });
      await expect(panel.locator(".animate-pulse")).toHaveCount(0);
      expect((await panel.innerText()).replace(tab, "").trim().length).toBeGreaterThan(10);
    }
    await expect(noJs.locator("[data-profile-panel]").filter({ hasText: "Draft Rankings" })).toBeVisible();
    await expect(noJs.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${profile}$`));
    await context.close();
  });
});
