/** @jest-environment node */
import { playerNews, DATA_DESK_SOURCE } from "./news";
import { playerPool } from "./players";

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
    expect(playerNews({ ...jefferson, name: jefferson.fullName, season: 2025, now: new Date("2025-09-08T12:00:00Z") })).toEqual([]);
  });
});
