import { join } from "node:path";
import { playerDistribution } from "./distribution";
import { modelRows } from "./fit/feature-rows";
import { fitModel } from "./fit/fit-model";
import { loadSourceProjections } from "./fit/source-data";
import { loadGames } from "./fit/games";
import { quantileRidge, ridge } from "./fit/ridge";
import { buildSeason } from "./fit/season-data";
import { loadWeeklyData, type WeeklyData } from "./fit/weekly-data";
import {
  contextFeatures,
  modelSlots,
  projectWithModel,
  subsetModelFor,
  subsetsOf,
  MODEL_SOURCES,
  type PositionModel,
} from "./projection-model";
import { PROJECTION_MODEL, projectPlayerWeek } from "./projection-model-data";

const DIR = join(__dirname, "../../data/nfl");
const data = loadWeeklyData(DIR);
const games = loadGames(DIR);
const sources = loadSourceProjections(DIR);

/** Deterministic permutation of one week's stat lines among that week's players (what happened, shuffled). */
function shuffleWeek(d: WeeklyData, season: number, week: number): WeeklyData {
  const idx = d.actuals.map((a, i) => (a.season === season && a.week === week ? i : -1)).filter((i) => i >= 0);
  const lines = idx.map((i) => d.actuals[i]);
  const actuals = [...d.actuals];
  idx.forEach((i, k) => {
    const a = actuals[i];
    const from = lines[(k * 7 + 3) % lines.length];
    if (a && from)
      actuals[i] = {
        ...a,
        ppr: from.ppr,
        std: from.std,
        receptions: from.receptions,
        targets: from.targets,
        carries: from.carries,
        attempts: from.attempts,
        targetShare: from.targetShare,
        airYardsShare: from.airYardsShare,
      };
  });
  return { ...d, actuals };
}

