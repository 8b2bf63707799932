// Monte Carlo season simulator: remaining regular season → standings (record, then points for;
// head-to-head first where the league says; division winners seeded first) → playoff bracket → champion.
// Several models can run on the SAME variates (common random numbers), which is how actions are priced.
import { compileSeason, drawsPerSeason, type CompiledSeason } from "./season-compile";
import { createNormalSource } from "./rng";
import type { SeasonInput, SeasonResult, SimOptions } from "./types";

export interface SeasonTally {
  seasons: number;
  playoff: Float64Array; // per team: seasons in the playoffs
  bye: Float64Array;
  title: Float64Array;
  wins: Float64Array; // sum of final wins (½ ties)
  seeds: Float64Array; // T×T: team t finished seed s
  winBins: number; // half-win bins per team
  winHist: Float64Array; // T×winBins: team t finished with k/2 wins
}

/** Discordant season counts between model 0 (base) and another model, for paired standard errors. */
export interface PairTally {
  playoffGain: Float64Array; // base out, model in
  playoffLoss: Float64Array;
  titleGain: Float64Array;
  titleLoss: Float64Array;
}

const newTally = (T: number, winBins = 1): SeasonTally => ({
  seasons: 0,
  playoff: new Float64Array(T),
  bye: new Float64Array(T),
  title: new Float64Array(T),
  wins: new Float64Array(T),
  seeds: new Float64Array(T * T),
  winBins,
  winHist: new Float64Array(T * winBins),
});

/** Half-win bins a season's final win totals can fall in: 0 … the most games any team plays. */
const winBinsOf = (c: CompiledSeason): number => 2 * Math.ceil(Math.max(0, ...c.totalGames)) + 1;

/** Scratch buffers reused across seasons so the hot loop allocates nothing. */
class Scratch {
  scores: Float64Array;
  strength: Float64Array;
  wins: Float64Array;
  pf: Float64Array;
  pct: Float64Array;
  h2h: Float64Array;
  order: Int32Array;
  seeded: Int32Array;
  alive: Int32Array;
  next: Int32Array;
  seedOf: Int32Array;
  weekScores: Float64Array;
  madePlayoff: Uint8Array;
  champion = -1;
  constructor(T: number, W: number) {
    this.scores = new Float64Array(T * W);
    this.strength = new Float64Array(T);
    this.wins = new Float64Array(T);
    this.pf = new Float64Array(T);
    this.pct = new Float64Array(T);
    this.h2h = new Float64Array(T * T);
    this.order = new Int32Array(T);
    this.seeded = new Int32Array(T);
    this.alive = new Int32Array(T);
    this.next = new Int32Array(T);
    this.seedOf = new Int32Array(T);
    this.weekScores = new Float64Array(T);
    this.madePlayoff = new Uint8Array(T);
  }
}

function median(values: Float64Array, n: number): number {
  for (let i = 1; i < n; i++) {
    const v = values[i] as number;
    let j = i - 1;
    while (j >= 0 && (values[j] as number) > v) {
      values[j + 1] = values[j] as number;
      j--;
    }
    values[j + 1] = v;
  }
  const h = n >> 1;
  return n % 2 === 1 ? (values[h] as number) : ((values[h - 1] as number) + (values[h] as number)) / 2;
}

