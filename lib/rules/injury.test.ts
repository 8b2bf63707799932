/** @jest-environment node */
import { injuryCode, showsInjuryBadge } from "./injury";

describe("injuryCode", () => {
  it.each([
    ["QUESTIONABLE", "Q"],
    ["Questionable", "Q"],
    ["DOUBTFUL", "D"],
    ["OUT", "O"],
    ["INJURY_RESERVE", "IR"],
    ["Injury Reserve", "IR"],
    ["IR", "IR"],
    ["SUSPENDED", "S"],
    ["PUP", "P"],
    ["", ""],
    [null, ""],
  ])("%p → %p", (status, code) => {
    expect(injuryCode(status)).toBe(code);
  });
});

describe("showsInjuryBadge", () => {
  it.each([
    ["ACTIVE", false],
    [null, false],
    ["", false],
    ["OUT", true],
    ["QUESTIONABLE", true],
  ])("%p → %p", (status, injured) => {
    expect(showsInjuryBadge(status)).toBe(injured);
  });
});
