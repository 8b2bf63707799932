import { sourceProjectionLine, sourceProjectionsVersion } from "@/lib/nfl/source-projections";
import type { SourceProjections } from "@/lib/engine/projection-sources";
import { bundledSourceProjections } from "@/lib/nfl/bundled-projections";
import "server-only";
import { Lru } from "@/lib/cache/lru";
// ONE distribution per player-week. Every card (roster, matchup, Playoff Odds, player modal), the AI data layer
// and the AI tools read a player's week from here, so two screens can never quote two numbers for one thing.
//
// Source precedence for the pre-game distribution (`preGameWeek`):
//   1. Projection: the league-scored projection built from the NFL data (bundled seasons: NFL.com's projection;
//      other seasons: ESPN's projected raw line stored by the player-stats job) in the league's scoring: the
//      precomputed PPR/half/standard points when the league uses one of those, else the projected stat line
//      scored with the league's settings; PPR when the league has none. When the data has no projection for that
//      player-week, Sleeper's weekly projection (its stat line, league-scored), then the provider's slot projection
//      (ESPN leagues send theirs); otherwise none (the engine's prior from recent games). Every source found is
//      also kept in `sources`, the input of the multi-source projection model.
//   2. Recent form: the player's games before the week in the NFL data, league-scored.
//   3. Bye: the player's NFL team in that week is on bye → zero distribution.
//   4. Injury: today's status applies to the current week; a season-long status (IR, PUP, suspended:
//      lib/domain/injury.ts) also to every later week, so a player out for the season projects 0 for the rest of
//      it; earlier weeks are history (their actual points decide).
//   The distribution itself is the engine's `playerDistribution` — this module only chooses its inputs.
// Then the game (`withGame`): before kickoff the pre-game distribution; while in play the live blend
// (points so far + what is left of the mean in proportion to the game time left); once final the actual points.
// Points already scored: a real platform's reported points win; otherwise (the demo) the NFL data's final line,
// pro-rated by game progress while in play; a finished game without a stat line scores 0 ("did not play").
import { STAT_KEYS, type Position, type ScoringSettings, type StatLine } from "@/lib/domain/league";
import type { TeamLeagueRow } from "@/lib/db/queries/teams";
import type { RosterSlotRow } from "@/lib/db/queries/rosters";
import {
  HALF_PPR,
  isOut,
  liveDistribution,
  playerDistribution,
  PPR,
  scorePoints,
  STANDARD,
  ZERO_DISTRIBUTION,
  type LiveState,
  type PlayerDistribution,
} from "@/lib/engine";
import { modelInputs } from "@/lib/nfl/model-inputs";
import { isSeasonLong } from "@/lib/domain/injury";
import {
  hasNflRef,
  isByeWeek,
  opponentInWeek,
  isStoredSeason,
  playerSeasonWeeks,
  refreshStoredData,
  storedWeeksVersion,
  teamInWeek,
  type GameState,
  type NflPlayerRef,
  type PlayerSeasonWeek,
} from "@/lib/nfl";
import { gameFraction, type ScoreLabel } from "@/lib/rules/live-blend";
import { weekGameStates } from "@/lib/league-model/game-states";
import { resolveWeek } from "@/lib/rules/current-week";
import { round2 } from "@/lib/numbers";

export type ProjectionSource = "nfl-data" | "provider" | "none";

/** What the module needs to know about a player (a Player row satisfies it). */
export interface WeekSubject extends NflPlayerRef {
  id: string;
  sleeperId?: string | null;
  position: string;
  nflTeam: string | null;
  injuryStatus: string | null;
}

export interface WeekScope {
  season: number;
  week: number;
  /** The football clock's week (resolveWeek): decides whether today's injury status applies. */
  currentWeek: number;
  /** League scoring; null = the data's precomputed PPR points (the landing chat has no league). */
  scoring: ScoringSettings | null;
}

export interface PreGameWeek {
  position: Position;
  nflTeam: string | null;
  opponent: string | null; // "@KC" / "KC" when the data knows it
  onBye: boolean;
  injuryStatus: string | null; // the status that was applied (null when none applies to this week)
  out: boolean; // the applied status rules him out
  source: ProjectionSource;
  projection: number | null; // the source projection in league points, before the engine's blend
  /** Every source's projection in league points (absent = that source has nothing for the player-week). */
  sources: SourceProjections;
  recentPoints: number[]; // league points of his games before the week, oldest → newest
  dist: PlayerDistribution;
}

