import { expect, test, type Page } from "@playwright/test";
import { DEMO_USER, ORIGIN, signIn, signUpFreshUser } from "../pages/session";

const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/frame-${name}-${page.viewportSize()?.width}.png`, fullPage: true });

async function expectNoHorizontalScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

test.describe("players, profiles, settings (demo league)", () => {
  test("/players finds a misspelt name, filters free agents and opens the card and the profile @mobile", async ({ page }) => {
    await signIn(page, DEMO_USER.username, DEMO_USER.password);
    await page.goto("/players");
    await expect(page.getByRole("heading", { level: 1, name: "Players" })).toBeVisible();
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
    // The (app) group's loading.tsx streams the page, so the status is sent before notFound() runs (200);
    // the not-found page is what renders.
    await page.goto("/player/does-not-exist");
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
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
    await page.getByRole("button", { name: /^Notifications/ }).first().click();
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
});
