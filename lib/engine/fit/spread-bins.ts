// What both fits of a residual spread line share: the residuals binned by 2-point bins of the mean, and the weighted
// least-squares sums of the bins' rms against their mean (bins with fewer than `minCount` rows left out).

export interface SpreadSums {
  sw: number;
  sx: number;
  sy: number;
  sxx: number;
  sxy: number;
}

export function binnedRmsSums(pairs: readonly { m: number; r: number }[], minCount: number): SpreadSums {
  const bins = new Map<number, { n: number; ss: number; sm: number }>();
  for (const { m, r } of pairs) {
    const k = Math.min(15, Math.floor(m / 2));
    const b = bins.get(k) ?? { n: 0, ss: 0, sm: 0 };
    b.n++;
    b.ss += r * r;
    b.sm += m;
    bins.set(k, b);
  }
  const sums = { sw: 0, sx: 0, sy: 0, sxx: 0, sxy: 0 };
  for (const b of bins.values()) {
    if (b.n < minCount) continue;
    const x = b.sm / b.n,
      y = Math.sqrt(b.ss / b.n),
      w = b.n;
    sums.sw += w;
    sums.sx += w * x;
    sums.sy += w * y;
    sums.sxx += w * x * x;
    sums.sxy += w * x * y;
  }
  return sums;
}

/** The q-quantile of sorted values (nearest rank). */
export const quantile = (sorted: readonly number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.round(q * (sorted.length - 1))))] ?? 0;
