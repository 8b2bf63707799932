import "server-only";
// This week's lineup through the engine, from the player-weeks the roster and matchup cards show: starters with
// their distributions (live-aware), alerts for starters who cannot play, and the best lineup against the actual
// opponent. Players whose game has started are locked: they can be neither benched nor started.
import {
  optimizeLineup,
  type LineupAssignment,
  type LineupPlayer,
  type OptimizedLineup,
  type RosterPlayer,
} from "@/lib/engine";
import { getTeamMatchup } from "@/lib/db/queries/matchups";
import { isStartingSlot, type SlotCode } from "@/lib/domain/league";
import type { PlayerWeek } from "@/lib/league-model/week-distributions";
import type { LeagueData } from "@/lib/league-model/team/league-model";
import { toWeekProjection } from "@/lib/league-model/team/projections";
import type { ProjectedPlayer } from "@/lib/ai/tools/types";
import { isUnlikelyToPlay } from "@/lib/domain/injury";
import { injuryWords } from "@/lib/rules/injury";

// A team's rostered players this week with their player-week, optionally only the starters.
function teamPlayers(d: LeagueData, teamId: string, startingOnly: boolean) {
  return d.slots.flatMap((slot) => {
    const player = slot.player;
    const week = d.thisWeek.get(slot.id);
    if (slot.teamId !== teamId || !player || !week || (startingOnly && !slot.isStarting)) return [];
    return [{ slot, player, week }];
  });
}

function projected(
  d: LeagueData,
  teamId: string,
  startingOnly: boolean,
): (ProjectedPlayer & { slot: string; isStarting: boolean })[] {
  return teamPlayers(d, teamId, startingOnly).map(({ slot: s, player: p, week }) => ({
    id: p.id,
    name: p.fullName,
    position: p.position,
    nflTeam: week.nflTeam,
    injuryStatus: p.injuryStatus,
    projection: toWeekProjection(d.ctx.week, week),
    slot: s.slot,
    isStarting: s.isStarting,
  }));
}

export const teamStarters = (d: LeagueData, teamId: string) => projected(d, teamId, true);
export const teamRoster = (d: LeagueData, teamId: string) => projected(d, teamId, false);

export function starterAlerts(starters: ProjectedPlayer[]): string[] {
  return starters.flatMap((p) => {
    if (p.projection.bye) return [`${p.name} (${p.position}) is on a bye this week`];
    const status = p.injuryStatus?.toUpperCase();
    if (status && isUnlikelyToPlay(status)) return [`${p.name} (${p.position}) is listed ${injuryWords(status)}`];
    return [];
  });
}

const hasStarted = (w: PlayerWeek) => w.live !== undefined;

/** A rostered player as the lineup optimizer reads him: this week's distribution, bye, injury and slots. */
function rosterPlayer(
  p: { id: string; fullName: string; injuryStatus: string | null; eligibleSlots: string[] },
  w: PlayerWeek,
): RosterPlayer & { name: string } {
  return {
    id: p.id,
    name: p.fullName,
    position: w.position,
    nflTeam: w.nflTeam,
    injuryStatus: w.injuryStatus ?? undefined,
    onBye: w.onBye,
    dist: w.dist,
    live: w.live,
    eligibleSlots: p.eligibleSlots.length ? (p.eligibleSlots as SlotCode[]) : undefined,
  };
}

export interface LineupAdvice {
  opponentId: string | null;
  /** Each starting slot with who holds it now, in the league's slot order. */
  current: LineupAssignment[];
  /** The rostered players the model prices (those with a player-week), as the optimizer reads them. */
  roster: Map<string, RosterPlayer & { name: string }>;
  /** Players whose game has started or finished: they stay where they are. */
  started: Set<string>;
  /** The P(win)-maximizing lineup and the max-projected-points one, each with who comes in for whom. */
  win: OptimizedLineup;
  points: OptimizedLineup;
}

/**
 * This week's best lineup against the actual opponent, from the player-weeks the roster and matchup cards show.
 * /lineup, /manage's Before lock, the GM's lineup tool and its Brief all read it, so they show one lineup and one
 * ΔP(win) per swap. Players whose game has started, and players the model cannot price (team defenses without a
 * projection), stay where they are.
 */
export async function lineupAdvice(d: LeagueData, teamId: string, leagueId: string): Promise<LineupAdvice> {
  const row = await getTeamMatchup({ leagueId, teamId, week: d.ctx.week });
  const opponentId = row ? (row.homeTeamId === teamId ? row.awayTeamId : row.homeTeamId) : null;
  const opponent: LineupPlayer[] = opponentId
    ? teamPlayers(d, opponentId, true).map(({ player, week }) => rosterPlayer(player, week))
    : [];
  // The engine pairs `current` with the league's starting slots by position in the list, so order it that way.
  const startSlots = d.model.slots.filter(isStartingSlot); // BE, IR and TAXI never start
  const mineSlots = d.slots.filter((s) => s.teamId === teamId);
  const pending = mineSlots.filter((s) => s.isStarting);
  const current: LineupAssignment[] = startSlots.map((slot) => {
    const i = pending.findIndex((s) => s.slot === slot);
    const hit = i >= 0 ? pending.splice(i, 1)[0] : undefined;
    return { slot, playerId: hit?.playerId ?? null };
  });
  const mine = teamPlayers(d, teamId, false);
  const roster = new Map(mine.map(({ player, week }) => [player.id, rosterPlayer(player, week)]));
  const started = new Set(mine.filter(({ week }) => hasStarted(week)).map(({ player }) => player.id));
  const unpriced = mineSlots.flatMap((s) => (s.playerId && !roster.has(s.playerId) ? [s.playerId] : []));
  const input = {
    slots: startSlots,
    roster: [...roster.values()],
    current,
    opponent,
    locked: [...started, ...unpriced],
  };
  return {
    opponentId,
    current,
    roster,
    started,
    win: optimizeLineup({ ...input, objective: "win" }),
    points: optimizeLineup({ ...input, objective: "points" }),
  };
}
