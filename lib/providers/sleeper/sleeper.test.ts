/** @jest-environment node */
// Parser and adapter tests on a real, recorded 2020 Sleeper league (ffscrapr-tests fixtures).
import { createSleeperProvider } from "@/lib/providers/sleeper/client";
import { sleeperScoring } from "@/lib/providers/sleeper/maps";
import { sleeperMissingPlayerIds } from "@/lib/providers/sleeper/parse";
import { ProviderError } from "@/lib/providers/types";
import { startProviderServer, type ProviderServer } from "@/tests/fakes/provider-server";
import { readFixture } from "@/tests/support/fixtures";

const LEAGUE = "522458773317046272";
const fixture = <T>(file: string): T => readFixture<T>(`sleeper/v1/league/${LEAGUE}/${file}`);

let server: ProviderServer;
const creds = { provider: "sleeper", username: "solarpool" } as const;
const provider = () => createSleeperProvider({ baseUrl: server.env.SLEEPER_API_URL, fetchOptions: { baseDelayMs: 1, retries: 1 } });

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
    expect(s).toMatchObject({ name: "The JanMichaelLarkin Dynasty League", season: 2020, waiverType: "FAAB", faabBudget: 200, playoffTeams: 6, playoffStartWeek: 14, playoffByes: 2, medianGame: false, currentWeek: null });
    expect(s.scoring).toMatchObject({ rec: 0.5, pass_yd: 0.04, rush_yd: 0.1, rec_yd: 0.1, pass_td: 4, pass_int: -2, fum_lost: -2, def_sack: 1, def_int: 2, def_safety: 2 });
    expect(s.rosterSlots.slice(0, 9)).toEqual(["QB", "RB", "RB", "WR", "WR", "TE", "FLEX", "FLEX", "BE"]);
    // 17 bench + 6 reserve + 3 taxi
    expect(s.rosterSlots.filter((x) => x === "BE")).toHaveLength(17);
    expect(s.rosterSlots.filter((x) => x === "IR")).toHaveLength(9);
  });

  it("reads records, points and FAAB spent exactly, and ranks by wins then points for", () => {
    const team = (id: string) => league.teams.find((t) => t.externalId === id);
    expect(team("1")).toMatchObject({ name: "Fake News", wins: 8, losses: 5, ties: 0, pointsFor: 1270.9, pointsAgainst: 1277.76, faabSpent: 111, standing: 6, ownerExternalId: "70729037081100288" });
    expect(team("7")).toMatchObject({ name: "Flipadelphia05", wins: 10, losses: 3, pointsFor: 1273.99, standing: 1 });
    // Four 8–5 teams: ordered by points for (1440.92 > 1414.68 > 1412.54 > 1270.9 > 1258.72).
    expect(["4", "11", "3", "1", "6"].map((id) => team(id)?.standing)).toEqual([3, 4, 5, 6, 7]);
    const rosters = fixture<{ roster_id: number; settings: { fpts: number; fpts_decimal: number } }[]>("rosters.json");
    for (const r of rosters) expect(team(String(r.roster_id))?.pointsFor).toBeCloseTo(r.settings.fpts + r.settings.fpts_decimal / 100, 6);
    expect(new Set(league.teams.map((t) => t.standing)).size).toBe(12);
  });

  it("pairs matchups by matchup_id and skips rosters without an opponent", () => {
    const week1 = league.matchups.filter((m) => m.week === 1);
    expect(week1).toHaveLength(6);
    expect(week1).toContainEqual({ week: 1, homeTeamExternalId: "1", awayTeamExternalId: "12", homeScore: 97.8, awayScore: 159.56, isPlayoff: false });
    const week16 = league.matchups.filter((m) => m.week === 16);
    expect(week16).toHaveLength(4); // four rosters had matchup_id null in week 16
    expect(week16.every((m) => m.isPlayoff)).toBe(true);
    expect(week16).toContainEqual({ week: 16, homeTeamExternalId: "3", awayTeamExternalId: "4", homeScore: 91.72, awayScore: 135.32, isPlayoff: true });
    expect(new Set(league.matchups.map((m) => m.week)).size).toBe(16);
  });

  it("builds the week's lineup from the matchup: starters in slot order with points, then bench", async () => {
    const week5 = await provider().fetchLeague(creds, { externalId: LEAGUE, season: 2020 }, 5);
    const mine = week5.rosters.filter((s) => s.teamExternalId === "1");
    const starters = mine.filter((s) => s.isStarting);
    expect(starters.map((s) => [s.slot, s.playerExternalId, s.actualPoints])).toEqual([
      ["QB", "289", 21.1], ["RB", "4098", 16.8], ["RB", "4137", 22.1], ["WR", "1426", 1.1],
      ["WR", "6149", 16.9], ["TE", "1339", 13.8], ["FLEX", "1825", 10.8], ["FLEX", "1110", 9.9],
    ]);
    expect(starters.reduce((sum, s) => sum + (s.actualPoints ?? 0), 0)).toBeCloseTo(112.5, 6);
    expect(mine.filter((s) => !s.isStarting).every((s) => s.slot === "BE" || s.slot === "IR")).toBe(true);
  });

  it("maps transactions: types, FAAB bids, adds/drops to roster ids", () => {
    expect(league.transactions).toHaveLength(582);
    const trade = league.transactions.find((t) => t.externalId === "614710783791665152");
    expect(trade).toMatchObject({ type: "trade", status: "complete", week: 3, teamExternalIds: ["7", "6"], adds: { "4217": "6", "4040": "7" }, drops: { "4217": "7", "4040": "6" }, faabBid: null });
    expect(trade?.occurredAt.toISOString()).toBe(new Date(1601039700755).toISOString());
    const waiver = league.transactions.find((t) => t.externalId === "616864275629150208");
    expect(waiver).toMatchObject({ type: "waiver", faabBid: 0, adds: { "5285": "7" }, drops: { "7050": "7" } });
  });

  it("names players from the dump with provider ids and nflverse team codes", () => {
    const player = league.players.find((p) => p.externalId === "4017");
    expect(player).toMatchObject({ fullName: "Deshaun Watson", position: "QB", nflTeam: "HOU", ids: { sleeper: "4017", espn: "3122840", yahoo: "30125", gsis: "00-0033537" } });
    expect(league.players.every((p) => p.nflTeam !== "LAR")).toBe(true);
    const referenced = new Set(league.rosters.flatMap((s) => (s.playerExternalId ? [s.playerExternalId] : [])));
    expect(sleeperMissingPlayerIds(league).every((id) => referenced.has(id) && !league.players.some((p) => p.externalId === id))).toBe(true);
  });
});

