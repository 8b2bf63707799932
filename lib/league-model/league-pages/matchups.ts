import "server-only";
import type { RosterEntry } from "@/lib/league-model/types";
import type { TeamLeagueRow } from "@/lib/db/queries/teams";
import { getLeagueMatchups } from "@/lib/db/queries/matchups";
import { getLeagueTeamRows, type LeagueTeamRow } from "@/lib/db/queries/teams";
import { lineupPlayers, teamScores } from "@/lib/league-model/matchup";
import type { TeamWeek } from "@/lib/league-model/team-week";
import { teamRosterWeek } from "@/lib/league-model/roster";
import { analyzeMatchup } from "@/lib/engine";
import { recordString } from "@/lib/rules/format";
import { gameLine } from "@/lib/rules/game-line";
import { weekInfo } from "./access";
import type { GameSide, GameStatus, LeagueGame, LineupRow, MatchupsResponse } from "./types";
import { round2, percentPoints } from "@/lib/numbers";

function starters(roster: RosterEntry[]): LineupRow[] {
  return roster
    .filter((e) => e.roster_positions.isStarting)
    .map(({ players: p, roster_positions: slot }) => {
      const game = slot.gameInfo;
      return {
        slot: slot.position,
        playerId: p?.id ?? null,
        name: p?.name ?? null,
        position: p?.position ?? null,
        nflTeam: p?.nflTeam ?? null,
        gameLine: game ? gameLine(game) : null,
        projected: slot.expectedPoints,
        actual: slot.actualPoints,
        label: slot.scoreLabel,
        status: !p ? "empty" : !game ? "bye" : game.completed ? "post" : game.status,
      } satisfies LineupRow;
    });
}

function statusOf(rosters: RosterEntry[][]): GameStatus {
  const games = rosters
    .flat()
    .filter((e) => e.roster_positions.isStarting && e.roster_positions.gameInfo)
    .map((e) => e.roster_positions.gameInfo);
  if (games.some((g) => g && g.status === "in" && !g.completed)) return "live";
  if (games.length > 0 && games.every((g) => g && (g.status === "post" || g.completed))) return "final";
  if (games.some((g) => g && g.status !== "pre")) return "live"; // between games of the same week
  return "pre";
}

export async function leagueMatchups({
  league,
  myTeamId,
  week: requested,
  now,
}: {
  league: TeamLeagueRow;
  myTeamId: string | null;
  week?: number;
  now: Date;
}): Promise<MatchupsResponse> {
  const info = weekInfo(league, now, requested);
  const { week } = info;
  const [teams, all] = await Promise.all([
    getLeagueTeamRows({ leagueId: league.id }),
    getLeagueMatchups({ leagueId: league.id }),
  ]);
  const byId = new Map<string, LeagueTeamRow>(teams.map((t) => [t.id, t]));
  const rows = all.filter((m) => m.week === week);
  const past = week < info.currentWeek || info.phase === "over";
  const games = await Promise.all(
    rows.map(async (m): Promise<LeagueGame | null> => {
      const home = byId.get(m.homeTeamId);
      const away = m.awayTeamId ? byId.get(m.awayTeamId) : undefined;
      if (!home) return null;
      // Both sides from the player-weeks the roster and matchup cards show (one distribution per player-week).
      const none: TeamWeek & { entries: RosterEntry[] } = { slots: [], weeks: [], entries: [] };
      const [hw, aw] = await Promise.all([
        teamRosterWeek({ teamId: home.id, league, week, now }),
        away ? teamRosterWeek({ teamId: away.id, league, week, now }) : Promise.resolve(none),
      ]);
      const hr = hw.entries,
        ar = aw.entries;
      const final = past && m.homeScore !== null && (m.awayScore !== null || !away);
      const status: GameStatus = final ? "final" : statusOf([hr, ar]);
      const hp = lineupPlayers(hw),
        ap = lineupPlayers(aw);
      const analysis = away ? analyzeMatchup(hp, ap, { opponentName: away.name }) : null;
      let pHome = analysis ? analysis.winProbability : 1;
      if (final && away)
        pHome = (m.homeScore ?? 0) > (m.awayScore ?? 0) ? 1 : (m.homeScore ?? 0) < (m.awayScore ?? 0) ? 0 : 0.5;
      const side = (
        t: LeagueTeamRow,
        team: TeamWeek & { entries: RosterEntry[] },
        p: number,
        stored: number | null,
      ): GameSide => {
        const s = teamScores(team);
        return {
          teamId: t.id,
          name: t.name,
          record: recordString(t),
          isMine: t.id === myTeamId,
          projected: final && stored !== null ? stored : s.projectedScore,
          actual: final && stored !== null ? stored : s.actualScore,
          actualLabel: final && stored !== null ? "actual" : s.actualLabel,
          winProbability: percentPoints(p),
          starters: starters(team.entries),
        };
      };
      // Position battles: the home side's expected points at each position minus the away side's.
      const battles = analysis
        ? analysis.keyMatchups.map((k) => ({
            position: k.position,
            leader: k.delta === 0 ? null : k.advantage === "You" ? home.name : (away?.name ?? null),
            delta: round2(k.delta),
          }))
        : [];
      return {
        id: m.id,
        isPlayoff: m.isPlayoff,
        status,
        home: side(home, hw, pHome, m.homeScore),
        away: away ? side(away, aw, 1 - pHome, m.awayScore) : null,
        battles,
      };
    }),
  );
  const list = games.filter((g): g is LeagueGame => g !== null);
  list.sort(
    (a, b) => Number(b.home.isMine || Boolean(b.away?.isMine)) - Number(a.home.isMine || Boolean(a.away?.isMine)),
  );
  const weeks = [...new Set(all.map((m) => m.week))].sort((a, b) => a - b);
  return { ...info, weeks, live: list.some((g) => g.status === "live"), games: list };
}
