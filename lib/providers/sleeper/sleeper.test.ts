/** @jest-environment node */
// Parser and adapter tests on a real, recorded 2020 Sleeper league (ffscrapr-tests fixtures).
import { createSleeperProvider } from "@/lib/providers/sleeper/client";
import { sleeperScoring } from "@/lib/providers/sleeper/maps";
import { parseSleeperLeague, sleeperMissingPlayerIds, sleeperPlayoffRoundWeeks } from "@/lib/providers/sleeper/parse";
import type { SleeperLeague, SleeperLeagueUser, SleeperMatchup, SleeperRoster } from "@/lib/providers/sleeper/schemas";
import { ProviderError } from "@/lib/providers/types";
import { startProviderServer, type ProviderServer } from "@/tests/fakes/provider-server";
import { readFixture } from "@/tests/support/fixtures";

const LEAGUE = "522458773317046272";
const fixture = <T>(file: string): T => readFixture<T>(`sleeper/v1/league/${LEAGUE}/${file}`);

let server: ProviderServer;
const creds = { provider: "sleeper", username: "solarpool" } as const;
const provider = () =>
  createSleeperProvider({ baseUrl: server.env.SLEEPER_API_URL, fetchOptions: { baseDelayMs: 1, retries: 1 } });

beforeAll(async () => {
  server = await startProviderServer();
});
afterAll(() => server.close());
afterEach(() => {
  server.setFailure(null);
  server.setSleeperPlayersAvailable(true);
});

