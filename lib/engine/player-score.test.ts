/** @jest-environment node */
import { distributionFromMean, playerDistribution } from "./distribution";
import { analyzeMatchup, winProbability } from "./matchup";
import { scorePlayer } from "./player-score";
import type { LineupPlayer } from "./types";

describe("scorePlayer", () => {
  const star = scorePlayer({
    name: "Star",
    position: "WR",
    dist: distributionFromMean("WR", 21),
    recentPoints: [18, 22, 25, 27, 30],
    positionRank: 2,
    percentOwned: 99.5,
    percentOwnedChange: 0.5,
    injuryStatus: "ACTIVE",
    targetShare: 0.3,
    deltaPlayoffOdds: 0.06,
    restOfSeasonMeans: [21, 22, 20],
  });
  const fading = scorePlayer({
    name: "Fading",
    position: "RB",
    dist: distributionFromMean("RB", 6),
    recentPoints: [16, 14, 6, 4, 3],
    positionRank: 45,
    percentOwned: 60,
    percentOwnedChange: -8,
    injuryStatus: "QUESTIONABLE",
    restOfSeasonMeans: [5, 5],
  });

  it("has ≥ 10 numeric drivers whose weights sum to 1 and whose weighted scores sum to the overall score", () => {
    for (const r of [star, fading]) {
      expect(r.drivers.length).toBeGreaterThanOrEqual(10);
      expect(r.drivers.reduce((s, d) => s + d.weight, 0)).toBeCloseTo(1, 12);
      expect(r.overallScore).toBeCloseTo(
        r.drivers.reduce((s, d) => s + d.weight * d.score, 0),
        12,
      );
      for (const d of r.drivers) {
        expect(d.score).toBeGreaterThanOrEqual(0);
        expect(d.score).toBeLessThanOrEqual(100);
        expect(["Positive", "Negative", "Neutral"]).toContain(d.impact);
      }
      expect(r.confidence).toBeGreaterThanOrEqual(0);
      expect(r.confidence).toBeLessThanOrEqual(100);
    }
  });

  it("says buy for a rising star and sell for a fading, banged-up back", () => {
    expect(star.recommendation).toBe("buy");
    expect(fading.recommendation).toBe("sell");
    expect(star.overallScore).toBeGreaterThan(fading.overallScore + 20);
  });
});

describe("distributions and matchups", () => {
  it(
    "calibrates the projection, falls back to recent games, zeroes byes and OUT " +
      "players, keeps floor < mean < ceiling",
    () => {
      const d = playerDistribution({ position: "WR", projection: 15, recentPoints: [10, 10, 10, 10] });
      // With a projection the projection model decides: cold recent games pull the mean below the same
      // projection with hot ones; QBs shrink toward the middle.
      expect(d.mean).toBeLessThan(
        playerDistribution({ position: "WR", projection: 15, recentPoints: [25, 25, 25, 25] }).mean,
      );
      expect(d.median).toBeLessThan(d.mean);
      expect(playerDistribution({ position: "QB", projection: 30 }).mean).toBeLessThan(30);
      expect(playerDistribution({ position: "QB", projection: 8 }).mean).toBeGreaterThan(8);
      const history = playerDistribution({ position: "WR", projection: null, recentPoints: [10, 10, 10, 10] }).mean;
      expect(history).toBeGreaterThan(8);
      expect(history).toBeLessThan(10.01);
      expect(d.floor).toBeLessThan(d.mean);
      expect(d.ceiling).toBeGreaterThan(d.mean);
      expect(d.volatility).toBeGreaterThanOrEqual(0);
      expect(d.volatility).toBeLessThanOrEqual(1);
      expect(playerDistribution({ position: "WR", projection: 15, onBye: true }).mean).toBe(0);
      expect(playerDistribution({ position: "RB", projection: 15, injuryStatus: "OUT" }).mean).toBe(0);
    },
  );

  const team = (prefix: string, mean: number, nflTeam: string | null): LineupPlayer[] =>
    (["QB", "WR", "WR", "RB"] as const).map((position, i) => ({
      id: `${prefix}${i}`,
      position,
      nflTeam,
      dist: distributionFromMean(position, mean),
    }));

  it("normal and Monte Carlo P(win) agree; equal teams are 50/50", () => {
    const a = team("a", 14, "BUF");
    const b = team("b", 12, "KC");
    const normal = winProbability(a, b);
    const mc = winProbability(a, b, { method: "monte-carlo", sims: 20_000, seed: 3 });
    expect(normal).toBeGreaterThan(0.5);
    expect(Math.abs(normal - mc)).toBeLessThan(0.04);
    expect(winProbability(team("x", 12, null), team("y", 12, null))).toBeCloseTo(0.5, 6);
  });

  it("analyzes key battles with the opponent's name and a live blend", () => {
    const a = team("a", 14, "BUF");
    const b = team("b", 12, "KC");
    const r = analyzeMatchup(a, b, { opponentName: "Rivals" });
    expect(r.keyMatchups.map((k) => k.position)).toEqual(["QB", "RB", "WR"]);
    expect(r.keyMatchups[0]).toMatchObject({ advantage: "You", delta: 2 });
    expect(r.boomBust.floor).toBeLessThan(r.you.mean);
    expect(r.boomBust.ceiling).toBeGreaterThan(r.you.mean);
    const done = a.map((p) => ({ ...p, live: { actual: 5, remainingFraction: 0 } }));
    // 20 final points vs a 48-point projection: nearly lost, and far below the pre-game chance.
    expect(winProbability(done, b)).toBeLessThan(0.1);
    expect(winProbability(done, b)).toBeLessThan(r.winProbability / 5);
  });
});
