// Ridge regression toward a prior coefficient vector (the source projection taken at face value), with an
// unpenalized intercept; penalties scale with each feature's variance so λ is unit-free. Small dense solve.

/** Solves A·x = b (Gaussian elimination with partial pivoting); A is n×n row-major. */
export function solve(A: number[][], b: number[]): number[] {
  const n = b.length;
  const M = A.map((row, i) => [...row, b[i] ?? 0]);
  for (let c = 0; c < n; c++) {
    let piv = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(M[r]?.[c] ?? 0) > Math.abs(M[piv]?.[c] ?? 0)) piv = r;
    [M[c], M[piv]] = [M[piv] as number[], M[c] as number[]];
    const pr = M[c] as number[];
    const d = pr[c] ?? 0;
    if (Math.abs(d) < 1e-12) continue;
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const row = M[r] as number[];
      const f = (row[c] ?? 0) / d;
      if (f === 0) continue;
      for (let k = c; k <= n; k++) row[k] = (row[k] ?? 0) - f * (pr[k] ?? 0);
    }
  }
  return M.map((row, i) => {
    const d = row[i] ?? 0;
    return Math.abs(d) < 1e-12 ? 0 : (row[n] ?? 0) / d;
  });
}

/** Fit y ≈ intercept + X·coef minimizing Σ(y − ŷ)² + n·Σ λ_j·var_j (coef_j − prior_j)² (one λ, or one per feature). */
export function ridge(
  X: readonly (readonly number[])[],
  y: readonly number[],
  prior: readonly number[],
  lambda: number | readonly number[],
  weights?: readonly number[],
): { intercept: number; coef: number[] } {
  const wt = (i: number) => (weights ? (weights[i] ?? 0) : 1);
  const n = weights ? weights.reduce((a, b) => a + b, 0) : X.length;
  const p = prior.length;
  const mean = new Array<number>(p).fill(0);
  X.forEach((row, i) => {
    for (let j = 0; j < p; j++) mean[j] = (mean[j] ?? 0) + (wt(i) * (row[j] ?? 0)) / n;
  });
  const ym = y.reduce((a, b, i) => a + wt(i) * b, 0) / n;
  // Centered normal equations (the intercept absorbs the means).
  const A = Array.from({ length: p }, () => new Array<number>(p).fill(0));
  const b = new Array<number>(p).fill(0);
  for (let i = 0; i < X.length; i++) {
    const row = X[i] as readonly number[];
    const wi = wt(i);
    const yi = (y[i] ?? 0) - ym;
    for (let j = 0; j < p; j++) {
      const xj = wi * ((row[j] ?? 0) - (mean[j] ?? 0));
      b[j] = (b[j] ?? 0) + xj * yi;
      const Aj = A[j] as number[];
      for (let k = 0; k <= j; k++) Aj[k] = (Aj[k] ?? 0) + xj * ((row[k] ?? 0) - (mean[k] ?? 0));
    }
  }
  for (let j = 0; j < p; j++) for (let k = 0; k < j; k++) (A[k] as number[])[j] = (A[j] as number[])[k] ?? 0;
  for (let j = 0; j < p; j++) {
    const lj = typeof lambda === "number" ? lambda : (lambda[j] ?? 0);
    const pen = lj * Math.max((A[j] as number[])[j] ?? 0, 1e-9); // λ_j·n·var_j
    (A[j] as number[])[j] = ((A[j] as number[])[j] ?? 0) + pen;
    b[j] = (b[j] ?? 0) + pen * (prior[j] ?? 0);
  }
  const coef = solve(A, b);
  const intercept = ym - coef.reduce((s, c, j) => s + c * (mean[j] ?? 0), 0);
  return { intercept, coef };
}

/**
 * Linear quantile regression (pinball loss at tau) by iteratively reweighted ridge: weights
 * tau/|r| above the line and (1 − tau)/|r| below it, |r| floored so the weights stay bounded.
 */
export function quantileRidge(
  X: readonly (readonly number[])[],
  y: readonly number[],
  prior: readonly number[],
  lambda: number | readonly number[],
  tau: number,
  iterations = 30,
): { intercept: number; coef: number[] } {
  let fit = ridge(X, y, prior, lambda);
  for (let it = 0; it < iterations; it++) {
    const w = X.map((row, i) => {
      const r = (y[i] ?? 0) - (fit.intercept + fit.coef.reduce((s, c, j) => s + c * (row[j] ?? 0), 0));
      return (r >= 0 ? tau : 1 - tau) / Math.max(Math.abs(r), 0.25);
    });
    fit = ridge(X, y, prior, lambda, w);
  }
  return fit;
}
