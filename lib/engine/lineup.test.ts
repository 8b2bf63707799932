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
const p = (id: string, position: Position, mean: number, sd = 5, extra: Partial<RosterPlayer> = {}): RosterPlayer => ({
  id,
  position,
  nflTeam: null,
  dist: dist(mean, sd),
  ...extra,
});
const opp = (mean: number, sd = 5): LineupPlayer[] => [
  { id: "o", position: "WR", nflTeam: null, dist: dist(mean, sd) },
];

describe("optimizeLineup", () => {
  it("fills dedicated slots then FLEX with the best remaining player", () => {
    const slots: SlotCode[] = ["QB", "RB", "WR", "FLEX", "BE", "BE"];
    const roster = [
      p("qb", "QB", 20),
      p("rb1", "RB", 14),
      p("rb2", "RB", 11),
      p("wr1", "WR", 13),
      p("wr2", "WR", 9),
      p("te", "TE", 8),
    ];
    const r = optimizeLineup({ slots, roster, opponent: opp(50, 10) });
    expect(r.lineup.map((a) => a.playerId)).toEqual(["qb", "rb1", "wr1", "rb2"]);
    expect(r.expectedPoints).toBe(58);
  });

  it("never starts players on bye or OUT/IR/SUSPENDED", () => {
    const slots: SlotCode[] = ["RB", "WR", "BE", "BE"];
    const roster = [
      p("rb1", "RB", 20, 5, { onBye: true }),
      p("rb2", "RB", 8),
      p("wr1", "WR", 18, 5, { injuryStatus: "OUT" }),
      p("wr2", "WR", 7),
      p("wr3", "WR", 6, 5, { injuryStatus: "SUSPENDED" }),
    ];
    const r = optimizeLineup({ slots, roster, opponent: opp(10) });
    expect(r.lineup.map((a) => a.playerId)).toEqual(["rb2", "wr2"]);
  });

  it("prefers the high-variance player when far behind, and reports ΔP(win) per swap", () => {
    const slots: SlotCode[] = ["WR", "BE"];
    const roster = [p("steady", "WR", 10, 1), p("boom", "WR", 9.5, 8)];
    const r = optimizeLineup({ slots, roster, current: [{ slot: "WR", playerId: "steady" }], opponent: opp(20, 1) });
    expect(r.lineup[0]?.playerId).toBe("boom");
    expect(r.swaps).toHaveLength(1);
    expect(r.swaps[0]).toMatchObject({ slot: "WR", playerIn: "boom", playerOut: "steady" });
    expect(r.swaps[0]?.deltaWinProbability).toBeGreaterThan(0.05);
    expect(r.swaps[0]?.deltaExpectedPoints).toBeCloseTo(-0.5, 10);
    // Far ahead, the steady player is the better start.
    expect(optimizeLineup({ slots, roster, opponent: opp(2, 1) }).lineup[0]?.playerId).toBe("steady");
  });

  it("moves a benched starter into the lineup when the current one is on bye", () => {
    const slots: SlotCode[] = ["QB", "BE"];
    const roster = [p("qb1", "QB", 22, 5, { onBye: true }), p("qb2", "QB", 15)];
    const r = optimizeLineup({ slots, roster, current: [{ slot: "QB", playerId: "qb1" }], opponent: opp(15) });
    expect(r.current.expectedPoints).toBe(0);
    expect(r.swaps[0]).toMatchObject({ playerIn: "qb2", playerOut: "qb1", deltaExpectedPoints: 15 });
  });

  it("names who comes in for whom: starters trading slots is no swap, the benched starter is the one out", () => {
    const slots: SlotCode[] = ["RB", "WR", "FLEX", "BE"];
    const roster = [p("rb1", "RB", 10), p("rb2", "RB", 14), p("wr1", "WR", 12), p("wr2", "WR", 13)];
    const current = [
      { slot: "RB" as const, playerId: "rb1" },
      { slot: "WR" as const, playerId: "wr1" },
      { slot: "FLEX" as const, playerId: "rb2" },
    ];
    const r = optimizeLineup({ slots, roster, current, opponent: opp(35, 10) });
    expect(r.lineup.map((a) => a.playerId)).toEqual(["rb2", "wr2", "wr1"]);
    expect(r.swaps).toEqual([expect.objectContaining({ slot: "WR", playerIn: "wr2", playerOut: "rb1" })]);
    expect(r.swaps[0]?.deltaExpectedPoints).toBeCloseTo(3, 10);
    expect(r.swaps[0]?.deltaWinProbability).toBeCloseTo(r.winProbability - r.current.winProbability, 10);
  });

  it("a newcomer into an empty starting slot replaces no one", () => {
    const slots: SlotCode[] = ["QB", "WR", "BE"];
    const roster = [p("qb", "QB", 18), p("wr", "WR", 11)];
    const current = [
      { slot: "QB" as const, playerId: "qb" },
      { slot: "WR" as const, playerId: null },
    ];
    const r = optimizeLineup({ slots, roster, current, opponent: opp(25) });
    expect(r.swaps).toEqual([expect.objectContaining({ slot: "WR", playerIn: "wr", playerOut: null })]);
    expect(r.swaps[0]?.deltaExpectedPoints).toBeCloseTo(11, 10);
  });
});