export interface PlayerWeek extends PreGameWeek {
  playerId: string;
  week: number;
  game: GameState | null; // null: bye or no game found
  actual: number | null; // points already scored; null before kickoff
  live?: LiveState; // set once the game started (remainingFraction 0 when final)
  expected: PlayerDistribution; // the distribution given what has happened (live blend / final)
  /** The card's score: pre-game mean, live blend, or the actual once final. */
  score: number;
  /** What the points already scored are: "live" while the game is on, "actual" once final ("proj" before). */
  label: ScoreLabel;
}

const POSITIONS: readonly string[] = ["QB", "RB", "WR", "TE", "K", "DST"];

export function toPosition(position: string): Position | null {
  const p = position === "D/ST" ? "DST" : position;
  return POSITIONS.includes(p) ? (p as Position) : null;
}

/** A league's stored scoring JSON as settings; null when it has none (then PPR). */
export function scoringSettings(scoring: unknown): ScoringSettings | null {
  return scoring && typeof scoring === "object" && Object.keys(scoring).length ? (scoring as ScoringSettings) : null;
}

export interface Precomputed {
  ppr: number;
  half: number;
  std: number;
}

// The data precomputes PPR, half-PPR and standard points from complete play-by-play (return and special-teams
// TDs, 2-point plays…), which a stat line's keys do not all carry. A league whose settings are one of those
// presets for every player stat gets the precomputed number; any other scoring is applied to the stat line.
const PRESETS: [keyof Precomputed, ScoringSettings][] = [
  ["ppr", PPR],
  ["half", HALF_PPR],
  ["std", STANDARD],
];
const PLAYER_KEYS = STAT_KEYS.filter((k) => !k.startsWith("def_"));
const presetCache = new WeakMap<ScoringSettings, keyof Precomputed | null>();
export function presetOf(scoring: ScoringSettings): keyof Precomputed | null {
  let hit = presetCache.get(scoring);
  if (hit === undefined) {
    hit = PRESETS.find(([, preset]) => PLAYER_KEYS.every((k) => (scoring[k] ?? 0) === (preset[k] ?? 0)))?.[0] ?? null;
    presetCache.set(scoring, hit);
  }
  return hit;
}

/**
 * League points of a stat line (actual or projected); without settings the data's precomputed PPR points. A team
 * defense's line (stored seasons) is always scored by the league's settings: the presets fix player stats only.
 */
export function leaguePoints(stats: StatLine, points: Precomputed, scoring: ScoringSettings | null): number {
  const preset = scoring ? presetOf(scoring) : "ppr";
  const defense = Object.keys(stats).some((k) => k.startsWith("def_"));
  return preset && !defense ? round2(points[preset]) : scorePoints(stats, scoring ?? PPR);
}

export function actualPointsOf(w: PlayerSeasonWeek | undefined, scoring: ScoringSettings | null): number | null {
  const a = w?.actual;
  return a ? leaguePoints(a.stats, { ppr: a.ptsPpr, half: a.ptsHalf, std: a.ptsStd }, scoring) : null;
}

export function projectedPointsOf(w: PlayerSeasonWeek | undefined, scoring: ScoringSettings | null): number | null {
  const p = w?.projection;
  return p ? leaguePoints(p.projStats, { ppr: p.projPpr, half: p.projHalf, std: p.projStd }, scoring) : null;
}

/** Which status applies to a week (see the precedence above). */
export function appliedInjury(status: string | null, week: number, currentWeek: number): string | null {
  if (!status) return null;
  if (week === currentWeek) return status;
  return week > currentWeek && isSeasonLong(status) ? status : null;
}

// The data's season lines of a player, built once per process and per version of the stored weeks (the bundled
// files do not change at runtime; the stored weeks change with each refresh of the player-stats job).
const seasons = new Map<string, PlayerSeasonWeek[]>();
export function seasonWeeks(ref: NflPlayerRef, season: number): PlayerSeasonWeek[] {
  const ids = [ref.gsisId, ref.nflcomId, ref.espnId, ref.position === "DST" ? ref.nflTeam : null];
  const key = `${season}:${storedWeeksVersion()}:${ids.map((id) => id ?? "").join(":")}`;
  let weeks = seasons.get(key);
  if (!weeks) {
    weeks = hasNflRef(ref, season) ? playerSeasonWeeks({ ...ref, season }) : [];
    if (seasons.size > 5000) seasons.clear();
    seasons.set(key, weeks);
  }
  return weeks;
}

