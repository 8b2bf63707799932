import { expect, test, type Locator, type Page } from "@playwright/test";
import { DEMO_USER, signIn } from "../pages/session";

// One answer per question: the numbers a person reads for one team (the playoff odds, this week's P(win)) and one
// trade (the finder's first suggestion, both sides' Δ playoff odds ± SE) agree on the dashboard, matchups,
// standings, analytics, trades, the waiver analyzer and GM chat. The demo league at the stack's clock (week 10).

const SLOW = { timeout: 90_000 };
const num = (text: string | null | undefined, re: RegExp): number => {
  const m = (text ?? "").replace(/−/g, "-").match(re);
  if (!m?.[1]) throw new Error(`no number matching ${re} in "${text}"`);
  return Number(m[1]);
};
/** "+6.90±0.60" (a Delta with its standard error) → [6.9, 0.6]. */
const deltaSe = async (l: Locator): Promise<[number, number]> => {
  const t = ((await l.textContent()) ?? "").replace(/−/g, "-");
  const m = t.match(/([+-]?\d+(?:\.\d+)?)\s*±\s*(\d+(?:\.\d+)?)/);
  if (!m?.[1] || !m[2]) throw new Error(`no Δ ± SE in "${t}"`);
  return [Number(m[1]), Number(m[2])];
};

async function go(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible(SLOW);
}

