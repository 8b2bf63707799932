import { expect, test, type Locator, type Page } from "@playwright/test";
import { AppFrame } from "../pages/app-frame";
import { pageWidthOverflow, seriousViolations, settled, waitForContent } from "../pages/checks";
import { DEMO_USER, signIn } from "../pages/session";

// Every signed-in page at phone and desktop width, light and dark, as the seeded demo user: at rest and in each
// state a person can open on it (dialogs, pop-overs, menus, tabs, and the result of every action). In each one the
// page is no wider than the window and axe finds no serious or critical violation (in the dark theme, of the rules
// that read colours: the light pass ran every rule on the same elements).
const SLOW = { timeout: 60_000 };

type State = { name: string; open: (page: Page) => Promise<void>; close?: (page: Page) => Promise<void> };

const escape = async (page: Page) => {
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog").or(page.getByRole("menu"))).toHaveCount(0);
};

// Closing a pop-over its button opened puts focus back on that button, as a keyboard user expects; the next state
// starts once it is there.
const escapeTo = (trigger: (frame: AppFrame) => Locator) => async (page: Page) => {
  await escape(page);
  await expect(trigger(new AppFrame(page))).toBeFocused();
};

const FRAME: State[] = [
  {
    name: "notifications pop-over",
    open: async (page) => {
      await new AppFrame(page).notificationsButton.click();
      await expect(page.getByRole("dialog", { name: "Notifications" })).toBeVisible();
    },
    close: escapeTo((frame) => frame.notificationsButton),
  },
  {
    name: "user menu",
    open: async (page) => {
      await new AppFrame(page).userMenuButton.click();
      await expect(page.getByRole("menu")).toBeVisible();
    },
    close: escapeTo((frame) => frame.userMenuButton),
  },
  {
    name: "search results",
    open: async (page) => {
      await page.keyboard.press("Control+k");
      const palette = page.getByRole("combobox", { name: "Search players, pages and teams" });
      await expect(palette).toBeFocused();
      await palette.fill("chase");
      await expect(page.getByRole("option", { name: /Chase/ }).first()).toBeVisible(SLOW);
    },
    close: escapeTo((frame) => frame.searchButton),
  },
  {
    name: "keyboard shortcuts",
    open: async (page) => {
      await page.locator("body").press("?");
      await expect(new AppFrame(page).shortcutsDialog).toBeVisible();
    },
    close: escape,
  },
];

const PHONE_FRAME: State[] = [
  {
    name: "navigation drawer",
    open: async (page) => {
      await new AppFrame(page).menuButton.click();
      await expect(new AppFrame(page).drawer).toBeVisible();
    },
    close: escapeTo((frame) => frame.menuButton),
  },
];

const tab = (name: string): State => ({
  name: `${name} tab`,
  open: async (page) => {
    await page.getByRole("tab", { name, exact: true }).click();
    await expect(page.getByRole("tab", { name, exact: true })).toHaveAttribute("aria-selected", "true");
  },
});

const PLAYER_TABS = ["AI Insights", "Overview", "Ownership", "Weekly", "Season", "Rankings", "News"];

