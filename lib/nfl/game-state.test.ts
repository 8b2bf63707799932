/** @jest-environment node */
import { easternToUtc } from "./eastern-time";
import { getGameState } from "./game-state";
import { byeWeeks, gameForTeam } from "./schedule";

const at = (kickoff: Date, minutes: number) => new Date(kickoff.getTime() + minutes * 60_000);

describe("kickoff times (ET → UTC)", () => {
  it("honours daylight saving time", () => {
    expect(easternToUtc("2025-09-07", "13:00").toISOString()).toBe("2025-09-07T17:00:00.000Z"); // EDT
    expect(easternToUtc("2025-11-09", "13:00").toISOString()).toBe("2025-11-09T18:00:00.000Z"); // EST
    expect(easternToUtc("2025-11-02", "01:00").toISOString()).toBe("2025-11-02T05:00:00.000Z"); // still EDT
    expect(easternToUtc("2025-11-02", "13:00").toISOString()).toBe("2025-11-02T18:00:00.000Z");
  });
});

describe("getGameState over a game's timeline (BUF @ MIA, 2025 week 10, final 13–30)", () => {
  const game = gameForTeam("BUF", 2025, 10)!;
  const kickoff = game.kickoff;

  it("finds the game and bye weeks from the bundled schedule", () => {
    expect(game.id).toBe("2025_10_BUF_MIA");
    expect(byeWeeks(2025).BUF).toBe(7);
    expect(getGameState("BUF", 2025, 7, kickoff)).toBeNull();
  });

  it("is pre before kickoff with no score", () => {
    const s = getGameState("BUF", 2025, 10, at(kickoff, -1))!;
    expect(s).toMatchObject({
      status: "pre",
      quarter: 0,
      homeScore: 0,
      awayScore: 0,
      isHome: false,
      opponent: "MIA",
      onField: false,
      inRedZone: false,
    });
    expect(s.kickoff.toISOString()).toBe("2025-11-09T18:00:00.000Z");
  });

  it("runs quarters, halftime and the clock on wall time, pro-rating the final score", () => {
    expect(getGameState("BUF", 2025, 10, at(kickoff, 0))).toMatchObject({ status: "in", quarter: 1, clock: "15:00" });
    const q2 = getGameState("MIA", 2025, 10, at(kickoff, 42.5 + 21.25))!;
    expect(q2).toMatchObject({ status: "in", quarter: 2, clock: "7:30", isHome: true });
    expect(q2.progress).toBeCloseTo(0.375);
    expect(q2.homeScore).toBe(Math.floor(30 * 0.375));
    expect(getGameState("BUF", 2025, 10, at(kickoff, 95))).toMatchObject({
      quarter: 2,
      clock: "Halftime",
      homeScore: 15,
      awayScore: 6,
    });
    expect(getGameState("BUF", 2025, 10, at(kickoff, 105))).toMatchObject({ quarter: 3, clock: "15:00" });
    expect(getGameState("BUF", 2025, 10, at(kickoff, 189))).toMatchObject({ status: "in", quarter: 4 });
  });

  it("is post after 3 h 10 min with the final score", () => {
    expect(getGameState("BUF", 2025, 10, at(kickoff, 190))).toMatchObject({
      status: "post",
      completed: true,
      teamScore: 13,
      opponentScore: 30,
    });
  });

  it("gives the ball to one team at a time, deterministically, with some red-zone trips", () => {
    let redZone = 0;
    for (let m = 0; m < 190; m += 1) {
      const buf = getGameState("BUF", 2025, 10, at(kickoff, m))!;
      const mia = getGameState("MIA", 2025, 10, at(kickoff, m))!;
      if (buf.clock !== "Halftime") expect(buf.onField).toBe(!mia.onField);
      expect(buf).toEqual(getGameState("BUF", 2025, 10, at(kickoff, m)));
      if (buf.inRedZone || mia.inRedZone) redZone++;
    }
    expect(redZone).toBeGreaterThan(5);
    expect(redZone).toBeLessThan(80);
  });
});
