import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** Opens a page and waits until no skeleton or busy region is left (live pages poll: the network never idles). */
export async function settled(page: Page, path: string, timeout = 45_000) {
  await page.goto(path);
  await waitForContent(page, timeout);
}

export async function waitForContent(page: Page, timeout = 45_000) {
  await page.waitForFunction(() => !document.querySelector(".animate-pulse, [aria-busy='true']"), null, { timeout });
  await page.waitForTimeout(300);
}

/** axe's serious and critical violations, with up to five offending nodes each. */
export async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
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
