// Seeded PRNG (sfc32, 32-bit state words) and standard-normal variates (Box–Muller, both outputs used).
// Deterministic for a given seed on every JS engine.

export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Standard normal. */
  normal(): number;
}

export function createRng(seed: number): Rng {
  let a = 0x9e3779b9 ^ (seed | 0);
  let b = 0x243f6a88 ^ Math.imul(seed | 0, 0x85ebca6b);
  let c = 0xb7e15162;
  let d = 1;
  let spare = 0;
  let hasSpare = false;
  const u32 = () => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  };
  for (let i = 0; i < 12; i++) u32(); // warm-up mixes the seed through the state
  const next = () => u32() / 4294967296;
  const normal = () => {
    if (hasSpare) {
      hasSpare = false;
      return spare;
    }
    const u = (u32() + 1) / 4294967297; // (0, 1): log never sees 0
    const r = Math.sqrt(-2 * Math.log(u));
    const theta = 2 * Math.PI * next();
    spare = r * Math.sin(theta);
    hasSpare = true;
    return r * Math.cos(theta);
  };
  return { next, normal };
}

/** Standard normal CDF (Abramowitz–Stegun 7.1.26 via erf; |error| < 1.5e-7). */
export function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-x * x);
  return z >= 0 ? 0.5 * (1 + erf) : 0.5 * (1 - erf);
}

export const Z10 = -1.2815515655446004; // Φ⁻¹(0.10)
export const Z90 = 1.2815515655446004;

/**
 * Bulk standard normals for hot loops: sfc32 inlined with Marsaglia's polar method (no trig calls).
 * `fill(out, n)` writes n variates to out[0..n). Deterministic under the seed. The generator's step is written out
 * again here on purpose: calling it as a shared function cost a fifth of the season simulator's throughput
 * (`npx tsx bench/season-sim.bench.ts`: about 300,000 seasons/s inlined, 240,000 through a shared step).
 */
export function createNormalSource(seed: number): { fill(out: Float64Array, n: number): void } {
  let a = 0x9e3779b9 ^ (seed | 0);
  let b = 0x243f6a88 ^ Math.imul(seed | 0, 0x85ebca6b);
  let c = 0xb7e15162;
  let d = 1;
  const step = () => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t;
  };
  for (let i = 0; i < 12; i++) step();
  const INV = 1 / 2147483648; // signed int32 → [−1, 1)
  return {
    fill(out: Float64Array, n: number) {
      let i = 0;
      while (i < n) {
        let t = (((a + b) | 0) + d) | 0;
        d = (d + 1) | 0;
        a = b ^ (b >>> 9);
        b = (c + (c << 3)) | 0;
        c = (c << 21) | (c >>> 11);
        c = (c + t) | 0;
        const u = t * INV;
        t = (((a + b) | 0) + d) | 0;
        d = (d + 1) | 0;
        a = b ^ (b >>> 9);
        b = (c + (c << 3)) | 0;
        c = (c << 21) | (c >>> 11);
        c = (c + t) | 0;
        const v = t * INV;
        const s = u * u + v * v;
        if (s >= 1 || s === 0) continue;
        const m = Math.sqrt((-2 * Math.log(s)) / s);
        out[i++] = u * m;
        if (i < n) out[i++] = v * m;
      }
    },
  };
}