/** Games played before `week` (weeks with a stat line), oldest → newest, in league points. */
export function gamesBefore(
  ref: NflPlayerRef,
  season: number,
  week: number,
  scoring: ScoringSettings | null,
): { week: number; points: number }[] {
  return seasonWeeks(ref, season).flatMap((w) => {
    const points = w.week < week && !w.isBye ? actualPointsOf(w, scoring) : null;
    return points === null ? [] : [{ week: w.week, points }];
  });
}

// A player's id in Sleeper's projections: his Sleeper id, or his team's code for a team defense.
const sleeperKey = (player: WeekSubject): string | null =>
  player.sleeperId ?? (player.position === "DST" || player.position === "D/ST" ? player.nflTeam : null);

/** A player's distribution for one week before his game (source precedence above). */
export function preGameWeek(
  player: WeekSubject,
  scope: WeekScope,
  providerProjection: number | null = null,
): PreGameWeek {
  const position = toPosition(player.position) ?? "WR";
  const w = seasonWeeks(player, scope.season).find((x) => x.week === scope.week);
  const fromData = projectedPointsOf(w, scope.scoring);
  // The bundled seasons' projections are NFL.com's; a stored season's are ESPN's (the player-stats job).
  const dataSource = isStoredSeason(scope.season) ? "espn" : "nflcom";
  const sleeperId = sleeperKey(player);
  const sleeperLine = sleeperId ? sourceProjectionLine("sleeper", sleeperId, scope.season, scope.week) : null;
  const fromSleeper = sleeperLine ? round2(scorePoints(sleeperLine, scope.scoring ?? PPR)) : null;
  // The bundled seasons also carry ESPN's and FantasyPros' weekly projections beside NFL.com's.
  const bundled = isStoredSeason(scope.season)
    ? {}
    : bundledSourceProjections({
        gsisId: player.gsisId ?? null,
        season: scope.season,
        week: scope.week,
        scoring: scope.scoring,
      });
  const sources: SourceProjections = {
    ...bundled,
    ...(fromData !== null ? { [dataSource]: fromData } : {}),
    ...(fromSleeper !== null ? { sleeper: fromSleeper } : {}),
  };
  // A host's own projection is, for ESPN and Sleeper leagues (and the demo), a copy of a source above: it counts
  // only when no source has the player-week, so one source is never weighed twice.
  if (Object.keys(sources).length === 0 && providerProjection !== null) sources.host = providerProjection;
  // The projection shown as "the source's" (the model combines `sources`).
  const fromNflData = fromData ?? fromSleeper;
  const projection = fromNflData ?? providerProjection;
  const source: ProjectionSource =
    fromNflData !== null ? "nfl-data" : providerProjection !== null ? "provider" : "none";
  const recentPoints = gamesBefore(player, scope.season, scope.week, scope.scoring).map((g) => g.points);
  const nflTeam =
    (hasNflRef(player, scope.season) ? teamInWeek(player, scope.season, scope.week) : null) ?? player.nflTeam;
  // From the schedule (the team's game that week), never from stat lines.
  const onBye = nflTeam ? isByeWeek(nflTeam, scope.season, scope.week) : false;
  const injuryStatus = appliedInjury(player.injuryStatus, scope.week, scope.currentWeek);
  // Nothing to go on at all (no projection, no games): the engine's prior would invent a mean, so none.
  const dist =
    source === "none" && recentPoints.length === 0
      ? ZERO_DISTRIBUTION
      : playerDistribution({
          position,
          projection,
          sources,
          recentPoints,
          onBye,
          injuryStatus: injuryStatus ?? undefined,
          // The same pre-game context the model was fitted and backtested with (usage, lines, opponent).
          features: modelInputs({
            gsisId: player.gsisId ?? null,
            position,
            team: nflTeam,
            season: scope.season,
            week: scope.week,
          }),
        });
  return {
    position,
    nflTeam,
    opponent: nflTeam && !onBye ? opponentInWeek(nflTeam, scope.season, scope.week) : null,
    onBye,
    injuryStatus,
    out: isOut(injuryStatus ?? undefined),
    source,
    projection,
    sources,
    recentPoints,
    dist,
  };
}

/**
 * Points so far from the NFL data (the demo league, or a platform that reported none). A bundled season holds each
 * game's final line, replayed in proportion to the football clock; a stored season's line is what the player-stats
 * job last fetched, already the points so far.
 */
export function dataActual(player: WeekSubject, scope: WeekScope, game: GameState): number | null {
  if (game.status === "pre") return null;
  const w = seasonWeeks(player, scope.season).find((x) => x.week === scope.week);
  const line = actualPointsOf(w, scope.scoring);
  if (line === null) return game.status === "post" || game.completed ? 0 : null;
  const replayed = game.status === "in" && !isStoredSeason(scope.season);
  return round2(replayed ? line * game.progress : line);
}

