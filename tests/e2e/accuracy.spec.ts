import { expect, test } from "@playwright/test";
import report from "../../data/model/accuracy.json";
import { formatPoints } from "../../lib/rules/format";
import { LandingPage } from "../pages/landing-page";

// The page shows the committed backtest's numbers: every assertion reads the same JSON the page renders.
test.describe("public accuracy page", () => {
  for (const width of [1280, 375]) {
    test(`shows the backtest's real numbers at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/accuracy");
      await expect(page).toHaveTitle(/Accuracy/);
      await expect(page.getByRole("heading", { level: 1, name: "How accurate is Fantasy GM?" })).toBeVisible();

      const mae = page.getByTestId("mae-table");
      for (const row of report.projections.byPosition) {
        const tr = mae.locator("tr", { hasText: new RegExp(`^${row.position}`) });
        await expect(tr).toContainText(row.ratio.toFixed(3));
        await expect(tr).toContainText(row.n.toLocaleString("en-US"));
      }
      // Each source's own error beside ours, on the rows it projects; no internal command on a public page.
      const sources = page.getByTestId("source-table");
      const all = report.projections.bySource.find((b) => b.position === "ALL");
      for (const x of all?.sources ?? [])
        await expect(sources.locator("tr", { hasText: x.n.toLocaleString("en-US") }).first()).toContainText(
          formatPoints(x.mae),
        );
      await expect(page.locator("main")).not.toContainText("npm run");
      await expect(page.getByTestId("pwin-search")).toContainText(
        `changed only ${report.startSit.projectionLineupsDiffering}`,
      );
      const deciles = page.getByTestId("reliability-table");
      await expect(deciles.locator("tbody tr")).toHaveCount(10);
      await expect(deciles.locator("tbody tr").nth(4)).toContainText(String(report.winProbability.deciles[4]?.n));
      await expect(page.getByText(report.winProbability.brier.toFixed(4)).first()).toBeVisible();
      await expect(page.getByText(report.playoffOdds.brierRecordFormula.toFixed(4)).first()).toBeVisible();

      // Targets the model misses are listed plainly; met ones are not.
      const maeMet = report.projections.ratio <= 0.95;
      await expect(page.getByTestId("target-mae")).toHaveAttribute("data-met", String(maeMet));
      if (!maeMet)
        await expect(page.getByTestId("shortfalls")).toContainText(
          "Projection error (model median) vs NFL.com (all positions)",
        );
      // The number the cards show (the mean) has its own row, met or not as the JSON says.
      const meanMet = report.projections.mae / report.projections.maeBaseline <= 0.95;
      await expect(page.getByTestId("target-mae-mean")).toHaveAttribute("data-met", String(meanMet));
      await expect(page.getByTestId("target-ece")).toHaveAttribute(
        "data-met",
        String(report.winProbability.ece <= 0.02),
      );

      // Charts render on the server as SVG and fit the screen.
      await expect(page.getByTestId("mae-chart").locator("svg").first()).toBeVisible();
      await expect(page.getByTestId("reliability-chart").locator("svg").first()).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `test-results/accuracy-${width}.png`, fullPage: true });
      await page.emulateMedia({ colorScheme: "dark" });
      await expect(page.locator("html")).toHaveClass(/dark/);
      await page.screenshot({ path: `test-results/accuracy-${width}-dark.png`, fullPage: true });
    });
  }

  test("is linked from the landing footer and listed in the sitemap", async ({ page, request }) => {
    const landing = new LandingPage(page);
    await landing.goto();
    // A click that lands while the page is still hydrating can be lost (seen once on a loaded CI machine: the
    // link's prefetches started mid-click and no navigation followed); click again, as a person would.
    await expect(async () => {
      await landing.footer.locator('a[href="/accuracy"]').click();
      await expect(page).toHaveURL(/\/accuracy$/, { timeout: 3_000 });
    }).toPass({ timeout: 15_000 });
    await expect(page.getByRole("heading", { level: 1, name: "How accurate is Fantasy GM?" })).toBeVisible();
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).toContain("/accuracy</loc>");
  });
});
