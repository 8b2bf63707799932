/** @jest-environment node */
import { newsBadge } from "@/lib/rules/news-badge";
import { GAME_WALL_MINUTES } from "./game-state";
import { playerNews, playerPagePath, DATA_DESK_SOURCE } from "./news";
import { playerPool } from "./players";
import { gamesForWeek } from "./schedule";

const now = new Date("2025-11-09T19:30:00Z"); // week 10
const jefferson = () => playerPool(2025).find((p) => p.fullName === "Justin Jefferson")!;

describe("data-desk player news", () => {
  const jefferson = playerPool(2025).find((p) => p.fullName === "Justin Jefferson")!;

  it("only states facts from the data, attributed, and only once a week is over", () => {
    const now = new Date("2025-11-09T19:30:00Z"); // week 10: weeks 1–9 are final
    const items = playerNews({ ...jefferson, name: jefferson.fullName, season: 2025, now });
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      expect(item.source).toBe(DATA_DESK_SOURCE);
      expect(item.publishedAt.getTime()).toBeLessThanOrEqual(now.getTime());
      expect(item.headline).toContain("Justin Jefferson");
    }
    const weeks = items.map((i) => Number(/Week (\d+)/.exec(i.headline + i.summary)?.[1]));
    expect(Math.max(...weeks)).toBeLessThanOrEqual(9);
    expect(items).toEqual([...items].sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime()));
  });

  it("publishes nothing before the season's first week is over", () => {
    expect(
      playerNews({ ...jefferson, name: jefferson.fullName, season: 2025, now: new Date("2025-09-08T12:00:00Z") }),
    ).toEqual([]);
  });
});

describe("data-desk game recaps", () => {
  it("are recaps badged Info, dated by their game, linked to the player's page, never High Impact", () => {
    const p = jefferson();
    const items = playerNews({ ...p, name: p.fullName, playerId: "player-1", season: 2025, now });
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      expect(item.type).toBe("recap");
      expect(item.headline).toMatch(/^Week \d+ recap: /);
      expect(item.url).toBe(playerPagePath("player-1"));
      expect(item.impact).not.toBe("high");
      expect(newsBadge(item).label).toBe("Info");
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
    const absences = pool.flatMap((p) =>
      playerNews({ ...p, name: p.fullName, season: 2025, now }).filter((i) => i.id.endsWith("-absent")),
    );
    expect(absences.length).toBeGreaterThan(0);
    for (const a of absences) {
      expect(a.headline).toContain("did not play");
      expect(`${a.headline} ${a.summary}`).not.toMatch(/injur/i);
      expect(a.impact).toBe("neutral");
    }
  });
});
