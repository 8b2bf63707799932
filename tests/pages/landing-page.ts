import type { Locator, Page } from "@playwright/test";

export const FEATURE_TITLES = [
  "AI-Powered Decisions",
  "Real-Time Analysis",
  "Smart Waiver Strategy",
  "Season Simulations",
  "Trade Intelligence",
  "Multi-Platform Support",
] as const;

export const WHAT_GM_DOES = [
  "Start/Sit Analysis",
  "Waiver Wire",
  "Trade Evaluation",
  "Season Sims",
  "Player Research",
] as const;
export const WHY_GM = ["AI Factors", "Uptime", "Real-time Data", "Win Probability"] as const;
export const BENEFITS = ["Win More Games", "Save Hours Weekly", "Beat Your League"] as const;

export class LandingPage {
  readonly header: Locator;
  readonly login: Locator;
  readonly getStarted: Locator;
  readonly getStartedFree: Locator;
  readonly whatGmDoes: Locator;
  readonly whyGm: Locator;
  readonly chatRegion: Locator;
  readonly sampleAnalysis: Locator;
  readonly footer: Locator;
  readonly themeToggle: Locator;

  constructor(readonly page: Page) {
    this.header = page.locator("header").first();
    this.login = this.header.getByRole("link", { name: "Login" });
    this.getStarted = this.header.getByRole("link", { name: "Get Started", exact: true });
    this.getStartedFree = page.getByRole("link", { name: "Get Started Free" });
    this.whatGmDoes = page.getByRole("complementary", { name: "What GM Does" });
    this.whyGm = page.getByRole("complementary", { name: "Why GM?" });
    this.chatRegion = page.getByRole("region", { name: "Chat with GM" });
    this.sampleAnalysis = page.getByLabel("Sample player analysis");
    this.footer = page.getByRole("contentinfo");
    this.themeToggle = this.header.getByRole("button", { name: "Toggle theme" });
  }

  async goto() {
    await this.page.goto("/");
  }

  featureCard(title: string): Locator {
    return this.page.getByRole("heading", { name: title, exact: true });
  }
}
