import { expect, test } from "@playwright/test";
import { DEMO_USER, signIn, signUpFreshUser } from "../pages/session";

test.describe("manage", () => {
  test("one card per team with the dashboard's numbers, and links that act on that team @mobile", async ({ page }) => {
    await signIn(page, DEMO_USER.username, DEMO_USER.password);
    await page.goto("/dashboard");
    const stats = page.getByTestId("stat-card");
    await expect(stats.filter({ hasText: "Playoff Odds" })).toContainText(/[\d,]+ simulations/, { timeout: 45_000 });
    const cardOdds = (await stats.filter({ hasText: "Playoff Odds" }).textContent())!.match(/(\d{1,2})%/)![1];
    const cardWin = (await stats.filter({ hasText: "Win This Week" }).textContent())!.match(/(\d{1,3})%/)![1];

    await page.goto("/manage");
    await expect(page.getByRole("heading", { level: 1, name: "Manage" })).toBeVisible({ timeout: 45_000 });
    const card = page.getByTestId("manage-team");
    await expect(card).toHaveCount(1);
    await expect(card).toContainText("Gridiron Gurus");
    await expect(card).toContainText("Fantasy GM Demo League");
    await expect(card).toContainText(/\d+-\d+ \(\d+(st|nd|rd|th)\)/);
    await expect(card.getByTestId("manage-playoff-odds")).toHaveText(`${cardOdds}%`);
    await expect(card.getByTestId("manage-win")).toHaveText(`${cardWin}%`);
    await expect(card).toContainText(/Week 10vs \S+/);
    await expect(card).toContainText(/Synced (less than a minute|\d+ minutes?) ago/); // real time, not the football clock
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
    await page.screenshot({ path: test.info().outputPath("manage.png"), fullPage: true });

    await card.getByRole("link", { name: "Waivers" }).click();
    await expect(page).toHaveURL(/\/waivers$/);
    await expect(page.getByRole("heading", { level: 1, name: "Waivers" })).toBeVisible({ timeout: 45_000 });
  });

  test("a user without leagues sees how to connect one", async ({ page }) => {
    await signUpFreshUser(page, "manage");
    await page.goto("/manage");
    await expect(page.getByRole("heading", { name: "No Leagues Connected" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Connect Leagues" })).toHaveAttribute("href", "/connect");
  });
});
