// ESPN's fantasy API v3 (`…/apis/v3/games/ffl`) for the replayed season: the season's pro schedule, the
// season-level players with weekly projected and actual raw stats (honouring X-Fantasy-Filter), and one league.
import type { Position, StatKey, StatLine } from "@/lib/domain/league";
import { PPR, scorePoints } from "@/lib/engine/scoring";
import { espnScoring } from "@/lib/providers/espn/parse";
import { ESPN_PRO_TEAMS } from "@/lib/providers/espn/maps";
import { REGULAR_WEEKS, STARTERS, TEAMS, buildLeague, records } from "./league";
import type { ReplayPlayer, ReplaySeason } from "./season-data";
import { round2 } from "@/lib/numbers";

export const ESPN_LEAGUE_ID = "26012345";

const PRO_TEAM_IDS = new Map(Object.entries(ESPN_PRO_TEAMS).map(([id, code]) => [code, Number(id)]));
const POSITION_IDS: Record<Position, number> = { QB: 1, RB: 2, WR: 3, TE: 4, K: 5, DST: 16 };
const ELIGIBLE: Record<Position, number[]> = {
  QB: [0, 7, 20, 21],
  RB: [2, 3, 23, 7, 20, 21],
  WR: [4, 3, 5, 23, 7, 20, 21],
  TE: [6, 5, 23, 7, 20, 21],
  K: [17, 20, 21],
  DST: [16, 20, 21],
};
const SLOT_IDS: Record<(typeof STARTERS)[number], number> = { QB: 0, RB: 2, WR: 4, TE: 6, FLEX: 23, K: 17 };

// Stat key → ESPN raw stat id (the three shortest field-goal ranges share id 80, "made under 40").
const RAW_IDS: Partial<Record<StatKey, number>> = {
  pass_yd: 3,
  pass_td: 4,
  pass_2pt: 19,
  pass_int: 20,
  rush_att: 23,
  rush_yd: 24,
  rush_td: 25,
  rush_2pt: 26,
  rec: 53,
  rec_yd: 42,
  rec_td: 43,
  rec_2pt: 44,
  rec_tgt: 58,
  fum_lost: 72,
  fum_rec_td: 63,
  ret_td: 101,
  pat_made: 86,
  pat_miss: 88,
  fg_0_19: 80,
  fg_20_29: 80,
  fg_30_39: 80,
  fg_40_49: 77,
  fg_50p: 74,
  fg_miss: 85,
};
export function rawStats(line: StatLine): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [key, value] of Object.entries(line) as [StatKey, number][]) {
    const id = RAW_IDS[key];
    if (id !== undefined) out[id] = (out[id] ?? 0) + value;
  }
  return out;
}

const SCORING_ITEMS = Object.entries({
  3: 0.04,
  4: 4,
  19: 2,
  20: -2,
  24: 0.1,
  25: 6,
  26: 2,
  53: 1,
  42: 0.1,
  43: 6,
  44: 2,
  72: -2,
  63: 6,
  101: 6,
  102: 6,
  86: 1,
  88: -1,
  80: 3,
  77: 4,
  74: 5,
  85: -1,
}).map(([statId, points]) => ({ statId: Number(statId), points }));
const SCORING = espnScoring(SCORING_ITEMS).scoring;

const NAMES = [
  "Monday Night Mayhem",
  "Play Action Pros",
  "Goal Line Stand",
  "Screen Pass Squad",
  "Nickel Package",
  "Fair Catch Crew",
  "Shotgun Formation",
  "Pick Six Posse",
  "Onside Kickers",
  "Coffin Corner",
  "Flea Flickers",
  "Hurry Up Offense",
].map((team, i) => ({ team, owner: `espnfan${i + 1}` }));
const memberId = (i: number) => `{00000000-0000-4000-8000-${String(i + 1).padStart(12, "0")}}`;

/** Which players, stat rows and page a kona_player_info request asks for (the X-Fantasy-Filter header). */
export interface PlayersFilter {
  ids: Set<number> | null;
  sources: Set<number> | null;
  splits: Set<number> | null;
  limit: number;
  offset: number;
}
export function parsePlayersFilter(header: string | undefined): PlayersFilter {
  const none: PlayersFilter = { ids: null, sources: null, splits: null, limit: Infinity, offset: 0 };
  if (!header) return none;
  try {
    const f = (JSON.parse(header) as { players?: Record<string, { value?: unknown }> }).players ?? {};
    const set = (v: unknown) => (Array.isArray(v) ? new Set(v.map(Number)) : null);
    return {
      ids: set(f.filterIds?.value),
      sources: set(f.filterStatsForSourceIds?.value),
      splits: set(f.filterStatsForSplitTypeIds?.value),
      limit: typeof f.limit === "number" ? f.limit : Infinity,
      offset: typeof f.offset === "number" ? f.offset : 0,
    };
  } catch {
    return none;
  }
}

