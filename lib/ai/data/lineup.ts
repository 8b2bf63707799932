import "server-only";
// This week's lineup through the engine: starters with distributions, alerts for starters who cannot play,
// and the P(win)-maximizing lineup against the actual opponent.
import { optimizeLineup, type LineupPlayer, type OptimizedLineup, type PlayerDistribution, type RosterPlayer } from "@/lib/engine";
import { getTeamMatchup } from "@/lib/db/queries/dashboard";
import type { SlotCode } from "@/lib/domain/league";
import type { LeagueData } from "@/lib/ai/data/league-model";
import { distributionFor, weekProjection } from "@/lib/ai/data/projections";
import { weekGame, type WeekGame } from "@/lib/ai/data/game-status";
import type { ProjectedPlayer } from "@/lib/ai/tools/types";

const OUT = new Set(["OUT", "INJURY_RESERVE", "IR", "SUSPENDED", "PUP", "DOUBTFUL"]);

// A team's rostered fantasy players this week (those with season data), optionally only the starters.
function teamPlayers(d: LeagueData, teamId: string, startingOnly: boolean) {
  return d.slots.flatMap((slot) => {
    const player = slot.player;
    const season = player ? d.seasons.get(player.id) : undefined;
    if (slot.teamId !== teamId || !player || !season || (startingOnly && !slot.isStarting)) return [];
    return [{ slot, player, season }];
  });
}

function projected(d: LeagueData, teamId: string, startingOnly: boolean): (ProjectedPlayer & { slot: string; isStarting: boolean })[] {
  return teamPlayers(d, teamId, startingOnly).map(({ slot: s, player: p, season }) => ({
    id: p.id, name: p.fullName, position: p.position, nflTeam: p.nflTeam, injuryStatus: p.injuryStatus,
    projection: weekProjection(season, d.ctx.week, d.ctx.scoring, p.injuryStatus), slot: s.slot, isStarting: s.isStarting,
  }));
}

export const teamStarters = (d: LeagueData, teamId: string) => projected(d, teamId, true);
export const teamRoster = (d: LeagueData, teamId: string) => projected(d, teamId, false);

export function starterAlerts(starters: ProjectedPlayer[]): string[] {
  return starters.flatMap((p) => {
    if (p.projection.bye) return [`${p.name} (${p.position}) is on a bye this week`];
    const status = p.injuryStatus?.toUpperCase();
    if (status && OUT.has(status)) return [`${p.name} (${p.position}) is listed ${status.replace(/_/g, " ").toLowerCase()}`];
    return [];
  });
}

// A player whose game has kicked off is locked: a final game is worth exactly the points scored, a live one the
// points so far plus the unplayed share of his projection. Locked bench players cannot move in.
function lockedDistribution(dist: PlayerDistribution, game: WeekGame, progressLeft: number): PlayerDistribution {
  const scored = game.scored ?? 0;
  if (game.status === "final") return { ...dist, mean: scored, sd: 0, floor: scored, ceiling: scored, volatility: 0 };
  const mean = scored + dist.mean * progressLeft;
  return { ...dist, mean, sd: dist.sd * Math.sqrt(progressLeft), floor: scored + dist.floor * progressLeft, ceiling: scored + dist.ceiling * progressLeft };
}

function lineupPlayers(d: LeagueData, teamId: string, startingOnly: boolean, games: Map<string, WeekGame> | null = null): RosterPlayer[] {
  return teamPlayers(d, teamId, startingOnly).map(({ slot, player: p, season }) => {
    const base = distributionFor(season, d.ctx.week, d.ctx.scoring, p.injuryStatus);
    const game = games?.get(p.id);
    const locked = game && (game.status === "live" || game.status === "final");
    const full = season.weeks.find((w) => w.week === d.ctx.week);
    const progressLeft = game ? 1 - game.progress : 1;
    return {
      id: p.id, name: p.fullName, position: season.position, nflTeam: p.nflTeam, injuryStatus: p.injuryStatus ?? undefined,
      // A locked bench player is treated like one on bye: he cannot be started any more.
      onBye: (full?.isBye ?? false) || Boolean(locked && !slot.isStarting),
      dist: locked ? lockedDistribution(base, game, progressLeft) : base,
      eligibleSlots: locked && slot.isStarting ? [slot.slot as SlotCode] : p.eligibleSlots.length ? (p.eligibleSlots as SlotCode[]) : undefined,
    };
  });
}

/** Players of the team whose game this week has started or finished (live or final), by id. */
export async function teamGames(d: LeagueData, teamId: string): Promise<Map<string, WeekGame>> {
  const entries = await Promise.all(
    teamPlayers(d, teamId, false).map(async ({ player: p, season }) => [p.id, await weekGame(d.ctx, { season, ref: { id: p.id, name: p.fullName, position: p.position, nflTeam: p.nflTeam, injuryStatus: p.injuryStatus } })] as const),
  );
  return new Map(entries);
}

export interface LineupAdvice {
  result: OptimizedLineup;
  players: Map<string, ProjectedPlayer>;
  opponentId: string | null;
  /** Ids of players whose game has started or finished; swaps never involve them. */
  locked: Set<string>;
}

export async function adviseLineup(d: LeagueData, teamId: string, leagueId: string): Promise<LineupAdvice> {
  const row = await getTeamMatchup({ leagueId, teamId, week: d.ctx.week });
  const opponentId = row ? (row.homeTeamId === teamId ? row.awayTeamId : row.homeTeamId) : null;
  const opponent: LineupPlayer[] = opponentId ? lineupPlayers(d, opponentId, true) : [];
  const games = await teamGames(d, teamId);
  const locked = new Set([...games].filter(([, g]) => g.status === "live" || g.status === "final").map(([id]) => id));
  // The engine pairs `current` with the league's starting slots by position in the list, so order it that way.
  const startSlots = d.model.slots.filter((s) => s !== "BE" && s !== "IR");
  const pending = d.slots.filter((s) => s.teamId === teamId && s.isStarting);
  const current = startSlots.map((slot) => {
    const i = pending.findIndex((s) => s.slot === slot);
    const hit = i >= 0 ? pending.splice(i, 1)[0] : undefined;
    return { slot, playerId: hit?.playerId ?? null };
  });
  const optimized = optimizeLineup({ slots: startSlots, roster: lineupPlayers(d, teamId, false, games), current, opponent });
  // Start/sit never moves a player whose game has started or finished.
  const result = { ...optimized, swaps: optimized.swaps.filter((s) => !locked.has(s.playerIn) && !(s.playerOut && locked.has(s.playerOut))) };
  const players = new Map(projected(d, teamId, false).map((p) => [p.id, p]));
  return { result, players, opponentId, locked };
}
