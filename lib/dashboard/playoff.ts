import "server-only";
import type { PlayoffScenarios } from "@/components/dashboard/types";
import type { DashboardTeamRow, RosterSlotRow } from "@/lib/db/queries/dashboard";
import type { Position, SlotCode } from "@/lib/domain/league";
import {
  bestExpectedLineup, fallbackPlayoffOdds, playerDistribution, teamScoreSummary,
  type SeasonInput, type WeeklyScore,
} from "@/lib/engine";
import { getProjectionWeek, isByeWeek } from "@/lib/nfl";
import { loadLeagueSeason } from "./league-season";
import { leagueSimulation, type LeagueSimulation } from "./league-simulation";
import { lineupPlayers } from "./matchup";
import { nflTeamFor, rosterEntries } from "./roster";
import { pointsKey, type PointsKey } from "./scoring-key";

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

// The league's season simulation for a week — shared with /standings, /schedule and /analytics and cached per
// league, week and sync (lib/dashboard/league-simulation.ts); null when the league cannot be simulated.
export function leagueOdds({ league, week, now }: { league: DashboardTeamRow["league"]; week: number; now: Date }): Promise<LeagueSimulation | null> {
  return leagueSimulation({ leagueId: league.id, week, build: () => leagueSeasonInput({ league, week, now }) });
}

export async function playoffScenarios({ team, week, now }: { team: DashboardTeamRow; week: number; now: Date }): Promise<PlayoffScenarios> {
  const sim = await leagueOdds({ league: team.league, week, now });
  const mine = sim?.result.teams.find((t) => t.teamId === team.id);
  if (!sim || !mine) {
    return {
      playoffOdds: fallbackPlayoffOdds({ wins: team.wins, losses: team.losses, ties: team.ties }),
      byeOdds: null, titleOdds: null, seedDistribution: [], expectedWins: null, simulations: 0,
    };
  }
  return {
    playoffOdds: pct(mine.playoffOdds),
    byeOdds: pct(mine.byeOdds),
    titleOdds: pct(mine.titleOdds),
    seedDistribution: mine.seedDistribution.map(pct),
    expectedWins: Math.round(mine.expectedWins * 100) / 100,
    simulations: sim.result.seasons,
  };
}

// The simulator's input: records, the remaining schedule and each team's weekly score distributions.
async function leagueSeasonInput({ league, week, now }: { league: DashboardTeamRow["league"]; week: number; now: Date }): Promise<SeasonInput | null> {
  const schedule = await loadLeagueSeason({ league, week });
  const { teamRows: teams, slots, remaining } = schedule;
  if (teams.length < 2 || slots.length === 0 || league.playoffTeams < 1) return null;

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

  return { rules: schedule.rules, teams: schedule.teams, remaining, played: schedule.played, weekly };
}
