/** @jest-environment node */
import type { Position, SlotCode } from "@/lib/domain/league";
import { optimizeLineup } from "./lineup";
import type { LineupPlayer, PlayerDistribution, RosterPlayer } from "./types";

const dist = (mean: number, sd: number): PlayerDistribution => ({
  mean,
  sd,
  floor: mean - sd,
  ceiling: mean + sd,
  pBoom: 0,
  pBust: 0,
  volatility: 0,
});
const p = (id: string, position: Position, mean: number, sd = 5): RosterPlayer => ({
  id,
  position,
  nflTeam: null,
  dist: dist(mean, sd),
});
const opp = (mean: number, sd = 5): LineupPlayer[] => [
  { id: "o", position: "WR", nflTeam: null, dist: dist(mean, sd) },
];

describe("optimizeLineup with locked players and the points objective", () => {
  const slots: SlotCode[] = ["RB", "WR", "FLEX", "BE", "BE"];
  const roster = [p("rb1", "RB", 8), p("rb2", "RB", 16), p("wr1", "WR", 7), p("wr2", "WR", 15), p("wr3", "WR", 12)];
  const current = [
    { slot: "RB" as const, playerId: "rb1" },
    { slot: "WR" as const, playerId: "wr1" },
    { slot: "FLEX" as const, playerId: "wr3" },
  ];

  it("moves everyone when nothing is locked", () => {
    const r = optimizeLineup({ slots, roster, current, opponent: opp(40) });
    expect(r.lineup.map((a) => a.playerId)).toEqual(["rb2", "wr2", "wr3"]);
  });

  it("keeps a locked starter in his slot and never starts a locked bench player", () => {
    const r = optimizeLineup({ slots, roster, current, opponent: opp(40), locked: ["rb1", "wr2"] });
    expect(r.lineup[0]?.playerId).toBe("rb1"); // started his game: stays at RB
    expect(r.lineup.some((a) => a.playerId === "wr2")).toBe(false); // his game started on the bench
    expect(r.lineup.map((a) => a.playerId)).toEqual(["rb1", "wr3", "rb2"]);
    expect(r.swaps.every((s) => s.playerIn !== "wr2" && s.playerOut !== "rb1")).toBe(true);
  });

  it("'points' keeps the max-expected-points lineup even when variance would raise P(win)", () => {
    const two: SlotCode[] = ["WR", "BE"];
    const players = [p("steady", "WR", 10, 1), p("boom", "WR", 9.5, 8)];
    const win = optimizeLineup({ slots: two, roster: players, opponent: opp(20, 1) });
    const pts = optimizeLineup({ slots: two, roster: players, opponent: opp(20, 1), objective: "points" });
    expect(win.lineup[0]?.playerId).toBe("boom");
    expect(pts.lineup[0]?.playerId).toBe("steady");
    expect(pts.winProbability).toBeLessThan(win.winProbability);
  });
});
