import { expect, test, type Page } from "@playwright/test";
import { DEMO_USER, signIn } from "../pages/session";

// The demo league at the stack's football clock (APP_NOW 2025-11-09T19:30Z: week 10, Sunday's early games live).
// Tagged @mobile: each test also runs at 375 px. Screenshots land in test-results/ for a look.

async function open(page: Page, path: string) {
  await signIn(page, DEMO_USER.username, DEMO_USER.password);
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible({ timeout: 60_000 });
}

async function expectNoPageScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });

test.describe("league pages (demo league)", () => {
  test.describe.configure({ timeout: 180_000 }); // the first request of a week simulates the season
  test("standings: 12 teams, playoff % equal to the dashboard card's, tiebreakers in words @mobile", async ({
    page,
  }) => {
    await open(page, "/dashboard");
    const card = page.getByTestId("stat-card").filter({ hasText: "Playoff Odds" });
    await expect(card).toContainText(/[\d,]+ simulations/, { timeout: 60_000 });
    const cardOdds = (await card.locator("div.text-xl").first().textContent())?.trim();
    expect(cardOdds).toMatch(/^\d{1,2}%$/);

    await page.goto("/standings");
    await expect(page.getByRole("heading", { level: 1, name: "Standings" })).toBeVisible({ timeout: 60_000 });
    const rows = page.getByTestId("standings-row");
    await expect(rows).toHaveCount(12, { timeout: 60_000 });
    const mine = rows.and(page.locator("[data-mine]"));
    await expect(mine.getByTestId("standings-playoff")).toHaveText(cardOdds ?? "");
    await expect(page.getByTestId("tiebreakers")).toContainText("Total points for");
    await expect(rows.first()).toContainText(/\d+-\d+-\d+/);
    await expectNoPageScroll(page);
    await shot(page, "standings");
  });

  test("matchups: six games of week 10, mine first and live, lineups expand @mobile", async ({ page }) => {
    await open(page, "/matchups");
    const games = page.getByTestId("league-game");
    await expect(games).toHaveCount(6, { timeout: 60_000 });
    await expect(games.first()).toHaveAttribute("data-mine", "true");
    await expect(page.getByText(/Week 10 \(this week\) · live/)).toBeVisible();
    const pwins = await games.first().getByTestId("game-pwin").allTextContents();
    const sum = pwins.map((t) => Number(t.match(/(\d+)%/)?.[1])).reduce((a, b) => a + b, 0);
    expect(sum).toBeGreaterThanOrEqual(99);
    expect(sum).toBeLessThanOrEqual(101);
    await expect(games.first().getByRole("button", { name: "Hide lineups" })).toBeVisible();
    await expect(games.first().getByText("QB").first()).toBeVisible();
    await expectNoPageScroll(page);
    await shot(page, "matchups");

    await page.locator("#week-picker").selectOption("3");
    await expect(page.getByRole("paragraph").filter({ hasText: /^Week 3$/ })).toBeVisible();
    await expect(games.first().getByTestId("game-pwin").first()).toHaveText(/Won|Lost|Tied/); // one per side
  });

  test("schedule: played weeks with results, weeks ahead with P(win), playoff weeks, strength ranks @mobile", async ({
    page,
  }) => {
    await open(page, "/schedule");
    const weeks = page.getByTestId("schedule-week");
    await expect(weeks.first()).toBeVisible({ timeout: 60_000 });
    await expect(page.getByTestId("schedule-result")).toHaveCount(9);
    await expect(weeks.filter({ hasText: "Week 11" }).getByTestId("schedule-pwin")).toHaveText(/^\d{1,3}% to win$/);
    await expect(weeks.filter({ hasText: "Playoffs" }).first()).toBeVisible();
    const strength = page.getByTestId("strength-table");
    await expect(strength.locator("tbody tr")).toHaveCount(12);
    await expect(strength.locator("tr[data-mine]")).toContainText(/\d+(st|nd|rd|th) of 12/);
    await expectNoPageScroll(page);
    await shot(page, "schedule");
  });

  test("analytics: odds equal standings, seed chart, luck, and a what-if that moves my odds @mobile", async ({
    page,
  }) => {
    await open(page, "/analytics");
    const rows = page.getByTestId("analytics-row");
    await expect(rows).toHaveCount(12, { timeout: 60_000 });
    const mineOdds = (
      await rows.and(page.locator("[data-mine]")).getByTestId("analytics-playoff").textContent()
    )?.match(/^\d+%/)?.[0];
    // The seed chart: one bar per team, each named with its seeds.
    const seedBars = page.getByTestId("seed-chart").getByRole("img", { name: /seed \d/ });
    await expect(seedBars).toHaveCount(12);
    await expect(page.getByTestId("my-luck")).toHaveText(/^[+-]?\d/);
    await expect(page.getByText(/standard error of √\(p\(1−p\)\/n\)/)).toBeVisible();

    await page.getByRole("button", { name: "I win my next game" }).click();
    await page.getByTestId("what-if-run").click();
    const table = page.getByTestId("what-if-table");
    await expect(table).toBeVisible({ timeout: 30_000 });
    const myRow = table.locator("tr[data-mine]");
    await expect(myRow).toContainText(`from ${mineOdds}`);
    await expect(myRow.getByTestId("what-if-change")).toHaveText(/^(\+|±0)/);
    const ms = Number((await page.getByTestId("what-if-meta").textContent())?.match(/(\d+) ms/)?.[1]);
    expect(ms).toBeLessThan(1000);
    await expectNoPageScroll(page);
    await shot(page, "analytics");

    await page.goto("/standings");
    await expect(
      page.getByTestId("standings-row").and(page.locator("[data-mine]")).getByTestId("standings-playoff"),
    ).toHaveText(mineOdds ?? "", { timeout: 60_000 });
  });

  test("dark mode renders the standings legibly", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await open(page, "/standings");
    await expect(page.getByTestId("standings-row")).toHaveCount(12, { timeout: 60_000 });
    await shot(page, "standings-dark");
  });
});
