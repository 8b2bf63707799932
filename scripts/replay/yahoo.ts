// Yahoo's Fantasy API v2 (`…/fantasy/v2`, format=json) and its OAuth 2.0 endpoints for the replayed season: the
// signed-in user, his one league (settings, teams, standings, weekly scoreboards, transactions) and each team's
// roster for a week. Yahoo names players by its own ids only; the shapes follow Yahoo's JSON, which is its XML
// translated mechanically: collections are {"0": item, …, "count": n} and resources are lists of one-key fragments.
import type { StatKey, StatLine } from "@/lib/domain/league";
import { scorePoints, HALF_PPR } from "@/lib/engine/scoring";
import { REGULAR_WEEKS, STARTERS, TEAMS, buildLeague, records } from "./league";
import type { ReplayPlayer, ReplaySeason } from "./season-data";
import { round2 } from "@/lib/numbers";

export const YAHOO_LEAGUE_KEY = "470.l.26026";
const GUID = "REPLAYYAHOOGUID";
const YAHOO_ID_BASE = 40_000;

// The league's rules as Yahoo stat modifiers (Yahoo's stat ids): half PPR, 4-point passing TDs.
const MODIFIERS: [statId: number, name: string, value: number, keys: StatKey[]][] = [
  [4, "Passing Yards", 0.04, ["pass_yd"]],
  [5, "Passing Touchdowns", 4, ["pass_td"]],
  [6, "Interceptions", -1, ["pass_int"]],
  [9, "Rushing Yards", 0.1, ["rush_yd"]],
  [10, "Rushing Touchdowns", 6, ["rush_td"]],
  [11, "Receptions", 0.5, ["rec"]],
  [12, "Receiving Yards", 0.1, ["rec_yd"]],
  [13, "Receiving Touchdowns", 6, ["rec_td"]],
  [15, "Return Touchdowns", 6, ["ret_td"]],
  [16, "2-Point Conversions", 2, ["pass_2pt", "rush_2pt", "rec_2pt"]],
  [18, "Fumbles Lost", -2, ["fum_lost"]],
  [57, "Offensive Fumble Return TD", 6, ["fum_rec_td"]],
  [19, "Field Goals 0-19 Yards", 3, ["fg_0_19"]],
  [20, "Field Goals 20-29 Yards", 3, ["fg_20_29"]],
  [21, "Field Goals 30-39 Yards", 3, ["fg_30_39"]],
  [22, "Field Goals 40-49 Yards", 4, ["fg_40_49"]],
  [23, "Field Goals 50+ Yards", 5, ["fg_50p"]],
  [24, "Field Goals Missed 0-19 Yards", -1, ["fg_miss"]],
  [25, "Field Goals Missed 20-29 Yards", -1, ["fg_miss"]],
  [26, "Field Goals Missed 30-39 Yards", -1, ["fg_miss"]],
  [27, "Field Goals Missed 40-49 Yards", -1, ["fg_miss"]],
  [28, "Field Goals Missed 50+ Yards", -1, ["fg_miss"]],
  [29, "Point After Attempt Made", 1, ["pat_made"]],
  [30, "Point After Attempt Missed", -1, ["pat_miss"]],
];
const SCORING = Object.fromEntries(MODIFIERS.flatMap(([, , value, keys]) => keys.map((k) => [k, value])));

const NAMES = [
  "Yahoo Replay Raiders",
  "Bootleg Bandits",
  "Cover Two Crew",
  "Draw Play Dynasty",
  "End Around Express",
  "Facemask Fanatics",
  "Gunslinger Gang",
  "Hash Mark Heroes",
  "I-Formation Iron",
  "Jet Sweep Jets",
  "Kneel Down Kings",
  "Lateral Legends",
].map((team, i) => ({ team, owner: i === 0 ? "replay" : `yahoofan${i + 1}` }));

const SLOTS: Record<(typeof STARTERS)[number], string> = {
  QB: "QB",
  RB: "RB",
  WR: "WR",
  TE: "TE",
  FLEX: "W/R/T",
  K: "K",
};
const ELIGIBLE: Record<ReplayPlayer["position"], string[]> = {
  QB: ["QB"],
  RB: ["RB", "W/R/T"],
  WR: ["WR", "W/R/T"],
  TE: ["TE", "W/R/T"],
  K: ["K"],
  DST: ["DEF"],
};
// Yahoo's editorial team codes where they differ from the nflverse codes the replay's season uses.
const TEAM_CODES: Record<string, string> = { LA: "LAR", WAS: "WSH" };

// {"0": a, "1": b, "count": 2}
const collection = (list: unknown[]) => ({
  ...Object.fromEntries(list.map((item, i) => [String(i), item])),
  count: list.length,
});

