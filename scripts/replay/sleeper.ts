// Sleeper's public API (`/v1`) for the replayed league and season: the user `replay`, his one league, and the
// season-level players dump, weekly projections and stat lines. Shapes as the real hosts send them.
import type { StatKey, StatLine } from "@/lib/domain/league";
import { HALF_PPR, presetPoints } from "@/lib/engine/scoring";
import { round2 } from "@/lib/numbers";
import { REGULAR_WEEKS, STARTERS, TEAMS, buildLeague, records, type ReplayLeague } from "./league";
import type { ReplayPlayer, ReplaySeason } from "./season-data";

export const SLEEPER_USERNAME = "replay";
const USER_ID = "700000000000000001";
export const SLEEPER_LEAGUE_ID = "1260000000000000001";

// The league's own rules: half PPR with 6-point passing TDs and a tight-end bonus, so no preset matches.
const SCORING_SETTINGS: Record<string, number> = {
  pass_yd: 0.04,
  pass_td: 6,
  pass_int: -2,
  pass_2pt: 2,
  rush_yd: 0.1,
  rush_td: 6,
  rush_2pt: 2,
  rec: 0.5,
  bonus_rec_te: 0.5,
  rec_yd: 0.1,
  rec_td: 6,
  rec_2pt: 2,
  fum_lost: -2,
  fum_rec_td: 6,
  st_td: 6,
  xpm: 1,
  xpmiss: -1,
  fgm_0_19: 3,
  fgm_20_29: 3,
  fgm_30_39: 3,
  fgm_40_49: 4,
  fgm_50p: 5,
  fgmiss: -1,
};

const NAMES = [
  ["Replay Rockets", "replay"],
  ["Gridiron Ghosts", "ghostcoach"],
  ["Fourth and Long", "puntgod"],
  ["Blitz Brigade", "blitzer"],
  ["Red Zone Regulars", "rzreg"],
  ["Hail Mary Heroes", "hailmary"],
  ["Pocket Passers", "pocketpass"],
  ["Sideline Sharks", "sharkfin"],
  ["Two Minute Drill", "twomin"],
  ["End Zone Elite", "ezelite"],
  ["Audible Alerts", "audible"],
  ["Fantasy Phantoms", "phantom"],
].map(([team, owner]) => ({ team: team!, owner: owner! }));

const userId = (i: number) => (i === 0 ? USER_ID : String(700000000000000001n + BigInt(i)));
// Sleeper splits season points into whole points and hundredths: fpts 1270 + fpts_decimal 90 = 1270.90.
const sleeperPoints = (key: string, points: number) => {
  const cents = Math.round(points * 100);
  return { [key]: Math.floor(cents / 100), [`${key}_decimal`]: cents % 100 };
};
const FANTASY_POSITIONS = { QB: ["QB"], RB: ["RB"], WR: ["WR"], TE: ["TE"], K: ["K"], DST: ["DEF"] } as const;

// Stat keys → Sleeper's keys where they differ (kicking, returns).
const SLEEPER_KEYS: Partial<Record<StatKey, string>> = {
  pat_made: "xpm",
  pat_miss: "xpmiss",
  fg_0_19: "fgm_0_19",
  fg_20_29: "fgm_20_29",
  fg_30_39: "fgm_30_39",
  fg_40_49: "fgm_40_49",
  fg_50p: "fgm_50p",
  fg_miss: "fgmiss",
  ret_td: "kr_td", // NFL.com does not say which return: a kick return here
};
function sleeperStats(line: StatLine, position: ReplayPlayer["position"]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [key, value] of Object.entries(line) as [StatKey, number][]) out[SLEEPER_KEYS[key] ?? key] = value;
  // Sleeper counts a tight end's catches again under the TE-premium key, and sends a return TD both as its part
  // (kr_td / pr_td) and under the special-teams total st_td, which is what leagues score.
  if (position === "TE" && line.rec) out.bonus_rec_te = line.rec;
  if (line.ret_td) out.st_td = line.ret_td;
  const points = presetPoints(line);
  out.pts_std = points.std;
  out.pts_half_ppr = points.half;
  out.pts_ppr = points.ppr;
  return out;
}

