import "server-only";
import type { RosterEntry, GameInfo } from "@/lib/league-model/types";
import { getRosterSlots, type RosterSlotRow } from "@/lib/db/queries/rosters";
import { type TeamLeagueRow } from "@/lib/db/queries/teams";
import type { GameState } from "@/lib/nfl";
import { showsInjuryBadge } from "@/lib/rules/injury";
import { weekDistributions, type PlayerWeek } from "./week-distributions";
import { round2 } from "@/lib/numbers";
import type { LeagueWeekArgs } from "./league-model";

export { gameStates } from "./week-distributions";

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

// A roster row shows the player-week of week-distributions.ts: its pre-game mean as the projection, the points
// already scored (live or actual), what the row adds to the team's projected score, and the game.
function toEntry(slot: RosterSlotRow, week: PlayerWeek | undefined): RosterEntry {
  const p = slot.player;
  // No projection to show on a bye (the row says BYE) or without any source (no projection, no games).
  const known = week && !week.onBye && (week.source !== "none" || week.recentPoints.length > 0);
  return {
    players: p
      ? {
          id: p.id,
          name: p.fullName,
          imageUrl: p.imageUrl,
          nflTeam: week?.nflTeam ?? p.nflTeam,
          position: p.position === "DST" ? "D/ST" : p.position,
          isInjured: showsInjuryBadge(p.injuryStatus),
          injuryStatus: p.injuryStatus,
        }
      : null,
    roster_positions: {
      id: slot.id,
      position: slot.slot,
      isStarting: slot.isStarting,
      projectedPoints: week && known ? round2(week.dist.mean) : null,
      actualPoints: week?.actual ?? null,
      expectedPoints: week && (known || week.actual !== null) ? week.score : null,
      scoreLabel: week?.label ?? "proj",
      gameInfo: week?.game ? toGameInfo(week.game) : null,
      onBye: week?.onBye ?? false,
      out: week?.out ?? false,
    },
  };
}

/** Roster rows and the player-weeks behind them (same order; `weeks[i]` is undefined for an empty slot). */
export async function rosterWeek({
  slots,
  league,
  week,
  now,
}: {
  slots: RosterSlotRow[];
  league: TeamLeagueRow;
  week: number;
  now: Date;
}) {
  const byId = await weekDistributions({ league, week, now, slots });
  const weeks = slots.map((s) => byId.get(s.id));
  return { entries: slots.map((s, i) => toEntry(s, weeks[i])), weeks };
}

export async function teamRosterWeek({ teamId, league, week, now }: { teamId: string } & LeagueWeekArgs) {
  const { slots } = await getRosterSlots({ teamId, week });
  return { slots, ...(await rosterWeek({ slots, league, week, now })) };
}

export async function teamRoster(args: {
  teamId: string;
  league: TeamLeagueRow;
  week: number;
  now: Date;
}): Promise<RosterEntry[]> {
  return (await teamRosterWeek(args)).entries;
}
