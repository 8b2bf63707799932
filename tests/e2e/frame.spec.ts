import { expect, test } from "@playwright/test";
import { AppFrame, NAV } from "../pages/app-frame";
import { DEMO_USER, signIn, signUpFreshUser } from "../pages/session";

test.describe("public pages", () => {
  for (const path of ["/dashboard", "/players", "/gm-chat"]) {
    test(`signed-out visit to ${path} shows the sign-in screen`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByText("Welcome back")).toBeVisible();
      await expect(page.getByRole("tabpanel").getByLabel("Username")).toBeVisible();
      await expect(page.getByRole("button", { name: "Sign In", exact: true })).toBeVisible();
      await expect(page).toHaveURL(/\/auth$/);
    });
  }

  test("unknown paths show the not-found page with a way home", async ({ page }) => {
    const res = await page.goto("/no-such-page-here");
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    await page.getByRole("link", { name: "Back to home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("info pages render without the app frame", async ({ page }) => {
    await page.goto("/privacy");
    await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
    await expect(page.getByText(/AES-256-GCM/).first()).toBeVisible();
    await expect(page.getByRole("button", { name: "Refresh leagues" })).toHaveCount(0);
    for (const [path, heading] of [
      ["/terms", "Terms of Service"],
      ["/support", "Support"],
      ["/download-extension", "Fantasy GM Browser Extension"],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    }
  });

  test("theme toggle switches to dark and the choice survives a reload", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/support");
    const html = page.locator("html");
    await expect(html).not.toHaveClass(/\bdark\b/);
    await page.locator("header").getByRole("button", { name: "Toggle theme" }).click();
    await expect(html).toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
    await page.reload();
    await expect(html).toHaveClass(/\bdark\b/);
    await page.locator("header").getByRole("button", { name: "Toggle theme" }).click();
    await expect(html).not.toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("light");
  });

  test("with no stored choice the theme follows the OS setting live", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/terms");
    const html = page.locator("html");
    await expect(html).toHaveClass(/\bdark\b/);
    await page.emulateMedia({ colorScheme: "light" });
    await expect(html).not.toHaveClass(/\bdark\b/);
  });
});

test.describe("app frame (signed in)", () => {
  test("sidebar lists the navigation; This Week is active on the dashboard", async ({ page }) => {
    await signUpFreshUser(page);
    const frame = new AppFrame(page);
    await frame.goto("/dashboard");
    for (const item of NAV) {
      const link = frame.navLink(frame.sidebarNav, item.label);
      await expect(link).toHaveAttribute("href", item.href);
      await expect(link).toContainText(item.subtitle);
    }
    await expect(frame.navLink(frame.sidebarNav, "This Week")).toHaveAttribute("aria-current", "page");
    await expect(frame.navLink(frame.sidebarNav, "Players")).not.toHaveAttribute("aria-current", "page");
    await expect(frame.menuButton).toBeHidden();
    await expect(page.getByRole("link", { name: "Skip to main content" })).toHaveAttribute("href", "#main-content");
  });

  test("a user without leagues sees the empty dashboard and an empty team selector", async ({ page }) => {
    await signUpFreshUser(page);
    const frame = new AppFrame(page);
    await frame.goto("/dashboard");
    await expect(page.getByRole("heading", { name: "No Leagues Connected" })).toBeVisible();
    await expect(page.getByText("Connect your fantasy leagues to get started")).toBeVisible();
    await expect(page.getByRole("link", { name: "Connect Leagues" })).toHaveAttribute("href", "/connect");
    await expect(frame.teamSelector).toContainText("Select a league");
  });

  test("keyboard shortcuts: help dialog, navigation, search focus, ignored while typing", async ({ page }) => {
    await signUpFreshUser(page);
    const frame = new AppFrame(page);
    await frame.goto("/dashboard");

    await page.keyboard.press("?");
    await expect(frame.shortcutsDialog).toBeVisible();
    for (const group of ["General", "Navigation", "Actions"]) {
      await expect(frame.shortcutsDialog.getByRole("heading", { name: group })).toBeVisible();
    }
    await page.keyboard.press("Escape");
    await expect(frame.shortcutsDialog).toBeHidden();

    // 's' focuses the search button; Enter opens the palette from it; Esc returns focus to the button.
    await page.keyboard.press("s");
    await expect(frame.searchButton).toBeFocused();
    const palette = page.getByRole("combobox", { name: "Search players, pages and teams" });
    await expect(palette).toBeHidden();
    await page.keyboard.press("Enter");
    await expect(palette).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(frame.searchButton).toBeFocused();

    // Ctrl+K too; Enter opens the highlighted result (here a page of the navigation).
    await page.keyboard.press("Control+k");
    await expect(palette).toBeFocused();
    await page.keyboard.type("standings");
    await expect(page.getByRole("option", { name: /Standings/ })).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/standings$/);

    await frame.goto("/dashboard");
    await page.keyboard.press("a");
    await expect(page).toHaveURL(/\/analytics$/);
  });

  test("notifications popover shows its empty state", async ({ page }) => {
    await signUpFreshUser(page);
    const frame = new AppFrame(page);
    await frame.goto("/dashboard");
    await frame.notificationsButton.click();
    await expect(page.getByText("No notifications")).toBeVisible();
  });

  test("refresh syncs the demo league, toasts, and the selector lists it", async ({ page }) => {
    await signIn(page, DEMO_USER.username, DEMO_USER.password);
    const frame = new AppFrame(page);
    await frame.goto("/dashboard");
    await expect(frame.teamSelector).toContainText("DEMO");
    await frame.refreshLeagues.click();
    // The manual refresh forces a real sync of the demo league, which can take a while on a busy machine.
    await expect(frame.toast.first()).toContainText("Leagues Synced!", { timeout: 60_000 });
    await expect(frame.toast).toHaveCount(1);
    await expect(frame.refreshLeagues).toBeEnabled();

    await frame.teamSelector.click();
    const options = page.getByRole("option");
    expect(await options.count()).toBeGreaterThan(0);
    await expect(options.first()).toContainText("DEMO");
    await expect(options.first()).toContainText("demo");
  });

  test("user menu shows the username and logs out to the landing page", async ({ page }) => {
    const { username } = await signUpFreshUser(page);
    const frame = new AppFrame(page);
    await frame.goto("/dashboard");
    await frame.userMenuButton.click();
    await expect(page.getByRole("menu")).toContainText(username);
    await expect(page.getByRole("menuitem", { name: "Settings" })).toHaveAttribute("href", "/settings");
    await page.getByRole("menuitem", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("link", { name: "Get Started Free" })).toBeVisible();
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/auth$/);
  });

  test("navigation drawer opens, closes and closes on navigation @mobile", async ({ page, isMobile }) => {
    test.skip(!isMobile, "the drawer exists only under 768px");
    await signUpFreshUser(page);
    const frame = new AppFrame(page);
    await frame.goto("/dashboard");
    await expect(frame.sidebarNav).toBeHidden();

    await frame.menuButton.click();
    await expect(frame.drawer).toBeVisible();
    await frame.drawer.getByRole("button", { name: "Close navigation" }).click();
    await expect(frame.drawer).toBeHidden();

    await frame.menuButton.click();
    for (const item of NAV) await expect(frame.navLink(frame.drawer, item.label)).toBeVisible();
    // GM Chat lives inside the frame, so the drawer's own state (not a page swap) must close it.
    await frame.navLink(frame.drawer, "GM Chat").click();
    await expect(page).toHaveURL(/\/gm-chat$/);
    await expect(frame.drawer).toBeHidden();
    await expect(frame.menuButton).toBeVisible();
  });
});
