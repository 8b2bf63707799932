/** @jest-environment node */
// The replay server answers in the shapes the app's own adapters and jobs read, and its hosts agree with each
// other: ids map through Sleeper's players dump, per-player points are the stat lines scored by the league's rules.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { HALF_PPR, scorePoints } from "@/lib/engine/scoring";
import { createEspnProvider } from "@/lib/providers/espn/client";
import { parsePlayerStats } from "@/lib/providers/espn/player-stats";
import { parseProSchedule } from "@/lib/providers/espn/pro-schedule";
import { parseNews, parseScoreboard } from "@/lib/providers/espn/site-api";
import { createSleeperProvider } from "@/lib/providers/sleeper";
import { createYahooProvider } from "@/lib/providers/yahoo/client";
import { buildAuthorizeUrl, exchangeCode } from "@/lib/providers/yahoo/oauth";
import { sleeperStatLine } from "@/lib/providers/sleeper/maps";
import type { StatKey } from "@/lib/domain/league";
import { createReplayHandler } from "./handler";

const WEEK_12_SUNDAY = new Date("2026-11-29T19:00:00Z");
// A season of answers built per request: a few seconds each on a busy machine.
jest.setTimeout(30_000);
let server: Server;
let base = "";
const get = async (path: string, headers: Record<string, string> = {}) => {
  const res = await fetch(`${base}${path}`, { headers });
  expect(res.status).toBe(200);
  return (await res.json()) as unknown;
};