export function createYahooReplay(data: ReplaySeason) {
  const league = buildLeague(data, NAMES, HALF_PPR);
  const yahooId = new Map(data.players.map((p, i) => [p.nflcomId, String(YAHOO_ID_BASE + i)]));
  const teamKey = (i: number) => `${YAHOO_LEAGUE_KEY}.t.${i + 1}`;
  const points = (p: ReplayPlayer, week: number, now: Date) => {
    const line: StatLine | null = league.actual(p, week, now);
    return line ? round2(scorePoints(line, SCORING)) : 0;
  };
  const teamPoints = (i: number, week: number, now: Date) =>
    round2(league.starters(league.teams[i]!, week, now).reduce((s, p) => s + points(p, week, now), 0));

  const leagueMeta = (now: Date) => ({
    league_key: YAHOO_LEAGUE_KEY,
    league_id: YAHOO_LEAGUE_KEY.split(".").pop(),
    name: "Replay Yahoo League",
    url: "https://football.fantasysports.yahoo.com/f1/26026",
    num_teams: TEAMS,
    scoring_type: "head",
    current_week: String(league.week(now)),
    start_week: "1",
    end_week: "17",
    season: String(data.season),
    game_code: "nfl",
  });

  const teamFragments = (i: number) => {
    const team = league.teams[i]!;
    return [
      { team_key: teamKey(i) },
      { team_id: String(i + 1) },
      { name: team.name },
      i === 0 ? { is_owned_by_current_login: 1 } : [],
      { waiver_priority: i + 1 },
      { faab_balance: "100" },
      {
        managers: [
          { manager: { manager_id: String(i + 1), nickname: team.owner, guid: i === 0 ? GUID : `YAHOOFAN${i + 1}` } },
        ],
      },
    ];
  };

  const users = (now: Date) => ({
    users: collection([
      {
        user: [
          { guid: GUID },
          {
            games: collection([
              {
                game: [
                  { game_key: "470", code: "nfl", name: "Football", season: String(data.season) },
                  { leagues: collection([{ league: [leagueMeta(now)] }]) },
                ],
              },
            ]),
          },
        ],
      },
    ]),
  });

  const teams = (now: Date) => ({
    league: [leagueMeta(now), { teams: collection(league.teams.map((_, i) => ({ team: [teamFragments(i)] }))) }],
  });

  const settings = (now: Date) => ({
    league: [
      leagueMeta(now),
      {
        settings: [
          {
            draft_type: "live",
            uses_faab: "1",
            num_playoff_teams: "6",
            playoff_start_week: String(REGULAR_WEEKS + 1),
            uses_median_score: "0",
            trade_end_date: `${data.season}-11-20`,
            roster_positions: [
              ...Object.entries(
                STARTERS.reduce<Record<string, number>>((n, s) => ({ ...n, [SLOTS[s]]: (n[SLOTS[s]] ?? 0) + 1 }), {}),
              ).map(([position, count]) => ({ roster_position: { position, count } })),
              { roster_position: { position: "BN", count: 6 } },
            ],
            stat_categories: {
              stats: MODIFIERS.map(([id, name]) => ({ stat: { stat_id: id, enabled: "1", name, display_name: name } })),
            },
            stat_modifiers: {
              stats: MODIFIERS.map(([id, , value]) => ({ stat: { stat_id: id, value: String(value) } })),
            },
          },
        ],
      },
    ],
  });

  const standings = (now: Date) => {
    const record = records(league, (i, w) => teamPoints(i, w, now), now);
    const rank = [...record.keys()].sort(
      (a, b) => record[b]!.wins - record[a]!.wins || record[b]!.pointsFor - record[a]!.pointsFor,
    );
    return {
      league: [
        leagueMeta(now),
        {
          standings: [
            {
              teams: collection(
                league.teams.map((_, i) => {
                  const r = record[i]!;
                  return {
                    team: [
                      teamFragments(i),
                      { team_points: { coverage_type: "season", season: String(data.season), total: r.pointsFor } },
                      {
                        team_standings: {
                          rank: rank.indexOf(i) + 1,
                          outcome_totals: { wins: r.wins, losses: r.losses, ties: r.ties },
                          points_for: String(r.pointsFor),
                          points_against: r.pointsAgainst,
                        },
                      },
                    ],
                  };
                }),
              ),
            },
          ],
        },
      ],
    };
  };

  const scoreboard = (week: number, now: Date) => {
    const started = league.data.games.some((g) => g.week === week && g.kickoff.getTime() <= now.getTime());
    const status = league.weekFinal(week, now) ? "postevent" : started ? "midevent" : "preevent";
    const matchups = league.pairs(week).map(([a, b]) => ({
      matchup: {
        week: String(week),
        status,
        is_playoffs: "0",
        is_consolation: "0",
        "0": {
          teams: collection(
            [a, b].map((i) => ({
              team: [
                [{ team_key: teamKey(i) }, { team_id: String(i + 1) }],
                { team_points: { total: teamPoints(i, week, now) } },
              ],
            })),
          ),
        },
      },
    }));
    return {
      league: [leagueMeta(now), { scoreboard: { "0": { matchups: collection(matchups) }, week: String(week) } }],
    };
  };

  const roster = (i: number, week: number, now: Date) => {
    const team = league.teams[i]!;
    const starters = league.starters(team, week, now);
    const slotOf = new Map<string, string>();
    const open = [...STARTERS];
    for (const p of starters) {
      const slot = open.findIndex((s) => (s === "FLEX" ? ["RB", "WR", "TE"].includes(p.position) : s === p.position));
      slotOf.set(p.nflcomId, SLOTS[open.splice(slot, 1)[0]!]);
    }
    const players = team.players.map((p) => {
      const nflTeam = league.teamOf(p, week);
      const [first, ...last] = p.name.split(" ");
      return {
        player: [
          [
            { player_key: `470.p.${yahooId.get(p.nflcomId)}` },
            { player_id: yahooId.get(p.nflcomId) },
            { name: { full: p.name, first, last: last.join(" ") } },
            { editorial_team_abbr: TEAM_CODES[nflTeam] ?? nflTeam },
            { display_position: p.position === "DST" ? "DEF" : p.position },
            { primary_position: p.position === "DST" ? "DEF" : p.position },
            { eligible_positions: ELIGIBLE[p.position].map((position) => ({ position })) },
          ],
          {
            selected_position: [
              { coverage_type: "week", week: String(week) },
              { position: slotOf.get(p.nflcomId) ?? "BN" },
            ],
          },
          { player_points: { coverage_type: "week", week: String(week), total: String(points(p, week, now)) } },
        ],
      };
    });
    return {
      team: [
        teamFragments(i),
        { roster: { coverage_type: "week", week: String(week), "0": { players: collection(players) } } },
      ],
    };
  };

  /** The fantasy_content for a resource path (after /fantasy/v2/); undefined = unknown path. */
  function answer(resource: string, now: Date): unknown {
    const path = decodeURIComponent(resource).replace(/\/$/, "");
    if (/^users;use_login=1\/games;game_keys=[^/]+\/leagues$/.test(path)) return users(now);
    const leagueRes = /^league\/([^/]+)\/(settings|teams|standings|transactions|scoreboard(?:;week=(\d+))?)$/.exec(
      path,
    );
    if (leagueRes) {
      if (leagueRes[1] !== YAHOO_LEAGUE_KEY) return undefined;
      const kind = leagueRes[2]!;
      if (kind === "settings") return settings(now);
      if (kind === "teams") return teams(now);
      if (kind === "standings") return standings(now);
      if (kind === "transactions") return { league: [leagueMeta(now), { transactions: { count: 0 } }] };
      return scoreboard(Number(leagueRes[3] ?? league.week(now)), now);
    }
    const rosterRes = /^team\/([^/]+)\.t\.(\d+)\/roster(?:;week=(\d+))?$/.exec(path);
    if (rosterRes && rosterRes[1] === YAHOO_LEAGUE_KEY) {
      const i = Number(rosterRes[2]) - 1;
      if (i < 0 || i >= league.teams.length) return undefined;
      return roster(i, Number(rosterRes[3] ?? league.week(now)), now);
    }
    return undefined;
  }

  return { league, answer, yahooId };
}

