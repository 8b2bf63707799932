import { byeWeeks, gameForTeam, gamesForWeek, setStoredSchedule } from "./schedule";

describe("stored schedule of a season that is not bundled", () => {
  afterAll(() => setStoredSchedule([]));

  it("is read by the same calendar functions as the bundled seasons", () => {
    const kickoff = new Date("2026-09-13T17:00:00Z");
    setStoredSchedule([
      { id: "2026_01_BUF_MIA", season: 2026, week: 1, homeTeam: "MIA", awayTeam: "BUF", kickoff },
      { id: "2026_02_MIA_NE", season: 2026, week: 2, homeTeam: "NE", awayTeam: "MIA", kickoff },
      { id: "2026_02_NYJ_BUF", season: 2026, week: 2, homeTeam: "BUF", awayTeam: "NYJ", kickoff },
      // a bundled season is never overridden by stored rows
      { id: "2025_01_XXX_YYY", season: 2025, week: 1, homeTeam: "YYY", awayTeam: "XXX", kickoff },
    ]);
    expect(gameForTeam("BUF", 2026, 1)?.id).toBe("2026_01_BUF_MIA");
    expect(gamesForWeek(2026, 2)).toHaveLength(2);
    expect(byeWeeks(2026)).toMatchObject({ NE: 1, NYJ: 1 });
    expect(gameForTeam("YYY", 2025, 1)).toBeNull();
    expect(gamesForWeek(2025, 1).length).toBeGreaterThan(10);
  });
});
