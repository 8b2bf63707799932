import "server-only";
import type { PlayoffScenarios } from "@/components/dashboard/types";
import type { DashboardTeamRow } from "@/lib/db/queries/dashboard";
import { fallbackPlayoffOdds, seasonInputFromModel, simulateSeason } from "@/lib/engine";
import { seedFor } from "./league-season";
import { leagueSeasonModel } from "./league-model";

export const SIMULATIONS = 10_000;
const pct = (fraction: number) => Math.round(fraction * 1000) / 10;

// The dashboard asks twice at once (the Playoff Odds card and the GM's Brief): while one simulation of a team's
// week is running, a second request shares it instead of loading the league and simulating the season again.
const inFlight = new Map<string, Promise<PlayoffScenarios>>();

export function playoffScenarios(args: { team: DashboardTeamRow; week: number; now: Date }): Promise<PlayoffScenarios> {
  const key = `${args.team.id}:${args.week}`;
  const running = inFlight.get(key);
  if (running) return running;
  const run = simulatePlayoffs(args).finally(() => inFlight.delete(key));
  inFlight.set(key, run);
  return run;
}

// The season from this week on, simulated from the league model every card and AI tool shares (this week's
// lineups as set and narrowed by the games in play; later weeks each team's best expected lineup).
async function simulatePlayoffs({ team, week, now }: { team: DashboardTeamRow; week: number; now: Date }): Promise<PlayoffScenarios> {
  const league = team.league;
  const fallback = (): PlayoffScenarios => ({
    playoffOdds: fallbackPlayoffOdds({ wins: team.wins, losses: team.losses, ties: team.ties }),
    byeOdds: null, titleOdds: null, seedDistribution: [], expectedWins: null, simulations: 0,
  });
  if (league.playoffTeams < 1) return fallback();
  const { model, slots } = await leagueSeasonModel({ league, week, now });
  if (model.teams.length < 2 || slots.length === 0) return fallback();
  const result = simulateSeason(seasonInputFromModel(model), { seasons: SIMULATIONS, seed: seedFor(`${league.id}:${week}`) });
  const mine = result.teams.find((t) => t.teamId === team.id);
  if (!mine) return fallback();
  return {
    playoffOdds: pct(mine.playoffOdds),
    byeOdds: pct(mine.byeOdds),
    titleOdds: pct(mine.titleOdds),
    seedDistribution: mine.seedDistribution.map(pct),
    expectedWins: Math.round(mine.expectedWins * 100) / 100,
    simulations: result.seasons,
  };
}
