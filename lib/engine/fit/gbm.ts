// Gradient-boosted regression trees with quantile (pinball) loss, boosting the residual of a base
// prediction (the source projection). Friedman's TreeBoost: each round fits a shallow least-squares tree
// to the loss's negative gradient (τ above the prediction, τ − 1 below), then sets every leaf to the
// τ-quantile of the current residuals in it (the exact line search for pinball loss), shrunk by the
// learning rate. τ = 0.5 is absolute-error (LAD) boosting. Split candidates are feature quantiles (binned).

import { createRng } from "../rng";

export interface Tree {
  // node i: feature[i] < 0 → leaf with value[i]; else go left when x[feature] <= threshold[i]
  feature: number[];
  threshold: number[];
  left: number[];
  right: number[];
  value: number[];
}

export interface GbmParams {
  tau: number; // quantile (0.5 = median / absolute error)
  rounds: number;
  learningRate: number;
  depth: number;
  minLeaf: number;
  bins: number; // split candidates per feature
  subsample: number; // share of rows per round (1 = all)
  seed: number;
}

export const DEFAULT_GBM: GbmParams = {
  tau: 0.5,
  rounds: 300,
  learningRate: 0.05,
  depth: 3,
  minLeaf: 50,
  bins: 32,
  subsample: 1,
  seed: 1,
};

export interface GbmModel {
  init: number; // constant added to the base prediction
  trees: Tree[]; // leaf values already scaled by the learning rate
}

/** The leaf `x` falls in (trees are at most a few levels deep, so the walk is short). */
function leafOf(t: Tree, x: readonly number[]): number {
  let i = 0;
  for (let f = t.feature[0] ?? -1; f >= 0; f = t.feature[i] ?? -1)
    i = (x[f] ?? 0) <= (t.threshold[i] ?? 0) ? (t.left[i] ?? 0) : (t.right[i] ?? 0);
  return i;
}

export function predictGbm(m: GbmModel, base: number, x: readonly number[]): number {
  let y = base + m.init;
  for (const t of m.trees) y += t.value[leafOf(t, x)] ?? 0;
  return y;
}

/** τ-quantile of values (lower order statistic at ⌊τ·(n−1)⌋ interpolated). */
export function quantileOf(values: number[], tau: number): number {
  if (values.length === 0) return 0;
  values.sort((a, b) => a - b);
  const pos = tau * (values.length - 1);
  const lo = Math.floor(pos);
  const hi = Math.min(values.length - 1, lo + 1);
  const t = pos - lo;
  return (values[lo] ?? 0) * (1 - t) + (values[hi] ?? 0) * t;
}

/** Per-feature split thresholds (distinct quantiles of the training values). */
function binEdges(X: readonly (readonly number[])[], d: number, bins: number): number[][] {
  const edges: number[][] = [];
  for (let j = 0; j < d; j++) {
    const v = X.map((x) => x[j] ?? 0).sort((a, b) => a - b);
    const e: number[] = [];
    for (let b = 1; b < bins; b++) {
      const q = v[Math.floor((b / bins) * (v.length - 1))] ?? 0;
      if (e.length === 0 || q > (e[e.length - 1] ?? 0)) e.push(q);
    }
    // the top edge must leave something on the right
    while (e.length > 0 && (e[e.length - 1] ?? 0) >= (v[v.length - 1] ?? 0)) e.pop();
    edges.push(e);
  }
  return edges;
}

