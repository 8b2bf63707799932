/** @jest-environment node */
import { formatGameTime, gameLine, type GameLineInput } from "./game-line";

const base: GameLineInput = {
  status: "pre",
  isHome: true,
  opponent: "BUF",
  gameTime: "2025-11-09T18:00:00Z",
  playerScore: null,
  opponentScore: null,
  quarter: null,
  clock: null,
};

describe("gameLine", () => {
  it.each([
    ["home, before the game", base, "vs BUF Sun 1:00 PM ET"],
    ["away, before the game", { ...base, isHome: false, gameTime: "2025-11-10T01:20:00Z" }, "@ BUF Sun 8:20 PM ET"],
    [
      "live",
      { ...base, status: "in" as const, playerScore: 14, opponentScore: 10, quarter: 3, clock: "5:32" },
      "BUF 14-10 Q3 5:32",
    ],
    [
      "live at halftime",
      { ...base, status: "in" as const, playerScore: 7, opponentScore: 3, quarter: 2, clock: "Halftime" },
      "BUF 7-3 Q2 Halftime",
    ],
    [
      "overtime",
      { ...base, status: "in" as const, playerScore: 20, opponentScore: 20, quarter: 5, clock: "8:00" },
      "BUF 20-20 OT 8:00",
    ],
    ["final", { ...base, status: "post" as const, playerScore: 27, opponentScore: 24 }, "BUF 27-24 Final"],
    [
      "completed flag wins",
      { ...base, status: "in" as const, completed: true, playerScore: 3, opponentScore: 30 },
      "BUF 3-30 Final",
    ],
  ])("%s", (_name, game, text) => {
    expect(gameLine(game)).toBe(text);
  });
});

describe("formatGameTime", () => {
  it("formats in Eastern time, across daylight saving", () => {
    expect(formatGameTime("2025-09-07T17:00:00Z")).toBe("Sun 1:00 PM ET");
    expect(formatGameTime("2025-12-07T18:00:00Z")).toBe("Sun 1:00 PM ET");
  });
  it("is empty for a bad date", () => {
    expect(formatGameTime("nope")).toBe("");
  });
});
