import { HALF_PPR, PPR, STANDARD } from "@/lib/engine";
import { bundledSourceProjections } from "./bundled-projections";

// Josh Allen 2025 week 1 in the bundled ESPN snapshot file; Ja'Marr Chase 2024 week 1 in both files.
describe("bundledSourceProjections", () => {
  it("scores ESPN's projected stat line with the league's rules", () => {
    const ppr = bundledSourceProjections({ gsisId: "00-0036389", season: 2025, week: 1, scoring: PPR });
    expect(ppr.espn).toBeCloseTo(22.4, 1); // ESPN's own PPR total for Jalen Hurts, week 1
    const sixPointTd = bundledSourceProjections({
      gsisId: "00-0036389",
      season: 2025,
      week: 1,
      scoring: { ...PPR, pass_td: 6 },
    });
    expect((sixPointTd.espn ?? 0) - (ppr.espn ?? 0)).toBeCloseTo(2 * 1.4309, 1);
    expect(ppr.fantasypros).toBeUndefined(); // no FantasyPros file for 2025
  });

  it("re-scores FantasyPros' half-PPR points for the league's reception value", () => {
    const gsisId = "00-0036900"; // Ja'Marr Chase
    const at = (scoring: typeof PPR) => bundledSourceProjections({ gsisId, season: 2024, week: 1, scoring });
    const half = at(HALF_PPR);
    expect(half.fantasypros).toBeGreaterThan(10);
    expect(half.espn).toBeGreaterThan(10);
    expect((at(PPR).fantasypros ?? 0) - (half.fantasypros ?? 0)).toBeGreaterThan(2);
    expect((half.fantasypros ?? 0) - (at(STANDARD).fantasypros ?? 0)).toBeCloseTo(
      (at(PPR).fantasypros ?? 0) - (half.fantasypros ?? 0),
      5,
    );
  });

  it("is empty for an unknown player or a week without rows", () => {
    expect(bundledSourceProjections({ gsisId: null, season: 2025, week: 1, scoring: null })).toEqual({});
    expect(bundledSourceProjections({ gsisId: "00-0036389", season: 2023, week: 1, scoring: null })).toEqual({});
  });
});