describe("Sleeper league parsing (fixture league 522458773317046272, 2020)", () => {
  let league: Awaited<ReturnType<ReturnType<typeof createSleeperProvider>["fetchLeague"]>>;
  beforeAll(async () => {
    league = await provider().fetchLeague(creds, { externalId: LEAGUE, season: 2020 }, 16);
  });

  it("reads the settings: half PPR, FAAB $200, 6 playoff teams from week 14, slots in order", () => {
    const s = league.settings;
    expect(s).toMatchObject({
      name: "The JanMichaelLarkin Dynasty League",
      season: 2020,
      waiverType: "FAAB",
      faabBudget: 200,
      // waiver_day_of_week 2 ("Tuesday" waivers) runs at 00:05 Pacific on Wednesday.
      waiverRun: { weekdays: [3], hour: 0, minute: 5, timeZone: "America/Los_Angeles" },
      playoffTeams: 6,
      playoffStartWeek: 14,
      playoffByes: 2,
      medianGame: false,
      currentWeek: null,
    });
    expect(s.scoring).toMatchObject({
      rec: 0.5,
      pass_yd: 0.04,
      rush_yd: 0.1,
      rec_yd: 0.1,
      pass_td: 4,
      pass_int: -2,
      fum_lost: -2,
      def_sack: 1,
      def_int: 2,
      def_safety: 2,
    });
    expect(s.rosterSlots.slice(0, 9)).toEqual(["QB", "RB", "RB", "WR", "WR", "TE", "FLEX", "FLEX", "BE"]);
    // 17 bench, then 6 reserve (IR) and 3 taxi spots: a taxi spot is not an IR spot.
    expect(s.rosterSlots.filter((x) => x === "BE")).toHaveLength(17);
    expect(s.rosterSlots.slice(-9)).toEqual([...Array(6).fill("IR"), ...Array(3).fill("TAXI")]);
    expect(s.playoffRoundWeeks).toEqual([1, 1, 1]); // playoff_round_type 0
  });

  it("maps the special-teams, forced-fumble and fumble keys it used to drop, and lists nothing as unsupported", () => {
    // Recorded: st_td 6, def_st_td 6 (def_kr_td/def_pr_td 0), ff 1, st_ff 1, st_fum_rec 1, def_st_ff 1, def_st_fum_rec
    // 1, fum 0.
    expect(league.settings.scoring).toMatchObject({
      ret_td: 6,
      def_ret_td: 6,
      def_ff: 1,
      st_ff: 1,
      st_fum_rec: 1,
      def_st_ff: 1,
      def_st_fum_rec: 1,
      fum: 0,
      fum_rec_td: 6,
    });
    expect(league.settings.unsupportedScoring).toEqual([]);
  });

  it(
    "calls only the winners' bracket playoff games: consolation and placement " + "games in the playoff weeks are not",
    () => {
      // Seeds 1–6 by record: rosters 7, 12, 4, 11, 3, 1. Week 14: 4 beat 1 and 3 beat 11 (7 and 12 on byes).
      const playoff = (week: number) =>
        league.matchups
          .filter((m) => m.week === week && m.isPlayoff)
          .map((m) => [m.homeTeamExternalId, m.awayTeamExternalId]);
      expect(playoff(14)).toEqual([
        ["3", "11"],
        ["1", "4"],
      ]); // in matchup_id order
      expect(playoff(15)).toEqual([
        ["3", "7"],
        ["4", "12"],
      ]); // 1 v 11 that week is the 5th-place game
      expect(playoff(16)).toEqual([["7", "12"]]); // the final; 3 v 4 is the 3rd-place game
      expect(league.matchups.filter((m) => m.week === 14 && !m.isPlayoff)).toHaveLength(2); // rosters 9–12: consolation
    },
  );

  it("reads records, points and FAAB spent exactly, and ranks by wins then points for", () => {
    const team = (id: string) => league.teams.find((t) => t.externalId === id);
    expect(team("1")).toMatchObject({
      name: "Fake News",
      wins: 8,
      losses: 5,
      ties: 0,
      pointsFor: 1270.9,
      pointsAgainst: 1277.76,
      faabSpent: 111,
      standing: 6,
      ownerExternalId: "70729037081100288",
    });
    expect(team("7")).toMatchObject({ name: "Flipadelphia05", wins: 10, losses: 3, pointsFor: 1273.99, standing: 1 });
    // Four 8–5 teams: ordered by points for (1440.92 > 1414.68 > 1412.54 > 1270.9 > 1258.72).
    expect(["4", "11", "3", "1", "6"].map((id) => team(id)?.standing)).toEqual([3, 4, 5, 6, 7]);
    const rosters = fixture<{ roster_id: number; settings: { fpts: number; fpts_decimal: number } }[]>("rosters.json");
    for (const r of rosters)
      expect(team(String(r.roster_id))?.pointsFor).toBeCloseTo(r.settings.fpts + r.settings.fpts_decimal / 100, 6);
    expect(new Set(league.teams.map((t) => t.standing)).size).toBe(12);
  });

  it("pairs matchups by matchup_id and skips rosters without an opponent", () => {
    const week1 = league.matchups.filter((m) => m.week === 1);
    expect(week1).toHaveLength(6);
    expect(week1).toContainEqual({
      week: 1,
      homeTeamExternalId: "1",
      awayTeamExternalId: "12",
      homeScore: 97.8,
      awayScore: 159.56,
      isPlayoff: false,
    });
    const week16 = league.matchups.filter((m) => m.week === 16);
    expect(week16).toHaveLength(4); // four rosters had matchup_id null in week 16
    expect(week16).toContainEqual({
      week: 16,
      homeTeamExternalId: "3",
      awayTeamExternalId: "4",
      homeScore: 91.72,
      awayScore: 135.32,
      isPlayoff: false,
    });
    expect(new Set(league.matchups.map((m) => m.week)).size).toBe(16);
  });

  it("reads the trade deadline (week 13)", () => {
    expect(league.settings.tradeDeadlineWeek).toBe(13);
  });

  it("imports the whole season's pairings: weeks after the current one with their opponent and no score", async () => {
    const week5 = await provider().fetchLeague(creds, { externalId: LEAGUE, season: 2020 }, 5);
    const week9 = week5.matchups.filter((m) => m.week === 9);
    expect(week9).toHaveLength(6);
    for (const game of week9) {
      expect(game.awayTeamExternalId).not.toBeNull();
      expect([game.homeScore, game.awayScore]).toEqual([null, null]);
    }
    expect(week5.matchups.filter((m) => m.week === 5).every((m) => m.homeScore !== null)).toBe(true);
  });

  it("builds the week's lineup from the matchup: starters in slot order with points, then bench", async () => {
    const week5 = await provider().fetchLeague(creds, { externalId: LEAGUE, season: 2020 }, 5);
    const mine = week5.rosters.filter((s) => s.teamExternalId === "1");
    const starters = mine.filter((s) => s.isStarting);
    expect(starters.map((s) => [s.slot, s.playerExternalId, s.actualPoints])).toEqual([
      ["QB", "289", 21.1],
      ["RB", "4098", 16.8],
      ["RB", "4137", 22.1],
      ["WR", "1426", 1.1],
      ["WR", "6149", 16.9],
      ["TE", "1339", 13.8],
      ["FLEX", "1825", 10.8],
      ["FLEX", "1110", 9.9],
    ]);
    expect(starters.reduce((sum, s) => sum + (s.actualPoints ?? 0), 0)).toBeCloseTo(112.5, 6);
    // Sleeper keeps only today's reserve/taxi lists: week 5 (before the league's last scored week 16) does not get
    // them. Today's IR 2025/2822/344/4866 and taxi 6826/7082 were on the week-5 roster: bench that week.
    const week5Bench = mine.filter((s) => !s.isStarting);
    expect(week5Bench.every((s) => s.slot === "BE")).toBe(true);
    expect(week5Bench.map((s) => s.playerExternalId)).toEqual(
      expect.arrayContaining(["2025", "2822", "344", "4866", "6826", "7082"]),
    );
    // Today's IR player 3503 was not on the week-5 roster: not added to it.
    expect(mine.some((s) => s.playerExternalId === "3503")).toBe(false);
  });

  it("puts today's reserve players in IR and taxi players in TAXI for the latest week", () => {
    const mine = league.rosters.filter((s) => s.teamExternalId === "1");
    const slotOf = (pid: string) => mine.find((s) => s.playerExternalId === pid)?.slot;
    expect(["2025", "2822", "344", "3503", "4866"].map(slotOf)).toEqual(["IR", "IR", "IR", "IR", "IR"]);
    expect(["6826", "7082"].map(slotOf)).toEqual(["TAXI", "TAXI"]);
    expect(mine.filter((s) => s.slot === "TAXI" || s.slot === "IR").every((s) => !s.isStarting)).toBe(true);
  });

  it("maps transactions: types, FAAB bids, adds/drops to roster ids", () => {
    expect(league.transactions).toHaveLength(582);
    const trade = league.transactions.find((t) => t.externalId === "614710783791665152");
    expect(trade).toMatchObject({
      type: "trade",
      status: "complete",
      week: 3,
      teamExternalIds: ["7", "6"],
      adds: { "4217": "6", "4040": "7" },
      drops: { "4217": "7", "4040": "6" },
      faabBid: null,
    });
    expect(trade?.occurredAt.toISOString()).toBe(new Date(1601039700755).toISOString());
    const waiver = league.transactions.find((t) => t.externalId === "616864275629150208");
    expect(waiver).toMatchObject({ type: "waiver", faabBid: 0, adds: { "5285": "7" }, drops: { "7050": "7" } });
  });

  it("names players from the dump with provider ids and nflverse team codes", () => {
    const player = league.players.find((p) => p.externalId === "4017");
    expect(player).toMatchObject({
      fullName: "Deshaun Watson",
      position: "QB",
      nflTeam: "HOU",
      ids: { sleeper: "4017", espn: "3122840", yahoo: "30125", gsis: "00-0033537" },
    });
    expect(league.players.every((p) => p.nflTeam !== "LAR")).toBe(true);
    const referenced = new Set(league.rosters.flatMap((s) => (s.playerExternalId ? [s.playerExternalId] : [])));
    expect(
      sleeperMissingPlayerIds(league).every(
        (id) => referenced.has(id) && !league.players.some((p) => p.externalId === id),
      ),
    ).toBe(true);
  });
});