test.describe("one answer per question", () => {
  test.describe.configure({ timeout: 300_000 });

  test("one team's odds and one trade's numbers agree on every screen", async ({ page }) => {
    await signIn(page, DEMO_USER.username, DEMO_USER.password);
    await page.goto("/dashboard");
    const card = page.getByTestId("stat-card").filter({ hasText: "Playoff Odds" });
    await expect(card).toContainText(/[\d,]+ simulations/, SLOW);
    const odds = num(await card.locator("div.text-xl").first().textContent(), /(\d+(?:\.\d+)?)%/);
    const winProb = num(await page.getByTestId("win-prob").textContent(), /(\d+)%/);

    await go(page, "/matchups", "Matchups");
    const mine = page.getByTestId("league-game").first();
    await expect(mine).toHaveAttribute("data-mine", "true", SLOW);
    // My side of my game (home or away) shows the dashboard card's P(win); the other side its complement.
    const pwins = (await mine.getByTestId("game-pwin").allTextContents()).map((t) => num(t, /(\d+)%/));
    expect(pwins).toContain(winProb);

    await go(page, "/standings", "Standings");
    const standing = page
      .getByTestId("standings-row")
      .and(page.locator("[data-mine]"))
      .getByTestId("standings-playoff");
    await expect(standing).toBeVisible(SLOW);
    expect(num(await standing.textContent(), /(\d+(?:\.\d+)?)%/)).toBe(odds);

    await go(page, "/analytics", "Analytics");
    const analytics = page
      .getByTestId("analytics-row")
      .and(page.locator("[data-mine]"))
      .getByTestId("analytics-playoff");
    await expect(analytics).toBeVisible(SLOW);
    expect(num(await analytics.textContent(), /(\d+(?:\.\d+)?)%/)).toBe(odds);

    // The finder's first trade, then the same deal in the builder: same Δ ± SE for both sides, same "before".
    await go(page, "/trades", "Trades");
    await page.getByRole("tab", { name: "Finder" }).click();
    const suggestion = page.getByTestId("trade-suggestion").first();
    await expect(suggestion).toBeVisible(SLOW);
    const deltas = suggestion.locator("span.tabular-nums");
    const mineDelta = await deltaSe(deltas.nth(0));
    const theirDelta = await deltaSe(deltas.nth(1));
    expect(theirDelta[0]).toBeGreaterThanOrEqual(0); // a suggested trade never costs the other side
    const partner = ((await suggestion.locator("div.font-medium").first().textContent()) ?? "").trim();
    const give = ((await suggestion.locator("span.font-semibold").nth(0).textContent()) ?? "").split(" + ");
    const get = ((await suggestion.locator("span.font-semibold").nth(1).textContent()) ?? "").split(" + ");
    await suggestion.getByRole("button", { name: "Open in builder" }).click();
    const rows = page.getByTestId("trade-result").getByTestId("odds-row");
    await expect(rows.first()).toBeVisible(SLOW);
    const playoffCell = (row: Locator) => row.locator("td").nth(1);
    expect(await deltaSe(playoffCell(rows.nth(0)))).toEqual(mineDelta);
    expect(await deltaSe(playoffCell(rows.nth(1)))).toEqual(theirDelta);
    expect(Math.round(num(await playoffCell(rows.nth(0)).textContent(), /^(\d+\.\d)%/))).toBe(Math.round(odds));

    // The waiver wire's best claim in the analyzer: its "before" is the same odds.
    await go(page, "/waivers", "Waivers");
    await page.getByTestId("waiver-row").first().getByRole("link", { name: "Analyze" }).click();
    const pair = page.getByTestId("pair-result").first();
    await expect(pair).toBeVisible(SLOW);
    expect(Math.round(num(await pair.getByTestId("odds-row").first().textContent(), /(\d+\.\d)% →/))).toBe(
      Math.round(odds),
    );

    // GM chat prices the same deal at the same numbers.
    await page.goto("/gm-chat");
    await expect(page.getByRole("heading", { name: "GM Chat" })).toBeVisible(SLOW);
    await page.getByLabel("Message GM").fill(`Should I trade ${give.join(" and ")} for ${get.join(" and ")}?`);
    await page.getByRole("button", { name: "Send message" }).click();
    const tool = page.getByTestId("tool-card").filter({ hasText: "Your playoff odds" });
    await expect(tool).toBeVisible(SLOW);
    const text = ((await tool.textContent()) ?? "").replace(/−/g, "-");
    expect(num(text, /Your playoff odds\s*([+-]\d+\.\d) pts/)).toBe(mineDelta[0]);
    const theirs = text.slice(text.lastIndexOf(partner) + partner.length);
    expect(num(theirs, /^\s*([+-]\d+\.\d) pts/)).toBe(theirDelta[0]);
  });

  test("one rest-of-season figure and one live figure, under one name, on every screen", async ({ page }) => {
    await signIn(page, DEMO_USER.username, DEMO_USER.password);
    const value = async (l: Locator) => ((await l.locator(".data-table-value").textContent()) ?? "").trim();

    // Rest of season: the waiver wire's first free agent, on Waivers, Players and the analyzer's search.
    await go(page, "/waivers", "Waivers");
    const row = page.getByTestId("waiver-row").first();
    await expect(row).toBeVisible(SLOW);
    const name = ((await row.getByTestId("player-name").getByRole("button").textContent()) ?? "").trim();
    const ros = await value(row.getByTestId("rest-of-season"));
    expect(Number(ros)).toBeGreaterThan(0);
    const header = page.getByRole("columnheader", { name: /^Rest of season \(wk \d+–\d+\)$/ });
    await expect(header).toBeVisible();
    const label = ((await header.textContent()) ?? "").trim();
    // Ownership and trend are real numbers, not "—".
    expect(await value(row.getByTestId("owned"))).toMatch(/^\d+(\.\d)?%$/);
    const trends = await page.getByTestId("waiver-row").getByTestId("trend").allTextContents();
    expect(trends.some((t) => /\d/.test(t))).toBe(true);

    await go(page, "/players", "Players");
    await page.getByLabel("Search players by name").fill(name);
    const result = page.getByTestId("player-result").filter({ hasText: name }).first();
    await expect(result).toBeVisible(SLOW);
    expect(await value(result.getByTestId("rest-of-season"))).toBe(ros);
    await expect(page.getByRole("columnheader", { name: label, exact: true })).toBeVisible();
    expect(await value(result.getByTestId("owned"))).toMatch(/^\d+(\.\d)?%$/);

    await page.goto("/waiver-analyzer");
    const search = page.getByTestId("fa-search");
    await expect(search).toBeVisible(SLOW);
    await search.fill(name);
    await expect(
      page.getByRole("list", { name: "Free agents" }).getByRole("button", { name: new RegExp(name) }),
    ).toContainText(`${label}: ${ros}`, SLOW);

    // Live vs actual on the dashboard: each row names its figure; the header's totals are the sums of the rows.
    await page.goto("/dashboard");
    const rows = page.getByTestId("roster-row");
    await expect(rows.first()).toBeVisible(SLOW);
    const scores = await rows.getByTestId("week-score").evaluateAll((els) =>
      els.map((el) => ({
        label: el.getAttribute("data-label"),
        main: el.querySelector("[data-testid=roster-score]")?.textContent ?? "",
        sub: el.textContent ?? "",
      })),
    );
    const live = scores.filter((x) => x.label === "live");
    expect(live.length).toBeGreaterThan(0); // the demo's clock is Sunday afternoon: games are on
    for (const x of scores) expect(["proj", "live", "actual"]).toContain(x.label);
    const started = scores.filter((x) => x.label !== "proj");
    const scored = started.reduce((sum, x) => sum + Number(x.main), 0);
    const projected = scores.reduce(
      (sum, x) => sum + Number(x.label === "live" ? x.sub.match(/live · ([\d.]+) proj/)?.[1] : x.main),
      0,
    );
    const card = page.getByTestId("matchup-card");
    const headerScored = card.getByTestId("team-scored").first();
    await expect(headerScored).toHaveText(/^Live: [\d.]+$/, SLOW);
    expect(num(await headerScored.textContent(), /([\d.]+)$/)).toBeCloseTo(scored, 1);
    expect(num(await card.getByTestId("team-projected").first().textContent(), /([\d.]+)/)).toBeCloseTo(projected, 1);

    // The same live player reads the same points, named live, on the dashboard …
    const firstLive = rows.filter({ has: page.locator("[data-label=live]") }).first();
    const liveName = ((await firstLive.locator("span.font-medium").first().textContent()) ?? "").trim();
    const livePoints = ((await firstLive.getByTestId("roster-score").textContent()) ?? "").trim();
    // … in his player card (this week's line of the Weekly tab) …
    await firstLive.click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("tab", { name: "Weekly" }).click();
    const thisWeek = dialog
      .getByTestId("weekly-actual")
      .getByRole("listitem")
      .filter({ has: page.getByText("Week 10", { exact: true }) });
    await expect(thisWeek).toContainText(`${livePoints}live`, SLOW);
    await page.keyboard.press("Escape");

    // … and on Matchups.
    await go(page, "/matchups", "Matchups");
    const mine = page.getByTestId("league-game").first();
    await expect(mine).toHaveAttribute("data-mine", "true", SLOW);
    const lineupRow = mine.getByRole("listitem").filter({ hasText: liveName }).first();
    await expect(lineupRow.getByTestId("week-score")).toHaveAttribute("data-label", "live");
    await expect(lineupRow.getByTestId("roster-score")).toHaveText(livePoints);
  });
});
