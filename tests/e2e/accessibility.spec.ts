import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { DEMO_USER, signIn } from "../pages/session";

// Axe on every page of the product (app/**/page.tsx), light and dark: 0 serious or critical violations.
// Signed-in pages are seen as the seeded demo user, who has the demo league connected.
const PUBLIC = [
  "/",
  "/login",
  "/register",
  "/auth",
  "/accuracy",
  "/download-extension",
  "/privacy",
  "/support",
  "/terms",
];
const SIGNED_IN = [
  "/dashboard",
  "/analytics",
  "/connect",
  "/gm-chat",
  "/lineup",
  "/manage",
  "/matchups",
  "/players",
  "/schedule",
  "/settings",
  "/standings",
  "/trades",
  "/waiver-analyzer",
  "/waivers",
  "/auth/google/tos",
];

async function settled(page: Page, path: string) {
  await page.goto(path);
  // Live pages poll, so the network never idles: wait until no skeleton or busy region is left.
  await page.waitForFunction(() => !document.querySelector(".animate-pulse, [aria-busy='true']"), null, {
    timeout: 45_000,
  });
  await page.waitForTimeout(300);
}

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.slice(0, 5).map((n) => n.target.join(" ")) }));
}

for (const theme of ["light", "dark"] as const) {
  test.describe(`axe, ${theme} theme`, () => {
    test.use({ colorScheme: theme });
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((t) => window.localStorage.setItem("theme", t), theme);
    });

    for (const path of PUBLIC) {
      test(`${path} has no serious or critical violations`, async ({ page }) => {
        await settled(page, path);
        expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(theme === "dark");
        expect(await seriousViolations(page)).toEqual([]);
      });
    }

    test("signed-in pages have no serious or critical violations", async ({ page }) => {
      test.setTimeout(300_000);
      await signIn(page, DEMO_USER.username, DEMO_USER.password);
      await settled(page, "/players");
      const player = await page.locator('a[href^="/player/"]').first().getAttribute("href");
      expect(player).toMatch(/^\/player\/.+/);
      const found: Record<string, unknown> = {};
      for (const path of [...SIGNED_IN, player!]) {
        await settled(page, path);
        const violations = await seriousViolations(page);
        if (violations.length) found[path] = violations;
      }
      expect(found).toEqual({});
    });
  });
}