// Yahoo's OAuth 2.0, as far as a sign-in needs it: the consent page sends the browser straight back with a code, and
// the token endpoint trades a code or a refresh token (any client credentials) for a fresh access token.
let issued = 0;
export function yahooAuthorize(url: URL): string {
  const redirect = new URL(url.searchParams.get("redirect_uri") ?? "http://127.0.0.1/");
  redirect.searchParams.set("code", "replay-code");
  redirect.searchParams.set("state", url.searchParams.get("state") ?? "");
  return redirect.toString();
}
export function yahooToken(form: URLSearchParams, authorization: string | undefined): { status: number; body: object } {
  if (!authorization?.startsWith("Basic ")) return { status: 401, body: { error: "invalid_client" } };
  const grant = form.get("grant_type");
  const ok =
    (grant === "authorization_code" && form.get("code") === "replay-code") ||
    (grant === "refresh_token" && form.get("refresh_token")?.startsWith("replay-refresh-"));
  if (!ok) return { status: 400, body: { error: "invalid_grant" } };
  issued += 1;
  return {
    status: 200,
    body: {
      access_token: `replay-access-${issued}`,
      refresh_token: `replay-refresh-${issued}`,
      expires_in: 3600,
      token_type: "bearer",
      xoauth_yahoo_guid: GUID,
    },
  };
}
