// The replayed fantasy league: 12 teams drafted from the shipped season's projections, a round-robin schedule,
// lineups, and per-player points that follow the replay clock (a game in progress counts its share so far).
import type { Position, ScoringSettings, StatLine, TeamRecord } from "@/lib/domain/league";
import { scorePoints } from "@/lib/engine/scoring";
import { gameStateFor, type GameState } from "@/lib/nfl/game-state";
import { weekOfDate } from "@/lib/nfl/season";
import type { ReplayPlayer, ReplaySeason } from "./season-data";
import { round2 } from "@/lib/numbers";

export const TEAMS = 12;
export const REGULAR_WEEKS = 14;
export const STARTERS = ["QB", "RB", "RB", "WR", "WR", "TE", "FLEX", "K"] as const;
const BENCH = 6;
// One round of the draft per entry: every team takes the best player left at that position.
const DRAFT_ROUNDS: (Position | "FLEX")[] = [
  "RB",
  "WR",
  "RB",
  "WR",
  "QB",
  "TE",
  "FLEX",
  "WR",
  "RB",
  "FLEX",
  "QB",
  "TE",
  "K",
  "FLEX",
];
const FLEX = new Set<Position>(["RB", "WR", "TE"]);

export interface ReplayTeam {
  index: number; // 0-based; roster_id / ESPN team id = index + 1
  name: string;
  owner: string;
  players: ReplayPlayer[];
}

export interface ReplayLeague {
  data: ReplaySeason;
  teams: ReplayTeam[];
  /** Week → pairs of team indexes. */
  pairs: (week: number) => [number, number][];
  /** The clock's week (the app's rule: weeks turn on Tuesday morning). */
  week: (now: Date) => number;
  starters: (team: ReplayTeam, week: number, now: Date) => ReplayPlayer[];
  /** A player's stat line in a week so far (null before his game starts, or without a game). */
  actual: (player: ReplayPlayer, week: number, now: Date) => StatLine | null;
  projected: (player: ReplayPlayer, week: number) => StatLine | null;
  teamOf: (player: ReplayPlayer, week: number) => string;
  gameState: (team: string, week: number, now: Date) => GameState | null;
  /** Final when every game of the week is over at `now`. */
  weekFinal: (week: number, now: Date) => boolean;
}

function roundRobin(week: number): [number, number][] {
  // Circle method: team 0 fixed, the others rotate one place a week.
  const others = Array.from({ length: TEAMS - 1 }, (_, i) => i + 1);
  const r = (week - 1) % (TEAMS - 1);
  const rotated = [...others.slice(r), ...others.slice(0, r)];
  const circle = [0, ...rotated];
  return Array.from({ length: TEAMS / 2 }, (_, i) => [circle[i]!, circle[TEAMS - 1 - i]!] as [number, number]);
}

const scaled = (line: StatLine, share: number): StatLine => {
  if (share >= 1) return line;
  const out: StatLine = {};
  for (const [key, value] of Object.entries(line) as [keyof StatLine, number][]) {
    const v = Math.floor(value * share);
    if (v) out[key] = v;
  }
  return out;
};

