/** @jest-environment node */
import { clockSeconds, displayScore, gameFraction } from "./live-blend";

describe("clockSeconds", () => {
  it.each([
    ["15:00", 900],
    ["7:30", 450],
    ["0:05", 5],
    ["Halftime", 0],
    ["END of 1st", 0],
    ["end", 0],
    ["", 0],
    [null, 0],
    ["garbage", 0],
  ])("%p → %p", (clock, seconds) => {
    expect(clockSeconds(clock)).toBe(seconds);
  });
});

describe("gameFraction", () => {
  it.each([
    [0, "15:00", 1],
    [0, null, 1],
    [1, "15:00", 1],
    [1, "0:00", 0.75],
    [2, "7:30", 0.5 + 450 / 3600],
    [2, "Halftime", 0.5],
    [3, "End of 3rd", 0.25],
    [4, "1:30", 90 / 3600],
    [4, "0:00", 0],
    [5, "10:00", 0],
    [6, "1:00", 0],
  ])("quarter %p clock %p → %p", (quarter, clock, fraction) => {
    expect(gameFraction(quarter, clock)).toBeCloseTo(fraction, 10);
  });
});

describe("displayScore", () => {
  it.each([
    ["pre shows the projection", 15, null, { status: "pre" as const }, { value: 15, label: "proj" }],
    ["no game info shows the projection", 12.5, 3, null, { value: 12.5, label: "proj" }],
    ["post shows the actual", 15, 22.4, { status: "post" as const }, { value: 22.4, label: "actual" }],
    ["completed shows the actual", 15, 8, { status: "in" as const, completed: true }, { value: 8, label: "actual" }],
    // half of the game left: 6 + (20 − 6) × 0.5
    ["live blends", 20, 6, { status: "in" as const, quarter: 2, clock: "Halftime" }, { value: 13, label: "actual" }],
    // actual already above projection: nothing added
    [
      "live over projection",
      10,
      14,
      { status: "in" as const, quarter: 1, clock: "5:00" },
      { value: 14, label: "actual" },
    ],
    ["live at kickoff", 10, 0, { status: "in" as const, quarter: 0, clock: "15:00" }, { value: 10, label: "actual" }],
    ["live in overtime", 10, 4, { status: "in" as const, quarter: 5, clock: "8:00" }, { value: 4, label: "actual" }],
    [
      "live without actual",
      16,
      null,
      { status: "in" as const, quarter: 3, clock: "15:00" },
      { value: 8, label: "actual" },
    ],
  ])("%s", (_name, projected, actual, game, expected) => {
    expect(displayScore(projected, actual, game)).toEqual(expected);
  });
});
