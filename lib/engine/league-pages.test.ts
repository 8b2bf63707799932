/** @jest-environment node */
import { lineupHoles } from "./bye-holes";
import { seasonLuck } from "./luck";
import { scheduleStrength, weeklyWinProbability } from "./schedule-strength";
import { simulateSeason } from "./season-sim";
import type { SeasonInput } from "./types";
import { whatIf } from "./what-if";

const fixed = (weeks: number[], mean: number, sd = 10) => Object.fromEntries(weeks.map((w) => [w, { mean, sd }]));

describe("whatIf", () => {
  const input: SeasonInput = {
    rules: { playoffTeams: 2, playoffByes: 0, tiebreaker: "points_for", medianGame: false, divisions: 0 },
    teams: [
      { id: "A", wins: 5, losses: 3, ties: 0, pointsFor: 900 },
      { id: "B", wins: 4, losses: 4, ties: 0, pointsFor: 900 },
      { id: "C", wins: 4, losses: 4, ties: 0, pointsFor: 900 },
      { id: "D", wins: 3, losses: 5, ties: 0, pointsFor: 900 },
    ],
    remaining: [
      { week: 9, home: "A", away: "B" },
      { week: 9, home: "C", away: "D" },
      { week: 10, home: "A", away: "C" },
      { week: 10, home: "B", away: "D" },
    ],
    weekly: { A: fixed([9, 10], 100), B: fixed([9, 10], 100), C: fixed([9, 10], 100), D: fixed([9, 10], 100) },
  };
  const opts = { seasons: 4000, seed: 3 };

  it("baseline equals the league's simulation for the same seed", () => {
    const base = simulateSeason(input, opts);
    const r = whatIf(input, [{ week: 9, home: "A", away: "B", result: "away" }], opts);
    expect(r.teams.map((t) => t.basePlayoffOdds)).toEqual(base.teams.map((t) => t.playoffOdds));
  });

  it("with the baseline given, only the forced season runs and the numbers are the same", () => {
    const forced = [{ week: 9, home: "A", away: "B", result: "away" as const }];
    const both = whatIf(input, forced, opts);
    const one = whatIf(input, forced, opts, simulateSeason(input, opts));
    expect(one.teams.map((t) => [t.playoffOdds, t.basePlayoffOdds])).toEqual(
      both.teams.map((t) => [t.playoffOdds, t.basePlayoffOdds]),
    );
    for (const [i, t] of one.teams.entries())
      expect(t.sePlayoffChange).toBeGreaterThanOrEqual((both.teams[i]?.sePlayoffChange ?? 0) - 1e-12);
  });

  it("forcing a win raises the winner's odds and lowers the loser's; odds still sum to the playoff spots", () => {
    const r = whatIf(input, [{ week: 9, home: "A", away: "B", result: "away" }], opts);
    const b = r.teams.find((t) => t.teamId === "B"),
      a = r.teams.find((t) => t.teamId === "A");
    expect((b?.playoffOdds ?? 0) - (b?.basePlayoffOdds ?? 0)).toBeGreaterThan(0.1);
    expect((a?.playoffOdds ?? 0) - (a?.basePlayoffOdds ?? 0)).toBeLessThan(-0.1);
    expect(r.teams.reduce((s, t) => s + t.playoffOdds, 0)).toBeCloseTo(2, 10);
    expect(b?.sePlayoffChange).toBeGreaterThan(0);
  });

  it("forcing every game makes the outcome certain", () => {
    const all = input.remaining.map((g) => ({ ...g, result: "home" as const }));
    const r = whatIf(input, all, opts);
    // A 7-3, C 5-5 (won week 9, lost to A), B 5-5 (won week 10), D 3-7: A in, B/C on points for.
    expect(r.teams.find((t) => t.teamId === "A")?.playoffOdds).toBe(1);
    expect(r.teams.find((t) => t.teamId === "D")?.playoffOdds).toBe(0);
  });

  it("ignores forced results for games that are not on the schedule", () => {
    const r = whatIf(input, [{ week: 9, home: "A", away: "D", result: "home" }], opts);
    for (const t of r.teams) expect(t.playoffOdds).toBe(t.basePlayoffOdds);
  });

  it("the win distribution sums to 1 and its mean is the expected wins", () => {
    const t = simulateSeason(input, opts).teams[0];
    const dist = t?.winDistribution ?? [];
    expect(dist.reduce((s, x) => s + x, 0)).toBeCloseTo(1, 10);
    expect(dist.reduce((s, x, k) => s + (x * k) / 2, 0)).toBeCloseTo(t?.expectedWins ?? 0, 10);
  });
});

