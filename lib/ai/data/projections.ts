import "server-only";
// Player-week projections for the AI tools: bundled NFL data (lib/nfl) through the engine's distributions,
// in the league's scoring (or PPR without a league). Every number the tools report is computed here or in the engine.
import type { Position, ScoringSettings } from "@/lib/domain/league";
import { playerDistribution, scorePoints } from "@/lib/engine";
import type { PlayerDistribution } from "@/lib/engine";
import { playerSeasonWeeks, type PlayerSeasonWeek, type NflPlayerRef } from "@/lib/nfl";
import type { WeekProjection } from "@/lib/ai/tools/types";

export interface Scoring {
  label: string; // "PPR" or "league scoring"
  settings: ScoringSettings | null; // null = the precomputed PPR points
}

export const LANDING_SCORING: Scoring = { label: "PPR", settings: null };

export interface PlayerSeason {
  ref: NflPlayerRef;
  position: Position;
  weeks: PlayerSeasonWeek[];
}

const round1 = (n: number) => Math.round(n * 10) / 10;
/** A probability (0–1) as percentage points with one decimal, e.g. 0.1234 → 12.3. */
export const percentPoints = (fraction: number) => Math.round(fraction * 1000) / 10;

export function actualPoints(w: PlayerSeasonWeek, scoring: Scoring): number | null {
  if (!w.actual) return null;
  return scoring.settings ? scorePoints(w.actual.stats, scoring.settings) : w.actual.ptsPpr;
}

export function projectedPoints(w: PlayerSeasonWeek, scoring: Scoring): number | null {
  if (!w.projection) return null;
  return scoring.settings ? scorePoints(w.projection.projStats, scoring.settings) : w.projection.projPpr;
}

export function loadSeason(ref: NflPlayerRef, position: Position, season: number): PlayerSeason {
  return { ref, position, weeks: playerSeasonWeeks({ ...ref, season }) };
}

/** Games played before `week`, oldest → newest. */
export function gamesBefore(s: PlayerSeason, week: number, scoring: Scoring): { week: number; points: number }[] {
  const out: { week: number; points: number }[] = [];
  for (const w of s.weeks) {
    if (w.week >= week || w.isBye) continue;
    const points = actualPoints(w, scoring);
    if (points !== null) out.push({ week: w.week, points: round1(points) });
  }
  return out;
}

export function distributionFor(s: PlayerSeason, week: number, scoring: Scoring, injuryStatus?: string | null): PlayerDistribution {
  const w = s.weeks.find((x) => x.week === week);
  return playerDistribution({
    position: s.position,
    projection: w ? projectedPoints(w, scoring) : null,
    recentPoints: gamesBefore(s, week, scoring).map((g) => g.points),
    onBye: w?.isBye ?? false,
    injuryStatus: injuryStatus ?? undefined,
  });
}

export function weekProjection(s: PlayerSeason, week: number, scoring: Scoring, injuryStatus?: string | null): WeekProjection {
  const w = s.weeks.find((x) => x.week === week);
  const dist = distributionFor(s, week, scoring, injuryStatus);
  const opp = w?.projection?.opponent ?? w?.actual?.opponent ?? null;
  return {
    week,
    opponent: w?.isBye ? null : opp,
    bye: w?.isBye ?? false,
    mean: round1(dist.mean),
    floor: round1(dist.floor),
    ceiling: round1(dist.ceiling),
    volatility: Math.round(dist.volatility * 100) / 100,
  };
}

/** Sum of weekly means from `week` through `lastWeek` (byes count zero); injuries apply to this week only. */
export function restOfSeason(s: PlayerSeason, week: number, lastWeek: number, scoring: Scoring, injuryStatus?: string | null) {
  let mean = 0;
  const means: number[] = [];
  for (let wk = week; wk <= lastWeek; wk++) {
    const m = distributionFor(s, wk, scoring, wk === week ? injuryStatus : null).mean;
    means.push(m);
    mean += m;
  }
  return { weeks: lastWeek - week + 1, mean: round1(mean), means };
}
