import { expect, test } from "@playwright/test";
import { seriousViolations, settled } from "../pages/checks";

// axe on every public page, light and dark: 0 serious or critical violations (in the dark theme, of the rules that
// read colours: the light pass ran every rule on the same elements). The signed-in pages, with every
// dialog, pop-over, tab and action result, at phone and desktop widths, are in every-state.spec.ts.
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
        expect(await seriousViolations(page, { rules: theme === "dark" ? "colour" : "all" })).toEqual([]);
      });
    }
  });
}
