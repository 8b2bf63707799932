import "server-only";
// Player-week projections for the AI tools, read from the one player-week module (lib/league-model/week-distributions)
// in the league's scoring (or PPR without a league), so a tool quotes the same mean, floor and ceiling as the cards.
import type { Position, ScoringSettings } from "@/lib/domain/league";
import type { PlayerDistribution } from "@/lib/engine";
import type { GameState, NflPlayerRef, PlayerSeasonWeek } from "@/lib/nfl";
import {
  gamesBefore as dataGamesBefore,
  preGameWeek,
  seasonWeeks,
  dataActual,
  withGame,
  type PlayerWeek,
  type PreGameWeek,
  type WeekSubject,
} from "@/lib/league-model/week-distributions";
import { restOfSeasonPoints, type RestOfSeason } from "@/lib/league-model/rest-of-season";
import { restOfSeasonSpan } from "@/lib/rules/rest-of-season";
import type { RestOfSeasonFigure, WeekProjection } from "@/lib/ai/tools/types";
import { round2 } from "@/lib/numbers";

export interface Scoring {
  label: string; // "PPR" or "league scoring"
  settings: ScoringSettings | null; // null = the precomputed PPR points
}

export const LANDING_SCORING: Scoring = { label: "PPR", settings: null };

export interface PlayerSeason {
  ref: NflPlayerRef;
  position: Position;
  season: number;
  weeks: PlayerSeasonWeek[];
}

export function loadSeason(ref: NflPlayerRef, position: Position, season: number): PlayerSeason {
  return { ref, position, season, weeks: seasonWeeks(ref, season) };
}

/** Games played before `week` (weeks with a stat line), oldest → newest. */
export function gamesBefore(s: PlayerSeason, week: number, scoring: Scoring): { week: number; points: number }[] {
  return dataGamesBefore(s.ref, s.season, week, scoring.settings);
}

const subject = (s: PlayerSeason, injuryStatus: string | null | undefined): WeekSubject => ({
  ...s.ref,
  id: "",
  position: s.position,
  nflTeam: s.ref.nflTeam ?? null,
  injuryStatus: injuryStatus ?? null,
});

// `week` is the tool's current week: the injury status given applies to it (and to later weeks when season-long).
function pre(s: PlayerSeason, week: number, scoring: Scoring, injuryStatus: string | null | undefined): PreGameWeek {
  return preGameWeek(subject(s, injuryStatus), {
    season: s.season,
    week,
    currentWeek: week,
    scoring: scoring.settings,
  });
}

/**
 * A player-week once his game has started, from the NFL data: the points so far and the live blend (or the final),
 * computed as the roster card's (lib/league-model/week-distributions `withGame`).
 */
export function playedWeek(
  s: PlayerSeason,
  week: number,
  scoring: Scoring,
  injuryStatus: string | null | undefined,
  game: GameState,
): PlayerWeek {
  const scope = { season: s.season, week, currentWeek: week, scoring: scoring.settings };
  const actual = dataActual(subject(s, injuryStatus), scope, game);
  return withGame(pre(s, week, scoring, injuryStatus), { playerId: "", week, game, actual });
}

export function distributionFor(
  s: PlayerSeason,
  week: number,
  scoring: Scoring,
  injuryStatus?: string | null,
): PlayerDistribution {
  return pre(s, week, scoring, injuryStatus).dist;
}

/** The tools' view of a player-week: the same rounded numbers the roster card and the player modal show. */
export function toWeekProjection(week: number, p: Pick<PreGameWeek, "dist" | "onBye" | "opponent">): WeekProjection {
  return {
    week,
    opponent: p.onBye ? null : p.opponent,
    bye: p.onBye,
    mean: round2(p.dist.mean),
    floor: round2(p.dist.floor),
    ceiling: round2(p.dist.ceiling),
    volatility: round2(p.dist.volatility),
  };
}

export function weekProjection(
  s: PlayerSeason,
  week: number,
  scoring: Scoring,
  injuryStatus?: string | null,
): WeekProjection {
  return toWeekProjection(week, pre(s, week, scoring, injuryStatus));
}

/**
 * A player's rest-of-season projected points from `week` through the league's last regular-season week
 * (`lastWeek`): the one definition and sum every screen shows (lib/league-model/rest-of-season.ts).
 */
export function restOfSeason(
  s: PlayerSeason,
  week: number,
  lastWeek: number,
  scoring: Scoring,
  injuryStatus?: string | null,
): RestOfSeason {
  return restOfSeasonPoints(
    subject(s, injuryStatus),
    { season: s.season, currentWeek: week, scoring: scoring.settings },
    restOfSeasonSpan(week, lastWeek),
  );
}

/** The tools' rest-of-season figure: the points and the weeks they cover. */
export const restOfSeasonFigure = (r: RestOfSeason): RestOfSeasonFigure => ({
  first: r.span.first,
  last: r.span.last,
  weeks: r.weeks,
  mean: r.mean,
});
