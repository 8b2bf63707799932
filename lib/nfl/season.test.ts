/** @jest-environment node */
import { kickoffDate, seasonAnchor, seasonIsOver, seasonWeeks, weekOfDate } from "./season";

// The real opening games (Thursday night) of every season 2015–2025, and the announced/scheduled ones after.
const KICKOFFS: Record<number, string> = {
  2015: "2015-09-10",
  2016: "2016-09-08",
  2017: "2017-09-07",
  2018: "2018-09-06",
  2019: "2019-09-05",
  2020: "2020-09-10",
  2021: "2021-09-09",
  2022: "2022-09-08",
  2023: "2023-09-07",
  2024: "2024-09-05",
  2025: "2025-09-04",
  2026: "2026-09-10",
  2027: "2027-09-09",
  2028: "2028-09-07",
  2029: "2029-09-06",
  2030: "2030-09-05",
};

describe("kickoffDate: the Thursday after Labor Day", () => {
  it.each(Object.entries(KICKOFFS))("%s kicks off on %s", (season, date) => {
    expect(kickoffDate(Number(season)).toISOString().slice(0, 10)).toBe(date);
  });

  it.each(Object.entries(KICKOFFS))(
    "%s: the Sunday after kickoff is week 1, the next Sunday week 2",
    (season, date) => {
      const sunday = new Date(`${date}T17:00:00Z`);
      sunday.setUTCDate(sunday.getUTCDate() + 3);
      expect(weekOfDate(sunday, Number(season))).toBe(1);
      sunday.setUTCDate(sunday.getUTCDate() + 7);
      expect(weekOfDate(sunday, Number(season))).toBe(2);
    },
  );
});

describe("weekOfDate", () => {
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
    expect(weekOfDate(new Date(iso), 2025)).toBe(week);
  });

  it("keeps the 2025 anchor exactly", () => {
    expect(seasonAnchor(2025).toISOString()).toBe("2025-09-09T07:00:00.000Z");
    expect(seasonAnchor(2024).toISOString()).toBe("2024-09-10T07:00:00.000Z");
  });

  it("labels 2026 dates by the real calendar (September 1 is a Tuesday: kickoff September 10)", () => {
    expect(weekOfDate(new Date("2026-09-13T17:00:00Z"), 2026)).toBe(1);
    expect(weekOfDate(new Date("2026-11-22T18:00:00Z"), 2026)).toBe(11);
  });

  it("clamps to the season's own number of weeks: 17 before 2021, 18 after", () => {
    expect(seasonWeeks(2020)).toBe(17);
    expect(seasonWeeks(2021)).toBe(18);
    expect(weekOfDate(new Date("2021-02-01T00:00:00Z"), 2020)).toBe(17);
    expect(weekOfDate(new Date("2022-02-01T00:00:00Z"), 2021)).toBe(18);
  });

  it("says when a season is over: after the Tuesday that ends its final week", () => {
    expect(seasonIsOver(new Date("2026-01-04T20:00:00Z"), 2025)).toBe(false);
    expect(seasonIsOver(new Date("2026-01-13T07:00:00Z"), 2025)).toBe(true);
  });
});
