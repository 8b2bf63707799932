import "server-only";
import type { PlayoffScenarios } from "@/lib/views/types";
import type { DashboardTeamRow } from "@/lib/db/queries/dashboard";
import { fallbackPlayoffOdds, seasonInputFromModel, type SeasonInput } from "@/lib/engine";
import { leagueSeasonModel } from "./league-model";
import { leagueSimulation, type LeagueSimulation } from "./league-simulation";
import { percentPoints } from "@/lib/numbers";
import type { PlayerWeek } from "./week-distributions";

// The league's season simulation for a week — shared with /standings, /schedule and /analytics and cached per
// league, week and sync (lib/views/league-simulation.ts); null when the league cannot be simulated.
export function leagueOdds({
  league,
  week,
  now,
}: {
  league: DashboardTeamRow["league"];
  week: number;
  now: Date;
}): Promise<LeagueSimulation | null> {
  return leagueSimulation({ leagueId: league.id, week, build: () => leagueSeasonInput({ league, week, now }) });
}

export async function playoffScenarios({
  team,
  week,
  now,
}: {
  team: DashboardTeamRow;
  week: number;
  now: Date;
}): Promise<PlayoffScenarios> {
  const sim = await leagueOdds({ league: team.league, week, now });
  const mine = sim?.result.teams.find((t) => t.teamId === team.id);
  if (!sim || !mine) {
    // Odds from lineups nobody projects would be the records alone dressed up as a forecast: say what is missing.
    const { slots, thisWeek } = await leagueSeasonModel({ league: team.league, week, now });
    const missing = mostlyUnprojected(slots, thisWeek);
    return {
      playoffOdds: missing ? null : fallbackPlayoffOdds({ wins: team.wins, losses: team.losses, ties: team.ties }),
      missingInputs: missing
        ? `No playoff odds yet: ${missing} of the league's starters have no projection for week ${week}.`
        : null,
      byeOdds: null,
      titleOdds: null,
      seedDistribution: [],
      expectedWins: null,
      simulations: 0,
    };
  }
  return {
    playoffOdds: percentPoints(mine.playoffOdds),
    byeOdds: percentPoints(mine.byeOdds),
    titleOdds: percentPoints(mine.titleOdds),
    seedDistribution: mine.seedDistribution.map(percentPoints),
    expectedWins: Math.round(mine.expectedWins * 100) / 100,
    simulations: sim.result.seasons,
    missingInputs: null,
  };
}

// The simulator's input from the league model every card and AI tool shares: records, the remaining schedule,
// this week's lineups as set (narrowed by the games in play) and later weeks' best expected lineups.
async function leagueSeasonInput({
  league,
  week,
  now,
}: {
  league: DashboardTeamRow["league"];
  week: number;
  now: Date;
}): Promise<SeasonInput | null> {
  if (league.playoffTeams < 1) return null;
  const { model, slots, thisWeek } = await leagueSeasonModel({ league, week, now });
  if (model.teams.length < 2 || slots.length === 0 || mostlyUnprojected(slots, thisWeek)) return null;
  return seasonInputFromModel(model);
}

/**
 * How many of this week's starters still to play have no projection from any source, when they are more than
 * half of them (0 otherwise): then a simulation would rank teams by nothing but their records.
 */
function mostlyUnprojected(
  slots: readonly { id: string; isStarting: boolean }[],
  thisWeek: ReadonlyMap<string, PlayerWeek>,
): number {
  const toPlay = slots.flatMap((s) => {
    const w = s.isStarting ? thisWeek.get(s.id) : undefined;
    return w && !w.onBye && !w.out && w.actual === null ? [w] : [];
  });
  const missing = toPlay.filter((w) => w.source === "none").length;
  return missing * 2 > toPlay.length ? missing : 0;
}