/** Regular season for one model on one season's variates z; fills s.wins, s.pf, s.seeded. */
function playRegularSeason(c: CompiledSeason, z: Float64Array, off: number, s: Scratch): void {
  const { T, W, mean, sd } = c;
  const { scores, wins, pf, pct, order } = s;
  // The season's strength errors: the last T variates of the season's block.
  const zs = off + T * W + T * c.rounds;
  for (let t = 0; t < T; t++) {
    const e = (c.strengthSd[t] as number) * (z[zs + t] as number);
    s.strength[t] = e;
    for (let k = t * W, end = k + W; k < end; k++)
      scores[k] = (mean[k] as number) + e + (sd[k] as number) * (z[off + k] as number);
  }
  wins.set(c.baseWins);
  pf.set(c.basePF);
  if (c.headToHead) s.h2h.set(c.baseH2H);
  const G = c.gameWeek.length;
  for (let g = 0; g < G; g++) {
    const w = c.gameWeek[g] as number,
      h = c.gameHome[g] as number,
      a = c.gameAway[g] as number;
    const sh = scores[h * W + w] as number,
      sa = scores[a * W + w] as number;
    pf[h] = (pf[h] as number) + sh;
    pf[a] = (pf[a] as number) + sa;
    const f = c.gameForced[g] as number; // what-if: the result is fixed, the points still count
    if (f === 1 || (f === 0 && sh > sa)) {
      wins[h] = (wins[h] as number) + 1;
      if (c.headToHead) s.h2h[h * T + a] = (s.h2h[h * T + a] as number) + 1;
    } else if (f === 2 || (f === 0 && sa > sh)) {
      wins[a] = (wins[a] as number) + 1;
      if (c.headToHead) s.h2h[a * T + h] = (s.h2h[a * T + h] as number) + 1;
    } else {
      wins[h] = (wins[h] as number) + 0.5;
      wins[a] = (wins[a] as number) + 0.5;
      if (c.headToHead) {
        s.h2h[h * T + a] = (s.h2h[h * T + a] as number) + 0.5;
        s.h2h[a * T + h] = (s.h2h[a * T + h] as number) + 0.5;
      }
    }
  }
  if (c.medianGame) {
    for (let w = 0; w < W; w++) {
      for (let t = 0; t < T; t++) s.weekScores[t] = scores[t * W + w] as number;
      const m = median(s.weekScores, T);
      for (let t = 0; t < T; t++) {
        const x = scores[t * W + w] as number;
        wins[t] = (wins[t] as number) + (x > m ? 1 : x === m ? 0.5 : 0);
      }
    }
  }
  for (let t = 0; t < T; t++) {
    const g = c.totalGames[t] as number;
    pct[t] = g > 0 ? (wins[t] as number) / g : 0;
    order[t] = t;
  }
  // Insertion sort: win% desc, points for desc, team index asc (stable and deterministic).
  for (let i = 1; i < T; i++) {
    const t = order[i] as number;
    const pt = pct[t] as number,
      ft = pf[t] as number;
    let j = i - 1;
    while (j >= 0) {
      const u = order[j] as number;
      const pu = pct[u] as number;
      if (pu > pt || (pu === pt && (pf[u] as number) >= ft)) break;
      order[j + 1] = u;
      j--;
    }
    order[j + 1] = t;
  }
  if (c.headToHead) applyHeadToHead(c, s);
  seedTeams(c, s);
}

/** Within each group tied on win%, order by win% in games among the group, then points for. */
function applyHeadToHead(c: CompiledSeason, s: Scratch): void {
  const { T } = c;
  const { order, pct, pf, h2h, weekScores: key } = s;
  let i = 0;
  while (i < T) {
    let j = i + 1;
    while (j < T && pct[order[j] as number] === pct[order[i] as number]) j++;
    if (j - i > 1) {
      for (let x = i; x < j; x++) {
        const t = order[x] as number;
        let won = 0,
          games = 0;
        for (let y = i; y < j; y++) {
          const u = order[y] as number;
          if (u === t) continue;
          won += h2h[t * T + u] as number;
          games += (h2h[t * T + u] as number) + (h2h[u * T + t] as number);
        }
        key[t] = games > 0 ? won / games : 0.5;
      }
      for (let x = i + 1; x < j; x++) {
        const t = order[x] as number;
        let y = x - 1;
        while (y >= i) {
          const u = order[y] as number;
          if ((key[u] as number) > (key[t] as number) || (key[u] === key[t] && (pf[u] as number) >= (pf[t] as number)))
            break;
          order[y + 1] = u;
          y--;
        }
        order[y + 1] = t;
      }
    }
    i = j;
  }
}

