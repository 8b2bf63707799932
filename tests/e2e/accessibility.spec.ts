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

// The check itself: a page with a nameless button and grey-on-grey text is reported, by every rule and by the
// colour rules alone, so an empty list above means no violation rather than no check.
// A static page of its own: elements added to an app page could be swept away by React finishing hydration.
test("the check reports a serious violation it is shown", async ({ page }) => {
  await page.setContent(
    '<!doctype html><html lang="en"><head><title>Check</title></head><body><main><h1>Check</h1>' +
      '<button id="nameless"><svg width="8" height="8"></svg></button>' +
      '<p id="faint" style="color:#777;background:#888">Hard to read</p></main></body></html>',
  );
  const ids = (found: { id: string; nodes: string[] }[]) => found.map((v) => `${v.id} ${v.nodes.join(" ")}`);
  expect(ids(await seriousViolations(page))).toEqual(
    expect.arrayContaining(["button-name #nameless", "color-contrast #faint"]),
  );
  expect(ids(await seriousViolations(page, { rules: "colour" }))).toEqual(["color-contrast #faint"]);
});

// The browser tests run with reduced motion asked for (playwright.config.ts); here both ways: a loading spinner turns
// for everyone else and stands still for a visitor who asked for less motion.
for (const motion of ["no-preference", "reduce"] as const) {
  test.describe(`motion: ${motion}`, () => {
    test.use({ reducedMotion: motion });

    test(`a loading spinner ${motion === "reduce" ? "stands still" : "keeps turning"}`, async ({ page }) => {
      await settled(page, "/login");
      const spinning = await page.evaluate(() => {
        document.body.insertAdjacentHTML("beforeend", '<div id="probe-spinner" class="animate-spin size-4"></div>');
        const spinner = document.getElementById("probe-spinner")!;
        return spinner.getAnimations().map((a) => a.effect?.getComputedTiming().iterations);
      });
      expect(spinning).toEqual([motion === "reduce" ? 1 : Infinity]);
    });
  });
}
