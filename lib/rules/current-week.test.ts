/** @jest-environment node */
import { clampWeek, currentWeek } from "./current-week";

describe("currentWeek", () => {
  it.each([
    ["long before the season", "2025-03-01T00:00:00Z", 1],
    ["a second before the anchor", "2025-09-09T06:59:59Z", 1],
    ["at the anchor", "2025-09-09T07:00:00Z", 2],
    ["six days after the anchor", "2025-09-15T23:00:00Z", 2],
    ["one week after the anchor", "2025-09-16T07:00:00Z", 3],
    ["demo Sunday of week 10", "2025-11-09T19:30:00Z", 10],
    ["week 18", "2026-01-01T12:00:00Z", 18],
    ["past week 18 clamps", "2026-03-01T00:00:00Z", 18],
  ])("%s (%s) → week %p", (_name, iso, week) => {
    expect(currentWeek(new Date(iso), 2025)).toBe(week);
  });

  it("uses the 2025 anchor for a January date of the 2025 season", () => {
    expect(currentWeek(new Date("2026-01-02T12:00:00Z"), 2025)).toBe(18);
  });
});

describe("clampWeek", () => {
  it.each([
    [0, 1],
    [-3, 1],
    [7, 7],
    [19, 18],
    [4.9, 4],
  ])("%p → %p", (input, week) => {
    expect(clampWeek(input)).toBe(week);
  });
});
