// Fits lib/engine/distribution-params.ts from the weekly data:  npx tsx lib/engine/fit/fit-distributions.ts <dir>
// Mean blend (projection weight, recency decay) on 2024 (the only fit season with pre-game projections);
// history-only prior and spread/shape on 2020–2022 + 2024. 2023 is withheld; 2025 stays out of sample.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Position } from "@/lib/domain/league";
import { blendedMean, sdFor } from "../distribution";
import { DISTRIBUTION_PARAMS, QUANTILE_PROBS, type PositionParams } from "../distribution-params";
import {
  actualPoints,
  baselineProjection,
  buildSeason,
  priorGames,
  sourceProjection,
  type SeasonData,
} from "./season-data";
import { loadWeeklyData } from "./weekly-data";

// The data folder is a required argument (e.g. data/nfl): the repository never reads a folder outside itself.
const dir = process.argv[2];
if (!dir) {
  console.error("usage: npx tsx lib/engine/fit/fit-distributions.ts <weekly data dir>");
  process.exit(2);
}
const PROJ_SEASONS = [2024];
const HIST_SEASONS = [2020, 2021, 2022, 2024];
const FITTED: Position[] = ["QB", "RB", "WR", "TE"];
const data = loadWeeklyData(dir);
const seasons = new Map([...new Set([...PROJ_SEASONS, ...HIST_SEASONS])].map((y) => [y, buildSeason(data, y)]));

interface Obs {
  position: Position;
  projection: number | null;
  recent: number[];
  actual: number;
}
function observations(s: SeasonData, withProjection: boolean): Obs[] {
  const out: Obs[] = [];
  for (const p of s.players.values())
    for (const week of withProjection ? p.proj.keys() : p.actual.keys()) {
      const recent = priorGames(s, p, week);
      if (withProjection) {
        // Projected players who then recorded nothing (late scratches) count as 0: that risk is real.
        const src = sourceProjection(s, p, week);
        const base = baselineProjection(s, p, week);
        if (src === null || base === null || base < 1) continue;
        out.push({ position: p.position, projection: src, recent, actual: actualPoints(s, p, week) });
      } else {
        out.push({ position: p.position, projection: null, recent, actual: actualPoints(s, p, week) });
      }
    }
  return out;
}
const projObs = PROJ_SEASONS.flatMap((y) => observations(seasons.get(y) as SeasonData, true));
const histObs = HIST_SEASONS.flatMap((y) => observations(seasons.get(y) as SeasonData, false));

const mae = (obs: Obs[], p: PositionParams) =>
  obs.reduce(
    (s, o) =>
      s +
      Math.abs(blendedMean({ position: o.position, projection: o.projection, recentPoints: o.recent }, p) - o.actual),
    0,
  ) / Math.max(1, obs.length);
// The mean must be an expectation (lineups, team totals and P(win) add means), so the projection blend is
// fitted on squared error; MAE-fitted centres drift toward the median and rank players worse.
const mse = (obs: Obs[], p: PositionParams) =>
  obs.reduce(
    (s, o) =>
      s + (blendedMean({ position: o.position, projection: o.projection, recentPoints: o.recent }, p) - o.actual) ** 2,
    0,
  ) / Math.max(1, obs.length);

/** Least-squares line actual ≈ a + b·blend (the calibration applied on top of the projection blend). */
function calibrate(obs: Obs[], p: PositionParams): { meanShift: number; meanScale: number } {
  let n = 0,
    sx = 0,
    sy = 0,
    sxx = 0,
    sxy = 0;
  for (const o of obs) {
    const x = blendedMean(
      { position: o.position, projection: o.projection, recentPoints: o.recent },
      { ...p, meanShift: 0, meanScale: 1 },
    );
    n++;
    sx += x;
    sy += o.actual;
    sxx += x * x;
    sxy += x * o.actual;
  }
  const b = (n * sxy - sx * sy) / (n * sxx - sx * sx);
  return { meanScale: round(b), meanShift: round((sy - b * sx) / n) };
}
const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.round(q * (sorted.length - 1))))] ?? 0;
const round = (x: number, d = 3) => Math.round(x * 10 ** d) / 10 ** d;