/** Seeds: division winners first (in standings order), then everyone else in standings order. */
function seedTeams(c: CompiledSeason, s: Scratch): void {
  const { T } = c;
  if (c.divisions <= 0) {
    s.seeded.set(s.order);
  } else {
    const taken = s.madePlayoff; // borrowed as a flag array; reset below
    taken.fill(0);
    let k = 0;
    for (let i = 0; i < T; i++) {
      const t = s.order[i] as number;
      const d = c.division[t] as number;
      if (d < 0) continue;
      let first = true;
      for (let j = 0; j < i; j++)
        if (c.division[s.order[j] as number] === d) {
          first = false;
          break;
        }
      if (first) {
        s.seeded[k++] = t;
        taken[t] = 1;
      }
    }
    for (let i = 0; i < T; i++) {
      const t = s.order[i] as number;
      if (!taken[t]) s.seeded[k++] = t;
    }
  }
  for (let i = 0; i < T; i++) s.seedOf[s.seeded[i] as number] = i;
}

/** Bracket: top seeds take the round-1 byes, highest seed meets lowest, re-seeded every round. */
function playPlayoffs(c: CompiledSeason, z: Float64Array, off: number, s: Scratch): void {
  const P = c.playoffTeams;
  s.champion = -1;
  if (P === 0) return;
  let n = P;
  for (let i = 0; i < P; i++) s.alive[i] = s.seeded[i] as number;
  let round = 0;
  while (n > 1) {
    let byes = round === 0 ? c.playoffByes : 0;
    if ((n - byes) % 2 === 1) byes++;
    if (byes >= n) byes = n - 1;
    let m = 0;
    for (let i = 0; i < byes; i++) s.next[m++] = s.alive[i] as number;
    const playing = n - byes;
    for (let i = 0; i < playing / 2; i++) {
      const hi = s.alive[byes + i] as number,
        lo = s.alive[n - 1 - i] as number;
      const zh = z[off + hi * c.rounds + round] as number,
        zl = z[off + lo * c.rounds + round] as number;
      // A round of L weeks is one game on the sum of L weekly scores: L × (mean + strength), spread √L × sd
      // (independent weeks). One variate per team and round keeps the draws per season fixed.
      const L = (c.roundWeeks[round] as number | undefined) ?? 1,
        rootL = Math.sqrt(L);
      const sh =
        L * ((c.playoffMean[hi] as number) + (s.strength[hi] as number)) + rootL * (c.playoffSd[hi] as number) * zh;
      const sl =
        L * ((c.playoffMean[lo] as number) + (s.strength[lo] as number)) + rootL * (c.playoffSd[lo] as number) * zl;
      s.next[m++] = sl > sh ? lo : hi; // the higher seed wins an exact tie
    }
    // Re-seed: keep survivors in seed order.
    for (let i = 1; i < m; i++) {
      const t = s.next[i] as number;
      let j = i - 1;
      while (j >= 0 && (s.seedOf[s.next[j] as number] as number) > (s.seedOf[t] as number)) {
        s.next[j + 1] = s.next[j] as number;
        j--;
      }
      s.next[j + 1] = t;
    }
    for (let i = 0; i < m; i++) s.alive[i] = s.next[i] as number;
    n = m;
    round++;
  }
  s.champion = s.alive[0] as number;
}

const newPair = (T: number): PairTally => ({
  playoffGain: new Float64Array(T),
  playoffLoss: new Float64Array(T),
  titleGain: new Float64Array(T),
  titleLoss: new Float64Array(T),
});

/**
 * Runs every model on the same variates, season by season. Models must share teams and weeks. `pairs[i]` pairs
 * model i + 1 with model 0 (the base); a model's tallies do not depend on which other models run beside it.
 */
