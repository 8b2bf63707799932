import { ridge } from "./ridge";

/** y = 2·a + 3·b + 1 exactly, on a small grid. */
const X = Array.from({ length: 40 }, (_, i) => [i % 5, Math.floor(i / 5)]);
const y = X.map(([a, b]) => 2 * (a ?? 0) + 3 * (b ?? 0) + 1);

describe("ridge toward a prior", () => {
  it("recovers the coefficients when the penalty is small", () => {
    const { intercept, coef } = ridge(X, y, [0, 0], 1e-9);
    expect(coef[0]).toBeCloseTo(2, 6);
    expect(coef[1]).toBeCloseTo(3, 6);
    expect(intercept).toBeCloseTo(1, 6);
  });

  it("holds a heavily penalized feature at its prior while the other is fitted", () => {
    const { coef } = ridge(X, y, [1, 0], [1e9, 1e-9]);
    expect(coef[0]).toBeCloseTo(1, 4);
    // a and b are uncorrelated on the grid, so b keeps its own slope.
    expect(coef[1]).toBeCloseTo(3, 4);
  });
});
