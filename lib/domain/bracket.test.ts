import { bracketRounds, standardByes } from "./bracket";

describe("playoff bracket", () => {
  it("gives the top seeds byes up to the next power of two", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 10, 12].map(standardByes)).toEqual([0, 0, 1, 0, 3, 2, 1, 0, 6, 4]);
  });

  it("takes ⌈log2 n⌉ rounds with standard byes, and more with fewer byes", () => {
    for (const teams of [2, 3, 4, 5, 6, 7, 8, 12, 16]) expect(bracketRounds(teams)).toBe(Math.ceil(Math.log2(teams)));
    expect(bracketRounds(6, 0)).toBe(3); // 6 → 3 → 2 (a bye for the top seed) → 1
    expect(bracketRounds(1)).toBe(0);
  });
});
