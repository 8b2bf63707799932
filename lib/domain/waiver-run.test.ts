import { nextWaiverRun, type WaiverRun } from "./waiver-run";

const sleeperTuesdayNight: WaiverRun = { weekdays: [3], hour: 0, minute: 5, timeZone: "America/Los_Angeles" };
const espnWednesday: WaiverRun = { weekdays: [3], hour: 3, minute: 0, timeZone: "America/New_York" };
const iso = (d: Date | null) => d?.toISOString() ?? null;

describe("nextWaiverRun", () => {
  it("finds the next weekday's run in the host's zone (PST is UTC−8)", () => {
    expect(iso(nextWaiverRun(sleeperTuesdayNight, new Date("2025-11-09T19:30:00Z")))).toBe("2025-11-12T08:05:00.000Z");
  });

  it("reads summer time (EDT is UTC−4)", () => {
    expect(iso(nextWaiverRun(espnWednesday, new Date("2025-09-08T12:00:00Z")))).toBe("2025-09-10T07:00:00.000Z");
  });

  it("moves to next week once today's run has passed, and counts the run itself as passed", () => {
    expect(iso(nextWaiverRun(espnWednesday, new Date("2025-09-10T07:00:00Z")))).toBe("2025-09-17T07:00:00.000Z");
    expect(iso(nextWaiverRun(espnWednesday, new Date("2025-09-10T06:59:00Z")))).toBe("2025-09-10T07:00:00.000Z");
  });

  it("crosses the end of daylight saving time (2 November 2025)", () => {
    const sunday: WaiverRun = { weekdays: [0], hour: 3, minute: 0, timeZone: "America/New_York" };
    expect(iso(nextWaiverRun(sunday, new Date("2025-11-01T12:00:00Z")))).toBe("2025-11-02T08:00:00.000Z");
  });

  it("takes the earliest of several weekdays, counted in the zone rather than in UTC", () => {
    const sunWed: WaiverRun = { weekdays: [0, 3], hour: 3, minute: 0, timeZone: "America/New_York" };
    // Monday 02:00 UTC is still Sunday evening in New York: the next run is Wednesday's.
    expect(iso(nextWaiverRun(sunWed, new Date("2025-11-10T02:00:00Z")))).toBe("2025-11-12T08:00:00.000Z");
  });

  it("is null for a schedule without weekdays", () => {
    expect(nextWaiverRun({ ...espnWednesday, weekdays: [] }, new Date("2025-11-09T19:30:00Z"))).toBeNull();
  });
});
