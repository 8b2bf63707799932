// First names alone: the one player of the name who matters, a typo from five letters, and every player who
// matters when there are several.
import { FirstNameIndex } from "@/lib/ai/analyst/nlu/first-names";

interface P {
  fullName: string;
  points: number;
}
const POOL: P[] = [
  { fullName: "Davante Adams", points: 240 },
  { fullName: "Davante Parker", points: 20 },
  { fullName: "Saquon Barkley", points: 270 },
  { fullName: "Josh Allen", points: 350 },
  { fullName: "Josh Jacobs", points: 280 },
  { fullName: "Josh Whyle", points: 16 },
  { fullName: "Rico Dowdle", points: 0 },
];
const index = new FirstNameIndex(POOL, (p) => p.points);

describe("first names alone", () => {
  it("reads a first name as the only player of that name who matters", () => {
    expect(index.find("davante")?.player.fullName).toBe("Davante Adams");
    expect(index.sameFirstName("davante")).toEqual([]);
  });

  it("reads a first name with one typo from five letters", () => {
    expect(index.find("saqoun")?.player.fullName).toBe("Saquon Barkley");
    expect(index.find("jsoh")).toBeNull();
  });

  it("names every player who matters when several share the first name, the likeliest first", () => {
    expect(index.find("josh")).toBeNull();
    expect(index.sameFirstName("josh").map((p) => p.fullName)).toEqual(["Josh Allen", "Josh Jacobs"]);
  });

  it("leaves full and last names to the base index", () => {
    expect(index.find("josh jacobs")?.player.fullName).toBe("Josh Jacobs");
    expect(index.sameFirstName("jacobs")).toEqual([]);
  });
});
