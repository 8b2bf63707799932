import "server-only";
// This week's lineup through the engine, from the player-weeks the roster and matchup cards show: starters with
// their distributions (live-aware), alerts for starters who cannot play, and the P(win)-maximizing lineup against
// the actual opponent. Players whose game has started are locked: they can be neither benched nor started.
import {
  optimizeLineup,
  winProbability,
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
    if (status && isUnlikelyToPlay(status))
      return [`${p.name} (${p.position}) is listed ${status.replace(/_/g, " ").toLowerCase()}`];
    return [];
  });
}

const started = (w: PlayerWeek) => w.live !== undefined;

/** A rostered player as the lineup optimizer reads him: this week's distribution, bye, injury and slots. */
export function rosterPlayer(
  p: { id: string; fullName: string; injuryStatus: string | null; eligibleSlots: string[] },
  w: PlayerWeek,
): RosterPlayer {
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
  result: OptimizedLineup;
  players: Map<string, ProjectedPlayer>;
  opponentId: string | null;
  /** P(win) of the lineup as set and after the recommended swaps — both from the card's player-weeks. */
  before: number;
  after: number;
  /** Ids of players whose game has started or finished; swaps never involve them. */
  locked: Set<string>;
}

export async function adviseLineup(d: LeagueData, teamId: string, leagueId: string): Promise<LineupAdvice> {
  const row = await getTeamMatchup({ leagueId, teamId, week: d.ctx.week });
  const opponentId = row ? (row.homeTeamId === teamId ? row.awayTeamId : row.homeTeamId) : null;
  const opponent: LineupPlayer[] = opponentId
    ? teamPlayers(d, opponentId, true).map(({ player, week }) => rosterPlayer(player, week))
    : [];
  // The engine pairs `current` with the league's starting slots by position in the list, so order it that way.
  const startSlots = d.model.slots.filter(isStartingSlot); // BE, IR and TAXI never start
  const pending = d.slots.filter((s) => s.teamId === teamId && s.isStarting);
  const current: LineupAssignment[] = startSlots.map((slot) => {
    const i = pending.findIndex((s) => s.slot === slot);
    const hit = i >= 0 ? pending.splice(i, 1)[0] : undefined;
    return { slot, playerId: hit?.playerId ?? null };
  });
  const mine = teamPlayers(d, teamId, false);
  const roster = mine.map(({ player, week }) => rosterPlayer(player, week));
  const locked = new Set(mine.filter(({ week }) => started(week)).map(({ player }) => player.id));
  // Bench players whose game started cannot come in; the optimizer never sees them.
  const starting = new Set(current.flatMap((a) => (a.playerId ? [a.playerId] : [])));
  const candidates = roster.filter((p) => starting.has(p.id) || !locked.has(p.id));
  const optimized = optimizeLineup({ slots: startSlots, roster: candidates, current, opponent });
  // Starters whose game started cannot go out: drop the swaps that would bench them, then price what is left.
  const swaps = optimized.swaps.filter((s) => !(s.playerOut && locked.has(s.playerOut)) && !locked.has(s.playerIn));
  const byId = new Map(roster.map((p) => [p.id, p]));
  const lineup = current.map((a) => a.playerId);
  for (const s of swaps) {
    const at = current.findIndex((a, j) => a.slot === s.slot && lineup[j] === s.playerOut);
    if (at < 0) continue;
    const from = lineup.indexOf(s.playerIn);
    if (from >= 0) lineup[from] = lineup[at] ?? null; // two starters exchange slots
    lineup[at] = s.playerIn;
  }
  const starters = (ids: (string | null)[]) =>
    ids.flatMap((id) => (id && byId.get(id) ? [byId.get(id) as RosterPlayer] : []));
  const before = optimized.current.winProbability;
  const after = swaps.length ? winProbability(starters(lineup), opponent) : before;
  const players = new Map(projected(d, teamId, false).map((p) => [p.id, p]));
  return { result: { ...optimized, swaps }, players, opponentId, before, after, locked };
}
