/** @jest-environment node */
import { currentWeek, seasonAnchor } from "./season";

describe("currentWeek (spec §4/§9)", () => {
  it.each([
    ["2025-09-01T00:00:00Z", 1],
    ["2025-09-09T06:59:59Z", 1],
    ["2025-09-09T07:00:00Z", 2],
    ["2025-09-16T06:59:59Z", 2],
    ["2025-09-16T07:00:00Z", 3],
    ["2025-11-09T19:30:00Z", 10],
    ["2026-01-06T07:00:00Z", 18],
    ["2026-03-01T00:00:00Z", 18],
  ])("2025 season at %s is week %i", (iso, week) => {
    expect(currentWeek(new Date(iso), 2025)).toBe(week);
  });

  it("uses each season's own anchor", () => {
    expect(currentWeek(new Date("2024-09-10T07:00:00Z"), 2024)).toBe(2);
    expect(currentWeek(new Date("2024-09-10T06:00:00Z"), 2024)).toBe(1);
    expect(currentWeek(new Date("2024-09-10T07:00:00Z"), 2025)).toBe(1);
  });

  it("derives an anchor for seasons without a row: 07:00 UTC on a Tuesday in September", () => {
    const anchor = seasonAnchor(2026);
    expect(anchor.getUTCDay()).toBe(2);
    expect(anchor.getUTCMonth()).toBe(8);
    expect(anchor.getUTCHours()).toBe(7);
  });
});