describe("Sleeper adapter behaviour", () => {
  it("lists a user's leagues and marks their team", async () => {
    const leagues = await provider().listLeagues(creds, 2020);
    expect(leagues.map((l) => l.externalId)).toEqual(["522458773317046272", "521379020332068864", "633501761776197632"]);
    const larkin = leagues[0];
    expect(larkin?.teams).toHaveLength(12);
    expect(larkin?.teams.filter((t) => t.isMine)).toEqual([{ externalId: "3", name: "solarpool", ownerName: "solarpool", isMine: true }]);
    // No rosters recorded for this league: its members are listed instead.
    expect(leagues[2]?.teams.length).toBeGreaterThan(0);
  });

  it("says clearly when the username does not exist (Sleeper answers null)", async () => {
    await expect(provider().listLeagues({ provider: "sleeper", username: "nobody-here" }, 2020)).rejects.toMatchObject({ kind: "not_found", message: expect.stringContaining('no user named "nobody-here"') });
  });

  it("reports players as missing, not invented, when the players dump is unavailable", async () => {
    server.setSleeperPlayersAvailable(false);
    const league = await provider().fetchLeague(creds, { externalId: LEAGUE, season: 2020 }, 1);
    expect(league.players).toEqual([]);
    expect(sleeperMissingPlayerIds(league)).toHaveLength(new Set(league.rosters.map((s) => s.playerExternalId).filter(Boolean)).size);
  });

  it("turns a malformed answer into a malformed ProviderError", async () => {
    server.setFailure({ mode: { kind: "malformed" }, pathIncludes: "/rosters" });
    await expect(provider().fetchLeague(creds, { externalId: LEAGUE, season: 2020 }, 1)).rejects.toBeInstanceOf(ProviderError);
  });

  it("maps scoring keys and drops the ones we do not model", () => {
    expect(sleeperScoring({ rec: 1, xpm: 1, fgm_50p: 5, pts_allow_0: 10, idp_tkl_solo: 1, rec_yd: 0.10000000149011612 })).toEqual({ rec: 1, pat_made: 1, fg_50p: 5, def_pts_allowed_0: 10, rec_yd: 0.1 });
  });
});
