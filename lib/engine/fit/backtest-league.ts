// Backtest leagues built from a real season: deterministic snake drafts, weekly distributions from
// strictly pre-game information, lineups by our optimizer and by "start the higher NFL.com projection".
import type { Position, SlotCode } from "@/lib/domain/league";
import { playerDistribution } from "../distribution";
import { bestExpectedLineup } from "../lineup";
import { createRng } from "../rng";
import type { PlayerDistribution, RosterPlayer } from "../types";
import {
  baselineProjection,
  priorGames,
  sourceProjection,
  teamAt,
  type SeasonData,
  type SeasonPlayer,
} from "./season-data";

export const SLOTS: SlotCode[] = ["QB", "RB", "RB", "WR", "WR", "TE", "FLEX", "BE", "BE", "BE", "BE", "BE", "BE"];
const CAPS: Record<string, number> = { QB: 2, RB: 5, WR: 5, TE: 2 };
const MINS: Record<string, number> = { QB: 1, RB: 2, WR: 2, TE: 1 };

/** 12 rosters of 13 by snake draft on early-season NFL.com projections with per-league noise (seeded). */
export function draftLeague(s: SeasonData, teams: number, seed: number): SeasonPlayer[][] {
  const rng = createRng(seed);
  const early = s.weeks.slice(0, 4);
  const pool = [...s.players.values()]
    .map((p) => {
      const proj = early.map((w) => baselineProjection(s, p, w) ?? 0);
      return { p, value: (proj.reduce((a, b) => a + b, 0) / Math.max(1, early.length)) * (1 + 0.2 * rng.normal()) };
    })
    .filter((x) => x.value > 0)
    .sort((a, b) => b.value - a.value);
  const rosters: SeasonPlayer[][] = Array.from({ length: teams }, () => []);
  const taken = new Set<string>();
  for (let round = 0; round < SLOTS.length; round++) {
    for (let k = 0; k < teams; k++) {
      const t = round % 2 === 0 ? k : teams - 1 - k;
      const roster = rosters[t] as SeasonPlayer[];
      const count = (pos: Position) => roster.filter((p) => p.position === pos).length;
      const picksLeft = SLOTS.length - roster.length - 1;
      const missing = (pos: string) =>
        Object.entries(MINS).reduce(
          (m, [q, min]) => m + Math.max(0, min - count(q as Position) - (q === pos ? 1 : 0)),
          0,
        );
      const pick = pool.find(
        ({ p }) =>
          !taken.has(p.gsis) && count(p.position) < (CAPS[p.position] ?? 0) && missing(p.position) <= picksLeft,
      );
      if (!pick) continue;
      taken.add(pick.p.gsis);
      roster.push(pick.p);
    }
  }
  return rosters;
}

export interface WeekPlayer extends RosterPlayer {
  baseline: number; // NFL.com final projection (0 when none; may carry late-week news)
  pregame: number; // the strictly pre-game source projection (0 when none)
  source: SeasonPlayer;
}

/** The engine's distribution for a player-week (the backtest passes the model and pre-game features). */
export type WeekDistribution = (p: SeasonPlayer, week: number, onBye: boolean) => PlayerDistribution;

const defaultDistribution =
  (s: SeasonData): WeekDistribution =>
  (p, week, onBye) =>
    playerDistribution({
      position: p.position,
      projection: sourceProjection(s, p, week),
      recentPoints: priorGames(s, p, week),
      onBye,
    });

export function weekPlayers(
  s: SeasonData,
  roster: readonly SeasonPlayer[],
  week: number,
  distribution: WeekDistribution = defaultDistribution(s),
): WeekPlayer[] {
  return roster.map((p) => {
    const dist = distribution(p, week, !p.proj.has(week)); // no projection row = bye week or not on an NFL roster
    return {
      id: p.gsis,
      name: p.name,
      position: p.position,
      nflTeam: teamAt(p, week - 1) || null,
      onBye: !p.proj.has(week),
      dist,
      baseline: baselineProjection(s, p, week) ?? 0,
      pregame: sourceProjection(s, p, week) ?? 0,
      source: p,
    };
  });
}

/** "Start the higher projection": the max-projection lineup on the pre-game or the final NFL.com projection. */
export function baselineLineup(players: readonly WeekPlayer[], which: "pregame" | "final"): string[] {
  const asBaseline = players.map((p) => ({
    ...p,
    dist: { ...p.dist, mean: which === "final" ? p.baseline : p.pregame },
  }));
  return bestExpectedLineup(SLOTS, asBaseline).flatMap((a) => (a.playerId ? [a.playerId] : []));
}
