import { expect, test, type Locator, type Page } from "@playwright/test";
import { signIn, signUpFreshUser } from "../pages/session";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { newStack, replayControl, runStack, startApp, stopApp, type AppStack } from "./stack";

// 2026 as a new user lives it: the replay server serves the shipped 2025 season as 2026; the app runs with its
// real-league clock (APP_NOW) at week 12, Sunday 14:00 ET with the early games in progress, then on Tuesday of
// week 13. In week 12 DEN, LAC, MIA and WAS are on bye; the Sleeper team has players of theirs.
const WEEK_12_SUNDAY = "2026-11-29T19:00:00Z";
const WEEK_13_TUESDAY = "2026-12-01T15:00:00Z";
// A player of a week-12 bye team, as a roster row ("WAS · WR") or a lineup slot ("WR WAS") names him. No team
// plays a bye team that week, so the code is his own team's. The text runs words together ("BYEWAS"), so only the
// end of the code is checked.
const ON_BYE_TEAM = /(DEN|LAC|MIA|WAS)(?![A-Za-z])/;
const SLOW = { timeout: 60_000 };
const SHOTS = process.env.REPLAY_SHOTS_DIR; // screenshots for a person to look at (default: the test's output)

async function shot(page: Page, name: string) {
  const file = SHOTS ? `${SHOTS}/${name}.png` : test.info().outputPath(`${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
}

/** Opens a page: never a server error, its heading shown. */
async function open(page: Page, path: string, heading?: string) {
  const res = await page.goto(path);
  expect(res?.status(), path).toBeLessThan(500);
  await expect(page.getByRole("heading", { level: 1, ...(heading ? { name: heading } : {}) })).toBeVisible(SLOW);
}

const percents = (text: string | null) => [...(text ?? "").matchAll(/(\d+(?:\.\d+)?)%/g)].map((m) => Number(m[1]));

/** A win probability of a normal matchup: decided by nothing yet, so strictly between 1 % and 99 %. */
async function expectOpenOdds(locator: Locator) {
  await expect(locator).toHaveText(/\d+(\.\d+)?%/, SLOW);
  for (const p of percents(await locator.textContent())) {
    expect(p).toBeGreaterThan(1);
    expect(p).toBeLessThan(99);
  }
}

/**
 * Picks a platform on /connect. Within the visible picker: while the page streams in, its content is also in the
 * document as a hidden copy, so a bare text match can find two.
 */
async function choosePlatform(page: Page, name: "Sleeper" | "ESPN" | "Yahoo") {
  await page.getByRole("group", { name: "Platform" }).getByText(name, { exact: true }).click();
}

async function chooseTeam(page: Page, name: string) {
  await page.getByRole("combobox", { name: "Select a league" }).click();
  await page.getByRole("option", { name: new RegExp(name) }).click();
  await expect(page.getByRole("combobox", { name: "Select a league" })).toContainText(name);
}

/** Dashboard roster: the bye starter flagged; every other starter not yet playing has a real projection. */
async function expectRosterProjected(page: Page) {
  const rows = page.getByTestId("roster-row");
  await expect(rows.first()).toBeVisible(SLOW);
  for (const row of await rows.all()) {
    const bye = await row.getByTestId("bye-badge").count();
    const label = (await row.textContent()) ?? "";
    // A live game's points so far may still be 0.0; only starters whose game has not begun must show a projection.
    if (bye || label.includes("live ·") || !/proj$/.test(label.trim())) continue;
    await expect(row.getByTestId("roster-score"), label).not.toHaveText(/^(—|0\.0)$/);
  }
}

/** Every standings row's record (its third cell, wins-losses-ties) adds up to `games`. */
async function expectGamesPlayed(rows: Locator, games: number) {
  for (const record of await rows.locator("td:nth-child(3)").allTextContents()) {
    const sum = record
      .trim()
      .split("-")
      .reduce((total, n) => total + Number(n), 0);
    expect(sum, record).toBe(games);
  }
}

/**
 * Waits for the server's first refresh of the NFL data after a start (the jobs run at start-up): until the week's
 * games are in the state the clock says (as a person waits for the scores to show up).
 */
async function waitForGames(page: Page, week: number, status: "in" | "post") {
  await expect
    .poll(
      async () => {
        const res = await page.request.get(`/api/nfl/matchups/${week}?season=2026`);
        const games = res.ok() ? ((await res.json()) as { status: string }[]) : [];
        return status === "in"
          ? games.some((g) => g.status === "in")
          : games.length > 0 && games.every((g) => g.status === "post");
      },
      { timeout: 120_000, intervals: [2_000] },
    )
    .toBe(true);
}

// One database for the run (its folder named by the config), so that after a failed test the next worker restarts
// the app on the same accounts and leagues; the account the first test signs up is kept beside it.
let stack: AppStack;
let user: { username: string; password: string };
const userFile = () => path.join(stack.dbDir, "..", "replay-user.json");
const rememberUser = () => writeFileSync(userFile(), JSON.stringify(user));

test.describe.configure({ timeout: 300_000 });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  await replayControl("clock", { now: WEEK_12_SUNDAY });
  await replayControl("failure", { mode: null });
  stack = runStack();
  if (existsSync(userFile())) user = JSON.parse(readFileSync(userFile(), "utf8")) as typeof user;
  await startApp(stack, WEEK_12_SUNDAY);
});
test.afterAll(async () => {
  await stopApp(stack);
  await replayControl("failure", { mode: null });
});

test("a new user connects the replayed Sleeper league, an ESPN league and a Yahoo league in a few clicks", async ({
  page,
}) => {
  user = await signUpFreshUser(page, "replay");
  rememberUser();
  await page.goto("/connect");
  await choosePlatform(page, "Sleeper");
  await page.getByLabel("Sleeper username").fill("replay");
  await expect(page.getByLabel("Season")).toHaveValue("2026");
  await page.getByRole("button", { name: "Find leagues" }).click();
  await expect(page.getByText("Replay League")).toBeVisible({ timeout: 30_000 });
  await shot(page, "connect-sleeper");
  await page.getByRole("button", { name: "Connect league" }).click();
  await page.waitForURL("**/dashboard", { timeout: 120_000 });

  await page.goto("/connect");
  await choosePlatform(page, "ESPN");
  await page.getByLabel("ESPN league id").fill("26012345");
  await page.getByRole("button", { name: /Find league/ }).click();
  await page.getByLabel("Your team in Replay ESPN League").click();
  await page.getByRole("option", { name: /Monday Night Mayhem/ }).click();
  await page.getByRole("button", { name: "Connect league" }).click();
  await page.waitForURL("**/dashboard", { timeout: 120_000 });

  // Yahoo: its sign-in page comes straight back, then the user's one league with his team already chosen.
  await page.goto("/connect");
  await choosePlatform(page, "Yahoo");
  await page.getByRole("link", { name: "Sign in with Yahoo" }).click();
  await page.waitForURL(/\/connect\?provider=yahoo$/);
  await page.getByRole("button", { name: "Load my Yahoo leagues" }).click();
  await expect(page.getByLabel("Your team in Replay Yahoo League")).toContainText("Yahoo Replay Raiders", SLOW);
  await shot(page, "connect-yahoo");
  await page.getByRole("button", { name: "Connect league" }).click();
  await page.waitForURL("**/dashboard", { timeout: 120_000 });

  await page.goto("/settings");
  const sources = page.getByRole("heading", { name: "Data sources" }).locator("xpath=../..");
  for (const source of ["NFL schedule and byes", "Live scores", "Weekly projections and stat lines"])
    await expect(sources.getByText(new RegExp(source)).locator("xpath=../..")).toContainText(/Last refreshed/);
});

test("week 12, Sleeper league: the dashboard with open odds, projections, the bye and live games", async ({ page }) => {
  await signIn(page, user.username, user.password);
  await waitForGames(page, 12, "in");
  await open(page, "/dashboard");
  await chooseTeam(page, "Replay Rockets");
  await expect(page.getByText(/Week 12 · \d+-\d+/)).toBeVisible(SLOW);
  await expectOpenOdds(page.getByTestId("win-prob"));
  await expectRosterProjected(page);
  const onBye = page.getByTestId("roster-row").filter({ hasText: ON_BYE_TEAM });
  expect(await onBye.count()).toBeGreaterThan(0);
  for (const row of await onBye.all()) await expect(row.getByTestId("bye-badge")).toBeVisible();
  // Live games in progress, with their scores and quarter (the roster fetches them again while a game is on). On a
  // miss the message lists every row as shown.
  await expect
    .poll(async () => (await page.getByTestId("roster-row").allTextContents()).join(" | "), SLOW)
    .toMatch(/Playing[^|]*\d+-\d+ Q[1-4]/);
  const playoff = page.getByTestId("stat-card").filter({ hasText: "Playoff Odds" });
  await expect(playoff).toContainText(/[\d,]+ simulations/, SLOW);
  await shot(page, "w12-dashboard");
});

test("week 12, Sleeper league: matchups live with open odds, standings after 11 weeks", async ({ page }) => {
  await signIn(page, user.username, user.password);

  await open(page, "/matchups", "Matchups");
  const games = page.getByTestId("league-game");
  await expect(games).toHaveCount(6, SLOW);
  await expect(games.first()).toHaveAttribute("data-mine", "true");
  await expect(page.getByText(/Week 12 \(this week\) · live/)).toBeVisible();
  await expectOpenOdds(games.first().getByTestId("game-pwin").first());
  await expect(games.first().getByText(/Bye/).first()).toBeVisible();
  await shot(page, "w12-matchups");

  await open(page, "/standings", "Standings");
  const rows = page.getByTestId("standings-row");
  await expect(rows).toHaveCount(12, SLOW);
  await expectGamesPlayed(rows, 11); // weeks 1–11
  const odds = (await rows.getByTestId("standings-playoff").allTextContents()).flatMap(percents);
  expect(odds.some((p) => p > 0 && p < 100)).toBe(true);
  await shot(page, "w12-standings");
});

// Sleeper's adapter imports matchups only through the clock's week, so a real league's weeks ahead read "No game".
test("week 12, Sleeper league: the schedule lists week 13's opponent with P(win)", async ({ page }) => {
  await signIn(page, user.username, user.password);
  await open(page, "/schedule", "Schedule");
  await expect(page.getByTestId("schedule-result")).toHaveCount(11, SLOW);
  await expectOpenOdds(page.getByTestId("schedule-week").filter({ hasText: "Week 13" }).getByTestId("schedule-pwin"));
  await shot(page, "w12-schedule");
});

test("week 12, Sleeper league: analytics and the lineup with projections and the bye flagged", async ({ page }) => {
  await signIn(page, user.username, user.password);
  await open(page, "/analytics", "Analytics");
  await expect(page.getByTestId("analytics-row")).toHaveCount(12, SLOW);
  const playoffs = (await page.getByTestId("analytics-playoff").allTextContents()).flatMap(percents);
  expect(playoffs.filter((p) => p > 0 && p < 100).length).toBeGreaterThan(3);
  await shot(page, "w12-analytics");

  await open(page, "/lineup", "Lineup");
  const slots = page.getByTestId("lineup-slot");
  await expect(slots.first()).toBeVisible(SLOW);
  let byes = 0;
  for (const slot of await slots.all()) {
    const current = slot.locator("td").nth(1);
    const text = (await current.textContent()) ?? "";
    if (ON_BYE_TEAM.test(text)) {
      await expect(current).toContainText(/bye/i);
      byes += 1;
      continue;
    }
    await expect(current.locator("span.font-medium.text-foreground"), text).not.toHaveText("0.0");
  }
  expect(byes, "a starter of a week-12 bye team").toBeGreaterThan(0);
  await shot(page, "w12-lineup");
});

test("week 12, Sleeper league: waivers, the waiver analyzer and trades", async ({ page }) => {
  await signIn(page, user.username, user.password);
  await open(page, "/waivers", "Waivers");
  await expect(page.getByTestId("waiver-row").first()).toBeVisible(SLOW);
  await expect(page.getByTestId("waiver-row").first()).toContainText(/\$\d+/);
  await shot(page, "w12-waivers");
  await page.getByTestId("waiver-row").first().getByRole("link", { name: "Analyze" }).click();
  const pair = page.getByTestId("pair-result").first();
  await expect(pair).toBeVisible(SLOW);
  await expect(pair.getByTestId("odds-row")).toContainText(/\d+\.\d% → \d+\.\d%/);
  await shot(page, "w12-waiver-analyzer");

  await open(page, "/trades", "Trades");
  await page.getByRole("tab", { name: "Finder" }).click();
  await expect(page.getByTestId("trade-suggestion").first().or(page.getByTestId("decision-empty"))).toBeVisible(SLOW);
  await shot(page, "w12-trades");
});

test("week 12, Sleeper league: players, a profile with week 12 projected, GM chat", async ({ page }) => {
  await signIn(page, user.username, user.password);
  await open(page, "/players", "Players");
  await page.getByRole("searchbox", { name: "Search players by name" }).fill("Christian McCaffrey");
  const result = page.getByTestId("player-result").first();
  await expect(result).toContainText("Christian McCaffrey", SLOW);
  await shot(page, "w12-players");
  await result.getByRole("link", { name: "Open profile" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Christian McCaffrey" })).toBeVisible(SLOW);
  await page.getByRole("tab", { name: "Weekly" }).click();
  const projected = page.getByTestId("weekly-projected");
  await expect(projected).toContainText(/Week 12/, SLOW);
  await expect(projected.locator("li").filter({ hasText: /Week 12/ })).not.toContainText(/\b0\.0\b/);
  await shot(page, "w12-player-profile");

  await open(page, "/gm-chat", "GM Chat");
  await page.getByLabel("Message GM").fill("Who should I start at RB this week?");
  await page.getByRole("button", { name: "Send message" }).click();
  const answer = page.locator('[data-role="assistant"]').last();
  await expect(answer).toContainText("Answered by", SLOW);
  await expect(answer).toContainText(/\d+\.\d/);
  await shot(page, "w12-gm-chat");

  await open(page, "/settings", "Settings");
  // The hosts' rules as imported: Sleeper's bracket and trade deadline, ESPN's deadline date as its NFL week.
  const leagues = page.getByRole("list", { name: "Connected leagues" }).getByRole("listitem");
  const sleeperRules = leagues.filter({ hasText: "Replay League" }).getByTestId("host-rules");
  await expect(sleeperRules).toContainText("Playoffs: 6 teams, weeks 15–17, one week per round.");
  await expect(sleeperRules).toContainText("Trade deadline: week 11.");
  await expect(leagues.filter({ hasText: "Replay ESPN League" }).getByTestId("host-rules")).toContainText(
    "Trade deadline: week 11.",
  );
  // Every NFL source refreshed from the replay without an error (a season's last week missing from one source's
  // answer used to fail the Sleeper projections as partial).
  const sources = page.getByRole("list", { name: "Data sources" });
  await expect(sources.getByTestId("source-sleeper-projections")).toContainText("Last refreshed");
  await expect(sources).not.toContainText("Last refresh failed");
  await shot(page, "w12-settings");
});

test("week 12, ESPN league: the same numbers from ESPN's answers", async ({ page }) => {
  await signIn(page, user.username, user.password);
  await open(page, "/dashboard");
  await chooseTeam(page, "Monday Night Mayhem");
  await expect(page.getByText(/Week 12 · \d+-\d+/)).toBeVisible(SLOW);
  await expectOpenOdds(page.getByTestId("win-prob"));
  await expectRosterProjected(page);
  await shot(page, "w12-espn-dashboard");
  await open(page, "/matchups", "Matchups");
  await expect(page.getByTestId("league-game")).toHaveCount(6, SLOW);
  await expectOpenOdds(page.getByTestId("league-game").first().getByTestId("game-pwin").first());
  await chooseTeam(page, "Replay Rockets");
});

// Yahoo names its players by its own ids only: they meet the NFL data's players through name and position, so its
// starters carry the 2026 projections and the matchup has open odds.
test("week 12, Yahoo league: projections, open odds, standings after 11 weeks and its lineup", async ({ page }) => {
  await signIn(page, user.username, user.password);
  await open(page, "/dashboard");
  await chooseTeam(page, "Yahoo Replay Raiders");
  await expect(page.getByText(/Week 12 · \d+-\d+/)).toBeVisible(SLOW);
  await expectOpenOdds(page.getByTestId("win-prob"));
  await expectRosterProjected(page);
  await expect(page.getByText(/No projection yet/)).toHaveCount(0);
  await shot(page, "w12-yahoo-dashboard");
  await open(page, "/standings", "Standings");
  const rows = page.getByTestId("standings-row");
  await expect(rows).toHaveCount(12, SLOW);
  await expectGamesPlayed(rows, 11);
  await open(page, "/lineup", "Lineup");
  await expect(page.getByTestId("lineup-slot").first()).toBeVisible(SLOW);
  await shot(page, "w12-yahoo-lineup");
  await chooseTeam(page, "Replay Rockets");
});

// Two days pass on the football clock but minutes in real time, so the league's own sync (throttled by real time)
// has not yet fetched week 12's final scores: the manager presses "Refresh leagues", as one would on Tuesday.
test("Tuesday of week 13: the pages moved with the clock", async ({ page }) => {
  test.setTimeout(400_000);
  await replayControl("clock", { now: WEEK_13_TUESDAY });
  await stopApp(stack);
  await startApp(stack, WEEK_13_TUESDAY);
  await signIn(page, user.username, user.password);
  await waitForGames(page, 12, "post");

  await open(page, "/dashboard");
  await page.getByRole("button", { name: "Refresh leagues" }).click();
  await expect(page.getByText("Leagues Synced!", { exact: true })).toBeVisible({ timeout: 120_000 });
  await open(page, "/dashboard");
  await expect(page.getByText(/Week 13 · \d+-\d+/)).toBeVisible(SLOW);
  await expectOpenOdds(page.getByTestId("win-prob"));
  await expectRosterProjected(page);
  await expect(page.getByTestId("roster-row").filter({ hasText: "Playing" })).toHaveCount(0);
  await shot(page, "w13-dashboard");

  await open(page, "/standings", "Standings");
  const rows = page.getByTestId("standings-row");
  await expect(rows).toHaveCount(12, SLOW);
  await expectGamesPlayed(rows, 12); // week 12 is final now

  await open(page, "/schedule", "Schedule");
  await expect(page.getByTestId("schedule-result")).toHaveCount(12, SLOW);

  await open(page, "/matchups", "Matchups");
  await expect(page.getByText(/Week 13 \(this week\)/)).toBeVisible(SLOW);
  await page.locator("#week-picker").selectOption("12");
  await expect(page.getByTestId("league-game").first().getByTestId("game-pwin").first()).toHaveText(
    /Won|Lost|Tied/,
    SLOW,
  );

  await open(page, "/lineup", "Lineup");
  await expect(page.getByTestId("lineup-slot").first()).toBeVisible(SLOW);
  await expect(page.getByLabel("Locked: his game has started")).toHaveCount(0);
  await shot(page, "w13-lineup");
});

// Every page and every call it makes answers without a server error (a source outage may be a 503, never a 500), and
// the dashboard says which projections are missing instead of showing a number made of nothing.
test("every NFL data source failing: missing-data states, never a 500, never a made-up number", async ({ page }) => {
  test.setTimeout(400_000);
  await stopApp(stack);
  stack = newStack(); // nothing ingested yet
  await replayControl("clock", { now: WEEK_12_SUNDAY });
  await replayControl("failure", { mode: "status", scope: "nfl-data" });
  await startApp(stack, WEEK_12_SUNDAY);
  const serverErrors: string[] = [];
  page.on("response", (res) => {
    if (res.status() >= 500 && res.status() !== 503) serverErrors.push(`${res.status()} ${res.url()}`);
  });
  user = await signUpFreshUser(page, "replayfail");
  const connect = await page.request.post("/api/leagues", {
    headers: { Origin: process.env.E2E_ORIGIN ?? "" },
    data: {
      provider: "sleeper",
      username: "replay",
      season: 2026,
      leagueIds: ["1260000000000000001"],
      teamIds: { "1260000000000000001": "1" },
    },
  });
  expect(connect.status(), await connect.text()).toBeLessThan(300);

  for (const path of [
    "/dashboard",
    "/matchups",
    "/standings",
    "/schedule",
    "/analytics",
    "/lineup",
    "/waivers",
    "/waiver-analyzer",
    "/trades",
    "/players",
    "/gm-chat",
    "/settings",
  ]) {
    await open(page, path);
    await expect(page.getByText(/Something went wrong|Internal Server Error/)).toHaveCount(0);
    await shot(page, `failing${path.replaceAll("/", "-")}`);
  }
  await open(page, "/dashboard");
  await expect(page.getByText(/No projection yet/).first()).toBeVisible(SLOW);
  await expect(page.getByTestId("win-prob")).not.toHaveText(/^(0|50|100)%$/);
  await expect(page.getByText(/coin flip/i)).toHaveCount(0);
  await open(page, "/settings", "Settings");
  await expect(page.getByText(/503/).first()).toBeVisible();
  expect(serverErrors).toEqual([]);
});
