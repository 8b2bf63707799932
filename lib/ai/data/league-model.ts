import "server-only";
// A connected league as the engine's LeagueModel: every rostered player's distribution for each remaining
// regular-season week (bye or out → null), the schedule, and the standings. Built per request from the DB.
import type { DashboardTeamRow, RosterSlotRow } from "@/lib/db/queries/dashboard";
import { loadLeagueSeason } from "@/lib/dashboard/league-season";
import { getLeagueFaab } from "@/lib/db/queries/ai";
import type { Position, ScoringSettings, SlotCode } from "@/lib/domain/league";
import type { LeagueModel, ModelPlayer, WeeklyScore } from "@/lib/engine";
import type { NflContext } from "@/lib/ai/data/context";
import { distributionFor, loadSeason, type PlayerSeason, type Scoring } from "@/lib/ai/data/projections";

export interface LeagueData {
  model: LeagueModel;
  ctx: NflContext;
  teamNames: Map<string, string>;
  slots: RosterSlotRow[]; // this week's roster slots of every team
  weeks: number[]; // remaining regular-season weeks
  faab: { budget: number | null; budgetLeft: Map<string, number> };
  seasons: Map<string, PlayerSeason>; // rostered player id → season data
}

const FANTASY: readonly string[] = ["QB", "RB", "WR", "TE", "K"];

export function leagueScoring(scoring: unknown): Scoring {
  const settings = scoring && typeof scoring === "object" && Object.keys(scoring).length ? (scoring as ScoringSettings) : null;
  return { label: "league scoring", settings };
}

export function modelPlayer(id: string, name: string, season: PlayerSeason, ctx: NflContext, weeks: number[], injuryStatus: string | null, nflTeam: string | null): ModelPlayer {
  const weekly: Record<number, WeeklyScore | null> = {};
  for (const w of weeks) {
    const d = distributionFor(season, w, ctx.scoring, w === ctx.week ? injuryStatus : null);
    weekly[w] = d.mean > 0 ? { mean: d.mean, sd: d.sd } : null;
  }
  return { id, name, position: season.position, nflTeam, weekly };
}

export async function buildLeagueModel(team: DashboardTeamRow, week: number): Promise<LeagueData> {
  const league = team.league;
  const [schedule, faabRows] = await Promise.all([loadLeagueSeason({ league, week }), getLeagueFaab({ leagueId: league.id })]);
  const { teamRows: teams, slots, remaining } = schedule;
  const lastWeek = league.playoffStartWeek - 1;
  const ctx: NflContext = { season: league.season, week, lastWeek, scoring: leagueScoring(league.scoring) };
  const weeks = [...new Set(remaining.map((g) => g.week))].sort((a, b) => a - b);
  if (!weeks.includes(week) && week <= lastWeek) weeks.unshift(week);

  const rosters: Record<string, ModelPlayer[]> = {};
  const seasons = new Map<string, PlayerSeason>();
  for (const slot of slots) {
    const p = slot.player;
    if (!p || !FANTASY.includes(p.position)) continue;
    const season = loadSeason({ gsisId: p.gsisId, nflcomId: p.nflcomId }, p.position as Position, league.season);
    seasons.set(p.id, season);
    (rosters[slot.teamId] ??= []).push(modelPlayer(p.id, p.fullName, season, ctx, weeks, p.injuryStatus, p.nflTeam));
  }
  const model: LeagueModel = {
    rules: schedule.rules,
    slots: (Array.isArray(league.rosterSlots) ? league.rosterSlots : []) as SlotCode[],
    teams: schedule.teams,
    remaining,
    played: schedule.played,
    rosters,
  };
  const budget = league.waiverType === "FAAB" ? league.faabBudget : null;
  const budgetLeft = new Map(faabRows.map((t) => [t.id, Math.max(0, (t.faabBudget ?? budget ?? 0) - t.faabSpent)]));
  return { model, ctx, teamNames: new Map(teams.map((t) => [t.id, t.name])), slots, weeks, faab: { budget, budgetLeft }, seasons };
}
