import "server-only";
import type { TeamWithLeagueRow } from "@/lib/db/queries/teams";
import { getLeagueMatchups } from "@/lib/db/queries/matchups";
import { getRosterSlots } from "@/lib/db/queries/rosters";
import { getLeagueTeamRows } from "@/lib/db/queries/teams";
import { leagueOdds } from "@/lib/league-model/playoff";
import { lineupHoles } from "@/lib/engine/bye-holes";
import { bracketRounds } from "@/lib/domain/bracket";
import { scheduleStrength, weeklyWinProbability } from "@/lib/engine/schedule-strength";
import type { SeasonInput } from "@/lib/engine";
import type { Position, SlotCode } from "@/lib/domain/league";
import { isByeWeek, teamInWeek } from "@/lib/nfl";
import { weekInfo } from "./access";
import type { ScheduleResponse, ScheduleWeek, StrengthRow } from "./types";
import { percentPoints } from "@/lib/numbers";

/** Each team's projected score in a playoff week: its average remaining regular-season week. */
function playoffMeans(input: SeasonInput): Record<string, number> {
  const out: Record<string, number> = {};
  for (const t of input.teams) {
    const weeks = Object.values(input.weekly[t.id] ?? {});
    if (weeks.length > 0) out[t.id] = weeks.reduce((s, w) => s + w.mean, 0) / weeks.length;
  }
  return out;
}

export async function teamSchedule({ team, now }: { team: TeamWithLeagueRow; now: Date }): Promise<ScheduleResponse> {
  const league = team.league;
  const info = weekInfo(league, now);
  const [teams, matchups, roster, sim] = await Promise.all([
    getLeagueTeamRows({ leagueId: league.id }),
    getLeagueMatchups({ leagueId: league.id }),
    getRosterSlots({ teamId: team.id, week: info.currentWeek }),
    leagueOdds({ league, week: info.week, now }),
  ]);
  const names = new Map(teams.map((t) => [t.id, t.name]));
  const mine = matchups.filter((m) => m.homeTeamId === team.id || m.awayTeamId === team.id);
  // Through the last playoff round (the bracket's weeks are shown even before the host schedules them).
  const rounds = bracketRounds(
    Math.min(league.playoffTeams, teams.length),
    Math.min(league.playoffTeams, league.playoffByes),
  );
  const lastScheduled = Math.min(
    info.lastWeek + rounds,
    Math.max(league.playoffStartWeek - 1 + rounds, ...matchups.map((m) => m.week)),
  );
  const rosterSlots = (Array.isArray(league.rosterSlots) ? league.rosterSlots : []) as SlotCode[];
  const started = info.phase !== "preseason";

  const weeks: ScheduleWeek[] = [];
  for (let w = 1; w <= lastScheduled; w++) {
    const m = mine.find((x) => x.week === w);
    const isPlayoff = w >= league.playoffStartWeek || Boolean(m?.isPlayoff);
    const home = m?.homeTeamId === team.id;
    const oppId = m ? (home ? m.awayTeamId : m.homeTeamId) : null;
    const myScore = m ? (home ? m.homeScore : m.awayScore) : null;
    const theirScore = m ? (home ? m.awayScore : m.homeScore) : null;
    const played =
      started && (w < info.currentWeek || info.phase === "over") && myScore !== null && theirScore !== null;
    let winProbability: number | null = null;
    if (!played && oppId && sim && w >= info.week) {
      const a = sim.input.weekly[team.id]?.[w],
        b = sim.input.weekly[oppId]?.[w];
      if (a && b) winProbability = percentPoints(weeklyWinProbability(a, b));
    }
    // Byes and holes for the weeks still to come, from the roster as it stands.
    const upcoming = info.phase !== "over" && w >= info.currentWeek;
    const players = upcoming
      ? roster.slots.flatMap((s) => {
          if (!s.player) return [];
          const p = s.player;
          // his team that week (trades)
          const nfl = (p.gsisId || p.nflcomId || p.espnId ? teamInWeek(p, league.season, w) : null) ?? p.nflTeam;
          return [
            {
              id: s.player.id,
              name: s.player.fullName,
              position: s.player.position,
              slot: s.slot,
              onBye: nfl ? isByeWeek(nfl, league.season, w) : false,
            },
          ];
        })
      : [];
    const byes = players
      .filter((p) => p.onBye)
      .map((p) => ({
        id: p.id,
        name: p.name,
        position: p.position === "DST" ? "D/ST" : p.position,
        starter: p.slot !== "BE" && p.slot !== "IR",
      }));
    const holes =
      upcoming && byes.length > 0
        ? lineupHoles(
            rosterSlots,
            players
              .filter((p) => p.slot !== "IR")
              .map((p) => ({ id: p.id, position: p.position as Position, available: !p.onBye })),
          )
        : [];
    weeks.push({
      week: w,
      isPlayoff,
      opponent: oppId ? { id: oppId, name: names.get(oppId) ?? "Unknown team" } : null,
      result: played
        ? (myScore ?? 0) > (theirScore ?? 0)
          ? "W"
          : (myScore ?? 0) < (theirScore ?? 0)
            ? "L"
            : "T"
        : null,
      score: played ? { mine: myScore ?? 0, theirs: theirScore ?? 0 } : null,
      winProbability,
      byes,
      holes,
    });
  }

  const strength: StrengthRow[] = sim
    ? scheduleStrength({
        teamIds: teams.map((t) => t.id),
        remaining: sim.input.remaining,
        weekly: sim.input.weekly,
        playoffMeans: playoffMeans(sim.input),
        playoffOdds: Object.fromEntries(sim.result.teams.map((t) => [t.teamId, t.playoffOdds])),
      }).map((s) => ({
        ...s,
        name: names.get(s.teamId) ?? "Unknown team",
        isMine: s.teamId === team.id,
        remaining: s.remaining === null ? null : Math.round(s.remaining * 10) / 10,
        playoff: s.playoff === null ? null : Math.round(s.playoff * 10) / 10,
      }))
    : [];
  strength.sort((a, b) => (a.remainingRank ?? 99) - (b.remainingRank ?? 99));
  return {
    ...info,
    team: { id: team.id, name: team.name },
    playoffStartWeek: league.playoffStartWeek,
    weeks,
    strength,
  };
}