/**
 * Points a player has scored in a game that may have started: the host's reported points win on a real platform;
 * otherwise (the demo) the NFL data's line; the host's number when the data has none.
 */
export function pointsScored(
  league: Pick<TeamLeagueRow, "provider">,
  player: WeekSubject,
  scope: WeekScope,
  game: GameState,
  reported: number | null,
): number | null {
  const fromHost = league.provider !== "demo" && game.status !== "pre" ? reported : null;
  return fromHost ?? dataActual(player, scope, game) ?? reported;
}

/** The pre-game distribution narrowed by what has happened in the game. */
export function withGame(
  pre: PreGameWeek,
  { playerId, week, game, actual }: { playerId: string; week: number; game: GameState | null; actual: number | null },
): PlayerWeek {
  const started = game !== null && (game.status !== "pre" || game.completed);
  if (!started) {
    return {
      ...pre,
      playerId,
      week,
      game,
      actual: null,
      expected: pre.dist,
      score: round2(pre.dist.mean),
      label: "proj",
    };
  }
  const final = game.status === "post" || game.completed;
  const live: LiveState = {
    actual: actual ?? 0,
    remainingFraction: final ? 0 : gameFraction(game.quarter, game.clock),
  };
  const expected = liveDistribution(pre.dist, live);
  const label: ScoreLabel = final ? "actual" : "live";
  return { ...pre, playerId, week, game, actual, live, expected, score: round2(expected.mean), label };
}

export function scopeFor(league: Pick<TeamLeagueRow, "season" | "scoring">, week: number, now: Date): WeekScope {
  return {
    season: league.season,
    week,
    currentWeek: resolveWeek(league, now).week,
    scoring: scoringSettings(league.scoring),
  };
}

// Game states of the NFL teams in one week (one read of the week, lib/league-model/game-states).
export async function gameStates(
  teams: Iterable<string>,
  season: number,
  week: number,
  now: Date,
): Promise<Map<string, GameState | null>> {
  const states = await weekGameStates(season, week, now);
  return new Map([...new Set(teams)].map((team) => [team, states.get(team) ?? null]));
}

/**
 * The week of every player in `slots` (any teams of one league), keyed by slot id. Empty slots are left out.
 * Memoized for a few seconds per (league, week, clock, slots and their players' status), so the roster, matchup,
 * Playoff Odds and the AI of one request (which ask for the same teams) share one computation.
 */
export function weekDistributions(args: {
  league: TeamLeagueRow;
  week: number;
  now: Date;
  slots: RosterSlotRow[];
}): Promise<Map<string, PlayerWeek>> {
  // Everything of a slot the computation reads is in the key: a sync that rules a player out or changes a
  // projection must not be answered from the previous few seconds (a league model built from it lives longer).
  const slots = args.slots
    .map((s) => `${s.id}/${s.playerId ?? ""}/${s.player?.injuryStatus ?? ""}/${s.projectedPoints ?? ""}`)
    .join(",");
  const data = `${storedWeeksVersion()}.${sourceProjectionsVersion()}`;
  const key = `${args.league.id}:${args.week}:${args.now.getTime()}:${data}:${slots}`;
  return memo.memo(key, () => buildWeek(args));
}
const memo = new Lru<Promise<Map<string, PlayerWeek>>>(256, 5_000);

async function buildWeek({
  league,
  week,
  now,
  slots,
}: {
  league: TeamLeagueRow;
  week: number;
  now: Date;
  slots: RosterSlotRow[];
}): Promise<Map<string, PlayerWeek>> {
  await refreshStoredData();
  const scope = scopeFor(league, week, now);
  const pre = new Map<string, PreGameWeek>();
  for (const slot of slots) if (slot.player) pre.set(slot.id, preGameWeek(slot.player, scope, slot.projectedPoints));
  const teams = [...pre.values()].flatMap((p) => (p.nflTeam && !p.onBye ? [p.nflTeam] : []));
  const states = await gameStates(teams, league.season, week, now);
  const out = new Map<string, PlayerWeek>();
  for (const slot of slots) {
    const p = pre.get(slot.id);
    const player = slot.player;
    if (!p || !player) continue;
    const game = p.nflTeam && !p.onBye ? (states.get(p.nflTeam) ?? null) : null;
    const actual = game ? pointsScored(league, player, scope, game, slot.actualPoints) : null;
    out.set(slot.id, withGame(p, { playerId: player.id, week, game, actual }));
  }
  return out;
}
