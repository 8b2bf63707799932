/** @jest-environment node */
import {
  formatDelta,
  formatMoney,
  formatPercent,
  formatPoints,
  formatWhole,
  MISSING,
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
