import { createRng } from "@/lib/engine/rng";
import { editDistance, PlayerNameIndex } from "./player-lookup";

// The textbook table, kept whole: what the three-row editDistance must agree with.
function fullTable(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => i || j));
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  return d[a.length]![b.length]!;
}

describe("editDistance", () => {
  it.each([
    ["", "", 0],
    ["", "chase", 5],
    ["chase", "", 5],
    ["chase", "chase", 0],
    ["chsae", "chase", 1], // a swapped pair is one typo
    ["kitten", "sitting", 3],
    ["mccaffery", "mccaffrey", 1],
    ["jamar", "jamarr", 1],
  ])("%s → %s: %i", (a, b, expected) => {
    expect(editDistance(a, b)).toBe(expected);
  });

  it("agrees with the full table on random words", () => {
    const rng = createRng(7);
    const word = () =>
      Array.from({ length: Math.floor(rng.next() * 9) }, () => "abcde"[Math.floor(rng.next() * 5)]).join("");
    for (let n = 0; n < 2_000; n++) {
      const [a, b] = [word(), word()];
      expect([a, b, editDistance(a, b)]).toEqual([a, b, fullTable(a, b)]);
    }
  });
});

describe("PlayerNameIndex.isNamePart", () => {
  const index = new PlayerNameIndex([{ fullName: "Ja'Marr Chase" }, { fullName: "Christian McCaffrey" }]);

  it("takes a name part typed exactly or with a typo, not an ordinary word, the same when asked again", () => {
    for (let round = 0; round < 2; round++) {
      expect(index.isNamePart("Chase")).toBe(true);
      expect(index.isNamePart("mccaffery")).toBe(true);
      expect(index.isNamePart("christain")).toBe(true);
      expect(index.isNamePart("waivers")).toBe(false);
      expect(index.isNamePart("start")).toBe(false);
    }
  });

  it("takes a hyphenated surname as one word, so the full name is one mention", () => {
    const hyphenated = new PlayerNameIndex([{ fullName: "Jaxon Smith-Njigba" }]);
    expect(hyphenated.isNamePart("Smith-Njigba")).toBe(true);
    expect(hyphenated.isNamePart("Smith-Jones")).toBe(false);
  });
});

describe("soundsLike", () => {
  const index = new PlayerNameIndex(
    [{ fullName: "Bijan Robinson" }, { fullName: "Puka Nacua" }, { fullName: "Brock Bowers" }],
    () => 1,
  );

  it("finds a whole name by its sound", () => {
    expect(index.soundsLike("bee john robinson")?.player.fullName).toBe("Bijan Robinson");
  });

  it("takes a shorter name only when a word in it was misheard", () => {
    expect(index.soundsLike("pooka knock a")).toBeNull();
    expect(index.soundsLike("pooka knock a", true)?.player.fullName).toBe("Puka Nacua");
  });

  it("answers null for words that sound like no name", () => {
    expect(index.soundsLike("brick flowers", true)).toBeNull();
  });
});