describe("Sleeper two-week playoff rounds (playoff_round_type)", () => {
  it("knows each round's length: one week, a two-week final, two weeks each", () => {
    expect(sleeperPlayoffRoundWeeks(6, 0)).toEqual([1, 1, 1]);
    expect(sleeperPlayoffRoundWeeks(6, 1)).toEqual([1, 1, 2]);
    expect(sleeperPlayoffRoundWeeks(4, 2)).toEqual([2, 2]);
  });

  it("makes a two-week final one game with the combined score", () => {
    // Derived input: the recorded league with playoff_round_type 1 (two-week final), and a week 17 that repeats
    // week 16's recorded pairings and points (no two-week league was recorded).
    const league = fixture<SleeperLeague>("../522458773317046272.json");
    const weeks = new Map<number, SleeperMatchup[]>();
    for (let w = 1; w <= 16; w++) weeks.set(w, fixture<SleeperMatchup[]>(`matchups/${w}.json`));
    weeks.set(17, weeks.get(16) ?? []);
    const parsed = parseSleeperLeague(
      {
        league: { ...league, settings: { ...league.settings, playoff_round_type: 1 } },
        rosters: fixture<SleeperRoster[]>("rosters.json"),
        users: fixture<SleeperLeagueUser[]>("users.json"),
        matchupsByWeek: weeks,
        transactions: [],
        players: null,
        state: null,
      },
      17,
    );
    expect(parsed.settings.playoffRoundWeeks).toEqual([1, 1, 2]);
    expect(parsed.matchups.filter((m) => m.week === 17)).toEqual([]);
    const final = parsed.matchups.filter((m) => m.week === 16 && m.isPlayoff);
    // Week 16 recorded 7: 133.00, 12: 127.44; both weeks count.
    expect(final).toEqual([
      {
        week: 16,
        homeTeamExternalId: "7",
        awayTeamExternalId: "12",
        homeScore: 266,
        awayScore: 254.88,
        isPlayoff: true,
      },
    ]);
    expect(parsed.matchups.filter((m) => m.week === 16)).toHaveLength(4);
  });
});