describe("projection model", () => {
  it("uses nothing from the target week: shuffling its actuals leaves every feature and prediction unchanged", () => {
    const before = modelRows(buildSeason(data, 2024), games, sources).filter((r) => r.week === 9);
    const after = modelRows(buildSeason(shuffleWeek(data, 2024, 9), 2024), games, sources).filter((r) => r.week === 9);
    expect(before.length).toBeGreaterThan(200);
    expect(after.map((r) => r.gsis)).toEqual(before.map((r) => r.gsis));
    // The targets did change (the shuffle is real) …
    expect(after.filter((r, i) => r.actual !== before[i]?.actual).length).toBeGreaterThan(before.length / 2);
    // … and a model fitted on weeks before 9 predicts exactly the same for week 9.
    const model = fitModel(
      modelRows(buildSeason(data, 2024), games, sources).filter((r) => r.week < 9),
      "test",
      PROJECTION_MODEL.priors,
    );
    after.forEach((r, i) => {
      const b = before[i];
      expect(r.slots).toEqual(b?.slots);
      expect(contextFeatures(10, r.input)).toEqual(contextFeatures(10, b?.input ?? r.input));
      expect(projectWithModel(model, r.position, { ...r.input, sources: r.slots })).toEqual(
        projectWithModel(model, r.position, { ...(b?.input ?? r.input), sources: b?.slots }),
      );
    });
    // A later week's result does change week-10 features (the check can fail).
    const w10 = modelRows(buildSeason(data, 2024), games, sources).filter((r) => r.week === 10);
    const w10s = modelRows(buildSeason(shuffleWeek(data, 2024, 9), 2024), games, sources).filter((r) => r.week === 10);
    expect(w10s.some((r, i) => JSON.stringify(r.input) !== JSON.stringify(w10[i]?.input))).toBe(true);
  });

  it("reads the lines: implied team totals and home/away from the games file", () => {
    // 2024 week 1 BAL @ KC: spread 3 (KC favoured), total 46 → KC 24.5, BAL 21.5.
    expect(games.byTeamWeek.get("2024|1|KC")).toMatchObject({ opponent: "BAL", home: true, impliedTotal: 24.5 });
    expect(games.byTeamWeek.get("2024|1|BAL")).toMatchObject({ opponent: "KC", home: false, impliedTotal: 21.5 });
  });

  it("degrades gracefully: K/DST and missing projections fall back, missing context still predicts", () => {
    expect(projectPlayerWeek("K", { projection: 8 })).toBeNull();
    expect(playerDistribution({ position: "K", projection: 8 }).mean).toBeGreaterThan(0);
    expect(projectPlayerWeek("WR", { projection: Number.NaN })).toBeNull();
    const bare = projectPlayerWeek("WR", { projection: 12 });
    const rookie = projectPlayerWeek("WR", {
      projection: 12,
      recentPoints: [],
      impliedTeamTotal: null,
      opponentAllowedIndex: null,
      home: null,
    });
    for (const p of [bare, rookie]) {
      expect(p).not.toBeNull();
      expect(p?.p10).toBeLessThanOrEqual(p?.median ?? 0);
      expect(p?.median).toBeLessThanOrEqual(p?.p90 ?? 0);
      expect(Math.abs((p?.mean ?? 0) - 12)).toBeLessThan(4);
    }
    expect(projectPlayerWeek("RB", { projection: 0 })?.mean ?? 0).toBeLessThan(2);
    // A good matchup (high implied total, soft defense) projects higher than a bad one.
    const good = projectPlayerWeek("WR", {
      projection: 14,
      recentPoints: [14, 14],
      impliedTeamTotal: 29,
      opponentAllowedIndex: 1.2,
    });
    const bad = projectPlayerWeek("WR", {
      projection: 14,
      recentPoints: [14, 14],
      impliedTeamTotal: 16,
      opponentAllowedIndex: 0.8,
    });
    expect(good?.mean ?? 0).toBeGreaterThan(bad?.mean ?? 0);
    // The distribution the engine hands out is the model's.
    const d = playerDistribution({
      position: "WR",
      projection: 14,
      recentPoints: [14, 14],
      features: { impliedTeamTotal: 29, opponentAllowedIndex: 1.2 },
    });
    expect(d.mean).toBeCloseTo(good?.mean ?? 0, 10);
    expect(d.floor).toBeCloseTo(good?.p10 ?? 0, 10);
    expect(d.median).toBeCloseTo(good?.median ?? 0, 10);
  });

  it("the bundled model has its own fitted weights for every subset of NFL.com, ESPN and FantasyPros", () => {
    for (const pos of ["QB", "RB", "WR", "TE"] as const) {
      const m = PROJECTION_MODEL.positions[pos];
      for (const subset of subsetsOf(MODEL_SOURCES)) {
        const sm = m?.subsets[subset.join("+")];
        expect(sm?.sources).toEqual(subset);
        expect(sm?.coef).toHaveLength(subset.length + PROJECTION_MODEL.contextFeatures.length);
        expect(sm?.quantiles.p50.coef).toHaveLength(subset.length + PROJECTION_MODEL.contextFeatures.length);
        expect(sm?.trainingRows).toBeGreaterThan(300);
      }
    }
  });
});

