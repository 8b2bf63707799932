import "server-only";
import type { PlayoffScenarios } from "@/components/dashboard/types";
import type { DashboardTeamRow, RosterSlotRow } from "@/lib/db/queries/dashboard";
import type { Position, SlotCode } from "@/lib/domain/league";
import {
  bestExpectedLineup, fallbackPlayoffOdds, playerDistribution, simulateSeason, teamScoreSummary,
  type SeasonInput, type WeeklyScore,
} from "@/lib/engine";
import { getProjectionWeek, isByeWeek } from "@/lib/nfl";
import { loadLeagueSeason, seedFor } from "./league-season";
import { lineupPlayers } from "./matchup";
import { nflTeamFor, rosterEntries } from "./roster";
import { pointsKey, type PointsKey } from "./scoring-key";

export const SIMULATIONS = 10_000;
const pct = (fraction: number) => Math.round(fraction * 1000) / 10;

// A team's score distribution in a future week: its best expected lineup from that week's projections.
function futureWeek(slots: RosterSlotRow[], rosterSlots: SlotCode[], season: number, week: number, key: PointsKey): WeeklyScore {
  const roster = slots.flatMap((slot) => {
    const p = slot.player;
    if (!p) return [];
    const position = p.position as Position;
    const team = nflTeamFor(slot, season, week);
    const onBye = team ? isByeWeek(team, season, week) : true;
    const projection = getProjectionWeek({ gsisId: p.gsisId, nflcomId: p.nflcomId, season, week })?.[`proj${key}`] ?? slot.projectedPoints;
    const dist = playerDistribution({ position, projection, onBye, injuryStatus: p.injuryStatus ?? undefined });
    return [{ id: p.id, position, nflTeam: team, injuryStatus: p.injuryStatus ?? undefined, onBye, dist }];
  });
  const lineup = bestExpectedLineup(rosterSlots, roster);
  const starters = lineup.flatMap((a) => roster.filter((r) => r.id === a.playerId));
  const { mean, sd } = teamScoreSummary(starters);
  return { mean, sd };
}

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

async function simulatePlayoffs({ team, week, now }: { team: DashboardTeamRow; week: number; now: Date }): Promise<PlayoffScenarios> {
  const league = team.league;
  const schedule = await loadLeagueSeason({ league, week });
  const { teamRows: teams, slots, remaining } = schedule;
  const fallback = (): PlayoffScenarios => ({
    playoffOdds: fallbackPlayoffOdds({ wins: team.wins, losses: team.losses, ties: team.ties }),
    byeOdds: null, titleOdds: null, seedDistribution: [], expectedWins: null, simulations: 0,
  });
  if (teams.length < 2 || slots.length === 0 || league.playoffTeams < 1) return fallback();

  const bySlotsTeam = new Map<string, RosterSlotRow[]>();
  for (const s of slots) bySlotsTeam.set(s.teamId, [...(bySlotsTeam.get(s.teamId) ?? []), s]);
  const rosterSlots = (Array.isArray(league.rosterSlots) ? league.rosterSlots : []) as SlotCode[];
  const key = pointsKey(league.scoring);
  const weeks = [...new Set(remaining.map((g) => g.week))];

  const weekly: Record<string, Record<number, WeeklyScore>> = {};
  await Promise.all(
    teams.map(async (t) => {
      const teamSlots = bySlotsTeam.get(t.id) ?? [];
      const byWeek: Record<number, WeeklyScore> = {};
      for (const w of weeks) {
        if (w === week) {
          // This week's lineup is set and may be in play: the live blend narrows it.
          const entries = await rosterEntries({ slots: teamSlots, league, week, now });
          const { mean, sd } = teamScoreSummary(lineupPlayers(entries));
          byWeek[w] = { mean, sd };
        } else {
          byWeek[w] = futureWeek(teamSlots, rosterSlots, league.season, w, key);
        }
      }
      weekly[t.id] = byWeek;
    }),
  );

  const input: SeasonInput = { rules: schedule.rules, teams: schedule.teams, remaining, played: schedule.played, weekly };
  const result = simulateSeason(input, { seasons: SIMULATIONS, seed: seedFor(`${league.id}:${week}`) });
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