const fitted: Partial<Record<Position, PositionParams>> = {};
const report: Record<string, unknown> = {};
for (const pos of FITTED) {
  let p: PositionParams = { ...DISTRIBUTION_PARAMS[pos] };
  const po = projObs.filter((o) => o.position === pos);
  const ho = histObs.filter((o) => o.position === pos);
  const fresh = ho.filter((o) => o.recent.length === 0).map((o) => o.actual);
  p.priorMean = round(fresh.reduce((s, x) => s + x, 0) / Math.max(1, fresh.length), 2);
  let best = { err: Infinity, p };
  for (const priorGames of [0.5, 1, 2, 3, 5, 8])
    for (const ewmaDecay of [0.5, 0.65, 0.8, 0.9, 1]) {
      const cand = { ...p, priorGames, ewmaDecay };
      const err = mae(
        ho.filter((o) => o.recent.length > 0),
        cand,
      );
      if (err < best.err) best = { err, p: cand };
    }
  p = best.p;
  // Projection weight 1: on the 2024 backtest leagues (24 × 12 teams) blending in recent games lowered
  // player-level squared error a little (w ≈ 0.8) but made team totals worse (P(win) Brier 0.2281 vs
  // 0.2258): lineups pick the players whose recent games ran hot, so recency noise is selected on.
  // Recent games still carry players without a projection (history prior above).
  best = {
    err: mse(po, { ...p, projWeight: 1, meanShift: 0, meanScale: 1 }),
    p: { ...p, projWeight: 1, meanShift: 0, meanScale: 1 },
  };
  p = { ...best.p, ...calibrate(po, best.p) };
  // Spread: RMS residual by 2-point bins of the mean, weighted least squares line rms = a + b·mean.
  const resid = [...po, ...ho.filter((o) => o.recent.length > 0)].map((o) => {
    const m = blendedMean({ position: pos, projection: o.projection, recentPoints: o.recent }, p);
    return { m, r: o.actual - m };
  });
  const bins = new Map<number, { n: number; ss: number; sm: number }>();
  for (const { m, r } of resid) {
    if (m < 1) continue;
    const k = Math.min(15, Math.floor(m / 2));
    const b = bins.get(k) ?? { n: 0, ss: 0, sm: 0 };
    b.n++;
    b.ss += r * r;
    b.sm += m;
    bins.set(k, b);
  }
  let sw = 0,
    sx = 0,
    sy = 0,
    sxx = 0,
    sxy = 0;
  for (const b of bins.values()) {
    if (b.n < 30) continue;
    const x = b.sm / b.n,
      y = Math.sqrt(b.ss / b.n),
      w = b.n;
    sw += w;
    sx += w * x;
    sy += w * y;
    sxx += w * x * x;
    sxy += w * x * y;
  }
  const slope = (sw * sxy - sx * sy) / (sw * sxx - sx * sx);
  p.sdSlope = round(Math.max(0.05, slope));
  p.sdBase = round(Math.max(0.5, (sy - slope * sx) / sw));
  const z = resid
    .filter((x) => x.m >= 1)
    .map(({ m, r }) => r / sdFor(p, m))
    .sort((a, b) => a - b);
  p.z = QUANTILE_PROBS.map((q) => round(quantile(z, q)));
  fitted[pos] = p;
  report[pos] = {
    projectionObs: po.length,
    historyObs: ho.length,
    rmseWithProjection: round(Math.sqrt(mse(po, p))),
    maeWithProjection: round(mae(po, p)),
    maeHistoryOnly: round(
      mae(
        ho.filter((o) => o.recent.length > 0),
        p,
      ),
    ),
  };
}

const fmt = (pos: Position, p: PositionParams) =>
  `  ${pos}: { projWeight: ${p.projWeight}, ewmaDecay: ${p.ewmaDecay}, priorMean: ` +
  `${p.priorMean}, priorGames: ${p.priorGames}, meanShift: ${p.meanShift}, ` +
  `meanScale: ${p.meanScale}, sdBase: ${p.sdBase}, sdSlope: ${p.sdSlope}, z: ` +
  `[${p.z.join(", ")}], boom: ${p.boom}, bust: ${p.bust} },`;
const all: Position[] = ["QB", "RB", "WR", "TE", "K", "DST"];
const body = all.map((pos) => fmt(pos, fitted[pos] ?? DISTRIBUTION_PARAMS[pos])).join("\n");
const file = `// Fitted player-week distribution parameters.
// GENERATED by \`npx tsx lib/engine/fit/fit-distributions.ts\`
// from the weekly NFL data: projection calibration (least squares) on 2024 (pre-kickoff NFL.com projections
// + prior games), history prior and spread/shape on 2020–2022 + 2024, PPR scoring.
// 2023 is withheld; 2025 is out of sample.
// K and DST have no usable weekly history in the data, so they keep hand-set priors.
import type { Position } from "@/lib/domain/league";

export const QUANTILE_PROBS = [${QUANTILE_PROBS.join(", ")}] as const;

export interface PositionParams {
  projWeight: number; // w in mean = w·projection + (1 − w)·recent average
  ewmaDecay: number; // weight decay per game back for the recent average
  priorMean: number; // mean of a player with no projection and no history
  priorGames: number; // pseudo-games of prior when only history is known
  meanShift: number; // with a projection: mean = meanShift + meanScale·blend (least-squares calibration)
  meanScale: number;
  sdBase: number; // sd = sdBase + sdSlope·mean
  sdSlope: number;
  z: readonly number[]; // standardized residual quantiles at QUANTILE_PROBS
  boom: number; // boom line (points)
  bust: number; // bust line (points)
}

export const DISTRIBUTION_PARAMS: Record<Position, PositionParams> = {
${body}
};
`;
writeFileSync(join(__dirname, "..", "distribution-params.ts"), file);
console.log(JSON.stringify(report, null, 2));
