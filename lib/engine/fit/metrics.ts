// Calibration metrics for the backtest: expected calibration error over equal-width bins and the
// calibration slope (logistic regression of the outcome on logit(p); 1 = perfectly scaled, < 1 = overconfident).
import { createRng } from "../rng";

export interface Forecast {
  p: number;
  won: number; // 1, 0.5 (tie) or 0
}

export function reliability(xs: readonly Forecast[], bins = 10) {
  return Array.from({ length: bins }, (_, i) => {
    const lo = i / bins,
      hi = (i + 1) / bins;
    const bin = xs.filter((x) => x.p >= lo && (x.p < hi || (i === bins - 1 && x.p <= 1)));
    const avg = (f: (x: Forecast) => number) => (bin.length ? bin.reduce((s, x) => s + f(x), 0) / bin.length : NaN);
    return { lo, hi, n: bin.length, predicted: avg((x) => x.p), observed: avg((x) => x.won) };
  });
}

/** Σ (n_b / N)·|mean predicted − observed| over 10 equal-width bins. */
export function expectedCalibrationError(xs: readonly Forecast[], bins = 10): number {
  const n = xs.length;
  return reliability(xs, bins).reduce((s, b) => (b.n ? s + (b.n / n) * Math.abs(b.predicted - b.observed) : s), 0);
}

/** Slope b of P(won) = σ(a + b·logit(p)), by Newton's method (ties count as half a win). */
export function calibrationSlope(xs: readonly Forecast[]): number {
  const eps = 1e-6;
  const pts = xs.map((x) => {
    const p = Math.min(1 - eps, Math.max(eps, x.p));
    return { z: Math.log(p / (1 - p)), y: x.won };
  });
  let a = 0,
    b = 1;
  for (let it = 0; it < 50; it++) {
    let ga = 0,
      gb = 0,
      haa = 0,
      hab = 0,
      hbb = 0;
    for (const { z, y } of pts) {
      const q = 1 / (1 + Math.exp(-(a + b * z)));
      const w = q * (1 - q);
      ga += y - q;
      gb += (y - q) * z;
      haa += w;
      hab += w * z;
      hbb += w * z * z;
    }
    const det = haa * hbb - hab * hab;
    if (Math.abs(det) < 1e-12) break;
    const da = (hbb * ga - hab * gb) / det,
      db = (haa * gb - hab * ga) / det;
    a += da;
    b += db;
    if (Math.abs(da) + Math.abs(db) < 1e-9) break;
  }
  return b;
}

/**
 * The ECE a perfectly calibrated forecaster would score on exactly these forecasts: each outcome drawn from its
 * own p, `draws` times (seeded). Below the median, a measured ECE is as good as calibration can be shown to be on
 * this many games.
 */
export function eceIfCalibrated(xs: readonly Forecast[], draws = 300, seed = 1, bins = 10) {
  const rng = createRng(seed);
  const eces = Array.from({ length: draws }, () =>
    expectedCalibrationError(
      xs.map((x) => ({ p: x.p, won: rng.next() < x.p ? 1 : 0 })),
      bins,
    ),
  ).sort((a, b) => a - b);
  const at = (q: number) => eces[Math.min(draws - 1, Math.floor(q * draws))] ?? NaN;
  return { median: at(0.5), p90: at(0.9), shareAtMost002: eces.filter((e) => e <= 0.02).length / draws };
}

/** 90 % interval of a mean score by resampling whole groups (leagues) with replacement (seeded). */
export function groupBootstrapInterval(groups: readonly (readonly number[])[], resamples = 1000, seed = 1) {
  const rng = createRng(seed);
  const means = Array.from({ length: resamples }, () => {
    let sum = 0,
      n = 0;
    for (let i = 0; i < groups.length; i++) {
      const g = groups[Math.floor(rng.next() * groups.length)] ?? [];
      for (const x of g) sum += x;
      n += g.length;
    }
    return sum / Math.max(1, n);
  }).sort((a, b) => a - b);
  return { lo: means[Math.floor(0.05 * resamples)] ?? NaN, hi: means[Math.floor(0.95 * resamples)] ?? NaN };
}
