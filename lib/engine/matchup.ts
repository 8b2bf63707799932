// Head-to-head matchup: P(win), team score ranges, position battles and live blending.
import type { Position } from "@/lib/domain/league";
import { playerCorrelation } from "./correlation";
import { positionParams, shapeQuantile } from "./distribution";
import { createRng, normalCdf, Z10, Z90 } from "./rng";
import type {
  KeyMatchup,
  LineupPlayer,
  LiveState,
  MatchupAnalysis,
  MatchupOptions,
  PlayerDistribution,
  TeamScoreSummary,
} from "./types";

/** A player's distribution once part of his game is played: actual + max(0, projected − actual) × share left. */
export function liveDistribution(dist: PlayerDistribution, live: LiveState): PlayerDistribution {
  const f = Math.min(1, Math.max(0, live.remainingFraction));
  const remaining = Math.max(0, dist.mean - live.actual) * f;
  const scale = Math.sqrt(f); // the unplayed share of the game carries its share of the variance
  const mean = live.actual + remaining;
  return {
    mean,
    sd: dist.sd * scale,
    floor: live.actual + Math.max(0, remaining + (dist.floor - dist.mean) * scale),
    ceiling: live.actual + remaining + (dist.ceiling - dist.mean) * scale,
    pBoom: f === 0 ? 0 : dist.pBoom,
    pBust: f === 0 ? 0 : dist.pBust,
    volatility: dist.volatility * scale,
  };
}

const effective = (p: LineupPlayer) => (p.live ? liveDistribution(p.dist, p.live) : p.dist);

function covarianceSum(a: readonly LineupPlayer[], b: readonly LineupPlayer[]): number {
  let cov = 0;
  for (const x of a)
    for (const y of b) {
      if (x === y) continue;
      const r = playerCorrelation(x, y);
      if (r !== 0) cov += r * effective(x).sd * effective(y).sd;
    }
  return cov;
}

export function teamScoreSummary(lineup: readonly LineupPlayer[]): TeamScoreSummary {
  let mean = 0;
  let variance = 0;
  for (const p of lineup) {
    const d = effective(p);
    mean += d.mean;
    variance += d.sd * d.sd;
  }
  variance = Math.max(0, variance + covarianceSum(lineup, lineup));
  const sd = Math.sqrt(variance);
  return { mean, sd, floor: Math.max(0, mean + Z10 * sd), ceiling: mean + Z90 * sd };
}

function normalWinProbability(a: readonly LineupPlayer[], b: readonly LineupPlayer[]): number {
  const sa = teamScoreSummary(a);
  const sb = teamScoreSummary(b);
  const variance = sa.sd * sa.sd + sb.sd * sb.sd - 2 * covarianceSum(a, b);
  const diff = sa.mean - sb.mean;
  if (variance <= 1e-12) return diff > 0 ? 1 : diff < 0 ? 0 : 0.5;
  return normalCdf(diff / Math.sqrt(variance));
}

/** Cholesky factor (lower, row-major) of a correlation matrix; a non-PD remainder is floored at 0. */
function cholesky(corr: Float64Array, n: number): Float64Array {
  const l = new Float64Array(n * n);
  for (let i = 0; i < n; i++) {
    for (let j = 0; j <= i; j++) {
      let s = corr[i * n + j] ?? 0;
      for (let k = 0; k < j; k++) s -= (l[i * n + k] ?? 0) * (l[j * n + k] ?? 0);
      l[i * n + j] = i === j ? Math.sqrt(Math.max(s, 1e-9)) : s / (l[j * n + j] ?? 1);
    }
  }
  return l;
}

function monteCarloWinProbability(
  a: readonly LineupPlayer[],
  b: readonly LineupPlayer[],
  sims: number,
  seed: number,
): number {
  const players = [...a, ...b];
  const n = players.length;
  const corr = new Float64Array(n * n);
  for (let i = 0; i < n; i++)
    for (let j = 0; j < n; j++) {
      const pi = players[i];
      const pj = players[j];
      if (pi && pj) corr[i * n + j] = i === j ? 1 : playerCorrelation(pi, pj);
    }
  const l = cholesky(corr, n);
  const dists = players.map(effective);
  const params = players.map((p) => positionParams(p.position));
  const rng = createRng(seed);
  const z = new Float64Array(n);
  let wins = 0;
  for (let s = 0; s < sims; s++) {
    for (let i = 0; i < n; i++) z[i] = rng.normal();
    let diff = 0;
    for (let i = 0; i < n; i++) {
      let u = 0;
      for (let k = 0; k <= i; k++) u += (l[i * n + k] ?? 0) * (z[k] ?? 0);
      const d = dists[i];
      const p = params[i];
      if (!d || !p || d.sd === 0) {
        diff += (i < a.length ? 1 : -1) * (d?.mean ?? 0);
        continue;
      }
      // Gaussian copula into the position's skewed shape; scores can't go below zero by much.
      const x = Math.max(d.mean + d.sd * shapeQuantile(p, normalCdf(u)), -2);
      diff += i < a.length ? x : -x;
    }
    wins += diff > 0 ? 1 : diff === 0 ? 0.5 : 0;
  }
  return wins / sims;
}

/** P(lineup A outscores lineup B). */
export function winProbability(
  a: readonly LineupPlayer[],
  b: readonly LineupPlayer[],
  opts: MatchupOptions = {},
): number {
  if (opts.method === "monte-carlo") return monteCarloWinProbability(a, b, opts.sims ?? 20_000, opts.seed ?? 1);
  return normalWinProbability(a, b);
}

const POSITION_LABEL: Record<Position, string> = { QB: "QB", RB: "RB", WR: "WR", TE: "TE", K: "K", DST: "D/ST" };
const POSITION_ORDER: Position[] = ["QB", "RB", "WR", "TE", "K", "DST"];

function byPosition(lineup: readonly LineupPlayer[]): Map<Position, number> {
  const m = new Map<Position, number>();
  for (const p of lineup) m.set(p.position, (m.get(p.position) ?? 0) + effective(p).mean);
  return m;
}

export function analyzeMatchup(
  you: readonly LineupPlayer[],
  opponent: readonly LineupPlayer[],
  opts: MatchupOptions & { opponentName: string },
): MatchupAnalysis {
  const ys = teamScoreSummary(you);
  const os = teamScoreSummary(opponent);
  const pWin = winProbability(you, opponent, opts);
  const mine = byPosition(you);
  const theirs = byPosition(opponent);
  const keyMatchups: KeyMatchup[] = POSITION_ORDER.filter((pos) => mine.has(pos) || theirs.has(pos)).map((pos) => {
    const delta = Math.round(((mine.get(pos) ?? 0) - (theirs.get(pos) ?? 0)) * 100) / 100;
    return { position: POSITION_LABEL[pos], advantage: delta >= 0 ? "You" : opts.opponentName, delta };
  });
  const floor = Math.round(ys.floor * 100) / 100;
  const ceiling = Math.round(ys.ceiling * 100) / 100;
  return { winProbability: pWin, you: ys, opponent: os, keyMatchups, boomBust: { floor, ceiling } };
}