export function runSeasons(
  models: readonly CompiledSeason[],
  opts: SimOptions,
): { tallies: SeasonTally[]; pair: PairTally | null; pairs: PairTally[] } {
  const first = models[0];
  if (!first) return { tallies: [], pair: null, pairs: [] };
  const { T, W } = first;
  const per = drawsPerSeason(first);
  const BLOCK = 64; // seasons of variates drawn per fill call
  const z = new Float64Array(per * BLOCK);
  const source = createNormalSource(opts.seed);
  const tallies = models.map((m) => newTally(T, winBinsOf(m)));
  const scratch = models.map(() => new Scratch(T, W));
  const pairs = models.slice(1).map(() => newPair(T));
  for (let done = 0; done < opts.seasons; done += BLOCK) {
    const count = Math.min(BLOCK, opts.seasons - done);
    source.fill(z, per * count);
    for (let b = 0; b < count; b++) {
      const off = b * per;
      for (let mi = 0; mi < models.length; mi++) {
        const c = models[mi] as CompiledSeason,
          s = scratch[mi] as Scratch,
          tal = tallies[mi] as SeasonTally;
        playRegularSeason(c, z, off, s);
        playPlayoffs(c, z, off + T * W, s);
        tal.seasons++;
        for (let t = 0; t < T; t++) {
          const seed = s.seedOf[t] as number;
          tal.seeds[t * T + seed] = (tal.seeds[t * T + seed] as number) + 1;
          tal.wins[t] = (tal.wins[t] as number) + (s.wins[t] as number);
          const bin = Math.min(tal.winBins - 1, Math.max(0, Math.round(2 * (s.wins[t] as number))));
          tal.winHist[t * tal.winBins + bin] = (tal.winHist[t * tal.winBins + bin] as number) + 1;
          if (seed < c.playoffTeams) tal.playoff[t] = (tal.playoff[t] as number) + 1;
          if (seed < c.playoffByes) tal.bye[t] = (tal.bye[t] as number) + 1;
        }
        if (s.champion >= 0) tal.title[s.champion] = (tal.title[s.champion] as number) + 1;
      }
      const b0 = scratch[0] as Scratch,
        P0 = first.playoffTeams;
      for (let mi = 1; mi < models.length; mi++) {
        const pair = pairs[mi - 1] as PairTally,
          b1 = scratch[mi] as Scratch,
          P1 = (models[mi] as CompiledSeason).playoffTeams;
        for (let t = 0; t < T; t++) {
          const in0 = (b0.seedOf[t] as number) < P0,
            in1 = (b1.seedOf[t] as number) < P1;
          if (in1 && !in0) pair.playoffGain[t] = (pair.playoffGain[t] as number) + 1;
          else if (in0 && !in1) pair.playoffLoss[t] = (pair.playoffLoss[t] as number) + 1;
        }
        if (b0.champion !== b1.champion) {
          if (b1.champion >= 0) pair.titleGain[b1.champion] = (pair.titleGain[b1.champion] as number) + 1;
          if (b0.champion >= 0) pair.titleLoss[b0.champion] = (pair.titleLoss[b0.champion] as number) + 1;
        }
      }
    }
  }
  return { tallies, pair: pairs[0] ?? null, pairs };
}

export function tallyToResult(c: CompiledSeason, tal: SeasonTally): SeasonResult {
  const n = Math.max(1, tal.seasons);
  return {
    seasons: tal.seasons,
    teams: c.teamIds.map((teamId, t) => ({
      teamId,
      playoffOdds: (tal.playoff[t] as number) / n,
      byeOdds: (tal.bye[t] as number) / n,
      titleOdds: (tal.title[t] as number) / n,
      seedDistribution: Array.from(tal.seeds.subarray(t * c.T, (t + 1) * c.T), (x) => x / n),
      expectedWins: (tal.wins[t] as number) / n,
      winDistribution: Array.from(tal.winHist.subarray(t * tal.winBins, (t + 1) * tal.winBins), (x) => x / n),
    })),
  };
}

/** Playoff, bye and title odds per team. Deterministic for a given seed. */
export function simulateSeason(input: SeasonInput, opts: SimOptions): SeasonResult {
  const c = compileSeason(input);
  const { tallies } = runSeasons([c], opts);
  return tallyToResult(c, tallies[0] ?? newTally(c.T, winBinsOf(c)));
}
