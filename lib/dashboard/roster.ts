import "server-only";
import type { RosterEntry, GameInfo } from "@/components/dashboard/types";
import { getRosterSlots, type DashboardLeagueRow, type RosterSlotRow } from "@/lib/db/queries/dashboard";
import { getActualWeek, getGameStateLive, teamInWeek, type GameState } from "@/lib/nfl";
import { isInjuredStatus } from "@/lib/rules/injury";
import { pointsKey } from "./scoring-key";

const round2 = (n: number) => Math.round(n * 100) / 100;

function toGameInfo(state: GameState): GameInfo {
  const live = state.status === "in";
  return {
    status: state.status,
    completed: state.completed,
    isHome: state.isHome,
    opponent: state.opponent,
    gameTime: state.kickoff.toISOString(),
    playerScore: state.status === "pre" ? null : state.teamScore,
    opponentScore: state.status === "pre" ? null : state.opponentScore,
    quarter: state.status === "pre" ? null : state.quarter,
    clock: state.status === "pre" ? null : state.clock,
    // Red zone and possession only mean something while the ball is live.
    inRedZone: live && state.inRedZone,
    onField: live && state.onField,
  };
}

// Game states for a set of NFL teams, one lookup per team.
export async function gameStates(teams: Iterable<string>, season: number, week: number, now: Date): Promise<Map<string, GameState | null>> {
  const unique = [...new Set(teams)];
  const states = await Promise.all(unique.map((team) => getGameStateLive(team, season, week, now)));
  return new Map(unique.map((team, i) => [team, states[i] ?? null]));
}

// Points so far: before kickoff none; after the game the final line; while live the final line pro-rated by the
// share of the game played (the bundled data has final lines only). Provider-reported points win for real leagues.
function actualPoints(slot: RosterSlotRow, league: DashboardLeagueRow, week: number, state: GameState | null): number | null {
  const player = slot.player;
  if (!player || !state || state.status === "pre") return null;
  const data = getActualWeek({ gsisId: player.gsisId, nflcomId: player.nflcomId, season: league.season, week });
  const fromData = data ? data[`pts${pointsKey(league.scoring)}`] * (state.status === "in" ? state.progress : 1) : null;
  if (league.provider !== "demo" && slot.actualPoints !== null) return slot.actualPoints;
  return fromData === null ? slot.actualPoints : round2(fromData);
}

export function nflTeamFor(slot: RosterSlotRow, season: number, week: number): string | null {
  const player = slot.player;
  if (!player) return null;
  return teamInWeek({ gsisId: player.gsisId, nflcomId: player.nflcomId }, season, week) ?? player.nflTeam;
}

export async function rosterEntries({ slots, league, week, now }: { slots: RosterSlotRow[]; league: DashboardLeagueRow; week: number; now: Date }): Promise<RosterEntry[]> {
  const teams = slots.map((s) => nflTeamFor(s, league.season, week)).filter((t): t is string => Boolean(t));
  const states = await gameStates(teams, league.season, week, now);
  return slots.map((slot) => {
    const team = nflTeamFor(slot, league.season, week);
    const state = team ? (states.get(team) ?? null) : null;
    const p = slot.player;
    return {
      players: p
        ? {
            id: p.id,
            name: p.fullName,
            imageUrl: p.imageUrl,
            nflTeam: team,
            position: p.position === "DST" ? "D/ST" : p.position,
            isInjured: isInjuredStatus(p.injuryStatus),
            injuryStatus: p.injuryStatus,
          }
        : null,
      roster_positions: {
        id: slot.id,
        position: slot.slot,
        isStarting: slot.isStarting,
        projectedPoints: slot.projectedPoints,
        actualPoints: actualPoints(slot, league, week, state),
        gameInfo: state ? toGameInfo(state) : null,
      },
    };
  });
}

export async function teamRoster({ teamId, league, week, now }: { teamId: string; league: DashboardLeagueRow; week: number; now: Date }): Promise<RosterEntry[]> {
  const { slots } = await getRosterSlots({ teamId, week });
  return rosterEntries({ slots, league, week, now });
}
