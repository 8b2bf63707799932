import { createRng } from "../rng";
import { fitGbm, predictGbm, quantileOf } from "./gbm";

// y = base + 5 when x > 0.5, else base − 5, plus heavy-tailed noise (a few huge outliers).
function stepData(n: number, seed: number) {
  const rng = createRng(seed);
  const X: number[][] = [],
    y: number[] = [],
    base: number[] = [];
  for (let i = 0; i < n; i++) {
    const x = rng.next();
    const b = 10 + 10 * rng.next();
    const outlier = rng.next() < 0.05 ? 200 : 0;
    X.push([x, rng.next()]); // the second feature is noise
    base.push(b);
    y.push(b + (x > 0.5 ? 5 : -5) + rng.normal() + outlier);
  }
  return { X, y, base };
}

describe("quantileOf", () => {
  it("interpolates between order statistics", () => {
    expect(quantileOf([3, 1, 2, 4], 0.5)).toBe(2.5);
    expect(quantileOf([5], 0.9)).toBe(5);
    expect(quantileOf([], 0.5)).toBe(0);
  });
});

describe("fitGbm (median loss, boosting the residual of a base prediction)", () => {
  const train = stepData(2000, 1);
  const model = fitGbm(train.X, train.y, train.base, { rounds: 60, learningRate: 0.2, depth: 2, minLeaf: 50 });

  it("learns the step on the feature that carries it, not the outliers", () => {
    expect(predictGbm(model, 15, [0.9, 0.5]) - 15).toBeCloseTo(5, 0);
    expect(predictGbm(model, 15, [0.1, 0.5]) - 15).toBeCloseTo(-5, 0);
    // The noise feature moves the prediction by little.
    expect(Math.abs(predictGbm(model, 15, [0.9, 0.1]) - predictGbm(model, 15, [0.9, 0.9]))).toBeLessThan(1);
  });

  it("beats the base prediction out of sample in absolute error", () => {
    const test = stepData(1000, 2);
    const mae = (f: (i: number) => number) => test.y.reduce((s, v, i) => s + Math.abs(v - f(i)), 0) / test.y.length;
    const boosted = mae((i) => predictGbm(model, test.base[i] ?? 0, test.X[i] ?? []));
    const baseline = mae((i) => test.base[i] ?? 0);
    expect(boosted).toBeLessThan(baseline * 0.75);
  });

  it("is deterministic for a seed", () => {
    const again = fitGbm(train.X, train.y, train.base, {
      rounds: 60,
      learningRate: 0.2,
      depth: 2,
      minLeaf: 50,
    });
    expect(again).toEqual(model);
  });
});
