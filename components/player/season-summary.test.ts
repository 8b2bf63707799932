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

  it("leaves out this week's game, live or final", () => {
    expect(
      seasonSummary([
        { week: 9, points: 12, isByeWeek: false, label: null },
        { week: 10, points: 3.85, isByeWeek: false, label: "live" },
      ]),
    ).toEqual({ totalPoints: 12, gamesPlayed: 1, avgPointsPerGame: 12 });
  });

  it("is null with no games", () => {
    expect(seasonSummary([{ week: 7, points: 0, isByeWeek: true }])).toBeNull();
    expect(seasonSummary([])).toBeNull();
  });
});