beforeAll(async () => {
  server = createServer(createReplayHandler({ from: 2025, season: 2026, now: WEEK_12_SUNDAY }));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

test("the schedule is the shipped season's, moved to 2026 with week 12 on Thanksgiving weekend", async () => {
  const { games, byes } = parseProSchedule(
    2026,
    await get("/espn/apis/v3/games/ffl/seasons/2026?view=proTeamSchedules_wl"),
  );
  expect(games).toHaveLength(272);
  expect(
    [...byes]
      .filter(([, week]) => week === 12)
      .map(([team]) => team)
      .sort(),
  ).toEqual(["DEN", "LAC", "MIA", "WAS"]);
  const week12 = games.filter((g) => g.week === 12);
  expect(week12[0]!.kickoff.toISOString()).toBe("2026-11-27T01:15:00.000Z"); // Thursday night, 20:15 ET
});

test("the scoreboard follows the clock: Thursday final, early games live with scores, late ones ahead", async () => {
  const games = parseScoreboard(await get("/espn/site/scoreboard?seasontype=2&week=12&dates=2026"));
  expect(games).toHaveLength(14);
  expect(games.filter((g) => g.status === "post")).toHaveLength(1);
  const live = games.filter((g) => g.status === "in");
  expect(live).toHaveLength(7);
  expect(live.some((g) => g.homeScore + g.awayScore > 0)).toBe(true);
  expect(games.filter((g) => g.status === "pre")).toHaveLength(6);
  expect(parseNews(await get("/espn/site/news?limit=50")).length).toBeGreaterThan(10);
});

test("Sleeper: user replay's league imports, every player known, points the scored stat lines", async () => {
  const sleeper = createSleeperProvider({ baseUrl: `${base}/sleeper/v1` });
  const [summary] = await sleeper.listLeagues({ provider: "sleeper", username: "replay" }, 2026);
  expect(summary).toMatchObject({ name: "Replay League", season: 2026 });
  expect(summary!.teams).toHaveLength(12);
  expect(summary!.teams.filter((t) => t.isMine)).toHaveLength(1);
  const league = await sleeper.fetchLeague(
    { provider: "sleeper", username: "replay" },
    { externalId: summary!.externalId, season: 2026 },
    12,
  );
  expect(league.settings).toMatchObject({ waiverType: "FAAB", faabBudget: 100, playoffTeams: 6, currentWeek: 12 });
  expect(league.settings.scoring).toMatchObject({ rec: 0.5, pass_td: 6, bonus_rec_te: 0.5 });
  expect(league.settings.unsupportedScoring).toEqual([]);
  const known = new Set(league.players.map((p) => p.externalId));
  expect(league.rosters.filter((s) => s.playerExternalId && !known.has(s.playerExternalId))).toEqual([]);
  expect(league.players.filter((p) => p.ids.gsis || p.position === "K").length).toBe(league.players.length);

  // A finished week: every starter's points are his stat line scored by the league's rules.
  const stats = (await get("/sleeper/v1/stats/nfl/regular/2026/11")) as Record<string, Record<string, number>>;
  const matchups = (await get(`/sleeper/v1/league/${summary!.externalId}/matchups/11`)) as {
    points: number;
    starters: string[];
    starters_points: number[];
    players_points: Record<string, number>;
  }[];
  expect(matchups).toHaveLength(12);
  for (const m of matchups) {
    m.starters.forEach((id, i) => expect(m.starters_points[i]).toBe(m.players_points[id]));
    expect(m.points).toBeCloseTo(
      m.starters_points.reduce((a, b) => a + b, 0),
      1,
    );
  }
  const someone = matchups[0]!.starters[0]!;
  expect(stats[someone]?.pts_half_ppr).toBeGreaterThan(0);
});

test("Sleeper: each rostered player-week of weeks 1-11 scored by the league's rules is the host's points", async () => {
  const sleeper = createSleeperProvider({ baseUrl: `${base}/sleeper/v1` });
  const league = await sleeper.fetchLeague(
    { provider: "sleeper", username: "replay" },
    { externalId: "1260000000000000001", season: 2026 },
    12,
  );
  // The league's own rules as the app imported them (a non-preset: 6-point passing TDs, a TE premium, kicking by
  // distance), applied to each stat line the app reads from Sleeper's weekly stats.
  const scoring = league.settings.scoring;
  let starterWeeks = 0;
  const wrong: string[] = [];
  const scoredColumns = new Set<string>();
  for (let week = 1; week <= 11; week++) {
    const stats = (await get(`/sleeper/v1/stats/nfl/regular/2026/${week}`)) as Record<string, Record<string, number>>;
    const matchups = (await get(`/sleeper/v1/league/1260000000000000001/matchups/${week}`)) as {
      starters: string[];
      players_points: Record<string, number>;
    }[];
    for (const m of matchups) {
      starterWeeks += m.starters.length;
      // Every rostered player the host scored (starters and bench).
      for (const id of Object.keys(m.players_points)) {
        const line = sleeperStatLine(stats[id] ?? {});
        for (const [key, value] of Object.entries(line)) if (value && scoring[key as StatKey]) scoredColumns.add(key);
        const mine = Math.round(scorePoints(line, scoring) * 100) / 100;
        if (mine !== m.players_points[id]) wrong.push(`week ${week} ${id}: ${mine} vs host ${m.players_points[id]}`);
      }
    }
  }
  expect(starterWeeks).toBe(11 * 12 * 8); // 8 starters a team
  expect(wrong).toEqual([]);
  // The weeks exercise the columns a preset would miss: fumbles lost, 2-point conversions of each kind, return TDs,
  // the TE premium and kicking by distance.
  for (const key of ["fum_lost", "pass_2pt", "rush_2pt", "rec_2pt", "ret_td", "bonus_rec_te", "fg_40_49", "fg_50p"])
    expect([...scoredColumns]).toContain(key);
});

test("ESPN: the season-level players carry weekly projections and actuals that agree with Sleeper's", async () => {
  const filter = JSON.stringify({
    players: { filterStatsForSourceIds: { value: [0, 1] }, filterStatsForSplitTypeIds: { value: [1] }, limit: 2000 },
  });
  const rows = parsePlayerStats(
    2026,
    await get("/espn/apis/v3/games/ffl/seasons/2026/players?view=kona_player_info&scoringPeriodId=0", {
      "X-Fantasy-Filter": filter,
    }),
  );
  const week = (w: number) => rows.filter((r) => r.week === w);
  expect(week(12).filter((r) => r.projected).length).toBeGreaterThan(300);
  expect(week(13).filter((r) => r.actual)).toHaveLength(0); // not played yet
  expect(week(11).filter((r) => r.actual).length).toBeGreaterThan(300);

  const dump = (await get("/sleeper/v1/players/nfl")) as Record<string, { espn_id: number }>;
  const sleeperByEspn = new Map(Object.entries(dump).map(([id, p]) => [String(p.espn_id), id]));
  const stats = (await get("/sleeper/v1/stats/nfl/regular/2026/11")) as Record<string, { pts_half_ppr: number }>;
  const actual = week(11).filter((r) => r.actual);
  for (const r of actual) {
    const sleeperId = sleeperByEspn.get(r.espnId);
    expect(sleeperId).toBeDefined();
    expect(scorePoints(r.actual!, HALF_PPR)).toBeCloseTo(stats[sleeperId!]!.pts_half_ppr, 1);
  }

  const projections = (await get("/sleeper/projections/nfl/2026/12")) as unknown[];
  expect(projections.length).toBe(week(12).filter((r) => r.projected).length);
  // The last week too (NFL.com's file has none for it; ESPN's lines stand in), or the projections job would read
  // the season as a partial answer.
  const lastWeek = (await get("/sleeper/projections/nfl/2026/18")) as unknown[];
  expect(lastWeek.length).toBeGreaterThanOrEqual(100);
  expect(week(18).filter((r) => r.projected).length).toBe(lastWeek.length);
  const onlyProjected = JSON.stringify({ players: { filterStatsForSourceIds: { value: [1] }, limit: 5 } });
  const few = parsePlayerStats(
    2026,
    await get("/espn/apis/v3/games/ffl/seasons/2026/players?view=kona_player_info", {
      "X-Fantasy-Filter": onlyProjected,
    }),
  );
  expect(new Set(few.map((r) => r.espnId)).size).toBe(5);
  expect(few.every((r) => r.actual === null)).toBe(true);
});

test("ESPN league 26012345 imports: 12 teams, week 12 box scores, PPR scoring", async () => {
  const espn = createEspnProvider({ baseUrl: `${base}/espn/apis/v3/games/ffl` });
  const creds = { provider: "espn" as const, leagueId: "26012345", season: 2026 };
  const [summary] = await espn.listLeagues(creds, 2026);
  expect(summary).toMatchObject({ name: "Replay ESPN League", season: 2026 });
  const league = await espn.fetchLeague(creds, { externalId: "26012345", season: 2026 }, 12);
  expect(league.teams).toHaveLength(12);
  expect(league.settings).toMatchObject({ waiverType: "FAAB", currentWeek: 12 });
  expect(league.settings.scoring).toMatchObject({ rec: 1 });
  expect(league.rosters.filter((s) => s.week === 12).length).toBe(12 * 14);
});

test("Yahoo: sign-in, the user's league, its rules, standings after 11 weeks and week 12 rosters scored", async () => {
  const oauth = { authUrl: `${base}/yahoo-auth/oauth2`, clientId: "replay-app", clientSecret: "replay-secret" };
  const consent = await fetch(buildAuthorizeUrl("s1", "http://127.0.0.1:9/callback", oauth), { redirect: "manual" });
  const back = new URL(consent.headers.get("location") ?? "");
  expect(back.searchParams.get("state")).toBe("s1");
  const tokens = await exchangeCode(back.searchParams.get("code") ?? "", "http://127.0.0.1:9/callback", oauth);
  const creds = { provider: "yahoo" as const, ...tokens };
  const yahoo = createYahooProvider({ apiUrl: `${base}/yahoo/fantasy/v2`, oauth: () => oauth });

  const [summary] = await yahoo.listLeagues(creds, 2026);
  expect(summary).toMatchObject({ name: "Replay Yahoo League", season: 2026 });
  expect(summary!.teams.filter((t) => t.isMine).map((t) => t.name)).toEqual(["Yahoo Replay Raiders"]);

  const league = await yahoo.fetchLeague(creds, { externalId: summary!.externalId, season: 2026 }, 12);
  expect(league.settings).toMatchObject({
    waiverType: "FAAB",
    currentWeek: 12,
    playoffTeams: 6,
    unsupportedScoring: [],
  });
  expect(league.settings.scoring).toMatchObject({
    pass_yd: 0.04,
    pass_td: 4,
    pass_int: -1,
    rec: 0.5,
    rec_2pt: 2,
    fum_lost: -2,
    fg_50p: 5,
    fg_miss: -1,
    pat_miss: -1,
  });
  expect(league.teams).toHaveLength(12);
  expect(league.teams.every((t) => t.wins + t.losses + t.ties === 11)).toBe(true);
  const week11 = league.matchups.filter((m) => m.week === 11);
  expect(week11).toHaveLength(6);
  expect(week11.every((m) => m.homeScore! > 0 && m.awayScore! > 0)).toBe(true);
  // Week 12 is under way: rosters of 14, eight starters each, players named only by Yahoo's own ids.
  const week12 = league.rosters.filter((s) => s.week === 12);
  expect(week12).toHaveLength(12 * 14);
  expect(week12.filter((s) => s.isStarting)).toHaveLength(12 * 8);
  expect(league.players.every((p) => Object.keys(p.ids).join() === "yahoo" && p.nflTeam)).toBe(true);
  expect(league.players.some((p) => p.nflTeam === "LA")).toBe(true); // Yahoo's "LAR"

  const unauthenticated = await fetch(`${base}/yahoo/fantasy/v2/league/${summary!.externalId}/settings?format=json`);
  expect(unauthenticated.status).toBe(401);
});

test("failure modes: every path, or only the NFL data while the leagues answer", async () => {
  const post = (body: object) => fetch(`${base}/replay/failure`, { method: "POST", body: JSON.stringify(body) });
  expect((await post({ mode: "status", scope: "nfl-data" })).status).toBe(200);
  expect((await fetch(`${base}/espn/site/news`)).status).toBe(503);
  expect((await fetch(`${base}/sleeper/v1/user/replay`)).status).toBe(200);
  await post({ mode: "garbage" });
  expect(await (await fetch(`${base}/sleeper/v1/user/replay`)).text()).toContain("not json");
  expect((await post({ mode: "sometimes" })).status).toBe(400);
  await post({ mode: null });
  expect((await fetch(`${base}/sleeper/v1/user/replay`)).status).toBe(200);
});
