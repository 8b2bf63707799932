import { isInjured, isOut, isUnlikelyToPlay, normalizeStatus } from "./injury";

describe("injury status", () => {
  it("reads every provider's spelling as one status", () => {
    expect(normalizeStatus("Injury Reserve")).toBe("INJURY_RESERVE");
    expect(normalizeStatus(" injury-reserve ")).toBe("INJURY_RESERVE");
    expect(normalizeStatus(null)).toBe("");
  });

  it("answers 'does he play?' the same way everywhere", () => {
    for (const s of ["OUT", "IR", "Injury Reserve", "SUSPENDED", "SUSPENSION", "PUP"]) expect(isOut(s)).toBe(true);
    for (const s of ["QUESTIONABLE", "DOUBTFUL", "ACTIVE", "", null, undefined]) expect(isOut(s)).toBe(false);
  });

  it("counts doubt as injured but not as out; doubtful starters are worth replacing", () => {
    expect(isInjured("QUESTIONABLE")).toBe(true);
    expect(isInjured("ACTIVE")).toBe(false);
    expect(isUnlikelyToPlay("DOUBTFUL")).toBe(true);
    expect(isUnlikelyToPlay("QUESTIONABLE")).toBe(false);
  });
});
