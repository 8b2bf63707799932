import { expect, test } from "@playwright/test";
import { BENEFITS, FEATURE_TITLES, LandingPage, WHAT_GM_DOES, WHY_GM } from "../pages/landing-page";
import { signUpFreshUser } from "../pages/session";

test.describe("landing page", () => {
  test("shows every section of the landing page", async ({ page }) => {
    const landing = new LandingPage(page);
    await landing.goto();

    await expect(landing.login).toHaveAttribute("href", "/auth");
    await expect(landing.getStarted).toHaveAttribute("href", "/auth");

    for (const item of WHAT_GM_DOES) await expect(landing.whatGmDoes.getByText(item, { exact: true })).toBeVisible();
    for (const item of WHY_GM) await expect(landing.whyGm.getByText(item, { exact: true })).toBeVisible();
    await expect(landing.whyGm.getByText("10+", { exact: true })).toBeVisible();
    await expect(landing.whyGm.getByText("99%", { exact: true })).toBeVisible();
    await expect(landing.getStartedFree).toHaveAttribute("href", "/auth");
    await expect(landing.chatRegion).toBeVisible();

    await expect(page.getByText(/10 messages\/hour/).first()).toBeVisible();
    await expect(page.getByText(/unlimited access and personalized roster analysis/).first()).toBeVisible();
    for (const platform of ["Sleeper", "ESPN", "Yahoo"]) {
      await expect(page.getByText(new RegExp(platform)).first()).toBeVisible();
    }

    for (const title of FEATURE_TITLES) await expect(landing.featureCard(title)).toBeVisible();

    await expect(page.getByRole("heading", { name: "Meet Your AI General Manager" })).toBeVisible();
    await expect(landing.sampleAnalysis.getByText("87", { exact: true })).toBeVisible();
    await expect(landing.sampleAnalysis.getByText("/100")).toBeVisible();
    await expect(landing.sampleAnalysis.getByText("START", { exact: true })).toBeVisible();
    for (const [label, value] of [
      ["Floor", "18.4"],
      ["Mean", "23.7"],
      ["Ceiling", "29.1"],
    ] as const) {
      await expect(landing.sampleAnalysis.getByText(label, { exact: true })).toBeVisible();
      await expect(landing.sampleAnalysis.getByText(value, { exact: true })).toBeVisible();
    }

    for (const title of BENEFITS) await expect(page.getByRole("heading", { name: title })).toBeVisible();

    for (const href of ["/privacy", "/terms", "/support"]) {
      await expect(landing.footer.locator(`a[href="${href}"]`)).toBeVisible();
    }
    await expect(landing.footer).toContainText("© 2025");
  });

  test("Get Started leads to the sign-in screen", async ({ page }) => {
    const landing = new LandingPage(page);
    await landing.goto();
    await landing.getStarted.click();
    await expect(page.getByText("Welcome back")).toBeVisible();
    await expect(page.getByRole("tabpanel").getByLabel("Username")).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test("has metadata, JSON-LD, robots.txt and sitemap.xml", async ({ page, request }) => {
    await page.goto("/");
    await expect(page).toHaveTitle(/Fantasy GM/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /Fantasy GM/);
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
    expect(ld["@type"]).toBe("SoftwareApplication");
    expect(ld.name).toBe("Fantasy GM");

    const robots = await request.get("/robots.txt");
    expect(robots.status()).toBe(200);
    expect(await robots.text()).toContain("Disallow: /api/");
    const sitemap = await request.get("/sitemap.xml");
    expect(sitemap.status()).toBe(200);
    expect(await sitemap.text()).toContain("/privacy</loc>");
  });

  test("signed-in visitors are sent to their dashboard", async ({ page }) => {
    await signUpFreshUser(page, "land");
    await page.goto("/");
    // A new account has no league yet: its dashboard asks for one.
    await expect(page.getByRole("heading", { level: 1, name: "No Leagues Connected" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Connect Leagues" })).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("fits a phone screen without sideways scrolling @mobile", async ({ page }) => {
    const landing = new LandingPage(page);
    await landing.goto();
    await expect(landing.getStartedFree).toBeVisible();
    await expect(landing.chatRegion).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
