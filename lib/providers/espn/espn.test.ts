/** @jest-environment node */
// Parser and adapter tests on real recorded ESPN leagues: 899513 (2020, FAAB, box scores) and the 2018 espn-api league.
import { createEspnProvider, espnCookieHeader } from "@/lib/providers/espn/client";
import { espnScoring, parseEspnLeague } from "@/lib/providers/espn/parse";
import { espnBoardViewSchema, espnTeamViewSchema } from "@/lib/providers/espn/schemas";
import { startProviderServer, type ProviderServer } from "@/tests/fakes/provider-server";
import { readFixture } from "@/tests/support/fixtures";

const read = (file: string): unknown => readFixture(`espn/${file}`);

let server: ProviderServer;
const provider = () => createEspnProvider({ baseUrl: server.env.ESPN_API_URL, fetchOptions: { retries: 0 } });
const publicCreds = { provider: "espn", leagueId: "899513", season: 2020 } as const;
const ref = { externalId: "899513", season: 2020 };

let warn: jest.SpyInstance;
beforeAll(async () => {
  // 899513's activity feed was not recorded: the adapter logs that and imports without transactions.
  warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
  server = await startProviderServer();
});
afterAll(async () => {
  warn.mockRestore();
  await server.close();
});
afterEach(() => server.setEspnPrivate(null));