export interface SleeperReplay {
  league: ReplayLeague;
  /** The answer for a path under /v1 (and the projections path without it); undefined = unknown path. */
  answer(path: string, now: Date): unknown;
}

export function createSleeperReplay(data: ReplaySeason): SleeperReplay {
  const league = buildLeague(data, NAMES, { ...HALF_PPR, pass_td: 6 });
  // The host's per-player points as Sleeper computes them: each stat of the line in Sleeper's keys times the
  // league's value for that key (independent of the app's own stat map and scorer, which the tests check against it).
  const points = (p: ReplayPlayer, week: number, now: Date) => {
    const line = league.actual(p, week, now);
    if (!line) return 0;
    const stats = sleeperStats(line, p.position);
    return round2(Object.entries(SCORING_SETTINGS).reduce((sum, [key, value]) => sum + (stats[key] ?? 0) * value, 0));
  };
  const teamPoints = (i: number, week: number, now: Date) =>
    round2(league.starters(league.teams[i]!, week, now).reduce((s, p) => s + points(p, week, now), 0));

  function leagueObject(now: Date) {
    const week = league.week(now);
    const lastScored = Array.from({ length: week }, (_, i) => i + 1)
      .filter((w) => league.weekFinal(w, now))
      .pop();
    return {
      league_id: SLEEPER_LEAGUE_ID,
      name: "Replay League",
      season: String(data.season),
      season_type: "regular",
      sport: "nfl",
      status: "in_season",
      total_rosters: TEAMS,
      avatar: null,
      draft_id: "1260000000000000002",
      previous_league_id: null,
      roster_positions: [...STARTERS, ...Array.from({ length: 6 }, () => "BN")],
      scoring_settings: SCORING_SETTINGS,
      settings: {
        num_teams: TEAMS,
        type: 0,
        playoff_teams: 6,
        playoff_week_start: REGULAR_WEEKS + 1,
        playoff_round_type: 0,
        start_week: 1,
        leg: week,
        last_scored_leg: lastScored ?? 0,
        trade_deadline: 11,
        waiver_type: 2,
        waiver_budget: 100,
        waiver_day_of_week: 3,
        waiver_clear_days: 1,
        reserve_slots: 0,
        taxi_slots: 0,
        league_average_match: 0,
        divisions: 0,
      },
    };
  }

  function rosters(now: Date) {
    const week = league.week(now);
    const record = records(league, (i, w) => teamPoints(i, w, now), now);
    return league.teams.map((team, i) => {
      const r = record[i]!;
      return {
        roster_id: i + 1,
        owner_id: userId(i),
        league_id: SLEEPER_LEAGUE_ID,
        players: team.players.map((p) => p.sleeperId),
        starters: league.starters(team, week, now).map((p) => p.sleeperId),
        reserve: null,
        taxi: null,
        settings: {
          wins: r.wins,
          losses: r.losses,
          ties: r.ties,
          ...sleeperPoints("fpts", r.pointsFor),
          ...sleeperPoints("fpts_against", r.pointsAgainst),
          waiver_budget_used: 0,
          waiver_position: i + 1,
          total_moves: 0,
        },
      };
    });
  }

  function matchups(week: number, now: Date) {
    return league.pairs(week).flatMap(([a, b], m) =>
      [a, b].map((i) => {
        const team = league.teams[i]!;
        const starters = league.starters(team, week, now);
        const playersPoints = Object.fromEntries(team.players.map((p) => [p.sleeperId, points(p, week, now)]));
        return {
          roster_id: i + 1,
          matchup_id: m + 1,
          points: teamPoints(i, week, now),
          custom_points: null,
          starters: starters.map((p) => p.sleeperId),
          starters_points: starters.map((p) => points(p, week, now)),
          players: team.players.map((p) => p.sleeperId),
          players_points: playersPoints,
        };
      }),
    );
  }

  function playersDump() {
    return Object.fromEntries(
      data.players.map((p) => {
        const [first, ...last] = p.name.split(" ");
        return [
          p.sleeperId,
          {
            player_id: p.sleeperId,
            first_name: first,
            last_name: last.join(" "),
            full_name: p.name,
            position: p.position,
            fantasy_positions: FANTASY_POSITIONS[p.position],
            team: p.team || null,
            status: "Active",
            active: true,
            injury_status: null,
            espn_id: p.espnId,
            yahoo_id: null,
            gsis_id: p.gsisId,
            sport: "nfl",
          },
        ];
      }),
    );
  }

  function projections(week: number) {
    return data.players.flatMap((p) => {
      const line = league.projected(p, week);
      if (!line) return [];
      const team = league.teamOf(p, week);
      const game = data.games.find((g) => g.week === week && (g.homeTeam === team || g.awayTeam === team));
      return [
        {
          player_id: p.sleeperId,
          week,
          season: String(data.season),
          season_type: "regular",
          sport: "nfl",
          team,
          opponent: game ? (game.homeTeam === team ? game.awayTeam : game.homeTeam) : null,
          game_id: game?.id ?? null,
          date: game?.kickoff.toISOString().slice(0, 10) ?? null,
          company: "rotowire",
          category: "proj",
          last_modified: game ? game.kickoff.getTime() - 2 * 24 * 3600_000 : null,
          stats: sleeperStats(line, p.position),
          player: {
            first_name: p.name.split(" ")[0],
            last_name: p.name.split(" ").slice(1).join(" "),
            position: p.position,
            team,
            fantasy_positions: FANTASY_POSITIONS[p.position],
            injury_status: null,
          },
        },
      ];
    });
  }

  function stats(week: number, now: Date) {
    return Object.fromEntries(
      data.players.flatMap((p) => {
        const line = league.actual(p, week, now);
        return line ? [[p.sleeperId, { ...sleeperStats(line, p.position), gp: 1 }]] : [];
      }),
    );
  }

  function answer(path: string, now: Date): unknown {
    const [first, ...rest] = path.split("/").filter(Boolean);
    const season = String(data.season);
    const week = league.week(now);
    const m = (re: RegExp) => re.exec(path);
    if (path === "state/nfl")
      return {
        week,
        display_week: week,
        season,
        season_type: "regular",
        leg: week,
        previous_season: String(data.season - 1),
        league_season: season,
      };
    if (first === "user" && rest.length === 1)
      return rest[0] === SLEEPER_USERNAME || rest[0] === USER_ID
        ? { user_id: USER_ID, username: SLEEPER_USERNAME, display_name: "replay", avatar: null, is_bot: false }
        : null;
    let hit = m(/^user\/(\d+)\/leagues\/nfl\/(\d{4})$/);
    if (hit) return hit[1] === USER_ID && hit[2] === season ? [leagueObject(now)] : [];
    hit = m(/^league\/(\d+)(?:\/(\w+)(?:\/(\d+))?)?$/);
    if (hit) {
      if (hit[1] !== SLEEPER_LEAGUE_ID) return null;
      const w = Number(hit[3]);
      switch (hit[2]) {
        case undefined:
          return leagueObject(now);
        case "rosters":
          return rosters(now);
        case "users":
          return league.teams.map((t, i) => ({
            user_id: userId(i),
            display_name: t.owner,
            avatar: null,
            is_owner: i === 0,
            is_bot: false,
            league_id: SLEEPER_LEAGUE_ID,
            metadata: { team_name: t.name },
          }));
        case "matchups":
          return w >= 1 ? matchups(w, now) : undefined;
        case "transactions":
          return w >= 1 ? [] : undefined;
        case "traded_picks":
        case "drafts":
          return [];
        default:
          return undefined;
      }
    }
    if (path === "players/nfl") return playersDump();
    hit = m(/^projections\/nfl\/(?:regular\/)?(\d{4})\/(\d+)$/);
    if (hit) return hit[1] === season ? projections(Number(hit[2])) : [];
    hit = m(/^stats\/nfl\/(?:regular\/)?(\d{4})\/(\d+)$/);
    if (hit) return hit[1] === season ? stats(Number(hit[2]), now) : {};
    return undefined;
  }

  return { league, answer };
}