describe("scheduleStrength", () => {
  it("averages remaining opponents' projections and ranks the hardest first", () => {
    const r = scheduleStrength({
      teamIds: ["A", "B", "C"],
      remaining: [
        { week: 9, home: "A", away: "B" },
        { week: 10, home: "A", away: "C" },
        { week: 11, home: "B", away: "C" },
      ],
      weekly: { A: fixed([9, 10, 11], 120), B: fixed([9, 10, 11], 100), C: fixed([9, 10, 11], 80) },
      playoffMeans: { A: 120, B: 100, C: 80 },
      playoffOdds: { A: 1, B: 0.5, C: 0.5 },
    });
    const by = Object.fromEntries(r.map((t) => [t.teamId, t]));
    expect(by.A).toMatchObject({ games: 2, remaining: 90, remainingRank: 3 });
    expect(by.B).toMatchObject({ remaining: 100, remainingRank: 2 });
    expect(by.C).toMatchObject({ remaining: 110, remainingRank: 1 });
    // A's likely playoff opponents: B and C equally → 90; C's: A (weight 1) and B (0.5) → 113.3.
    expect(by.A?.playoff).toBeCloseTo(90, 10);
    expect(by.C?.playoff).toBeCloseTo((120 + 0.5 * 100) / 1.5, 10);
    expect(by.C?.playoffRank).toBe(1);
  });

  it("P(win) of two weekly scores", () => {
    expect(weeklyWinProbability({ mean: 100, sd: 10 }, { mean: 100, sd: 10 })).toBeCloseTo(0.5, 6);
    expect(weeklyWinProbability({ mean: 110, sd: 0 }, { mean: 100, sd: 0 })).toBe(1);
    expect(weeklyWinProbability({ mean: 110, sd: 15 }, { mean: 100, sd: 15 })).toBeGreaterThan(0.6);
  });
});

describe("seasonLuck", () => {
  it("expected wins from the all-play record; luck is actual minus expected", () => {
    // Week 1: A 150 beats B 140 (B second-best, unlucky), C 90 beats D 80 (C lucky).
    // Week 2: A 100 beats C 90; B 120 beats D 110.
    const r = seasonLuck(
      ["A", "B", "C", "D"],
      [
        { week: 1, home: "A", away: "B", homeScore: 150, awayScore: 140 },
        { week: 1, home: "C", away: "D", homeScore: 90, awayScore: 80 },
        { week: 2, home: "A", away: "C", homeScore: 100, awayScore: 90 },
        { week: 2, home: "B", away: "D", homeScore: 120, awayScore: 110 },
      ],
    );
    const by = Object.fromEntries(r.map((t) => [t.teamId, t]));
    expect(by.B?.allPlay).toEqual({ wins: 5, losses: 1, ties: 0 });
    expect(by.B?.expectedWins).toBeCloseTo(2 / 3 + 1, 10);
    expect(by.B?.luck).toBeCloseTo(1 - 5 / 3, 10);
    expect(by.C?.allPlay).toEqual({ wins: 1, losses: 5, ties: 0 });
    expect(by.C?.luck).toBeCloseTo(1 - 1 / 3, 10);
    expect(r.reduce((s, t) => s + t.luck, 0)).toBeCloseTo(0, 10);
  });
});

describe("lineupHoles", () => {
  const slots = ["QB", "RB", "RB", "WR", "FLEX", "BE", "BE"] as const;
  it("no hole when a bench player covers the bye", () => {
    const players = [
      { id: "q", position: "QB" as const, available: true },
      { id: "r1", position: "RB" as const, available: true },
      { id: "r2", position: "RB" as const, available: false },
      { id: "r3", position: "RB" as const, available: true },
      { id: "w1", position: "WR" as const, available: true },
      { id: "w2", position: "WR" as const, available: true },
    ];
    expect(lineupHoles([...slots], players)).toEqual([]);
  });
  it("flags the slot nobody can fill, matching flex last", () => {
    const players = [
      { id: "q", position: "QB" as const, available: false },
      { id: "r1", position: "RB" as const, available: true },
      { id: "w1", position: "WR" as const, available: true },
      { id: "w2", position: "WR" as const, available: true },
      { id: "w3", position: "WR" as const, available: true },
    ];
    expect(lineupHoles([...slots], players)).toEqual(["QB", "RB"]);
  });
});
