import { expect, test, type Page } from "@playwright/test";
import pg from "pg";
import type { LineupView, WaiversView } from "@/lib/league-model/decisions/types";
import { formatGameTime } from "@/lib/rules/game-line";
import { DEMO_USER, signIn, signUpFreshUser } from "../pages/session";

// The stack's embedded database (playwright.config.ts starts it on E2E_DB_PORT).
const DB_URL = `postgresql://postgres:postgres@127.0.0.1:${process.env.E2E_DB_PORT ?? "15330"}/postgres`;
const SLOW = { timeout: 45_000 };

async function withDb<T>(act: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: DB_URL });
  await client.connect();
  try {
    return await act(client);
  } finally {
    await client.end();
  }
}

const LEAGUE_OF_TEAM = `(SELECT "leagueId" FROM "Team" WHERE id = $1)`;
const synced = `UPDATE "League" SET "lastSyncedAt" = now() WHERE id = ${LEAGUE_OF_TEAM}`;

// The server's rule (claimLeagueSyncForced): a sync runs when it started after the last attempt ended, < 60 s ago.
async function syncRunning(client: pg.Client, teamId: string): Promise<boolean> {
  const { rows } = await client.query<{ running: boolean | null }>(
    `SELECT "syncStartedAt" > GREATEST("syncEndedAt", "lastSyncedAt")
            AND "syncStartedAt" > now() - interval '60 seconds' AS running
       FROM "League" WHERE id = ${LEAGUE_OF_TEAM}`,
    [teamId],
  );
  return rows[0]?.running === true;
}

/**
 * Plays a manager whose week went wrong after the demo set a sound lineup: on the host he benched one starter
 * whose game is still to come (an empty slot) and another one was ruled out. Marks the league freshly synced, so
 * the 60-second automatic sync leaves the edit alone meanwhile. Returns the undo.
 */
async function breakLineup(teamId: string, benchId: string, outId: string): Promise<() => Promise<void>> {
  return withDb(async (client) => {
    const slot = await client.query<{ id: string; slot: string }>(
      `SELECT id, slot FROM "RosterSlot" WHERE "teamId" = $1 AND week = 10 AND "playerId" = $2`,
      [teamId, benchId],
    );
    const status = await client.query<{ injuryStatus: string | null }>(
      `SELECT "injuryStatus" FROM "Player" WHERE id = $1`,
      [outId],
    );
    const [row] = slot.rows;
    if (!row || status.rowCount !== 1) throw new Error("demo roster changed");
    // A sync still running (one the previous test's page started) would write the host's roster over the edit.
    for (let i = 0; i < 60 && (await syncRunning(client, teamId)); i++) await new Promise((r) => setTimeout(r, 1_000));
    await client.query(synced, [teamId]);
    await client.query(`UPDATE "RosterSlot" SET slot = 'BE', "isStarting" = false WHERE id = $1`, [row.id]);
    await client.query(`UPDATE "Player" SET "injuryStatus" = 'OUT' WHERE id = $1`, [outId]);
    return () =>
      withDb(async (undo) => {
        await undo.query(`UPDATE "RosterSlot" SET slot = $2, "isStarting" = true WHERE id = $1`, [row.id, row.slot]);
        await undo.query(`UPDATE "Player" SET "injuryStatus" = $2 WHERE id = $1`, [
          outId,
          status.rows[0]!.injuryStatus,
        ]);
        await undo.query(synced, [teamId]);
      });
  });
}

async function demoLineup(page: Page): Promise<{ teamId: string; lineup: LineupView }> {
  const teams = (await (await page.request.get("/api/teams")).json()) as { id: string; name: string }[];
  const teamId = teams.find((t) => t.name === "Gridiron Gurus")?.id;
  if (!teamId) throw new Error("demo team missing");
  const res = await page.request.get(`/api/teams/${teamId}/lineup`);
  expect(res.status()).toBe(200);
  return { teamId, lineup: (await res.json()) as LineupView };
}

