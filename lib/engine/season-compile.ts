// Turns a SeasonInput (ids, records) into flat typed arrays the simulator's hot loop can walk.
import type { PlayedGame, SeasonInput, WeeklyScore } from "./types";
import { bracketRounds } from "@/lib/domain/bracket";

export interface CompiledSeason {
  teamIds: string[];
  T: number;
  W: number; // remaining regular-season weeks
  weeks: number[];
  mean: Float64Array; // T×W
  sd: Float64Array; // T×W
  gameWeek: Int32Array;
  gameHome: Int32Array;
  gameAway: Int32Array;
  gameForced: Int8Array; // 0 = played out, 1 = home wins, 2 = away wins, 3 = tie (what-if)
  baseWins: Float64Array; // wins + ½ ties so far
  basePF: Float64Array;
  totalGames: Float64Array; // games at season end (median games included)
  baseH2H: Float64Array; // T×T: i's wins (½ ties) over j so far
  playoffMean: Float64Array;
  playoffSd: Float64Array;
  strengthSd: Float64Array; // per team: sd of its season-long strength error (one draw per season)
  division: Int32Array; // −1 = none
  divisions: number;
  playoffTeams: number;
  playoffByes: number;
  headToHead: boolean;
  medianGame: boolean;
  rounds: number; // max playoff rounds (normals reserved per team)
  roundWeeks: Float64Array; // weeks per playoff round (length `rounds`; 1 unless the league says 2)
}

const DEFAULT_SCORE: WeeklyScore = { mean: 0, sd: 0 };

// Team strength is an estimate. Fitted on the 2024 backtest leagues at mid-season (24 leagues × 12 teams,
// rest-of-season average vs the model's weekly means): realized strength regresses to the league mean
// with slope 0.90, and the error left is persistent (it hits every remaining week alike) with variance
// ≈ 0.13 × the weekly score variance. Without both, odds come out too sure of the standings.
export const STRENGTH_SHRINK = 0.9;
export const STRENGTH_SD_SHARE = 0.36;

/** Pulls each team's mean toward the league average of the same week (or playoff round). */
function shrinkTowardLeague(values: Float64Array, T: number, W: number, w: number): void {
  if (T < 2) return;
  let sum = 0;
  for (let t = 0; t < T; t++) sum += values[t * W + w] as number;
  const avg = sum / T;
  for (let t = 0; t < T; t++) values[t * W + w] = avg + STRENGTH_SHRINK * ((values[t * W + w] as number) - avg);
}

