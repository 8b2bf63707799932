// Rounding for what the app shows and stores: points to two decimals, probabilities as percents to one.

/** Points to two decimals: 12.345 → 12.35. */
export const round2 = (n: number): number => Math.round(n * 100) / 100;

/** A fraction (0–1) as a percent to one decimal: 0.4567 → 45.7. */
export const percentPoints = (fraction: number): number => Math.round(fraction * 1000) / 10;
