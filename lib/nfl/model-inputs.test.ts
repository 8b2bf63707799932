import { join } from "node:path";
import { playerDistribution } from "@/lib/engine";
import { modelRows } from "@/lib/engine/fit/feature-rows";
import { loadGames } from "@/lib/engine/fit/games";
import { loadSourceProjections } from "@/lib/engine/fit/source-data";
import { buildSeason, teamAt } from "@/lib/engine/fit/season-data";
import { loadWeeklyData } from "@/lib/engine/fit/weekly-data";
import { modelInputs } from "./model-inputs";

// The app's features (bundled store) must be the ones the model was fitted on (fit loader).
describe("modelInputs", () => {
  const DIR = join(__dirname, "../../data/nfl");
  const s = buildSeason(loadWeeklyData(DIR), 2025);
  const rows = modelRows(s, loadGames(DIR), loadSourceProjections(DIR))
    .filter((r) => r.week === 9)
    .slice(0, 60);

  it("matches the fit's features for the same player-weeks", () => {
    expect(rows.length).toBe(60);
    let close = 0;
    for (const r of rows) {
      const p = s.players.get(r.gsis);
      const f = modelInputs({
        gsisId: r.gsis,
        position: r.position,
        team: p ? teamAt(p, r.week) : null,
        season: 2025,
        week: r.week,
      });
      expect(f.impliedTeamTotal).toBe(r.input.impliedTeamTotal);
      expect(f.home).toBe(r.input.home);
      // The store keeps two decimals.
      expect(f.recentTargetShare?.length).toBe(r.input.recentTargetShare?.length);
      f.recentTargetShare?.forEach((x, i) =>
        expect(Math.abs(x - (r.input.recentTargetShare?.[i] ?? 0))).toBeLessThan(0.006),
      );
      expect(f.recentCarryShare?.length).toBe(r.input.recentCarryShare?.length);
      if (Math.abs((f.opponentAllowedIndex ?? 0) - (r.input.opponentAllowedIndex ?? 0)) < 0.02) close++;
    }
    expect(close).toBeGreaterThanOrEqual(54); // positions come from metadata in the app: a few players differ
  });

  it("unknown player or team still gives a usable distribution", () => {
    const f = modelInputs({ gsisId: null, position: "WR", team: null, season: 2025, week: 1 });
    expect(f).toMatchObject({ impliedTeamTotal: null, opponentAllowedIndex: null, home: null, recentTargetShare: [] });
    expect(playerDistribution({ position: "WR", projection: 11, recentPoints: [], features: f }).mean).toBeGreaterThan(
      5,
    );
  });
});