export function compileSeason(input: SeasonInput): CompiledSeason {
  const teamIds = input.teams.map((t) => t.id);
  const index = new Map(teamIds.map((id, i) => [id, i]));
  const T = teamIds.length;
  const weeks = [...new Set(input.remaining.map((g) => g.week))].sort((a, b) => a - b);
  const W = weeks.length;
  const weekIndex = new Map(weeks.map((w, i) => [w, i]));
  const mean = new Float64Array(T * W);
  const sd = new Float64Array(T * W);
  const playoffMean = new Float64Array(T);
  const playoffSd = new Float64Array(T);
  teamIds.forEach((id, t) => {
    let sumMean = 0;
    let sumVar = 0;
    weeks.forEach((w, wi) => {
      const s = input.weekly[id]?.[w] ?? DEFAULT_SCORE;
      mean[t * W + wi] = s.mean;
      sd[t * W + wi] = s.sd;
      sumMean += s.mean;
      sumVar += s.sd * s.sd;
    });
    // Playoff weeks: the given distribution, else the team's average remaining week.
    const po =
      input.playoff?.[id] ??
      (W > 0
        ? { mean: sumMean / W, sd: Math.sqrt(sumVar / W) }
        : (input.weekly[id]?.[Math.max(...Object.keys(input.weekly[id] ?? {}).map(Number))] ?? DEFAULT_SCORE));
    playoffMean[t] = po.mean;
    playoffSd[t] = po.sd;
  });
  for (let w = 0; w < W; w++) shrinkTowardLeague(mean, T, W, w);
  shrinkTowardLeague(playoffMean, T, 1, 0);
  // Persistent strength error: a share of the team's typical weekly spread (0 for a known, fixed score).
  const strengthSd = Float64Array.from(teamIds, (_, t) => {
    let v = 0;
    for (let w = 0; w < W; w++) v += (sd[t * W + w] as number) ** 2;
    return STRENGTH_SD_SHARE * Math.sqrt(W > 0 ? v / W : (playoffSd[t] as number) ** 2);
  });

  const games = input.remaining.filter((g) => index.has(g.home) && index.has(g.away));
  const gameWeek = Int32Array.from(games, (g) => weekIndex.get(g.week) ?? 0);
  const gameHome = Int32Array.from(games, (g) => index.get(g.home) ?? 0);
  const gameAway = Int32Array.from(games, (g) => index.get(g.away) ?? 0);
  const forcedCode = { home: 1, away: 2, tie: 3 } as const;
  const gameForced = Int8Array.from(games, (g) => {
    const f = input.forced?.find((x) => x.week === g.week && x.home === g.home && x.away === g.away);
    return f ? forcedCode[f.result] : 0;
  });

  const baseWins = Float64Array.from(input.teams, (t) => t.wins + 0.5 * t.ties);
  const basePF = Float64Array.from(input.teams, (t) => t.pointsFor);
  const totalGames = Float64Array.from(input.teams, (t) => t.wins + t.losses + t.ties);
  for (let g = 0; g < games.length; g++) {
    totalGames[gameHome[g] ?? 0] = (totalGames[gameHome[g] ?? 0] as number) + 1;
    totalGames[gameAway[g] ?? 0] = (totalGames[gameAway[g] ?? 0] as number) + 1;
  }
  if (input.rules.medianGame) for (let t = 0; t < T; t++) totalGames[t] = (totalGames[t] as number) + W;

  const baseH2H = headToHead(input.played ?? [], index, T);

  const playoffTeams = Math.min(T, Math.max(0, input.rules.playoffTeams));
  const rounds = bracketRounds(playoffTeams, Math.min(playoffTeams, Math.max(0, input.rules.playoffByes)));
  return {
    teamIds,
    T,
    W,
    weeks,
    mean,
    sd,
    gameWeek,
    gameHome,
    gameAway,
    gameForced,
    baseWins,
    basePF,
    totalGames,
    baseH2H,
    playoffMean,
    playoffSd,
    strengthSd,
    division: Int32Array.from(input.teams, (t) =>
      input.rules.divisions > 0 && t.division !== undefined ? t.division : -1,
    ),
    divisions: input.rules.divisions,
    playoffTeams,
    playoffByes: Math.min(playoffTeams, Math.max(0, input.rules.playoffByes)),
    headToHead: input.rules.tiebreaker === "head_to_head",
    medianGame: input.rules.medianGame,
    rounds,
    roundWeeks: Float64Array.from({ length: rounds }, (_, r) => Math.max(1, input.rules.playoffRoundWeeks?.[r] ?? 1)),
  };
}

/** Normals one simulated season consumes (fixed, so every model run on one seed sees the same variates). */
export const drawsPerSeason = (c: CompiledSeason) => c.T * c.W + c.T * c.rounds + c.T;

/** T×T head-to-head record of the games played so far: [i·T + j] is i's wins over j, a tie counting ½. */
export function headToHead(played: readonly PlayedGame[], index: ReadonlyMap<string, number>, T: number): Float64Array {
  const h2h = new Float64Array(T * T);
  for (const g of played) {
    const h = index.get(g.home);
    const a = index.get(g.away);
    if (h === undefined || a === undefined) continue;
    if (g.homeScore > g.awayScore) h2h[h * T + a] = (h2h[h * T + a] as number) + 1;
    else if (g.awayScore > g.homeScore) h2h[a * T + h] = (h2h[a * T + h] as number) + 1;
    else {
      h2h[h * T + a] = (h2h[h * T + a] as number) + 0.5;
      h2h[a * T + h] = (h2h[a * T + h] as number) + 0.5;
    }
  }
  return h2h;
}
