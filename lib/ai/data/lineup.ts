import "server-only";
// This week's lineup through the engine: starters with distributions, alerts for starters who cannot play,
// and the P(win)-maximizing lineup against the actual opponent.
import { optimizeLineup, type LineupPlayer, type OptimizedLineup, type RosterPlayer } from "@/lib/engine";
import { getTeamMatchup } from "@/lib/db/queries/dashboard";
import { isStartingSlot, type SlotCode } from "@/lib/domain/league";
import type { LeagueData } from "@/lib/ai/data/league-model";
import { distributionFor, weekProjection } from "@/lib/ai/data/projections";
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

export function starterAlerts(starters: ProjectedPlayer[]): string[] {
  return starters.flatMap((p) => {
    if (p.projection.bye) return [`${p.name} (${p.position}) is on a bye this week`];
    const status = p.injuryStatus?.toUpperCase();
    if (status && OUT.has(status)) return [`${p.name} (${p.position}) is listed ${status.replace(/_/g, " ").toLowerCase()}`];
    return [];
  });
}

function lineupPlayers(d: LeagueData, teamId: string, startingOnly: boolean): RosterPlayer[] {
  return teamPlayers(d, teamId, startingOnly).map(({ player: p, season }) => ({
    id: p.id, name: p.fullName, position: season.position, nflTeam: p.nflTeam, injuryStatus: p.injuryStatus ?? undefined,
    onBye: season.weeks.find((w) => w.week === d.ctx.week)?.isBye ?? false,
    dist: distributionFor(season, d.ctx.week, d.ctx.scoring, p.injuryStatus),
    eligibleSlots: p.eligibleSlots.length ? (p.eligibleSlots as SlotCode[]) : undefined,
  }));
}

export interface LineupAdvice {
  result: OptimizedLineup;
  players: Map<string, ProjectedPlayer>;
  opponentId: string | null;
}

export async function adviseLineup(d: LeagueData, teamId: string, leagueId: string): Promise<LineupAdvice> {
  const row = await getTeamMatchup({ leagueId, teamId, week: d.ctx.week });
  const opponentId = row ? (row.homeTeamId === teamId ? row.awayTeamId : row.homeTeamId) : null;
  const opponent: LineupPlayer[] = opponentId ? lineupPlayers(d, opponentId, true) : [];
  // The engine pairs `current` with the league's starting slots by position in the list, so order it that way.
  const startSlots = d.model.slots.filter(isStartingSlot); // BE, IR and TAXI never start
  const pending = d.slots.filter((s) => s.teamId === teamId && s.isStarting);
  const current = startSlots.map((slot) => {
    const i = pending.findIndex((s) => s.slot === slot);
    const hit = i >= 0 ? pending.splice(i, 1)[0] : undefined;
    return { slot, playerId: hit?.playerId ?? null };
  });
  const result = optimizeLineup({ slots: startSlots, roster: lineupPlayers(d, teamId, false), current, opponent });
  const players = new Map(projected(d, teamId, false).map((p) => [p.id, p]));
  return { result, players, opponentId };
}