async function expectNoHorizontalScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

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
    // real time, not the football clock
    await expect(card).toContainText(/Synced (less than a minute|\d+ minutes?) ago/);
    // The demo's lineup is sound at this hour; what is left is Wednesday's waiver run and /waivers' best claim.
    const { teamId } = await demoLineup(page);
    const best = ((await (await page.request.get(`/api/teams/${teamId}/waivers?pageSize=5`)).json()) as WaiversView)
      .rows[0];
    if (!best) throw new Error("demo waivers changed");
    const items = page.getByTestId("before-lock-item");
    await expect(items).toHaveCount(1);
    await expect(items.first()).toContainText("Waiver claimWaivers run");
    await expect(items.first()).toContainText("Gridiron Gurus · Fantasy GM Demo League · Claims close Wed 3:00 AM ET");
    await expect(items.first().getByTestId("before-lock-fix")).toHaveText(
      new RegExp(`^Claim ${best.name} \\(bid \\$${best.bid}\\): \\+\\d+\\.\\d ± \\d+\\.\\d pts playoff odds$`),
    );
    await expect(items.first().getByRole("link", { name: "Claim on Waivers" })).toHaveAttribute("href", "/waivers");
    await expectNoHorizontalScroll(page);
    await page.screenshot({ path: test.info().outputPath("manage.png"), fullPage: true });

    await card.getByRole("link", { name: "Waivers" }).click();
    await expect(page).toHaveURL(/\/waivers$/);
    await expect(page.getByRole("heading", { level: 1, name: "Waivers" })).toBeVisible({ timeout: 45_000 });
  });

  test("Before lock lists what to fix, soonest kickoff first, with links that fix it @mobile @exclusive", async ({
    page,
  }) => {
    await signIn(page, DEMO_USER.username, DEMO_USER.password);
    const { teamId, lineup } = await demoLineup(page);
    // Starters whose game is still to come (the 1 pm games are live at 2:30 pm ET).
    const open = lineup.slots.filter((s) => s.current && !s.current.locked && !s.current.flag && s.slot !== "QB");
    const [emptyRow, outRow] = open;
    if (!emptyRow?.current || !outRow?.current?.kickoff) throw new Error("demo lineup changed");
    const undo = await breakLineup(teamId, emptyRow.current.id, outRow.current.id);
    try {
      const items = page.getByTestId("before-lock-item");
      await page.goto("/manage");
      await expect(items).toHaveCount(3, SLOW);

      // The hole the benched starter left: he is the fix, and it locks with his game (4:05 pm ET, before the
      // ruled-out starter's 4:25 pm game).
      const hole = items.nth(0);
      await expect(hole).toContainText(`Empty ${emptyRow.slot} slot`);
      await expect(hole).toContainText("Gridiron Gurus · Fantasy GM Demo League");
      await expect(hole).toContainText(`Locks ${formatGameTime(emptyRow.current.kickoff!)}`);
      await expect(hole.getByTestId("before-lock-fix")).toHaveText(
        new RegExp(`^Start ${emptyRow.current.name}: \\+\\d+\\.\\d% win chance$`),
      );
      await expect(hole.getByRole("link", { name: "Fix in Lineup" })).toHaveAttribute("href", "/lineup");

      // Out, and every bench player who could replace him is playing already, on bye or out: waivers fix it.
      const out = items.nth(1);
      await expect(out).toContainText(outRow.current.name);
      await expect(out).toContainText("Out");
      await expect(out).toContainText(`Locks ${formatGameTime(outRow.current.kickoff)}`);
      await expect(out.getByRole("link", { name: "Find on Waivers" })).toHaveAttribute("href", "/waivers");
      // Wednesday's waiver run comes after Sunday's games.
      await expect(items.nth(2)).toContainText("Claims close Wed 3:00 AM ET");

      await expectNoHorizontalScroll(page);
      await page.screenshot({ path: test.info().outputPath("manage-before-lock.png"), fullPage: true });

      // Keyboard: the fix link is reachable and opens /lineup on this team, where the swap is offered.
      const fix = hole.getByRole("link", { name: "Fix in Lineup" });
      await fix.focus();
      await expect(fix).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/\/lineup$/);
      await expect(page.getByRole("heading", { level: 1, name: "Lineup" })).toBeVisible(SLOW);
      await expect(page.getByText(emptyRow.current.name).first()).toBeVisible(SLOW);
    } finally {
      await undo();
    }
  });

  test("a user without leagues sees how to connect one", async ({ page }) => {
    await signUpFreshUser(page, "manage");
    await page.goto("/manage");
    await expect(page.getByRole("heading", { name: "No Leagues Connected" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Connect Leagues" })).toHaveAttribute("href", "/connect");
  });
});