export function createEspnReplay(data: ReplaySeason) {
  const league = buildLeague(data, NAMES, PPR);
  const season = data.season;
  const proTeamId = (code: string) => PRO_TEAM_IDS.get(code) ?? 0;

  function statRows(p: ReplayPlayer, weeks: number[], now: Date, filter: PlayersFilter) {
    const rows: object[] = [];
    for (const week of weeks) {
      const team = proTeamId(league.teamOf(p, week));
      const lines: [number, StatLine | null][] = [
        [0, league.actual(p, week, now)],
        [1, league.projected(p, week)],
      ];
      for (const [source, line] of lines) {
        if (!line || (filter.sources && !filter.sources.has(source)) || (filter.splits && !filter.splits.has(1)))
          continue;
        rows.push({
          id: `${source}1${season}${week}`,
          seasonId: season,
          scoringPeriodId: week,
          statSourceId: source,
          statSplitTypeId: 1,
          proTeamId: team,
          externalId: `${season}${week}`,
          appliedTotal: round2(scorePoints(line, SCORING)),
          stats: rawStats(line),
        });
      }
    }
    return rows;
  }

  function player(p: ReplayPlayer, weeks: number[], now: Date, filter: PlayersFilter) {
    return {
      id: p.espnId,
      fullName: p.name,
      firstName: p.name.split(" ")[0],
      lastName: p.name.split(" ").slice(1).join(" "),
      defaultPositionId: POSITION_IDS[p.position],
      eligibleSlots: ELIGIBLE[p.position],
      proTeamId: proTeamId(p.team),
      active: true,
      injured: false,
      injuryStatus: "ACTIVE",
      droppable: true,
      stats: statRows(p, weeks, now, filter),
    };
  }

  const allWeeks = Array.from({ length: 18 }, (_, i) => i + 1);
  function players(now: Date, filter: PlayersFilter) {
    return data.players
      .filter((p) => !filter.ids || filter.ids.has(p.espnId))
      .slice(filter.offset, filter.offset + filter.limit)
      .map((p) => player(p, allWeeks, now, filter));
  }

  function proSchedule() {
    const teams = [...PRO_TEAM_IDS].map(([code, id]) => {
      const mine = data.games.filter((g) => g.homeTeam === code || g.awayTeam === code);
      const played = new Set(mine.map((g) => g.week));
      const bye = allWeeks.find((w) => !played.has(w)) ?? 0;
      const byPeriod: Record<string, object[]> = {};
      for (const g of mine)
        byPeriod[g.week] = [
          {
            id: Number(g.espnId),
            scoringPeriodId: g.week,
            homeProTeamId: proTeamId(g.homeTeam),
            awayProTeamId: proTeamId(g.awayTeam),
            date: g.kickoff.getTime(),
            validForLocking: true,
          },
        ];
      return { id, abbrev: code, byeWeek: bye, proGamesByScoringPeriod: byPeriod };
    });
    return { id: 1, abbrev: "FFL", name: "Fantasy Football", settings: { proTeams: teams } };
  }

  // ---- the league ----
  const points = (p: ReplayPlayer, week: number, now: Date) => {
    const line = league.actual(p, week, now);
    return line ? round2(scorePoints(line, SCORING)) : 0;
  };
  const teamPoints = (i: number, week: number, now: Date) =>
    round2(league.starters(league.teams[i]!, week, now).reduce((s, p) => s + points(p, week, now), 0));

  function entries(i: number, week: number, now: Date) {
    const team = league.teams[i]!;
    const starters = league.starters(team, week, now);
    const slots = STARTERS.map((s) => SLOT_IDS[s]);
    return team.players.map((p) => {
      const at = starters.indexOf(p);
      return {
        lineupSlotId: at >= 0 ? slots[at]! : 20,
        playerId: p.espnId,
        injuryStatus: "ACTIVE",
        playerPoolEntry: {
          id: p.espnId,
          onTeamId: i + 1,
          appliedStatTotal: points(p, week, now),
          tradeLocked: false,
          player: player(p, [week], now, parsePlayersFilter(undefined)),
        },
      };
    });
  }

  function teams(now: Date, withRoster: number | null) {
    const rec = records(league, (i, w) => teamPoints(i, w, now), now);
    return league.teams.map((t, i) => ({
      id: i + 1,
      abbrev: t.name
        .split(" ")
        .map((w) => w[0])
        .join("")
        .slice(0, 4)
        .toUpperCase(),
      name: t.name,
      owners: [memberId(i)],
      primaryOwner: memberId(i),
      divisionId: 0,
      points: rec[i]!.pointsFor,
      waiverRank: i + 1,
      record: { overall: rec[i]! },
      transactionCounter: { acquisitionBudgetSpent: 0 },
      ...(withRoster === null ? {} : { roster: { entries: entries(i, withRoster, now) } }),
    }));
  }

  function settings() {
    const lineupSlotCounts: Record<string, number> = { 0: 1, 2: 2, 4: 2, 6: 1, 23: 1, 17: 1, 20: 6, 21: 0 };
    return {
      name: "Replay ESPN League",
      size: TEAMS,
      isPublic: true,
      acquisitionSettings: {
        acquisitionType: "WAIVERS_TRADITIONAL",
        isUsingAcquisitionBudget: true,
        acquisitionBudget: 100,
        waiverOrderReset: false,
        waiverProcessDays: ["WEDNESDAY"],
      },
      rosterSettings: { lineupSlotCounts },
      scheduleSettings: {
        matchupPeriodCount: REGULAR_WEEKS,
        matchupPeriods: Object.fromEntries(allWeeks.slice(0, 17).map((w) => [w, [w]])),
        playoffTeamCount: 6,
        playoffSeedingRule: "H2H_RECORD",
        divisions: [{ id: 0, name: "League" }],
      },
      scoringSettings: { scoringType: "H2H_POINTS", scoringItems: SCORING_ITEMS },
      // Wednesday of week 11 at noon Eastern: trades go through until then.
      tradeSettings: { deadlineDate: Date.parse(`${data.season}-11-18T17:00:00Z`) },
    };
  }

  function schedule(now: Date, boxWeek: number | null) {
    const current = league.week(now);
    let id = 0;
    return Array.from({ length: REGULAR_WEEKS }, (_, k) => k + 1).flatMap((w) =>
      league.pairs(w).map(([a, b]) => {
        id += 1;
        const played = w <= current;
        const [pa, pb] = played ? [teamPoints(a, w, now), teamPoints(b, w, now)] : [0, 0];
        const final = w < current && league.weekFinal(w, now);
        const side = (i: number, total: number) => ({
          teamId: i + 1,
          totalPoints: total,
          ...(boxWeek === w ? { rosterForCurrentScoringPeriod: { entries: entries(i, w, now) } } : {}),
        });
        return {
          id,
          matchupPeriodId: w,
          playoffTierType: "NONE",
          winner: final ? (pa > pb ? "HOME" : pb > pa ? "AWAY" : "TIE") : "UNDECIDED",
          home: side(a, pa),
          away: side(b, pb),
        };
      }),
    );
  }

  function leagueView(views: string[], scoringPeriod: number | null, now: Date) {
    const week = league.week(now);
    const has = (v: string) => views.includes(v);
    const base = {
      id: Number(ESPN_LEAGUE_ID),
      gameId: 1,
      seasonId: season,
      segmentId: 0,
      scoringPeriodId: week,
      status: {
        currentMatchupPeriod: Math.min(week, REGULAR_WEEKS),
        latestScoringPeriod: week,
        finalScoringPeriod: 17,
        isActive: true,
      },
      members: league.teams.map((t, i) => ({ id: memberId(i), displayName: t.owner, isLeagueManager: i === 0 })),
    };
    const box = has("mBoxscore") || has("mMatchupScore") || has("mMatchup");
    return {
      ...base,
      teams: teams(now, has("mRoster") ? (scoringPeriod ?? week) : null),
      settings: has("mSettings") ? settings() : { name: settings().name },
      ...(box ? { schedule: schedule(now, has("mBoxscore") ? (scoringPeriod ?? week) : null) } : {}),
    };
  }

  return { league, players, proSchedule, leagueView };
}