function binIndex(edges: readonly number[], x: number): number {
  let lo = 0,
    hi = edges.length; // bin k: edges[k-1] < x <= edges[k]
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (x <= (edges[mid] ?? 0)) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

export function fitGbm(
  X: readonly (readonly number[])[],
  y: readonly number[],
  base: readonly number[],
  params: Partial<GbmParams> = {},
): GbmModel {
  const p = { ...DEFAULT_GBM, ...params };
  const n = X.length;
  const d = X[0]?.length ?? 0;
  const edges = binEdges(X, d, p.bins);
  const B = new Uint8Array(n * d);
  for (let i = 0; i < n; i++) for (let j = 0; j < d; j++) B[i * d + j] = binIndex(edges[j] ?? [], X[i]?.[j] ?? 0);
  const F = new Float64Array(n);
  const init = quantileOf(
    y.map((v, i) => v - (base[i] ?? 0)),
    p.tau,
  );
  for (let i = 0; i < n; i++) F[i] = (base[i] ?? 0) + init;
  const g = new Float64Array(n);
  const rand = createRng(p.seed).next;
  const trees: Tree[] = [];
  const maxBins = p.bins + 1;
  const cnt = new Float64Array(maxBins),
    sum = new Float64Array(maxBins);
  for (let r = 0; r < p.rounds; r++) {
    for (let i = 0; i < n; i++) g[i] = (y[i] ?? 0) > (F[i] ?? 0) ? p.tau : p.tau - 1;
    let rows: number[] = [];
    for (let i = 0; i < n; i++) if (p.subsample >= 1 || rand() < p.subsample) rows.push(i);
    if (rows.length < 2 * p.minLeaf) rows = Array.from({ length: n }, (_, i) => i);
    const tree: Tree = { feature: [], threshold: [], left: [], right: [], value: [] };
    const leaves: number[] = [];
    const grow = (idx: number[], depth: number): number => {
      const node = tree.feature.length;
      tree.feature.push(-1);
      tree.threshold.push(0);
      tree.left.push(-1);
      tree.right.push(-1);
      tree.value.push(0);
      if (depth >= p.depth || idx.length < 2 * p.minLeaf) {
        leaves.push(node);
        return node;
      }
      let total = 0;
      for (const i of idx) total += g[i] ?? 0;
      const parentScore = (total * total) / idx.length;
      let best = { gain: 1e-9, f: -1, b: -1 };
      for (let j = 0; j < d; j++) {
        const nb = (edges[j]?.length ?? 0) + 1;
        if (nb < 2) continue;
        cnt.fill(0, 0, nb);
        sum.fill(0, 0, nb);
        for (const i of idx) {
          const b = B[i * d + j] ?? 0;
          cnt[b] = (cnt[b] ?? 0) + 1;
          sum[b] = (sum[b] ?? 0) + (g[i] ?? 0);
        }
        let cl = 0,
          sl = 0;
        for (let b = 0; b < nb - 1; b++) {
          cl += cnt[b] ?? 0;
          sl += sum[b] ?? 0;
          const cr = idx.length - cl;
          if (cl < p.minLeaf) continue;
          if (cr < p.minLeaf) break;
          const sr = total - sl;
          const gain = (sl * sl) / cl + (sr * sr) / cr - parentScore;
          if (gain > best.gain) best = { gain, f: j, b };
        }
      }
      if (best.f < 0) {
        leaves.push(node);
        return node;
      }
      const L: number[] = [],
        R: number[] = [];
      for (const i of idx) ((B[i * d + best.f] ?? 0) <= best.b ? L : R).push(i);
      tree.feature[node] = best.f;
      tree.threshold[node] = edges[best.f]?.[best.b] ?? 0;
      tree.left[node] = grow(L, depth + 1);
      tree.right[node] = grow(R, depth + 1);
      return node;
    };
    grow(rows, 0);
    // leaf values: τ-quantile of the residuals of ALL rows falling in the leaf (exact pinball line search)
    // A row goes left when its bin is at most the split's bin, i.e. when its value is at most the threshold.
    const leaf = X.map((x) => leafOf(tree, x));
    const members = new Map<number, number[]>();
    for (let i = 0; i < n; i++) {
      const node = leaf[i] ?? 0;
      const residuals = members.get(node) ?? [];
      residuals.push((y[i] ?? 0) - (F[i] ?? 0));
      members.set(node, residuals);
    }
    for (const node of leaves) {
      const res = members.get(node) ?? [];
      tree.value[node] = p.learningRate * quantileOf(res, p.tau);
    }
    for (let i = 0; i < n; i++) F[i] = (F[i] ?? 0) + (tree.value[leaf[i] ?? 0] ?? 0);
    trees.push(roundTree(tree));
  }
  return { init, trees };
}

const r6 = (x: number) => Math.round(x * 1e6) / 1e6;
function roundTree(t: Tree): Tree {
  return { ...t, value: t.value.map(r6) };
}
