// Strength of schedule: how many points a team's opponents are projected to score — in its remaining
// regular-season games and in the playoff weeks — ranked against the league (1 = hardest).
import { normalCdf } from "./rng";
import type { ScheduledGame, WeeklyScore } from "./types";

export interface StrengthInput {
  teamIds: readonly string[];
  remaining: readonly ScheduledGame[];
  /** teamId → week → that week's projected score (the season simulator's input). */
  weekly: Readonly<Record<string, Readonly<Record<number, WeeklyScore>>>>;
  /** teamId → projected score in a playoff week. */
  playoffMeans: Readonly<Record<string, number>>;
  /** teamId → P(makes the playoffs), fraction: who a team is likely to meet there. */
  playoffOdds: Readonly<Record<string, number>>;
}

export interface TeamStrength {
  teamId: string;
  games: number;
  /** Mean projected points of the remaining opponents (null: no games left). */
  remaining: number | null;
  remainingRank: number | null;
  /** Expected playoff opponent's projected points: the other teams weighted by their playoff odds. */
  playoff: number | null;
  playoffRank: number | null;
}

function rankDescending(values: Map<string, number | null>): Map<string, number | null> {
  const sorted = [...values].filter((e): e is [string, number] => e[1] !== null).sort((a, b) => b[1] - a[1]);
  const ranks = new Map<string, number | null>([...values.keys()].map((k) => [k, null]));
  sorted.forEach(([id, v], i) => {
    const prev = sorted[i - 1];
    ranks.set(id, prev && prev[1] === v ? (ranks.get(prev[0]) ?? i + 1) : i + 1);
  });
  return ranks;
}

export function scheduleStrength(input: StrengthInput): TeamStrength[] {
  const remaining = new Map<string, number | null>();
  const games = new Map<string, number>();
  for (const id of input.teamIds) {
    let sum = 0,
      n = 0;
    for (const g of input.remaining) {
      const opp = g.home === id ? g.away : g.away === id ? g.home : null;
      if (!opp) continue;
      const s = input.weekly[opp]?.[g.week];
      if (!s) continue;
      sum += s.mean;
      n++;
    }
    remaining.set(id, n > 0 ? sum / n : null);
    games.set(id, n);
  }
  const playoff = new Map<string, number | null>();
  for (const id of input.teamIds) {
    let sum = 0,
      weight = 0;
    for (const other of input.teamIds) {
      if (other === id) continue;
      const w = input.playoffOdds[other] ?? 0,
        m = input.playoffMeans[other];
      if (m === undefined || w <= 0) continue;
      sum += w * m;
      weight += w;
    }
    playoff.set(id, weight > 0 ? sum / weight : null);
  }
  const rr = rankDescending(remaining),
    pr = rankDescending(playoff);
  return input.teamIds.map((id) => ({
    teamId: id,
    games: games.get(id) ?? 0,
    remaining: remaining.get(id) ?? null,
    remainingRank: rr.get(id) ?? null,
    playoff: playoff.get(id) ?? null,
    playoffRank: pr.get(id) ?? null,
  }));
}

/** P(a outscores b) for two independent normal weekly scores. */
export function weeklyWinProbability(a: WeeklyScore, b: WeeklyScore): number {
  const sd = Math.sqrt(a.sd * a.sd + b.sd * b.sd);
  if (sd === 0) return a.mean > b.mean ? 1 : a.mean < b.mean ? 0 : 0.5;
  return normalCdf((a.mean - b.mean) / sd);
}
