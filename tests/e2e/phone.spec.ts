import { expect, test, type Page } from "@playwright/test";
import { AppFrame } from "../pages/app-frame";
import { expectNoSidewaysScroll } from "../pages/checks";
import { DEMO_USER, signIn } from "../pages/session";

// Phones (375 px): the whole top bar, GM Chat's conversation list, the app frame on a 404, and the way back from
// the info pages. Screenshots land in test-results/ for a look.
const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/phone-${name}.png`, fullPage: false });

test.describe("signed in on a phone", () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, DEMO_USER.username, DEMO_USER.password);
  });

  test("the top bar shows menu, league, refresh, search, notifications, theme and user menu @mobile", async ({
    page,
  }) => {
    const frame = new AppFrame(page);
    await frame.goto("/dashboard");
    await expect(frame.teamSelector).toBeVisible({ timeout: 30_000 });
    for (const control of [
      frame.teamSelector,
      frame.refreshLeagues,
      frame.searchButton,
      frame.notificationsButton,
      frame.themeToggle,
      frame.userMenuButton,
    ]) {
      await expect(control).toBeVisible();
    }
    if ((page.viewportSize()?.width ?? 1280) < 768) await expect(frame.menuButton).toBeVisible();
    await expectNoSidewaysScroll(page);
    await shot(page, `top-bar-${page.viewportSize()?.width}`);
    await frame.themeToggle.click();
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await shot(page, `top-bar-dark-${page.viewportSize()?.width}`);
    await frame.themeToggle.click();
  });

  test("GM Chat: conversations and New chat are reachable, and deleting asks first @mobile", async ({
    page,
    isMobile,
  }) => {
    test.skip(!isMobile, "the conversations drawer exists only under 768px");
    await page.goto("/gm-chat");
    // The team list waits while a league sync holds the embedded database's only connection.
    await expect(page.getByRole("heading", { name: "GM Chat" })).toBeVisible({ timeout: 60_000 });
    const question = `Who should I start at flex this week? ${Date.now()}`;
    await page.getByLabel("Message GM").fill(question);
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByText(/at flex/i).last()).toBeVisible({ timeout: 60_000 });
    await shot(page, "gm-chat-answer");

    await page.getByRole("button", { name: "Show conversations" }).click();
    const drawer = page.getByRole("dialog", { name: "Conversations" });
    await expect(drawer.getByRole("button", { name: "New chat" })).toBeVisible();
    const saved = drawer.getByRole("button", { name: question, exact: true });
    await expect(saved).toBeVisible();
    await shot(page, "gm-chat-drawer");

    await drawer.getByRole("button", { name: `Delete ${question.slice(0, 60)}` }).click();
    const confirm = page.getByRole("dialog", { name: "Delete this conversation?" });
    await expect(confirm).toBeVisible();
    await shot(page, "gm-chat-confirm-delete");
    await confirm.getByRole("button", { name: "Delete" }).click();
    // The drawer is still open (a modal), so the toast region sits outside the accessibility tree: find it by CSS.
    await expect(page.locator('[role="region"][aria-label^="Notifications"] li').first()).toContainText(
      "Conversation deleted",
    );

    await page.getByRole("button", { name: "New chat" }).first().click();
    await expect(page.getByLabel("Message GM")).toBeVisible();
  });

  test("a 404 keeps the app frame @mobile", async ({ page }) => {
    const res = await page.goto("/no-such-page-here");
    expect(res?.status()).toBe(404);
    const frame = new AppFrame(page);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    await expect(frame.userMenuButton).toBeVisible();
    await expect(frame.teamSelector).toBeVisible();
    await shot(page, `not-found-${page.viewportSize()?.width}`);
    await page.getByRole("link", { name: "Back to your dashboard" }).click();
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
  });

  test("info pages show the way back to the app, not Login / Get Started @mobile", async ({ page }) => {
    await page.goto("/privacy");
    await expect(page.getByRole("link", { name: "Back to the app" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Get Started" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Login" })).toHaveCount(0);
    await shot(page, `info-signed-in-${page.viewportSize()?.width}`);
  });

  test("manual refresh forces a sync and says so @mobile", async ({ page }) => {
    const frame = new AppFrame(page);
    await frame.goto("/dashboard");
    await frame.refreshLeagues.click();
    await expect(frame.toast.first()).toContainText("Leagues Synced!", { timeout: 60_000 });
  });
});
