import { expect, test } from "@playwright/test";
import { ORIGIN, signUpFreshUser } from "../pages/session";

test.describe("connect leagues", () => {
  test("a new user connects the demo league, sees it in the team selector and refreshes", async ({ page }) => {
    // An import and a forced sync, each up to a minute on the embedded database while another worker runs.
    test.setTimeout(150_000);
    await signUpFreshUser(page, "connect");
    await page.goto("/connect");
    await expect(page.getByRole("heading", { name: "Connect Leagues" })).toBeVisible();
    await expect(page.getByText("No leagues connected yet.")).toBeVisible();

    await page.getByRole("button", { name: "Try the demo league" }).click();
    await page.waitForURL("**/dashboard", { timeout: 45_000 });

    const selector = page.getByRole("combobox", { name: "Select a league" });
    await expect(selector).toContainText("Fantasy GM Demo League", { timeout: 15_000 });

    await page.getByRole("button", { name: "Refresh leagues" }).click();
    // A manual refresh forces a real sync (the automatic one keeps the 60-s window); on the embedded database it
    // holds the only connection for as long as an import takes.
    await expect(page.getByText("Leagues Synced!").first()).toBeVisible({ timeout: 60_000 });

    await page.goto("/connect");
    const list = page.getByRole("list", { name: "Connected leagues" });
    await expect(list).toContainText("Fantasy GM Demo League");
    await expect(list).toContainText("Your team: Gridiron Gurus");
    await expect(list).toContainText(/Last synced/);
  });

  test("disconnecting asks first, then removes the league", async ({ page }) => {
    await signUpFreshUser(page, "disc");
    const res = await page.request.post("/api/leagues", { headers: { Origin: ORIGIN }, data: { provider: "demo" } });
    expect(res.status()).toBe(201);
    await page.goto("/connect");
    await page.getByRole("button", { name: "Disconnect" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText("Disconnect Fantasy GM Demo League?");
    await dialog.getByRole("button", { name: "Disconnect" }).click();
    await expect(page.getByText("No leagues connected yet.")).toBeVisible();
  });

  test("the connect page works on a phone @mobile", async ({ page }) => {
    await signUpFreshUser(page, "mconn");
    await page.goto("/connect");
    await expect(page.getByRole("button", { name: "Try the demo league" })).toBeVisible();
    // Within the visible picker: while the page streams in, a hidden copy of it can also be in the document.
    await page.getByRole("group", { name: "Platform" }).getByText("ESPN", { exact: true }).click();
    await expect(page.getByLabel("ESPN league id")).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
