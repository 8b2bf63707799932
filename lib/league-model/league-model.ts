import "server-only";
// A stored league as the engine's LeagueModel, built from the player-weeks of week-distributions.ts: every
// rostered player's distribution for each remaining regular-season week (this week given what has happened in
// the games, later weeks pre-game), this week's lineups as set, the schedule and the standings. The Playoff Odds
// card simulates exactly this model and the AI prices its actions on it, so both quote one season.
import type { TeamLeagueRow, TeamWithLeagueRow } from "@/lib/db/queries/teams";
import type { SlotCode } from "@/lib/domain/league";
import type { LeagueModel, ModelPlayer, PlayerDistribution, WeeklyScore } from "@/lib/engine";
import { loadLeagueSeason } from "./league-season";
import {
  preGameWeek,
  scopeFor,
  toPosition,
  weekDistributions,
  type PlayerWeek,
  type WeekSubject,
} from "./week-distributions";

const weekly = (d: PlayerDistribution): WeeklyScore | null =>
  d.mean > 0 || d.sd > 0 ? { mean: d.mean, sd: d.sd } : null;

/** A player's weekly distributions for the model: `thisWeek` (live-aware) for the current week, pre-game after. */
export function modelPlayerFor({
  player,
  league,
  weeks,
  week,
  now,
  providerProjection = null,
  thisWeek,
}: {
  player: WeekSubject & { fullName?: string };
  league: Pick<TeamLeagueRow, "season" | "scoring">;
  weeks: readonly number[];
  week: number;
  now: Date;
  providerProjection?: number | null;
  thisWeek?: PlayerWeek;
}): ModelPlayer | null {
  const position = toPosition(player.position);
  if (!position) return null;
  const byWeek: Record<number, WeeklyScore | null> = {};
  let nflTeam = player.nflTeam;
  for (const w of weeks) {
    if (w === week && thisWeek) {
      byWeek[w] = weekly(thisWeek.expected);
      nflTeam = thisWeek.nflTeam;
    } else {
      byWeek[w] = weekly(preGameWeek(player, scopeFor(league, w, now), providerProjection).dist);
    }
  }
  return { id: player.id, name: player.fullName, position, nflTeam, weekly: byWeek };
}

/** What a league's week is computed from: the league, the week and the clock's now. */
export type LeagueWeekArgs = { league: TeamLeagueRow; week: number; now: Date };
/** The same for the user's team in its league. */
export type TeamWeekArgs = { team: TeamWithLeagueRow; week: number; now: Date };

export interface LeagueSeasonModel {
  model: LeagueModel;
  teamNames: Map<string, string>;
  slots: Awaited<ReturnType<typeof loadLeagueSeason>>["slots"]; // this week's roster slots of every team
  weeks: number[]; // remaining regular-season weeks (this one first)
  thisWeek: Map<string, PlayerWeek>; // slot id → this week's player-week
}

export async function leagueSeasonModel({ league, week, now }: LeagueWeekArgs): Promise<LeagueSeasonModel> {
  const schedule = await loadLeagueSeason({ league, week });
  const { teamRows, slots, remaining } = schedule;
  const weeks = [...new Set(remaining.map((g) => g.week))].sort((a, b) => a - b);
  if (!weeks.includes(week) && week < league.playoffStartWeek) weeks.unshift(week);
  const thisWeek = await weekDistributions({ league, week, now, slots });

  const rosters: Record<string, ModelPlayer[]> = {};
  const fixed: Record<string, Record<number, string[]>> = {};
  for (const slot of slots) {
    const p = slot.player;
    if (!p) continue;
    const player = modelPlayerFor({
      player: p,
      league,
      weeks,
      week,
      now,
      providerProjection: slot.projectedPoints,
      thisWeek: thisWeek.get(slot.id),
    });
    if (!player) continue;
    (rosters[slot.teamId] ??= []).push(player);
    // This week's lineup is the one set on the platform (only when the slots are this week's, not a stand-in).
    if (slot.week === week && slot.isStarting) ((fixed[slot.teamId] ??= {})[week] ??= []).push(p.id);
  }
  const model: LeagueModel = {
    rules: schedule.rules,
    slots: (Array.isArray(league.rosterSlots) ? league.rosterSlots : []) as SlotCode[],
    teams: schedule.teams,
    remaining,
    played: schedule.played,
    rosters,
    fixedLineups: fixed,
  };
  return { model, teamNames: new Map(teamRows.map((t) => [t.id, t.name])), slots, weeks, thisWeek };
}
