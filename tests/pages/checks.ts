import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** Opens a page and waits until it is still: see waitForContent. */
export async function settled(page: Page, path: string, timeout = 45_000) {
  await page.goto(path);
  await waitForContent(page, timeout);
}

/**
 * Waits for what a person waits for before reading a page: no skeleton or busy region left (live pages poll, so the
 * network never idles) and no entrance animation or transition still running (a dialog fading in is read by axe
 * at its final colours). Endless animations (a live dot's pulse) are part of the page at rest.
 */
export async function waitForContent(page: Page, timeout = 45_000) {
  await page.waitForFunction(
    () =>
      !document.querySelector(".animate-pulse, [aria-busy='true']") &&
      document
        .getAnimations()
        .every((a) => a.playState !== "running" || a.effect?.getComputedTiming().iterations === Infinity),
    null,
    { timeout },
  );
}

/** axe's rules that read colours: the only ones whose result a change of theme can change. */
const COLOUR_RULES = ["color-contrast", "link-in-text-block"];

/**
 * axe's serious and critical violations, with up to five offending nodes each. `rules: "colour"` runs only the rules
 * that read colours: a page in its second theme has the same elements, names and roles as in its first (which ran
 * every rule), and skipping the rest halves the pass.
 */
export async function seriousViolations(page: Page, { rules }: { rules?: "all" | "colour" } = {}) {
  // Our pages have no frames, so axe runs in the page itself ("legacy" mode): the default mode runs it per frame and
  // then merges the partial results in a blank page opened for each pass, which cost 2.5–4× the time for the same
  // violations. Only violations are read, so axe does not detail the passing nodes.
  const axe = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ["violations"] });
  const { violations } = await (rules === "colour" ? axe.withRules(COLOUR_RULES) : axe).analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.slice(0, 5).map((n) => n.target.join(" ")) }));
}

/** The page is no wider than the window: nothing to scroll sideways. */
export async function pageWidthOverflow(page: Page): Promise<number> {
  const [scroll, width] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  return scroll - width;
}

export async function expectNoSidewaysScroll(page: Page) {
  expect(await pageWidthOverflow(page)).toBeLessThanOrEqual(0);
}
