/** @jest-environment node */
import { clampWeek, resolveWeek } from "./current-week";

describe("resolveWeek: the 2025 rule", () => {
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
    expect(resolveWeek({ season: 2025 }, new Date(iso)).week).toBe(week);
  });
});

describe("resolveWeek", () => {
  it.each([
    ["before kickoff", 2026, "2026-08-20T12:00:00Z", { week: 1, phase: "preseason", lastWeek: 18 }],
    ["the opening Thursday", 2026, "2026-09-10T12:00:00Z", { week: 1, phase: "in-season" }],
    ["today, the Monday night of 2026 week 11", 2026, "2026-11-23T12:00:00Z", { week: 11, phase: "in-season" }],
    ["the demo clock", 2025, "2025-11-09T19:30:00Z", { week: 10, phase: "in-season" }],
    ["a 2025 league after its season", 2025, "2026-11-23T12:00:00Z", { week: 18, phase: "over" }],
    ["a 2020 league after its season", 2020, "2021-03-01T00:00:00Z", { week: 17, phase: "over", lastWeek: 17 }],
  ])("%s", (_name, season, iso, expected) => {
    expect(resolveWeek({ season }, new Date(iso))).toMatchObject({ season, ...expected });
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