export function buildLeague(
  data: ReplaySeason,
  names: { team: string; owner: string }[],
  valueScoring: ScoringSettings,
): ReplayLeague {
  const projected = (p: ReplayPlayer, week: number) => data.weeks.get(p.nflcomId)?.get(week)?.projected ?? null;
  const value = (p: ReplayPlayer) =>
    [...(data.weeks.get(p.nflcomId)?.values() ?? [])].reduce(
      (sum, w) => sum + (w.projected ? scorePoints(w.projected, valueScoring) : 0),
      0,
    );
  const pool = [...data.players].map((p) => ({ p, v: value(p) })).sort((a, b) => b.v - a.v);
  const taken = new Set<string>();
  const teams: ReplayTeam[] = names
    .slice(0, TEAMS)
    .map((n, index) => ({ index, name: n.team, owner: n.owner, players: [] }));
  DRAFT_ROUNDS.forEach((position, round) => {
    const order = round % 2 === 0 ? teams : [...teams].reverse();
    for (const team of order) {
      const pick = pool.find(
        ({ p }) => !taken.has(p.nflcomId) && (position === "FLEX" ? FLEX.has(p.position) : p.position === position),
      );
      if (!pick) continue;
      taken.add(pick.p.nflcomId);
      team.players.push(pick.p);
    }
  });

  const gameFor = (team: string, week: number) =>
    data.games.find((g) => g.week === week && (g.homeTeam === team || g.awayTeam === team)) ?? null;
  const teamOf = (p: ReplayPlayer, week: number) => data.weeks.get(p.nflcomId)?.get(week)?.team ?? p.team;
  const gameState = (team: string, week: number, now: Date) => {
    const game = gameFor(team, week);
    return game ? gameStateFor(game, team, now) : null;
  };
  const actual = (p: ReplayPlayer, week: number, now: Date) => {
    const state = gameState(teamOf(p, week), week, now);
    if (!state || state.status === "pre") return null;
    const line = data.weeks.get(p.nflcomId)?.get(week)?.actual ?? {};
    return scaled(line, state.status === "post" ? 1 : state.progress);
  };
  const week = (now: Date) => weekOfDate(now, data.season);
  const weekFinal = (w: number, now: Date) =>
    data.games.filter((g) => g.week === w).every((g) => gameStateFor(g, g.homeTeam, now).status === "post");

  // Lineups the managers set: past weeks by that week's projections; the current and later weeks keep the
  // season-long order (a manager who has not looked yet), so a starter on bye stays in the lineup.
  const starters = (team: ReplayTeam, w: number, now: Date) => {
    const rank = w < week(now) ? (p: ReplayPlayer) => scoreOf(projected(p, w)) : value;
    const scoreOf = (line: StatLine | null) => (line ? scorePoints(line, valueScoring) : -1);
    const left = [...team.players].sort((a, b) => rank(b) - rank(a));
    return STARTERS.map((slot) => {
      const i = left.findIndex((p) => (slot === "FLEX" ? FLEX.has(p.position) : p.position === slot));
      return i < 0 ? null : left.splice(i, 1)[0]!;
    }).filter((p): p is ReplayPlayer => p !== null);
  };

  return {
    data,
    teams,
    pairs: (w) => (w >= 1 && w <= REGULAR_WEEKS ? roundRobin(w) : []),
    week,
    starters,
    actual,
    projected,
    teamOf,
    gameState,
    weekFinal,
  };
}

export const ROSTER_SIZE = STARTERS.length + BENCH;

/** A team's record before the standings are ranked. */
type UnrankedRecord = Omit<TeamRecord, "standing">;

/** Each team's record over the regular-season weeks finished at `now`, scored by `teamPoints`. */
export function records(
  league: ReplayLeague,
  teamPoints: (team: number, week: number) => number,
  now: Date,
): UnrankedRecord[] {
  const rec = league.teams.map(() => ({ wins: 0, losses: 0, ties: 0, pointsFor: 0, pointsAgainst: 0 }));
  for (let w = 1; w < league.week(now) && w <= REGULAR_WEEKS; w++) {
    if (!league.weekFinal(w, now)) continue;
    for (const [a, b] of league.pairs(w)) {
      const [pa, pb] = [teamPoints(a, w), teamPoints(b, w)];
      const [ra, rb] = [rec[a]!, rec[b]!];
      ra.pointsFor = round2(ra.pointsFor + pa);
      rb.pointsFor = round2(rb.pointsFor + pb);
      ra.pointsAgainst = round2(ra.pointsAgainst + pb);
      rb.pointsAgainst = round2(rb.pointsAgainst + pa);
      const [winner, loser] = pa > pb ? [ra, rb] : [rb, ra];
      if (pa === pb) {
        ra.ties += 1;
        rb.ties += 1;
      } else {
        winner.wins += 1;
        loser.losses += 1;
      }
    }
  }
  return rec;
}