const PAGES: { path: string; states: State[] }[] = [
  { path: "/dashboard", states: FRAME },
  {
    path: "/analytics",
    states: [
      {
        name: "what-if result",
        open: async (page) => {
          await page.getByRole("button", { name: "I win my next game" }).click();
          await page.getByTestId("what-if-run").click();
          await expect(page.getByTestId("what-if-table")).toBeVisible(SLOW);
        },
      },
    ],
  },
  { path: "/standings", states: [] },
  {
    path: "/schedule",
    states: [
      {
        name: "bye pop-up",
        open: async (page) => {
          await page.getByTestId("bye-hole").or(page.getByTestId("bye-flag")).first().click();
          await expect(page.getByRole("dialog", { name: /Week \d+ byes/ })).toBeVisible();
        },
        close: escape,
      },
    ],
  },
  { path: "/matchups", states: [] },
  {
    path: "/players",
    states: [
      {
        name: "player card",
        open: async (page) => {
          await page.getByTestId("player-result").first().getByRole("button").first().click();
          await expect(page.getByRole("dialog")).toBeVisible();
        },
        close: escape,
      },
    ],
  },
  {
    path: "/lineup",
    states: [
      {
        name: "optimized for points",
        open: async (page) => {
          await page.getByRole("button", { name: "Maximize projected points" }).click();
          await expect(page.getByRole("button", { name: "Maximize projected points" })).toHaveAttribute(
            "aria-pressed",
            "true",
          );
          await expect(page.getByTestId("lineup-slot").first()).toBeVisible(SLOW);
        },
      },
    ],
  },
  {
    path: "/waivers",
    states: [
      {
        name: "player card",
        open: async (page) => {
          await page.getByTestId("waiver-row").first().getByRole("button").first().click();
          await expect(page.getByRole("dialog")).toBeVisible();
        },
        close: escape,
      },
      {
        name: "waiver analysis",
        open: async (page) => {
          await page.getByTestId("waiver-row").first().getByRole("link", { name: "Analyze" }).click();
          await expect(page.getByTestId("pair-result").first()).toBeVisible(SLOW);
        },
      },
    ],
  },
  {
    path: "/trades",
    states: [
      {
        name: "trade evaluation",
        open: async (page) => {
          await page.getByTestId("trade-partner").selectOption({ index: 1 });
          await page.getByTestId("trade-give").getByRole("checkbox").nth(1).check();
          await page.getByTestId("trade-get").getByRole("checkbox").nth(1).check();
          await page.getByRole("button", { name: "Evaluate trade" }).click();
          await expect(page.getByTestId("trade-result")).toBeVisible(SLOW);
        },
      },
      tab("League trades"),
    ],
  },
  { path: "/manage", states: [] },
  { path: "/gm-chat", states: [] },
  { path: "/connect", states: [] },
  {
    path: "/settings",
    states: [
      {
        name: "delete account dialog",
        open: async (page) => {
          await page.getByRole("button", { name: "Delete my account" }).click();
          await expect(page.getByRole("dialog", { name: "Delete your account?" })).toBeVisible();
        },
        close: escape,
      },
    ],
  },
  { path: "/accuracy", states: [] },
];

// The pages in three parts, each part a test of its own, and the file's tests spread over the workers: one variant's
// pages in one test would keep a worker busy for minutes while the others wait at the end of the run.
const WAIVERS = PAGES.findIndex((p) => p.path === "/waivers");
type Part = { name: string; pages: (width: number, page: Page) => Promise<{ path: string; states: State[] }[]> };
const PARTS: Part[] = [
  { name: "dashboard to lineup", pages: async () => PAGES.slice(0, WAIVERS) },
  { name: "waivers to accuracy", pages: async () => PAGES.slice(WAIVERS) },
  {
    name: "a player profile and the frame",
    pages: async (width, page) => {
      await settled(page, "/players", 60_000);
      const profile = await page.locator('a[href^="/player/"]').first().getAttribute("href");
      expect(profile).toMatch(/^\/player\/.+/);
      return [
        { path: profile!, states: PLAYER_TABS.slice(1).map(tab) },
        { path: "/dashboard", states: width < 768 ? PHONE_FRAME : [] },
      ];
    },
  },
];

test.describe.configure({ mode: "parallel" });

for (const theme of ["light", "dark"] as const) {
  for (const width of [375, 1280]) {
    test.describe(`${width} px, ${theme}`, () => {
      test.use({ viewport: { width, height: width < 768 ? 812 : 800 }, colorScheme: theme });
      test.beforeEach(async ({ page }) => {
        await page.addInitScript((t) => window.localStorage.setItem("theme", t), theme);
        await signIn(page, DEMO_USER.username, DEMO_USER.password);
      });

      for (const part of PARTS) {
        test(`${part.name}: every page and every state fits the window with no serious axe violation`, async ({
          page,
        }) => {
          test.setTimeout(600_000);
          const found: Record<string, unknown> = {};
          let last = Date.now();
          const check = async (state: string) => {
            if (process.env.E2E_TIMINGS) console.log(state, Date.now() - last, "ms");
            last = Date.now();
            await waitForContent(page);
            const overflow = await pageWidthOverflow(page);
            const axeStart = Date.now();
            const violations = await seriousViolations(page, { rules: theme === "dark" ? "colour" : "all" });
            if (process.env.E2E_TIMINGS) console.log("  axe pass", Date.now() - axeStart, "ms");
            if (overflow > 0 || violations.length) found[state] = { overflow, violations };
          };
          for (const { path, states } of await part.pages(width, page)) {
            await settled(page, path, 60_000);
            expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(
              theme === "dark",
            );
            await check(path);
            for (const state of states) {
              await state.open(page);
              await check(`${path}: ${state.name}`);
              await state.close?.(page);
            }
          }
          expect(found).toEqual({});
        });
      }
    });
  }
}
