import { eceIfCalibrated, groupBootstrapInterval } from "./metrics";

const forecasts = (n: number) => Array.from({ length: n }, (_, i) => ({ p: 0.2 + (0.6 * i) / n, won: 0 }));

describe("ECE a calibrated forecaster would score", () => {
  it("shrinks as the number of games grows", () => {
    const few = eceIfCalibrated(forecasts(500));
    const many = eceIfCalibrated(forecasts(20000));
    expect(few.median).toBeGreaterThan(0.025);
    expect(many.median).toBeLessThan(0.01);
    expect(many.shareAtMost002).toBe(1);
    expect(few.p90).toBeGreaterThan(few.median);
  });
});

describe("interval by resampling groups", () => {
  it("brackets the mean and narrows with more groups", () => {
    const groups = (k: number) => Array.from({ length: k }, (_, i) => [i % 2, (i + 1) % 3]);
    const small = groupBootstrapInterval(groups(10));
    const large = groupBootstrapInterval(groups(400));
    const mean = (k: number) =>
      groups(k)
        .flat()
        .reduce((a, b) => a + b, 0) /
      (2 * k);
    expect(small.lo).toBeLessThan(mean(10));
    expect(small.hi).toBeGreaterThan(mean(10));
    expect(large.hi - large.lo).toBeLessThan((small.hi - small.lo) / 3);
  });
});
