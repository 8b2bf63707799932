import { expect, test, type Page } from "@playwright/test";
import { formatPoints } from "../../lib/rules/format";
import { DEMO_USER, signIn } from "../pages/session";

// The demo league at the stack's football clock (APP_NOW 2025-11-09T19:30Z: week 10, Sunday's early games live).
const BRIEF_ROUTES: Record<string, string> = {
  lineup: "/lineup",
  waiver: "/waivers",
  trade: "/trades",
  strategy: "/analytics",
};

async function openDashboard(page: Page) {
  await signIn(page, DEMO_USER.username, DEMO_USER.password);
  await page.goto("/dashboard");
  // The header renders on the client once the teams load and the page hydrates: seconds on a busy machine.
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible({ timeout: 30_000 });
}

async function expectNoHorizontalScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

test.describe("dashboard (demo league)", () => {
  test("shows the header, stat cards, matchup, brief, roster and news with real numbers @mobile", async ({ page }) => {
    await openDashboard(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Gridiron Gurus");
    await expect(page.getByText(/^Week 10 · \d+-\d+(-\d+)? \(\d+(st|nd|rd|th)\)/)).toBeVisible();

    const stats = page.getByTestId("stat-card");
    await expect(stats).toHaveCount(4); // the demo league bids FAAB
    // The season simulation runs when the page asks; on a busy machine it takes longer than expect's 5 s default.
    await expect(stats.filter({ hasText: "Playoff Odds" })).toContainText(/\d{1,2}%/, { timeout: 30_000 });
    await expect(stats.filter({ hasText: "Playoff Odds" })).toContainText(/[\d,]+ simulations/);
    await expect(stats.filter({ hasText: "Win This Week" })).toContainText(/\d{1,3}%vs \S+/);
    await expect(stats.filter({ hasText: "Projected Points" })).toContainText(/\d+\.\d/);
    await expect(stats.filter({ hasText: "FAAB Remaining" })).toContainText(/\$\d+ of \$100/);

    await expect(page.getByText("Week 10 Matchup")).toBeVisible();
    await expect(page.getByTestId("win-prob")).toHaveText(/^\d{1,3}%$/);
    await expect(page.getByText("Key Position Battles")).toBeVisible();

    const brief = page.getByTestId("gm-brief-card");
    await expect(brief).toBeVisible({ timeout: 30_000 });
    await expect(brief.getByRole("button").first()).toContainText(/URGENT|ACTION|INFO/);

    const roster = page.getByTestId("roster-card");
    await expect(roster.getByText("My Roster - Week 10")).toBeVisible();
    await expect(roster.getByRole("tab", { name: /^Starting Lineup \(\d+\)$/ })).toBeVisible();
    await expect(roster.getByTestId("roster-row").first()).toBeVisible();
    await expect(roster.getByTestId("roster-score").first()).toHaveText(/^\d+(\.\d{1,2})?$/);

    const news = page.getByTestId("news-card");
    await expect(news.locator("article").first()).toBeVisible();
    await expect(news.locator("article").first()).toContainText(/ago/);
    // Game recaps from the data carry a spec badge (Info) and are never High Impact.
    const recaps = news.locator("article").filter({ hasText: "Fantasy GM Data Desk" });
    await expect(recaps.first()).toContainText("Info");
    await expect(recaps.filter({ hasText: "High Impact" })).toHaveCount(0);

    // One number per thing: the Boom/Bust text quotes the card's own opponent projection.
    const teamId = await page.evaluate(() => localStorage.getItem("selectedTeamId"));
    const m = (await (await page.request.get(`/api/teams/${teamId}/matchup?week=10`)).json()) as {
      opponent: { projectedScore: number };
    };
    await expect(
      page.getByTestId("matchup-card").getByText(formatPoints(m.opponent.projectedScore), { exact: true }),
    ).toBeVisible();
    await expect(page.getByTestId("matchup-card")).toContainText(
      `their projection of ${formatPoints(m.opponent.projectedScore)}`,
    );

    await expectNoHorizontalScroll(page);
  });

  test("a live roster row shows its points so far as live, beside the blend they head for", async ({ page }) => {
    await openDashboard(page);
    const teamId = await page.evaluate(() => localStorage.getItem("selectedTeamId"));
    const res = await page.request.get(`/api/teams/${teamId}/roster?week=10&_t=1`);
    type Row = {
      players: { name: string } | null;
      roster_positions: {
        projectedPoints: number | null;
        actualPoints: number | null;
        gameInfo: { status: string } | null;
      };
    };
    const live = ((await res.json()) as Row[]).find((r) => r.players && r.roster_positions.gameInfo?.status === "in");
    expect(live, "the demo clock has early games in play").toBeTruthy();
    const { projectedPoints, actualPoints } = live!.roster_positions;

    const tabName = (await page.getByTestId("roster-row").filter({ hasText: live!.players!.name }).count())
      ? null
      : "Bench";
    if (tabName) await page.getByRole("tab", { name: /^Bench/ }).click();
    const row = page.getByTestId("roster-row").filter({ hasText: live!.players!.name });
    await expect(row.getByText("Playing")).toBeVisible();
    // A game in progress is live, never "actual": the row shows the points so far beside the projection they
    // blend into.
    await expect(row.getByTestId("week-score")).toHaveAttribute("data-label", "live");
    await expect(row).not.toContainText("actual");
    await expect(row).toContainText(/ Q[1-4] /);
    const shown = Number(await row.getByTestId("roster-score").textContent());
    expect(shown).toBeCloseTo(actualPoints ?? 0, 2);
    const blend = Number((await row.getByTestId("week-score").textContent())?.match(/live · ([\d.]+) proj/)?.[1]);
    expect(blend).toBeGreaterThanOrEqual(shown - 0.01);
    expect(blend).toBeLessThanOrEqual(Math.max(shown, projectedPoints ?? 0) + 0.01);
  });

  test("the player modal opens from a roster row with seven working tabs @mobile", async ({ page }) => {
    await openDashboard(page);
    const row = page.getByTestId("roster-row").first();
    const name = (await row.locator("span.truncate.font-medium").textContent())!.trim();
    await row.click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("heading", { name })).toBeVisible();
    const tabs = dialog.getByRole("tab");
    await expect(tabs).toHaveText(["AI Insights", "Overview", "Ownership", "Weekly", "Season", "Rankings", "News"]);
    await expect(tabs.first()).toHaveAttribute("aria-selected", "true");
    await expect(
      dialog.getByText(/No AI analysis available for this player|Cached|Fresh|AI analysis unavailable for this player/),
    ).toBeVisible({ timeout: 30_000 });

    const expectations: [string, RegExp][] = [
      ["Overview", /Quick Stats/],
      ["Ownership", /Owned %/],
      ["Weekly", /Actual Performance/],
      ["Season", /Data sources: github\.com, nfl\.com|No season stats available/],
      ["Rankings", /Draft Rankings/],
      ["News", /Fantasy GM Data Desk|Read more|No news available for this player\./],
    ];
    for (const [tab, text] of expectations) {
      await dialog.getByRole("tab", { name: tab }).click();
      await expect(dialog.getByRole("tabpanel")).toContainText(text);
    }
    await expectNoHorizontalScroll(page);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });

  test("clicking a GM's Brief item navigates by its category", async ({ page }) => {
    await openDashboard(page);
    const item = page.getByTestId("gm-brief-card").getByRole("button").first();
    await expect(item).toBeVisible({ timeout: 30_000 });
    const category = (await item.locator("[data-slot=badge]").nth(1).textContent())!.trim();
    expect(Object.keys(BRIEF_ROUTES)).toContain(category);
    await item.click();
    await expect(page).toHaveURL(new RegExp(`${BRIEF_ROUTES[category]}$`));
  });
});