describe("source subsets", () => {
  it("maps sources to slots: Sleeper and the host join the consensus slot, a bare projection is NFL.com", () => {
    expect(modelSlots({ sources: { espn: 10, sleeper: 12 } })).toEqual({ espn: 10, fantasypros: 12 });
    expect(modelSlots({ sources: { fantasypros: 10, sleeper: 12, host: 14 } })).toEqual({ fantasypros: 12 });
    expect(modelSlots({ sources: { nflcom: -1, espn: Number.NaN } })).toEqual({ nflcom: 0 });
    expect(modelSlots({ projection: 9 })).toEqual({ nflcom: 9 });
    expect(modelSlots({ sources: { espn: 7 }, projection: 9 })).toEqual({ espn: 7 });
    expect(modelSlots({ sources: {}, projection: null })).toEqual({});
  });

  it("answers each subset with the model fitted for it", () => {
    const at = (sources: Record<string, number>) => projectPlayerWeek("WR", { sources, recentPoints: [12, 14] });
    expect(at({ espn: 12 })?.subset).toBe("espn");
    expect(at({ espn: 12, sleeper: 13 })?.subset).toBe("espn+fantasypros");
    expect(at({ nflcom: 12, espn: 12, fantasypros: 13 })?.subset).toBe("nflcom+espn+fantasypros");
    expect(projectPlayerWeek("WR", { projection: 12 })?.subset).toBe("nflcom");
    // The legacy single projection is the NFL.com-only model.
    expect(projectPlayerWeek("WR", { projection: 12 })).toEqual(projectPlayerWeek("WR", { sources: { nflcom: 12 } }));
    // Every subset gives an ordered band around a sensible centre, and more points in → more points out.
    const cases: Record<string, number>[] = [
      { espn: 12 },
      { espn: 12, sleeper: 13 },
      { nflcom: 12, espn: 11, fantasypros: 13 },
    ];
    for (const sources of cases) {
      const p = at(sources);
      expect(p?.p10).toBeLessThanOrEqual(p?.median ?? 0);
      expect(p?.median).toBeLessThanOrEqual(p?.p90 ?? 0);
      expect(Math.abs((p?.mean ?? 0) - 12.5)).toBeLessThan(3);
      const more = at(Object.fromEntries(Object.entries(sources).map(([k, v]) => [k, v + 5])));
      expect(more?.mean ?? 0).toBeGreaterThan((p?.mean ?? 0) + 2);
    }
    // The engine's distribution follows the sources when both sources and a projection are given.
    const d = playerDistribution({ position: "WR", projection: 30, sources: { espn: 12 }, recentPoints: [12, 14] });
    expect(d.mean).toBeCloseTo(at({ espn: 12 })?.mean ?? 0, 10);
  });

  it("falls back to the largest fitted subset inside the sources present", () => {
    const sm = (sources: ("nflcom" | "espn" | "fantasypros")[], rows: number) => ({
      sources,
      intercept: 0,
      coef: [],
      sdBase: 1,
      sdSlope: 0.3,
      z: [],
      quantiles: { p10: { intercept: 0, coef: [] }, p50: { intercept: 0, coef: [] }, p90: { intercept: 0, coef: [] } },
      trainingRows: rows,
    });
    const m: PositionModel = {
      shape: { sdBase: 1, sdSlope: 0.3, z: [] },
      subsets: { espn: sm(["espn"], 500), nflcom: sm(["nflcom"], 500), "nflcom+espn": sm(["nflcom", "espn"], 400) },
    };
    expect(subsetModelFor(m, ["nflcom", "espn", "fantasypros"])?.sources).toEqual(["nflcom", "espn"]);
    expect(subsetModelFor(m, ["espn", "fantasypros"])?.sources).toEqual(["espn"]);
    expect(subsetModelFor(m, ["fantasypros"])).toBeNull();
  });
});

describe("ridge and quantile regression", () => {
  const X = Array.from({ length: 400 }, (_, i) => [i % 20, (i * 7) % 13]);
  it("recovers a linear relation and shrinks toward the prior", () => {
    const y = X.map(([a = 0, b = 0]) => 2 + 1.5 * a - 0.5 * b);
    const free = ridge(X, y, [0, 0], 1e-9);
    expect(free.intercept).toBeCloseTo(2, 4);
    expect(free.coef[0]).toBeCloseTo(1.5, 4);
    expect(free.coef[1]).toBeCloseTo(-0.5, 4);
    const shrunk = ridge(X, y, [1, 0], 100);
    expect(Math.abs((shrunk.coef[0] ?? 0) - 1)).toBeLessThan(0.05);
  });
  it("quantile regression puts ~10 % of a skewed outcome below its p10 line", () => {
    const y = X.map(([a = 0], i) => a + ((i * 37) % 100) / 10); // uniform 0–10 noise above a line
    const q = quantileRidge(X, y, [0, 0], 1e-6, 0.1);
    const below =
      X.filter((x, i) => (y[i] ?? 0) < q.intercept + (q.coef[0] ?? 0) * (x[0] ?? 0) + (q.coef[1] ?? 0) * (x[1] ?? 0))
        .length / X.length;
    expect(below).toBeGreaterThan(0.06);
    expect(below).toBeLessThan(0.14);
  });
});
