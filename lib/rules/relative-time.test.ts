/** @jest-environment node */
import { relativeTime } from "./relative-time";

const now = new Date("2025-11-09T12:00:00Z");

describe("relativeTime", () => {
  it.each([
    ["2025-11-09T10:00:00Z", "about 2 hours ago"],
    ["2025-11-09T11:55:00Z", "5 minutes ago"],
    ["2025-11-06T12:00:00Z", "3 days ago"],
    ["2024-08-01T12:00:00Z", "over 1 year ago"],
    ["2023-12-01T12:00:00Z", "almost 2 years ago"],
    ["2025-11-09T14:00:00Z", "in about 2 hours"],
  ])("%p → %p", (iso, text) => {
    expect(relativeTime(iso, now)).toBe(text);
  });

  it("returns an empty string for an invalid date", () => {
    expect(relativeTime("not a date", now)).toBe("");
  });

  it("defaults to the real clock", () => {
    expect(relativeTime(new Date(Date.now() - 3 * 60_000))).toBe("3 minutes ago");
  });
});
