/** @jest-environment node */
import { clockSeconds, gameFraction } from "./live-blend";

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
