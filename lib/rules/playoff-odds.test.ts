/** @jest-environment node */
import { displayOdds, fallbackPlayoffOdds } from "./playoff-odds";

describe("fallbackPlayoffOdds", () => {
  it.each([
    ["no games", { wins: 0, losses: 0, ties: 0 }, 50],
    ["8-2 (0.8)", { wins: 8, losses: 2 }, 80],
    ["6-4 (0.6)", { wins: 6, losses: 4 }, 60],
    ["5-5 (0.5)", { wins: 5, losses: 5 }, 40],
    ["11-9 (0.55)", { wins: 11, losses: 9 }, 50],
    ["3-7 (0.3)", { wins: 3, losses: 7 }, 30],
    ["0-10", { wins: 0, losses: 10 }, 0],
    ["10-0", { wins: 10, losses: 0 }, 100],
    ["tie counts half: 0-0-1 (0.5)", { wins: 0, losses: 0, ties: 1 }, 40],
    ["tie counts half: 5-4-1 (0.55)", { wins: 5, losses: 4, ties: 1 }, 50],
  ])("%s → %p", (_name, record, odds) => {
    expect(fallbackPlayoffOdds(record)).toBeCloseTo(odds, 10);
  });

  it("ties 0 vs 1 differ", () => {
    expect(fallbackPlayoffOdds({ wins: 5, losses: 4, ties: 0 })).not.toBe(
      fallbackPlayoffOdds({ wins: 5, losses: 4, ties: 1 }),
    );
  });
});

describe("displayOdds", () => {
  it.each([
    [100, 100],
    [99.6, 99],
    [99.5, 99],
    [99.4, 99],
    [100.2, 99],
    [62.5, 63],
    [0.4, 0],
    [0, 0],
    [null, null],
    [undefined, null],
    [Number.NaN, null],
  ])("%p → %p", (value, shown) => {
    expect(displayOdds(value)).toBe(shown);
  });
});
