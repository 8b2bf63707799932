/** @jest-environment node */
import { seasonSummary } from "./season-summary";

describe("seasonSummary", () => {
  it("ignores bye weeks, week 0 and missing points", () => {
    expect(
      seasonSummary([
        { week: 0, points: 50, isByeWeek: false },
        { week: 1, points: 10, isByeWeek: false },
        { week: 2, points: 20, isByeWeek: false },
        { week: 3, points: 0, isByeWeek: true },
        { week: 4, points: null, isByeWeek: false },
      ]),
    ).toEqual({ totalPoints: 30, gamesPlayed: 2, avgPointsPerGame: 15 });
  });

  it("is null with no games", () => {
    expect(seasonSummary([{ week: 7, points: 0, isByeWeek: true }])).toBeNull();
    expect(seasonSummary([])).toBeNull();
  });
});
