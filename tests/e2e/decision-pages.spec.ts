import { expect, test, type Page } from "@playwright/test";
import pg from "pg";
import { expectNoSidewaysScroll } from "../pages/checks";
import { DEMO_USER, ORIGIN, signIn, signUpFreshUser } from "../pages/session";

// The stack's embedded database (playwright.config.ts starts it on E2E_DB_PORT).
const DB_URL = `postgresql://postgres:postgres@127.0.0.1:${process.env.E2E_DB_PORT ?? "15330"}/postgres`;

/**
 * The demo sets every week's lineup well, so to see the optimizer act the test plays a manager who benched
 * his best wide receiver on the host: it swaps that starter with a bench receiver in the synced roster of a
 * league of the test's own (other tests read the demo user's league meanwhile), and marks the league freshly
 * synced so the 60-second automatic sync leaves it alone.
 */
async function benchBestReceiver(teamId: string, week: number): Promise<{ starter: string; bench: string }> {
  const client = new pg.Client({ connectionString: DB_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{
      id: string;
      slot: string;
      isStarting: boolean;
      name: string;
      proj: number | null;
    }>(
      `SELECT rs.id, rs.slot, rs."isStarting", p."fullName" AS name, rs."projectedPoints" AS proj
         FROM "RosterSlot" rs JOIN "Player" p ON p.id = rs."playerId"
        WHERE rs."teamId" = $1 AND rs.week = $2 AND p.position = 'WR'
          AND (p."injuryStatus" IS NULL OR p."injuryStatus" IN ('ACTIVE', 'QUESTIONABLE'))`,
      [teamId, week],
    );
    const starter = rows
      .filter((r) => r.isStarting && r.slot === "WR")
      .sort((a, b) => (b.proj ?? 0) - (a.proj ?? 0))[0];
    const bench = rows
      .filter((r) => !r.isStarting && (r.proj ?? 0) > 0)
      .sort((a, b) => (a.proj ?? 0) - (b.proj ?? 0))[0];
    if (!starter || !bench) throw new Error("no WR starter / bench receiver to swap");
    await client.query(`UPDATE "RosterSlot" SET slot = 'BE', "isStarting" = false WHERE id = $1`, [starter.id]);
    await client.query(`UPDATE "RosterSlot" SET slot = 'WR', "isStarting" = true WHERE id = $1`, [bench.id]);
    await client.query(
      `UPDATE "League" SET "lastSyncedAt" = now() WHERE id = (SELECT "leagueId" FROM "Team" WHERE id = $1)`,
      [teamId],
    );
    return { starter: starter.name, bench: bench.name };
  } finally {
    await client.end();
  }
}

// The demo league at the stack's football clock (APP_NOW 2025-11-09T19:30Z: week 10, Sunday's early games live).
// Simulations run on first use, so the first answer of a page may take a few seconds on a busy machine.
const SLOW = { timeout: 45_000 };

async function open(page: Page, path: string, title: string) {
  await signIn(page, DEMO_USER.username, DEMO_USER.password);
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible(SLOW);
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });

