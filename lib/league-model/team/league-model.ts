import "server-only";
// A connected league for the AI tools: the dashboard's league state (lib/league-model/league-state — the same model the
// Playoff Odds card simulates), the rostered players' season data, and the FAAB budgets.
import type { TeamWithLeagueRow } from "@/lib/db/queries/teams";
import type { RosterSlotRow } from "@/lib/db/queries/rosters";
import { getLeagueFaab } from "@/lib/db/queries/teams";
import type { Position } from "@/lib/domain/league";
import type { LeagueModel, ModelPlayer } from "@/lib/engine";
import { footballNow } from "@/lib/nfl";
import { modelPlayerFor } from "@/lib/league-model/league-model";
import { leagueState, type LeagueState } from "@/lib/league-model/league-state";
import { scoringSettings, type PlayerWeek } from "@/lib/league-model/week-distributions";
import type { NflContext, ResolvedPlayer } from "@/lib/league-model/team/context";
import { loadSeason, type PlayerSeason, type Scoring } from "@/lib/league-model/team/projections";
import { regularSeasonEnd } from "@/lib/rules/rest-of-season";

export interface LeagueData {
  model: LeagueModel;
  state: LeagueState; // the league state the model is (its seed and stored simulations)
  ctx: NflContext;
  now: Date;
  teamNames: Map<string, string>;
  slots: RosterSlotRow[]; // this week's roster slots of every team
  thisWeek: Map<string, PlayerWeek>; // slot id → this week's player-week (what the roster card shows)
  weeks: number[]; // remaining regular-season weeks
  faab: { budget: number | null; budgetLeft: Map<string, number> };
  seasons: Map<string, PlayerSeason>; // rostered player id → season data
}

export function leagueScoring(scoring: unknown): Scoring {
  return { label: "league scoring", settings: scoringSettings(scoring) };
}

/** A free agent (or any resolved player) in the league model, priced from the same player-weeks as the roster. */
export function modelPlayer(d: LeagueData, p: ResolvedPlayer, league: TeamWithLeagueRow["league"]): ModelPlayer | null {
  const subject = {
    ...p.season.ref,
    id: p.ref.id,
    fullName: p.ref.name,
    position: p.season.position,
    nflTeam: p.ref.nflTeam,
    injuryStatus: p.ref.injuryStatus,
  };
  return modelPlayerFor({ player: subject, league, weeks: d.weeks, week: d.ctx.week, now: d.now });
}

export async function buildLeagueModel(team: TeamWithLeagueRow, week: number): Promise<LeagueData> {
  const league = team.league;
  const now = footballNow(league);
  const [state, faabRows] = await Promise.all([
    leagueState({ league, week, now }),
    getLeagueFaab({ leagueId: league.id }),
  ]);
  const ctx: NflContext = {
    season: league.season,
    week,
    lastWeek: regularSeasonEnd(league),
    scoring: leagueScoring(league.scoring),
    now,
  };
  const season = state.season;
  const seasons = new Map<string, PlayerSeason>();
  for (const slot of season.slots) {
    const p = slot.player;
    const w = season.thisWeek.get(slot.id);
    if (p && w)
      seasons.set(
        p.id,
        loadSeason({ gsisId: p.gsisId, nflcomId: p.nflcomId, espnId: p.espnId }, w.position as Position, league.season),
      );
  }
  const budget = league.waiverType === "FAAB" ? league.faabBudget : null;
  const budgetLeft = new Map(faabRows.map((t) => [t.id, Math.max(0, (t.faabBudget ?? budget ?? 0) - t.faabSpent)]));
  return {
    model: season.model,
    state,
    ctx,
    now,
    teamNames: season.teamNames,
    slots: season.slots,
    thisWeek: season.thisWeek,
    weeks: season.weeks,
    faab: { budget, budgetLeft },
    seasons,
  };
}