describe("ESPN league 899513 (2020) through the adapter", () => {
  let league: Awaited<ReturnType<ReturnType<typeof createEspnProvider>["fetchLeague"]>>;
  beforeAll(async () => {
    league = await provider().fetchLeague(publicCreds, ref, 1);
  });

  it("reads settings: half PPR, FAAB $275, 4 playoff teams from week 13, slots from counts", () => {
    expect(league.settings).toMatchObject({
      name: expect.any(String),
      season: 2020,
      waiverType: "FAAB",
      faabBudget: 275,
      // waiverProcessDays ["SUNDAY","WEDNESDAY"], at ESPN's published 3 AM ET.
      waiverRun: { weekdays: [0, 3], hour: 3, minute: 0, timeZone: "America/New_York" },
      playoffTeams: 4,
      playoffStartWeek: 13,
      playoffByes: 0,
      tiebreaker: "points_for",
      divisions: 0,
      medianGame: false,
    });
    expect(league.settings.scoring).toEqual({
      pass_yd: 0.04,
      pass_td: 4,
      pass_2pt: 2,
      pass_int: -2,
      rush_yd: 0.1,
      rush_td: 6,
      rush_2pt: 2,
      rec: 0.5,
      rec_yd: 0.1,
      rec_td: 6,
      rec_2pt: 2,
      fum_lost: -2,
      fum_rec_td: 6,
      ret_td: 6,
      pat_made: 1,
      pat_miss: -1,
      // This league scores FG 50-59 (198) and 60+ (201) instead of 50+ (74), and misses by distance (79/82/200/203)
      // instead of in total (85).
      fg_0_19: 3,
      fg_20_29: 3,
      fg_30_39: 3,
      fg_40_49: 4,
      fg_50p: 5,
      fg_miss: -2,
      def_sack: 1,
      def_int: 2,
      def_fum_rec: 2,
      def_safety: 2,
      def_blk_kick: 2,
      def_td: 6,
      // D/ST points-allowed values live in the D/ST slot override; 22-34 are worth 0 here (no item), 35-45 is -2.
      def_pts_allowed_0: 5,
      def_pts_allowed_1_6: 4,
      def_pts_allowed_7_13: 3,
      def_pts_allowed_14_20: 1,
      def_pts_allowed_35p: -2,
    });
    expect(league.transactions).toEqual([]);
    expect(league.settings.playoffRoundWeeks).toEqual([2, 2]); // matchup periods 13: [13, 14] and 14: [16, 15]
    expect(league.settings.rosterSlots).toEqual([
      "QB",
      "RB",
      "RB",
      "WR",
      "WR",
      "TE",
      "FLEX",
      "OP",
      "D/ST",
      "K",
      ...Array(12).fill("BE"),
      "IR",
      "IR",
    ]);
  });

  it("reads records, points, seeds and FAAB spent", () => {
    const team = (id: string) => league.teams.find((t) => t.externalId === id);
    expect(team("5")).toMatchObject({
      name: "The Juggernaut",
      wins: 9,
      losses: 3,
      ties: 0,
      pointsFor: 1619.74,
      pointsAgainst: 1471.58,
      standing: 1,
      faabSpent: 275,
      ownerName: "longhorn0010",
    });
    expect(team("1")).toMatchObject({
      name: "The Early GGod",
      wins: 3,
      losses: 9,
      pointsFor: 1312.66,
      pointsAgainst: 1586.98,
      standing: 10,
      faabSpent: 268,
    });
    expect(league.teams.map((t) => t.standing).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it("pairs matchups and maps two-week playoff periods to their first week", () => {
    expect(league.matchups).toHaveLength(70);
    expect(league.matchups[0]).toEqual({
      week: 1,
      homeTeamExternalId: "4",
      awayTeamExternalId: "1",
      homeScore: 130.5,
      awayScore: 101.82,
      isPlayoff: false,
    });
    expect(league.matchups).toContainEqual({
      week: 15,
      homeTeamExternalId: "5",
      awayTeamExternalId: "9",
      homeScore: 285.02,
      awayScore: 244.62,
      isPlayoff: true,
    });
  });

  it("counts only winners'-bracket games as playoff games, not the consolation ladders", () => {
    // Period 13: 2 WINNERS_BRACKET + 3 LOSERS_CONSOLATION_LADDER; period 14: the final, a 3rd-place game
    // (WINNERS_CONSOLATION_LADDER) and 3 losers' games.
    const playoff = (week: number) =>
      league.matchups
        .filter((m) => m.week === week && m.isPlayoff)
        .map((m) => [m.homeTeamExternalId, m.awayTeamExternalId]);
    expect(playoff(13)).toEqual([
      ["5", "2"],
      ["6", "9"],
    ]);
    expect(playoff(15)).toEqual([["5", "9"]]);
    expect(league.matchups.filter((m) => m.week >= 13 && !m.isPlayoff)).toHaveLength(7);
  });

  it("lists the scoring items it cannot apply instead of dropping them", () => {
    const keys = league.settings.unsupportedScoring.map((r) => r.key);
    // Yards-allowed buckets, 46+ points allowed, misses by distance priced apart from the 40-49 miss, per-yard items.
    expect(keys).toEqual(
      expect.arrayContaining(["espn:125", "espn:128", "espn:136", "espn:82", "espn:200", "espn:203", "espn:114"]),
    );
    expect(league.settings.unsupportedScoring).toContainEqual({
      key: "espn:125",
      label: "46+ points allowed",
      points: -4,
    });
    expect(league.settings.unsupportedScoring).toContainEqual({ key: "espn:82", label: "Missed FG 0-39", points: -3 });
    // Every item our keys read is absent from the list (FG 50-59 and 60+ are both 5: one rule).
    expect(keys).not.toContain("espn:201");
    expect(keys).not.toContain("espn:53");
    expect(league.settings.unsupportedScoring).toHaveLength(15);
  });

  it("builds week-1 rosters from box scores with actual and projected points", () => {
    const team4 = league.rosters.filter((s) => s.teamExternalId === "4");
    expect(team4).toHaveLength(22);
    const starters = team4.filter((s) => s.isStarting);
    expect(starters.map((s) => s.slot).sort()).toEqual(["D/ST", "FLEX", "K", "OP", "QB", "RB", "RB", "TE", "WR", "WR"]);
    // The starters' points add up to the team's recorded week-1 score.
    expect(starters.reduce((sum, s) => sum + (s.actualPoints ?? 0), 0)).toBeCloseTo(130.5, 6);
    const conner = team4.find((s) => s.playerExternalId === "3045147");
    expect(conner).toMatchObject({ slot: "RB", isStarting: true, actualPoints: 2.7, projectedPoints: 14.64 });
    expect(new Set(league.rosters.map((s) => s.teamExternalId)).size).toBe(10);
  });

  it("maps players: positions, nflverse teams, D/ST ids, eligible slots", () => {
    const find = (id: string) => league.players.find((p) => p.externalId === id);
    expect(find("3121422")).toMatchObject({
      fullName: "Terry McLaurin",
      position: "WR",
      nflTeam: "WAS",
      ids: { espn: "3121422" },
    });
    expect(find("-16025")).toMatchObject({
      fullName: "49ers D/ST",
      position: "DST",
      nflTeam: "SF",
      imageUrl: undefined,
    });
    expect(find("3045147")?.eligibleSlots).toEqual(["RB", "RB/WR", "FLEX", "OP", "BE", "IR"]);
    const referenced = new Set(league.rosters.map((s) => s.playerExternalId));
    expect(league.players.length).toBe(referenced.size);
  });

  it("reads week 2 box scores when asked for week 2", async () => {
    const week2 = await provider().fetchLeague(publicCreds, ref, 2);
    expect(week2.rosters.every((s) => s.week === 2)).toBe(true);
    const board = espnBoardViewSchema.parse(
      read("ffscrapr-tests-2020/league_899513_sp2_view-mMatchupScore-mBoxscore-mSettings-mRosterSettings.json"),
    );
    const game = board.schedule.find((m) => m.matchupPeriodId === 2);
    const home = week2.rosters.filter((s) => s.teamExternalId === String(game?.home.teamId) && s.isStarting);
    expect(home.reduce((sum, s) => sum + (s.actualPoints ?? 0), 0)).toBeCloseTo(game?.home.totalPoints ?? -1, 6);
  });

  it("lists the one league with its teams", async () => {
    const [summary] = await provider().listLeagues(publicCreds, 2020);
    expect(summary).toMatchObject({ provider: "espn", externalId: "899513", season: 2020 });
    expect(summary?.teams).toHaveLength(10);
  });
});

describe("ESPN private leagues", () => {
  const cookies = { espnS2: "AEBx%2Bfake%3D", swid: "{11111111-2222-3333-4444-555555555555}" };

  it("explains how to get cookies when a private league answers 401 without them", async () => {
    server.setEspnPrivate(cookies);
    await expect(provider().fetchLeague(publicCreds, ref, 1)).rejects.toMatchObject({
      kind: "auth",
      status: 401,
      message: expect.stringContaining("private"),
    });
  });

  it("sends the cookies and gets in", async () => {
    server.setEspnPrivate(cookies);
    const league = await provider().fetchLeague({ ...publicCreds, ...cookies }, ref, 1);
    expect(league.teams).toHaveLength(10);
    expect(server.requests.at(-1)?.headers.cookie).toBe(`espn_s2=${cookies.espnS2}; SWID=${cookies.swid}`);
  });

  it("says the cookies expired when they are refused", async () => {
    server.setEspnPrivate(cookies);
    await expect(
      provider().fetchLeague({ ...publicCreds, espnS2: "old", swid: "{old}" }, ref, 1),
    ).rejects.toMatchObject({ kind: "auth", message: expect.stringContaining("expired") });
  });

  it("adds braces to a SWID pasted without them", () => {
    expect(espnCookieHeader({ provider: "espn", leagueId: "1", season: 2020, espnS2: "a", swid: "ABC" })).toEqual({
      cookie: "espn_s2=a; SWID={ABC}",
    });
  });

  it("reports an unknown league as not_found with a hint", async () => {
    await expect(
      provider().fetchLeague({ ...publicCreds, leagueId: "1" }, { externalId: "1", season: 2024 }, 1),
    ).rejects.toMatchObject({ kind: "not_found", message: expect.stringContaining("leagueId=") });
  });
});

describe("ESPN 2018 league (espn-api fixtures, parsed directly)", () => {
  const team = espnTeamViewSchema.parse(read("espn-api-tests/league_team_2018.json"));
  const settings = (read("espn-api-tests/league_settings_2018.json") as { settings: unknown }).settings;
  const schedule = (read("espn-api-tests/league_matchupScore_2018.json") as { schedule: unknown }).schedule;
  const board = espnBoardViewSchema.parse({ id: 368876, seasonId: 2018, settings, schedule });
  const league = parseEspnLeague({ team, board, roster: null }, 16);

  it("reads a traditional-waiver, 6-team-playoff league with location + nickname names", () => {
    expect(league.settings).toMatchObject({
      waiverType: "REVERSE",
      faabBudget: null,
      playoffTeams: 6,
      playoffStartWeek: 14,
      playoffByes: 2,
    });
    expect(league.teams.find((t) => t.externalId === "1")).toMatchObject({
      name: "Goin' HAM Newton",
      wins: 8,
      losses: 5,
      pointsFor: 1937.52,
      pointsAgainst: 1640.6,
      standing: 2,
    });
  });

  it("reads all 81 games; consolation-ladder games are not playoff games", () => {
    expect(league.matchups).toHaveLength(81);
    expect(league.matchups[0]).toEqual({
      week: 1,
      homeTeamExternalId: "9",
      awayTeamExternalId: "11",
      homeScore: 125.5,
      awayScore: 163.56,
      isPlayoff: false,
    });
    // The last recorded game is on the LOSERS_CONSOLATION_LADDER.
    expect(league.matchups.at(-1)).toMatchObject({ week: 16, homeScore: 103.34, awayScore: 108.64, isPlayoff: false });
    // Week 16: the final (5 v 2) is the only playoff game; the 3rd-place and losers' games are not.
    expect(
      league.matchups
        .filter((m) => m.week === 16 && m.isPlayoff)
        .map((m) => [m.homeTeamExternalId, m.awayTeamExternalId]),
    ).toEqual([["5", "2"]]);
    // 4 + 2 + 1 winners'-bracket entries (2 are byes)
    expect(league.matchups.filter((m) => m.week >= 14 && m.isPlayoff)).toHaveLength(7);
  });

  it("lists the 2018 items no key of ours covers: 18-21 and 46+ points allowed, yards-allowed buckets", () => {
    expect(league.settings.unsupportedScoring.slice(0, 2)).toEqual([
      { key: "espn:121", label: "18-21 points allowed", points: 4 },
      { key: "espn:125", label: "46+ points allowed", points: -2 },
    ]);
    expect(league.settings.unsupportedScoring.map((r) => r.key)).toEqual(
      expect.arrayContaining(["espn:128", "espn:136", "espn:206", "espn:209"]),
    );
    expect(league.settings.unsupportedScoring).toHaveLength(13);
  });

  it("maps the 2018 scoring items (6-pt pass TD, full PPR, ESPN's D/ST buckets) onto our keys", () => {
    expect(league.settings.scoring).toEqual({
      pass_yd: 0.04,
      pass_td: 6,
      pass_2pt: 2,
      pass_int: -2,
      rush_yd: 0.1,
      rush_td: 6,
      rush_2pt: 2,
      rec: 1,
      rec_yd: 0.1,
      rec_td: 6,
      rec_2pt: 2,
      fum_lost: -2,
      fum_rec_td: 6,
      ret_td: 6,
      pat_made: 1,
      pat_miss: -1,
      fg_0_19: 3,
      fg_20_29: 3,
      fg_30_39: 3,
      fg_40_49: 4,
      fg_50p: 5,
      fg_miss: -1,
      def_sack: 1,
      def_int: 2,
      def_fum_rec: 2,
      def_safety: 2,
      def_blk_kick: 2,
      def_td: 6,
      // 14-17 (6) → our 14-20, 22-27 (2) → 21-27, 28-34 (1) → 28-34; 18-21 (4) and 46+ (-2) have no bucket of ours,
      // and there is no 35-45 item (0 points), so our 35+ stays unset.
      def_pts_allowed_0: 10,
      def_pts_allowed_1_6: 9,
      def_pts_allowed_7_13: 8,
      def_pts_allowed_14_20: 6,
      def_pts_allowed_21_27: 2,
      def_pts_allowed_28_34: 1,
    });
  });

  it("converts every-N-yards items to points per yard and reads a TE premium override", () => {
    expect(
      espnScoring([
        { statId: 6, points: 1 },
        { statId: 28, points: 1 },
        { statId: 53, points: 1, pointsOverrides: { "6": 1.5 } },
      ]),
    ).toEqual({
      scoring: { pass_yd: 0.1, rush_yd: 0.1, rec: 1, bonus_rec_te: 0.5 },
      unsupported: [],
    });
    // 1 point every 25 passing yards (0.04 a yard) next to 0.05 a yard: the second item is listed, not dropped.
    expect(
      espnScoring([
        { statId: 3, points: 0.05 },
        { statId: 8, points: 1 },
      ]),
    ).toEqual({
      scoring: { pass_yd: 0.05 },
      unsupported: [{ key: "espn:8", label: "ESPN stat 8", points: 1 }],
    });
  });

  it("uses the D/ST override when the base points are zero", () => {
    expect(
      espnScoring([
        { statId: 99, points: 0, pointsOverrides: { "16": 1 } },
        { statId: 53, points: 1 },
      ]).scoring,
    ).toEqual({ def_sack: 1, rec: 1 });
  });

  it("lists a reception override for a slot other than TE (an RB premium) as unsupported", () => {
    expect(espnScoring([{ statId: 53, points: 1, pointsOverrides: { "2": 1.5 } }])).toEqual({
      scoring: { rec: 1 },
      unsupported: [{ key: "espn:53:slot2", label: "Receptions (RB only)", points: 1.5 }],
    });
  });
});