test.describe("decision pages (demo league)", () => {
  test("lineup: both lineups slot by slot, locked players, and a swap priced in ΔP(win) @mobile", async ({ page }) => {
    await open(page, "/lineup", "Lineup");
    const pwin = page.getByTestId("lineup-outlook-P(win)");
    await expect(pwin).toContainText(/\d{1,2}\.\d% → \d{1,2}\.\d%/, SLOW);
    await expect(page.getByTestId("lineup-slot").first()).toContainText(/\d+\.\d{1,2} \/ \d+\.\d{1,2} \/ \d+\.\d{1,2}/);
    await expect(page.getByText(/\d+ players? locked/)).toBeVisible();
    await shot(page, "lineup-week-10");

    // Week 12 on a fresh manager's own demo league, after he benched his best receiver: the optimizer puts him back.
    await signUpFreshUser(page, "lineup");
    const connect = await page.request.post("/api/leagues", {
      headers: { Origin: ORIGIN },
      data: { provider: "demo" },
    });
    expect(connect.status(), await connect.text()).toBe(201);
    const { teamId } = (await connect.json()) as { teamId: string };
    const moved = await benchBestReceiver(teamId, 12);
    await page.goto("/lineup");
    await expect(pwin).toContainText(/\d{1,2}\.\d% → \d{1,2}\.\d%/, SLOW);
    await page.getByTestId("lineup-week").selectOption("12");
    const swap = page.getByTestId("lineup-swap").filter({ hasText: moved.starter }).first();
    await expect(swap).toBeVisible(SLOW);
    await expect(swap).toContainText(`Start ${moved.starter} at WR for ${moved.bench}`);
    await expect(swap.getByTestId("swap-delta-win")).toHaveText(/^\+\d+(\.\d+)? pts$/);
    const [before, after] = (await pwin.textContent())!.match(/\d+\.\d/g)!.map(Number);
    expect(after).toBeGreaterThan(before!);

    await page.getByRole("button", { name: "Maximize projected points" }).click();
    await expect(page.getByRole("button", { name: "Maximize projected points" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(page.getByTestId("lineup-slot").first()).toBeVisible();
    await expectNoSidewaysScroll(page);
    await shot(page, "lineup-week-12");
  });

  test("waivers: free agents ranked by Δ playoff odds with FAAB bids, then a pair analyzed @mobile", async ({
    page,
  }) => {
    await open(page, "/waivers", "Waivers");
    const first = page.getByTestId("waiver-row").first();
    await expect(first).toBeVisible(SLOW);
    await expect(first.getByTestId("waiver-delta")).toHaveText(/^[+-]?\d+(\.\d+)?±\d+(\.\d+)?$/);
    await expect(first).toContainText(/\$\d+/);
    await expect(page.getByText(/FAAB left: \$\d+ of \$100/)).toBeVisible();
    await expect(page.getByText(/FAAB left: \$\d+ of \$100\. Claims close Wed 3:00 AM ET\./)).toBeVisible();
    await page.getByLabel("Position").selectOption("TE");
    await expect(page.getByTestId("waiver-row").first()).toContainText(/TE /, SLOW);
    await expectNoSidewaysScroll(page);
    await shot(page, "waivers");

    await page.getByTestId("waiver-row").first().getByRole("link", { name: "Analyze" }).click();
    await expect(page).toHaveURL(/\/waiver-analyzer\?pair=/);
    const result = page.getByTestId("pair-result").first();
    await expect(result).toBeVisible(SLOW);
    await expect(result.getByTestId("odds-row")).toContainText(/\d+\.\d% → \d+\.\d%/);
    await expect(result.getByTestId("pair-bid")).toHaveText(/^\$\d+$/);
    await expect(result).toContainText("Δ projected points per remaining week");
    await expectNoSidewaysScroll(page);
    await shot(page, "waiver-analyzer");
  });

  test("a link to the analyzer names a rostered player and says why he cannot be added", async ({ page }) => {
    await signIn(page, DEMO_USER.username, DEMO_USER.password);
    const [team] = (await (await page.request.get("/api/teams")).json()) as { id: string }[];
    const roster = (await (await page.request.get(`/api/teams/${team!.id}/roster?week=10`)).json()) as {
      players: { id: string; name: string } | null;
    }[];
    const mine = roster.find((row) => row.players)!.players!;

    await page.goto(`/waiver-analyzer?add=${encodeURIComponent(mine.id)}`);
    await expect(page.getByTestId("pair-editor")).toContainText(mine.name);
    await expect(page.getByRole("button", { name: `Remove ${mine.name}` })).toBeVisible();
    await expect(
      page.getByRole("alert").filter({ hasText: `${mine.name} is on a roster in this league, not a free agent` }),
    ).toBeVisible(SLOW);
  });

  test("trades: a trade built and evaluated for both teams; the finder opens a deal in the builder @mobile", async ({
    page,
  }) => {
    await open(page, "/trades", "Trades");
    await page.getByTestId("trade-partner").selectOption({ index: 1 });
    await page.getByTestId("trade-give").getByRole("checkbox").nth(1).check();
    await page.getByTestId("trade-get").getByRole("checkbox").nth(1).check();
    await page.getByRole("button", { name: "Evaluate trade" }).click();
    const result = page.getByTestId("trade-result");
    await expect(result).toBeVisible(SLOW);
    await expect(result.getByTestId("trade-verdict")).toHaveText(
      /Good for you|Fair|Helps them more|Too uncertain to call/,
    );
    await expect(result.getByTestId("odds-row")).toHaveCount(2);
    await expect(result.getByTestId("odds-row").first()).toContainText(/\d+\.\d% → \d+\.\d%.*±\d/);
    await expect(result).toContainText(/Rest of season \(wk \d+–\d+\) starter points: you [+-]?\d/);
    await expectNoSidewaysScroll(page);
    await shot(page, "trade-builder");

    await page.getByRole("tab", { name: "Finder" }).click();
    const suggestion = page.getByTestId("trade-suggestion").first();
    const none = page.getByTestId("decision-empty");
    await expect(suggestion.or(none)).toBeVisible(SLOW);
    if (await suggestion.isVisible()) {
      await suggestion.getByRole("button", { name: "Open in builder" }).click();
      await expect(page.getByTestId("trade-result")).toBeVisible(SLOW);
    } else {
      await expect(none).toContainText(/trade/i);
    }
    await shot(page, "trade-finder");
    await page.getByRole("tab", { name: "League trades" }).click();
    await expect(page.getByText("No trades yet")).toBeVisible(SLOW);
  });

  test("a deep link opens the builder with both sides selected and evaluates it", async ({ page }) => {
    await signIn(page, DEMO_USER.username, DEMO_USER.password);
    const [team] = (await (await page.request.get("/api/teams")).json()) as { id: string }[];
    const res = await page.request.get(`/api/teams/${team!.id}/trades/rosters`);
    type Rosters = { teams: { id: string; mine: boolean; players: { id: string; name: string }[] }[] };
    const { teams } = (await res.json()) as Rosters;
    const mine = teams.find((t) => t.mine)!;
    const partner = teams.find((t) => !t.mine)!;
    await page.goto(`/trades?partner=${partner.id}&give=${mine.players[0]!.id}&get=${partner.players[0]!.id}`);
    await expect(page.getByTestId("trade-result")).toBeVisible(SLOW);
    await expect(page.getByTestId("trade-result")).toContainText(`You give ${mine.players[0]!.name}`);
    await expect(page.getByTestId("trade-give").getByRole("checkbox", { checked: true })).toHaveCount(1);
  });
});
