import type { Locator, Page } from "@playwright/test";

export const NAV = [
  { label: "This Week", href: "/", subtitle: "Dashboard & Actions" },
  { label: "GM Chat", href: "/gm-chat", subtitle: "AI Fantasy Consultant" },
  { label: "Matchups", href: "/matchups", subtitle: "League Head-to-Head" },
  { label: "Standings", href: "/standings", subtitle: "League Rankings" },
  { label: "Schedule", href: "/schedule", subtitle: "Matchups & Bye Weeks" },
  { label: "Manage", href: "/manage", subtitle: "Teams, Waivers, Trades" },
  { label: "Players", href: "/players", subtitle: "Search & Profiles" },
  { label: "Analytics", href: "/analytics", subtitle: "Season Simulation" },
] as const;

/** The signed-in shell: top bar, sidebar / drawer, shortcuts dialog. */
export class AppFrame {
  readonly topBar: Locator;
  readonly sidebarNav: Locator;
  readonly menuButton: Locator;
  readonly drawer: Locator;
  readonly teamSelector: Locator;
  readonly refreshLeagues: Locator;
  readonly searchButton: Locator;
  readonly notificationsButton: Locator;
  readonly themeToggle: Locator;
  readonly userMenuButton: Locator;
  readonly shortcutsDialog: Locator;
  readonly main: Locator;
  readonly toast: Locator;

  constructor(readonly page: Page) {
    this.topBar = page.locator("header").first();
    this.sidebarNav = page.locator("aside").getByRole("navigation", { name: "Main" });
    this.menuButton = page.getByRole("button", { name: "Open navigation" });
    this.drawer = page.getByRole("dialog", { name: "Navigation" });
    this.teamSelector = page.getByRole("combobox", { name: "Select a league" });
    this.refreshLeagues = page.getByRole("button", { name: "Refresh leagues" });
    this.searchButton = page.getByRole("button", { name: "Search players" });
    this.notificationsButton = page.getByRole("button", { name: "Notifications" });
    this.themeToggle = this.topBar.getByRole("button", { name: "Toggle theme" });
    this.userMenuButton = page.getByRole("button", { name: /^User menu/ });
    this.shortcutsDialog = page.getByRole("dialog", { name: "Keyboard Shortcuts" });
    this.main = page.locator("main#main-content");
    // Radix renders each toast as an <li> inside the "Notifications (F8)" region.
    this.toast = page.getByRole("region", { name: /^Notifications/ }).locator("li");
  }

  async goto(path = "/dashboard") {
    await this.page.goto(path);
    await this.main.waitFor();
  }

  navLink(scope: Locator, label: string): Locator {
    return scope.getByRole("link", { name: new RegExp(`^${label}`) });
  }
}
