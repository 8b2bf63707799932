/** @jest-environment node */
import {
  formatDelta,
  formatMoney,
  formatPercent,
  formatPoints,
  formatWhole,
  MISSING,
  oddsChange,
  ordinal,
  recordString,
} from "./format";

describe("number formats", () => {
  it.each([
    [formatPercent, 45.26, "45.3%"],
    [formatPercent, 100, "100.0%"],
    [formatPercent, 0, "0.0%"],
    [formatPercent, null, MISSING],
    [formatPoints, 12, "12.0"],
    [formatPoints, 12.5, "12.5"],
    [formatPoints, 12.345, "12.35"],
    [formatPoints, 12.04, "12.04"],
    [formatPoints, 0, "0.0"],
    [formatPoints, undefined, MISSING],
    [formatPoints, Number.NaN, MISSING],
    [formatWhole, 72.6, "73"],
    [formatWhole, 0, "0"],
    [formatWhole, null, MISSING],
    [formatDelta, 3.21, "+3.21"],
    [formatDelta, -1.5, "-1.5"],
    [formatDelta, 0, "0.0"],
    [formatMoney, 87, "$87"],
    [formatMoney, null, MISSING],
  ] as const)("%p(%p) → %p", (fn, value, text) => {
    expect((fn as (v: number | null | undefined) => string)(value)).toBe(text);
  });

  it("uses an em dash for missing numbers", () => {
    expect(MISSING).toBe("—");
  });
});

describe("recordString", () => {
  it.each([
    [{ wins: 7, losses: 3, ties: 0 }, "7-3"],
    [{ wins: 7, losses: 2, ties: 1 }, "7-2-1"],
    [{ wins: 0, losses: 0 }, "0-0"],
  ])("%p → %p", (record, text) => {
    expect(recordString(record)).toBe(text);
  });
});

describe("ordinal", () => {
  it.each([
    [1, "1st"],
    [2, "2nd"],
    [3, "3rd"],
    [4, "4th"],
    [11, "11th"],
    [12, "12th"],
    [13, "13th"],
    [21, "21st"],
    [22, "22nd"],
    [23, "23rd"],
    [101, "101st"],
    [111, "111th"],
  ])("%p → %p", (n, text) => {
    expect(ordinal(n)).toBe(text);
  });
});

describe("oddsChange", () => {
  it.each([
    [2.44, 0.91, undefined, "+2.4 ± 0.9 pts playoff odds"],
    [-1.04, 0.5, undefined, "−1.0 ± 0.5 pts playoff odds"],
    [0.05, 0.96, "playoff odds for you", "+0.1 ± 1.0 pts playoff odds for you"],
    // Odds already 100 %: no change, and no error to tell.
    [0, 0, undefined, "no change in playoff odds"],
    [-0.04, 0.02, "playoff odds for you", "no change in playoff odds for you"],
    [0.03, 0.9, undefined, "no change in playoff odds (± 0.9 pts)"],
  ] as const)("oddsChange(%p, %p, %p) → %p", (delta, se, what, text) => {
    expect(oddsChange(delta, se, what)).toBe(text);
  });
});