describe("Sleeper adapter behaviour", () => {
  it("lists a user's leagues and marks their team", async () => {
    const leagues = await provider().listLeagues(creds, 2020);
    expect(leagues.map((l) => l.externalId)).toEqual([
      "522458773317046272",
      "521379020332068864",
      "633501761776197632",
    ]);
    const larkin = leagues[0];
    expect(larkin?.teams).toHaveLength(12);
    expect(larkin?.teams.filter((t) => t.isMine)).toEqual([
      { externalId: "3", name: "solarpool", ownerName: "solarpool", isMine: true },
    ]);
    // No rosters recorded for this league: its members are listed instead.
    expect(leagues[2]?.teams.length).toBeGreaterThan(0);
  });

  it("says clearly when the username does not exist (Sleeper answers null)", async () => {
    await expect(provider().listLeagues({ provider: "sleeper", username: "nobody-here" }, 2020)).rejects.toMatchObject({
      kind: "not_found",
      message: expect.stringContaining('no user named "nobody-here"'),
    });
  });

  it("warns about every player the dump lacks; starters become placeholders of their slot's position", async () => {
    server.setSleeperPlayersAvailable(false);
    const league = await provider().fetchLeague(creds, { externalId: LEAGUE, season: 2020 }, 1);
    const referenced = new Set(league.rosters.map((s) => s.playerExternalId).filter(Boolean));
    // Only what the host's roster data says: the id and, for a starter in a one-position slot, that position.
    const starters = league.rosters.filter((s) => s.isStarting && s.playerExternalId && s.slot !== "FLEX");
    expect(league.players).toHaveLength(new Set(starters.map((s) => s.playerExternalId)).size);
    for (const s of starters)
      expect(league.players.find((p) => p.externalId === s.playerExternalId)).toMatchObject({
        fullName: `Unknown player (Sleeper #${s.playerExternalId})`,
        position: s.slot,
        nflTeam: null,
      });
    expect(sleeperMissingPlayerIds(league).length + league.players.length).toBe(referenced.size);
    expect(league.warnings).toEqual([
      expect.stringMatching(
        new RegExp(`^Sleeper's player list does not know ${referenced.size} rostered players \\(Sleeper ids `),
      ),
    ]);
  });

  it("turns a malformed answer into a malformed ProviderError", async () => {
    server.setFailure({ mode: { kind: "malformed" }, pathIncludes: "/rosters" });
    await expect(provider().fetchLeague(creds, { externalId: LEAGUE, season: 2020 }, 1)).rejects.toBeInstanceOf(
      ProviderError,
    );
  });

  it("maps scoring keys and lists the ones it cannot apply instead of dropping them", () => {
    const mapped = sleeperScoring({
      rec: 1,
      xpm: 1,
      fgm_50p: 5,
      pts_allow_0: 10,
      idp_tkl_solo: 1,
      rec_yd: 0.10000000149011612,
      kr_td: 6,
      pr_td: 4,
      st_td: 6,
      ff: 1,
      fum: -1,
      bonus_rush_yd_100: 3,
      idp_sack: 0,
      def_kr_td: 0,
      def_st_td: 6,
    });
    expect(mapped.scoring).toEqual({
      rec: 1,
      pat_made: 1,
      fg_50p: 5,
      def_pts_allowed_0: 10,
      rec_yd: 0.1,
      ret_td: 6,
      def_ff: 1,
      fum: -1,
      def_ret_td: 6,
    });
    // pr_td at 4 next to kr_td/st_td at 6 cannot share our one return-TD value; zero rules are no rules.
    expect(mapped.unsupported).toEqual([
      { key: "bonus_rush_yd_100", label: "bonus_rush_yd_100", points: 3 },
      { key: "idp_tkl_solo", label: "idp_tkl_solo", points: 1 },
      { key: "pr_td", label: "pr_td", points: 4 },
    ]);
  });

  it("records a recorded league's yardage bonuses as unsupported (2021 league 649647301366755328)", async () => {
    const dynasty = await provider().fetchLeague(creds, { externalId: "649647301366755328", season: 2021 }, 1);
    expect(dynasty.settings.unsupportedScoring).toEqual([
      { key: "bonus_pass_yd_300", label: "bonus_pass_yd_300", points: 2 },
      { key: "bonus_rec_yd_100", label: "bonus_rec_yd_100", points: 2 },
      { key: "bonus_rush_yd_100", label: "bonus_rush_yd_100", points: 2 },
      { key: "fgm_yds", label: "fgm_yds", points: 0.1 },
    ]);
    // Its rosters hold 24 taxi players (3 per team) and one reserve player: taxi spots are TAXI, not IR.
    expect(dynasty.rosters.filter((s) => s.slot === "TAXI")).toHaveLength(24);
    expect(dynasty.rosters.filter((s) => s.slot === "IR")).toHaveLength(1);
  });
});
