/** @jest-environment node */
import { injuryCode, showsInjuryBadge, injuryWords } from "./injury";

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

describe("injuryWords", () => {
  it.each([
    ["QUESTIONABLE", "questionable"],
    ["INJURY_RESERVE", "injured reserve"],
    ["ir", "injured reserve"],
    ["OUT", "out"],
    ["PUP_LIST", "pup list"],
  ])("%s → %s", (status, words) => expect(injuryWords(status)).toBe(words));
});
