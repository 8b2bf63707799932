/** @jest-environment node */
// Real news comes from the configured source (ESPN_SITE_API_URL), here a fake ESPN site server; the data desk adds
// game recaps, which say what they are.
import { startEspnSiteServer, type EspnSiteServer } from "@/tests/fakes/espn-site-server";
import { newsBadge } from "@/lib/rules/news-badge";

import { fetchEspnNews } from "./espn-live";
import { getPlayerNewsLive } from "./live";
import { DATA_DESK_SOURCE, playerNews, playerPagePath } from "./news";
import { playerPool } from "./players";
import { GAME_WALL_MINUTES } from "./game-state";
import { gamesForWeek } from "./schedule";

// The configured source: env.ESPN_SITE_API_URL points at the fake server once it listens.
jest.mock("@/env", () => ({ env: { ESPN_SITE_API_URL: undefined, PROVIDER_TIMEOUT_MS: 2000 } }));
const config = (jest.requireMock("@/env") as { env: { ESPN_SITE_API_URL: string | undefined } }).env;
let server: EspnSiteServer;

const now = new Date("2025-11-09T19:30:00Z"); // week 10
const jefferson = () => playerPool(2025).find((p) => p.fullName === "Justin Jefferson")!;

beforeAll(async () => {
  server = await startEspnSiteServer([
    { id: 101, headline: "Vikings' Justin Jefferson limited in practice", description: "Justin Jefferson (hamstring) was limited Thursday.", published: "2025-11-07T20:00:00Z", href: "https://www.espn.com/nfl/story/_/id/101", image: "https://a.espncdn.com/101.jpg" },
    { id: 102, headline: "Chiefs sign veteran tackle", description: "Kansas City added depth.", published: "2025-11-08T15:00:00Z", href: "https://www.espn.com/nfl/story/_/id/102" },
    { id: 103, headline: "Justin Jefferson posts 150 yards", description: "From the future.", published: "2025-11-20T15:00:00Z", href: "https://www.espn.com/nfl/story/_/id/103" },
  ]);
  config.ESPN_SITE_API_URL = server.url;
});
afterAll(() => server.close());

describe("ESPN news (ESPN_SITE_API_URL)", () => {
  it("reads ESPN's /news and keeps the articles that name the player, with their real links", async () => {
    const items = await fetchEspnNews("Justin Jefferson");
    expect(server.requests).toContain("/news?limit=50");
    expect(items?.map((i) => i.id)).toEqual(["espn-101", "espn-103"]);
    expect(items?.[0]).toMatchObject({ source: "ESPN", url: "https://www.espn.com/nfl/story/_/id/101", imageUrl: "https://a.espncdn.com/101.jpg", impact: "neutral" });
  });

  it("mixes ESPN's articles (published by now) with the data desk's recaps, newest first", async () => {
    const p = jefferson();
    const items = await getPlayerNewsLive({ ...p, name: p.fullName, playerId: "player-1", season: 2025, now });
    const espn = items.filter((i) => i.source === "ESPN");
    expect(espn.map((i) => i.id)).toEqual(["espn-101"]); // the article from after `now` is not shown yet
    const recaps = items.filter((i) => i.source === DATA_DESK_SOURCE);
    expect(recaps.length).toBeGreaterThan(0);
    expect(items).toEqual([...items].sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime()));
  });

  it("falls back to the data desk when ESPN fails", async () => {
    const failing = await startEspnSiteServer();
    failing.failWith = 500;
    config.ESPN_SITE_API_URL = failing.url;
    try {
      const p = jefferson();
      const items = await getPlayerNewsLive({ ...p, name: p.fullName, season: 2025, now });
      expect(failing.requests).toContain("/news?limit=50");
      expect(items.length).toBeGreaterThan(0);
      expect(items.every((i) => i.source === DATA_DESK_SOURCE)).toBe(true);
    } finally {
      config.ESPN_SITE_API_URL = server.url;
      await failing.close();
    }
  });
});

describe("data-desk game recaps", () => {
  it("are labelled recaps, dated by their game, linked to the player's page, never High Impact", async () => {
    const p = jefferson();
    const items = await getPlayerNewsLive({ ...p, name: p.fullName, playerId: "player-1", season: 2025, now });
    for (const item of items.filter((i) => i.source === DATA_DESK_SOURCE)) {
      expect(item.type).toBe("recap");
      expect(item.headline).toMatch(/^Week \d+ recap: /);
      expect(item.url).toBe(playerPagePath("player-1"));
      expect(item.impact).not.toBe("high");
      expect(newsBadge(item).label).toBe("Recap");
      // Dated by the game it recaps: that game's final whistle (kickoff + the game's wall-clock length).
      const week = Number(/^Week (\d+)/.exec(item.headline)?.[1]);
      const finals = gamesForWeek(2025, week).map((g) => g.kickoff.getTime() + GAME_WALL_MINUTES * 60_000);
      expect(finals).toContain(item.publishedAt.getTime());
      expect(item.publishedAt.getTime()).toBeLessThanOrEqual(now.getTime());
    }
  });

  it("say 'did not play' for a week without a stat line, not an injury", () => {
    // Any player with an absence: the wording is the data's, never an injury claim.
    const pool = playerPool(2025).slice(0, 400);
    const absences = pool.flatMap((p) => playerNews({ ...p, name: p.fullName, season: 2025, now }).filter((i) => i.id.endsWith("-absent")));
    expect(absences.length).toBeGreaterThan(0);
    for (const a of absences) {
      expect(a.headline).toContain("did not play");
      expect(`${a.headline} ${a.summary}`).not.toMatch(/injur/i);
      expect(a.impact).toBe("neutral");
    }
  });
});
