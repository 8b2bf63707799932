// One season of weekly data in the shape the fit and the backtest need: per player, actual points,
// the strictly pre-game source projection, the NFL.com baseline projection and prior games.
import type { Position } from "@/lib/domain/league";
import type { PlayerWeek, ProjectionWeek, WeeklyData } from "./weekly-data";

/** PPR when the data carries computed PPR projections; else half-PPR (NFL.com's own scoring ≈ half). */
export type Mode = "PPR" | "HALF";

export interface SeasonPlayer {
  gsis: string;
  name: string;
  position: Position;
  actual: Map<number, PlayerWeek>;
  proj: Map<number, ProjectionWeek>;
}

export interface SeasonData {
  season: number;
  mode: Mode;
  hasEarly: boolean; // the season has pre-kickoff captures (then only those weeks are strictly pre-game)
  players: Map<string, SeasonPlayer>;
  weeks: number[]; // weeks with projections
  teamPlayed: Set<string>; // `${team}|${week}` where the NFL team played (byes are the complement)
}

const REC_PRIOR: Record<Position, number> = { QB: 0, RB: 2.5, WR: 3.5, TE: 3, K: 0, DST: 0 };

export function buildSeason(data: WeeklyData, season: number): SeasonData {
  const players = new Map<string, SeasonPlayer>();
  const teamPlayed = new Set<string>();
  const get = (gsis: string, name: string, position: Position) => {
    let p = players.get(gsis);
    if (!p) players.set(gsis, (p = { gsis, name, position, actual: new Map(), proj: new Map() }));
    return p;
  };
  for (const a of data.actuals) {
    if (a.season !== season) continue;
    get(a.gsis, a.name, a.position).actual.set(a.week, a);
    teamPlayed.add(`${a.team}|${a.week}`);
  }
  const projections = data.projections.filter((p) => p.season === season);
  const positionOf = new Map(data.actuals.map((a) => [a.gsis, a] as const));
  for (const p of projections) {
    const known =
      players.get(p.gsis) ??
      (positionOf.get(p.gsis)
        ? get(p.gsis, positionOf.get(p.gsis)?.name ?? "", positionOf.get(p.gsis)?.position ?? "WR")
        : null);
    known?.proj.set(p.week, p);
  }
  return {
    season,
    mode: projections.some((p) => p.projPpr !== null) ? "PPR" : "HALF",
    hasEarly: projections.some((p) => p.projEarly !== null),
    players,
    weeks: [...new Set(projections.map((p) => p.week))].sort((a, b) => a - b),
    teamPlayed,
  };
}

export const actualPoints = (s: SeasonData, p: SeasonPlayer, week: number) => {
  const a = p.actual.get(week);
  if (!a) return 0;
  return s.mode === "PPR" ? a.ppr : (a.ppr + a.std) / 2;
};

/** This season's games before `week` in which the player recorded a stat, oldest first. */
export const priorGames = (s: SeasonData, p: SeasonPlayer, week: number) =>
  [...p.actual.keys()]
    .filter((w) => w < week)
    .sort((a, b) => a - b)
    .map((w) => actualPoints(s, p, w));

/** NFL.com's final projection in the season's scoring (the baseline). */
export function baselineProjection(s: SeasonData, p: SeasonPlayer, week: number): number | null {
  const pr = p.proj.get(week);
  if (!pr) return null;
  return s.mode === "PPR" ? (pr.projPpr ?? pr.projPts) : pr.projPts;
}

/**
 * Strictly pre-game source projection: the pre-kickoff capture where the season has them (weeks without
 * one give null), else the only projection there is. The capture is in NFL.com scoring (≈ half-PPR), so
 * PPR adds half a point per expected catch, estimated from the player's earlier games this season.
 */
export function sourceProjection(s: SeasonData, p: SeasonPlayer, week: number): number | null {
  const pr = p.proj.get(week);
  if (!pr) return null;
  const raw = s.hasEarly ? pr.projEarly : pr.projPts;
  if (raw === null) return null;
  if (s.mode === "HALF") return raw;
  return raw + 0.5 * expectedReceptions(p, week);
}

/** Catches expected in `week` from the player's earlier games this season (shrunk to a position prior). */
export function expectedReceptions(p: SeasonPlayer, week: number): number {
  const games = [...p.actual.entries()].filter(([w]) => w < week).map(([, a]) => a.receptions);
  return games.length
    ? (games.reduce((x, y) => x + y, 0) + REC_PRIOR[p.position]) / (games.length + 1)
    : REC_PRIOR[p.position];
}

export const isBye = (s: SeasonData, team: string, week: number) => !s.teamPlayed.has(`${team}|${week}`);

/** The player's NFL team as of `week` (latest game at or before it, else his first game). */
export function teamAt(p: SeasonPlayer, week: number): string {
  let best: PlayerWeek | undefined;
  for (const a of p.actual.values()) if (a.week <= week && (!best || a.week > best.week)) best = a;
  return (best ?? [...p.actual.values()][0])?.team ?? p.proj.get(week)?.team ?? "";
}
