import { CALIBRATION_SHARE, conformalWidening, subsetPrior } from "./fit-model";

const PRIOR = subsetPrior(1);

/** Deterministic pseudo-random uniform in [0, 1). */
function lcg(seed: number) {
  let s = seed;
  return () => (s = (s * 1103515245 + 12345) % 2147483648) / 2147483648;
}

/** Rows y = x + noise with `noiseAt(i)` the half-width of uniform noise for row i (rows in time order). */
function rows(n: number, noiseAt: (i: number) => number) {
  const rnd = lcg(7);
  const X: number[][] = [];
  const y: number[] = [];
  for (let i = 0; i < n; i++) {
    const x = 5 + 15 * rnd();
    X.push([x, ...PRIOR.slice(1)]);
    y.push(x + noiseAt(i) * (2 * rnd() - 1));
  }
  return { X, y };
}

describe("conformal widening of the p10–p90 band", () => {
  it("is about zero when the newest rows look like the older ones", () => {
    const { X, y } = rows(800, () => 4);
    expect(Math.abs(conformalWidening(X, y, PRIOR))).toBeLessThan(0.5);
  });

  it("widens the band by what the newest rows need when they are noisier", () => {
    const n = 800;
    const cut = Math.floor(n * (1 - CALIBRATION_SHARE));
    const { X, y } = rows(n, (i) => (i < cut ? 4 : 8));
    // Uniform noise of half-width 4 fits p10/p90 at ±3.2; holding 80 % of half-width-8 noise needs ±6.4.
    expect(conformalWidening(X, y, PRIOR)).toBeGreaterThan(2.4);
    expect(conformalWidening(X, y, PRIOR)).toBeLessThan(4);
  });

  it("leaves the band as fitted when there are too few rows to calibrate on", () => {
    const { X, y } = rows(100, (i) => (i < 75 ? 1 : 10));
    expect(conformalWidening(X, y, PRIOR)).toBe(0);
  });
});
