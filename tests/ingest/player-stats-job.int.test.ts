// A Sleeper league of 2026, a season that is not bundled, with the football clock on the Thursday of 2026 week 11:
// the schedule job and the player-stats job fill the season from a fake ESPN (the recorded 2024 schedule, moved to
// 2026's dates, and recorded weekly raw stat lines of 2020, replayed as 2026: week w gets the recorded week 1 or 2
// line — actuals for the weeks before the clock's, projections for every week — and no line on a team's bye). The
// league gets its schedule, byes, the right week, projections scored by its own rules, and dashboard numbers that
// agree with each other. A source that times out, answers 5xx, garbage, nothing or a partial answer keeps the last
// good data and records the error.
import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";

const NOW = "2026-11-19T15:00:00Z";
let mode: "ok" | "500" | "garbage" | "hang" | "empty" | "partial" = "ok";
let playerRequests = 0;
// The app's own provider timeout (10 s), but 800 ms while the fake ESPN hangs, so that case ends in a few seconds: a
// short timeout throughout would fail the full season's answer whenever the machine is busy.
let mockShortTimeout = false;

jest.mock("@/env", () => {
  const actual = jest.requireActual<typeof import("@/env")>("@/env").env;
  // The football clock on 2026 week 11's Thursday (NOW below; hoisted mocks cannot read module constants).
  const pinned: Record<string, unknown> = {
    APP_NOW: "2026-11-19T15:00:00Z",
    CRON_SECRET: "test-cron-secret-0123456789",
  };
  return {
    env: new Proxy(actual, {
      get: (target, key) =>
        key === "ESPN_API_URL"
          ? process.env.TEST_ESPN_URL
          : key === "PROVIDER_TIMEOUT_MS" && mockShortTimeout
            ? 800
            : typeof key === "string" && key in pinned
              ? pinned[key]
              : target[key as keyof typeof target],
    }),
  };
});

import { db } from "@/lib/db/client";
import { apiRequest, createTestUser, sessionCookieFor } from "@/tests/support/auth";
import { getTeamWithLeague } from "@/lib/db/queries/teams";
import { PPR, scorePoints } from "@/lib/engine/scoring";
import { runJob } from "@/lib/ingest/jobs";
import { loadStoredPlayerWeeks } from "@/lib/ingest/player-stats-job";
import { liveDistribution } from "@/lib/engine";
import { gameFraction } from "@/lib/rules/live-blend";
import { clearCachedViews } from "@/lib/league-model/cached-view";
import { byeWeeks, gamesForWeek, setStoredWeeks } from "@/lib/nfl";
import { setStoredSchedule } from "@/lib/nfl/schedule";
import { seasonAnchor } from "@/lib/nfl/season";
import { espnStatLine } from "@/lib/providers/espn/player-stats";
import { ESPN_POSITIONS } from "@/lib/providers/espn/maps";
import { createSleeperProvider } from "@/lib/providers/sleeper";
import { resolveWeek } from "@/lib/rules/current-week";
import { connectLeague } from "@/lib/sync/connect";
import { scoringSettings, weekDistributions } from "@/lib/league-model/week-distributions";
import type { Matchup, PlayoffScenarios, RosterEntry } from "@/lib/league-model/types";
import { GET as getRoster } from "@/app/api/teams/[id]/roster/route";
import { GET as getMatchup } from "@/app/api/teams/[id]/matchup/route";
import { GET as getPlayoff } from "@/app/api/teams/[id]/playoff-scenarios/route";
import { GET as cron } from "@/app/api/cron/[job]/route";
import { documented } from "@/tests/api/support/documented";
import { fixturePath, readFixture } from "@/tests/support/fixtures";

const LEAGUE = "522458773317046272"; // a complete 2020 Sleeper league, replayed as 2026
const WEEK = 11;
const SHIFT_MS = seasonAnchor(2026).getTime() - seasonAnchor(2024).getTime(); // 105 weeks: same weekdays

interface EspnStat {
  seasonId: number;
  scoringPeriodId: number;
  statSourceId: number;
  stats: Record<string, number>;
  [key: string]: unknown;
}
interface EspnPlayer {
  id: number;
  defaultPositionId: number;
  proTeamId: number;
  stats: EspnStat[];
  [key: string]: unknown;
}
const schedule = readFixture<{
  settings: {
    proTeams: { id: number; byeWeek?: number; proGamesByScoringPeriod?: Record<string, { date: number }[]> }[];
  };
}>("espn/espn-api-tests/pro_schedule_2024.json");
const kona = readFixture<{ players: { player: EspnPlayer }[] }>(
  "espn/ffscrapr-tests-2020/league_899513_view-kona_player_info.json",
);
const recorded = readFixture<EspnPlayer[]>("espn/ffscrapr-tests-2020/league_899513_sp1_sp2_player_week_stats.json");
const bye = new Map(schedule.settings.proTeams.map((t) => [t.id, t.byeWeek ?? 0]));

/** Recorded week 1 or 2 line of a player for 2026 week `w` (odd weeks replay week 1, even weeks week 2). */
const recordedLine = (p: EspnPlayer, w: number, source: 0 | 1) =>
  p.stats.find((s) => s.scoringPeriodId === ((w - 1) % 2) + 1 && s.statSourceId === source);

/** A player's weekly lines for 2026: none on his team's bye, actuals only before the clock's week. */
function lines2026(p: EspnPlayer): EspnStat[] {
  const out: EspnStat[] = [];
  for (let w = 1; w <= 18; w++) {
    if (w === bye.get(p.proTeamId)) continue;
    for (const source of [0, 1] as const) {
      const line = recordedLine(p, w, source);
      if (line && !(source === 0 && w >= WEEK))
        out.push({ ...line, seasonId: 2026, scoringPeriodId: w, id: `${source}12026${w}` });
    }
  }
  return out;
}

function seasonPlayers(players: EspnPlayer[]) {
  const weekly = players.map((p) => ({ id: p.id, onTeamId: 0, player: { ...p, stats: lines2026(p) } }));
  return { players: [...kona.players, ...weekly] };
}

function moved2026() {
  const teams = schedule.settings.proTeams.map((t) => ({
    ...t,
    proGamesByScoringPeriod: Object.fromEntries(
      Object.entries(t.proGamesByScoringPeriod ?? {}).map(([w, games]) => [
        w,
        games.map((g) => ({ ...g, date: g.date + SHIFT_MS })),
      ]),
    ),
  }));
  return { ...schedule, settings: { ...schedule.settings, proTeams: teams } };
}

// Sleeper's recorded 2020 league as a 2026 league in week 11: its later weeks not played yet.
function sleeperAnswer(rest: string): unknown {
  if (rest === "players/nfl") return JSON.parse(readFileSync(fixturePath("sleeper-players.json"), "utf8"));
  if (rest === "state/nfl") return { season: "2026", week: WEEK, display_week: WEEK, season_type: "regular" };
  const file = fixturePath(`sleeper/v1/${rest}.json`);
  const body = JSON.parse(readFileSync(file, "utf8")) as unknown;
  if (rest === `league/${LEAGUE}`) return { ...(body as object), season: "2026", status: "in_season" };
  const week = /\/matchups\/(\d+)$/.exec(rest)?.[1];
  if (week && Number(week) >= WEEK)
    return (body as Record<string, unknown>[]).map((m) => ({
      ...m,
      points: 0,
      starters_points: [],
      players_points: {},
    }));
  return body;
}

let server: Server;
let base = "";
beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://x");
    const json = (body: unknown) =>
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(body));
    if (url.pathname.startsWith("/sleeper/v1/")) {
      try {
        json(sleeperAnswer(url.pathname.slice("/sleeper/v1/".length)));
      } catch {
        res.writeHead(404).end();
      }
      return;
    }
    if (/^\/espn\/seasons\/2026$/.test(url.pathname) && url.searchParams.get("view") === "proTeamSchedules_wl")
      return json(moved2026());
    if (!/^\/espn\/seasons\/2026\/players$/.test(url.pathname) || url.searchParams.get("view") !== "kona_player_info")
      return void res.writeHead(404).end();
    playerRequests += 1;
    if (!req.headers["x-fantasy-filter"]) return void res.writeHead(400).end("filter required");
    if (mode === "hang") return; // never answers
    if (mode === "500") return void res.writeHead(503).end("unavailable");
    if (mode === "garbage") return void res.writeHead(200, { "content-type": "application/json" }).end("{not json");
    if (mode === "empty") return json({ players: [] });
    json(seasonPlayers(mode === "partial" ? recorded.slice(0, 150) : recorded));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("no port");
  base = `http://127.0.0.1:${address.port}`;
  process.env.TEST_ESPN_URL = `${base}/espn`;
  await db.playerWeek.deleteMany({ where: { season: 2026 } });
  await db.nflGame.deleteMany({ where: { season: 2026 } });
  await db.dataSource.deleteMany({});
  await db.ingestLease.deleteMany({});
});

const created: { userId?: string } = {};
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  if (created.userId) await db.user.deleteMany({ where: { id: created.userId } });
  await db.playerWeek.deleteMany({ where: { season: 2026 } });
  await db.nflGame.deleteMany({ where: { season: 2026 } });
  // The players only the job knew (created from ESPN's lines); those the Sleeper sync named stay.
  const espnIds = [...recorded, ...kona.players.map((e) => e.player)].map((p) => String(p.id));
  await db.player.deleteMany({ where: { espnId: { in: espnIds }, sleeperId: null, gsisId: null, yahooId: null } });
  setStoredSchedule([]);
  setStoredWeeks([]);
});

const stored = () =>
  db.playerWeek.findMany({ where: { season: 2026 }, orderBy: [{ playerId: "asc" }, { week: "asc" }] });

type Handler = (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;
const get = async <T>(handler: Handler, url: string, params: Record<string, string>, cookie: string): Promise<T> => {
  const res = await handler(apiRequest(url, { headers: { cookie } }), { params: Promise.resolve(params) });
  expect(res.status).toBe(200);
  return (await res.json()) as T;
};

describe("player-stats job and a 2026 Sleeper league", () => {
  let teamId = "";
  let cookie = "";

  it("stores every player-week ESPN sends for the season, raw lines mapped to stat keys", async () => {
    expect(await runJob("schedule")).toMatchObject({ status: "ok", rows: 272 });
    const result = await runJob("player-stats");
    expect(result.status).toBe("ok");
    const rows = await stored();
    expect(rows.length).toBe(result.rows);
    // 226 players × 17 weeks (a bye each), minus the lines a player lacks in the recording.
    expect(rows.length).toBeGreaterThan(3500);
    expect(new Set(rows.map((r) => r.week))).toEqual(new Set(Array.from({ length: 18 }, (_, i) => i + 1)));
    // Actual lines stop before the clock's week; projections cover the season; ESPN's season rows are ignored.
    expect(rows.filter((r) => r.week >= WEEK && r.ptsPpr !== null)).toHaveLength(0);
    expect(rows.filter((r) => r.week < WEEK && r.ptsPpr !== null).length).toBeGreaterThan(1500);
    expect(rows.filter((r) => r.week === WEEK && r.projPpr !== null).length).toBeGreaterThan(180);
    const status = await db.dataSource.findUniqueOrThrow({ where: { source: "espn-player-stats" } });
    expect(status).toMatchObject({ rows: rows.length, lastError: null });
  });

  it("connects the league for 2026: schedule, byes and the football clock's week", async () => {
    const user = await createTestUser();
    created.userId = user.id;
    cookie = await sessionCookieFor(user);
    const provider = createSleeperProvider({
      baseUrl: `${base}/sleeper/v1`,
      fetchOptions: { timeoutMs: 4000, retries: 0, baseDelayMs: 1 },
    });
    const connected = await connectLeague(
      {
        userId: user.id,
        provider: "sleeper",
        externalId: LEAGUE,
        season: 2026,
        myTeamExternalId: "1",
        credentials: { provider: "sleeper", username: "solarpool" },
        connection: { username: "solarpool" },
      },
      provider,
    );
    teamId = connected.teamId ?? "";
    const team = await getTeamWithLeague({ teamId, userId: user.id });
    expect(team?.league.season).toBe(2026);
    expect(resolveWeek({ season: 2026 }, new Date(NOW)).week).toBe(WEEK);
    expect(gamesForWeek(2026, WEEK).length).toBeGreaterThanOrEqual(13);
    expect(Object.keys(byeWeeks(2026))).toHaveLength(32);
  }, 60_000);

  it("projects the league's players from the stored lines, scored by the league's own rules", async () => {
    const user = await db.user.findUniqueOrThrow({ where: { id: created.userId } });
    const team = await getTeamWithLeague({ teamId, userId: user.id });
    if (!team) throw new Error("no team");
    // Every team's roster of the week (one league).
    const slots = await db.rosterSlot.findMany({
      where: { team: { leagueId: team.league.id }, week: WEEK, playerId: { not: null } },
      include: { player: true },
    });
    const weeks = await weekDistributions({ league: team.league, week: WEEK, now: new Date(NOW), slots });
    const scoring = scoringSettings(team.league.scoring);
    expect(scoring?.rec).toBe(0.5); // half PPR, 0.1 per rushing yard, 0.04 per passing yard: the league's rules
    const byEspnId = new Map(recorded.map((p) => [String(p.id), p]));
    const checked = { players: 0, notPpr: 0, withForm: 0 }; // the league starts no kicker or defense
    for (const slot of slots) {
      const p = slot.player;
      const espn = p?.espnId ? byEspnId.get(p.espnId) : undefined;
      const w = weeks.get(slot.id);
      if (!espn || !w || w.onBye) continue;
      const line = recordedLine(espn, WEEK, 1);
      if (!line) continue;
      const position = ESPN_POSITIONS[espn.defaultPositionId] ?? "WR";
      const own = scorePoints(espnStatLine(line.stats, position), scoring ?? {});
      expect(w.source).toBe("nfl-data");
      // To the cent (a preset league reads points rounded to cents when stored).
      expect(Math.abs((w.projection ?? 0) - own)).toBeLessThanOrEqual(0.0101);
      if (Math.abs(own - scorePoints(espnStatLine(line.stats, position), PPR)) > 0.2) checked.notPpr += 1;
      // Earlier weeks' actual lines are his recent form (a few recorded players have projections only).
      if (w.recentPoints.length > 0) checked.withForm += 1;
      checked.players += 1;
    }
    expect(checked.players).toBeGreaterThanOrEqual(40);
    expect(checked.withForm).toBeGreaterThanOrEqual(0.9 * checked.players);
    expect(checked.notPpr).toBeGreaterThanOrEqual(10); // scored at half a point per catch, not ESPN's or PPR's
  });

  it("the dashboard's cards are non-empty and agree: matchup total = the roster rows' projections", async () => {
    const roster = await get<RosterEntry[]>(getRoster, `/api/teams/${teamId}/roster`, { id: teamId }, cookie);
    const starters = roster.filter((e) => e.players && e.roster_positions.isStarting);
    const projected = starters.filter((e) => (e.roster_positions.projectedPoints ?? 0) > 0);
    expect(projected.length).toBeGreaterThanOrEqual(5);
    const matchup = await get<Matchup>(getMatchup, `/api/teams/${teamId}/matchup`, { id: teamId }, cookie);
    expect(matchup.week).toBe(WEEK);
    const rows = starters.reduce((sum, e) => sum + (e.roster_positions.projectedPoints ?? 0), 0);
    expect(matchup.yourTeam.projectedScore).toBeGreaterThan(50);
    expect(Math.abs(rows - matchup.yourTeam.projectedScore)).toBeLessThan(0.01 * starters.length);
    // The recorded ESPN lines are those of 226 players rostered in another 2020 league: not every starter has one.
    expect(matchup.opponent?.projectedScore ?? 0).toBeGreaterThan(0);
    expect(matchup.winProbability).toBeGreaterThan(0);
    expect(matchup.winProbability).toBeLessThan(100);
    const odds = await get<PlayoffScenarios>(
      getPlayoff,
      `/api/teams/${teamId}/playoff-scenarios`,
      { id: teamId },
      cookie,
    );
    expect(odds.playoffOdds).not.toBeNull();
    expect(odds.seedDistribution.reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
  }, 60_000);

  it.each(["500", "garbage", "hang", "empty", "partial"] as const)(
    "keeps the stored weeks when ESPN answers %s, and records the error",
    async (m) => {
      mode = m;
      mockShortTimeout = m === "hang";
      const before = await stored();
      const seen = playerRequests;
      const result = await runJob("player-stats");
      mode = "ok";
      mockShortTimeout = false;
      expect(playerRequests).toBeGreaterThan(seen);
      expect(result.status).toBe("failed");
      expect(result.error).toMatch(m === "partial" || m === "empty" ? /partial answer.*kept the stored weeks/ : /ESPN/);
      expect(await stored()).toEqual(before);
      const status = await db.dataSource.findUniqueOrThrow({ where: { source: "espn-player-stats" } });
      expect(status.lastError).toBe(result.error);
      expect(status.lastSuccessAt).not.toBeNull();
      // The cards still read the last good data.
      const roster = await get<RosterEntry[]>(getRoster, `/api/teams/${teamId}/roster`, { id: teamId }, cookie);
      expect(roster.filter((e) => (e.roster_positions.projectedPoints ?? 0) > 0).length).toBeGreaterThanOrEqual(5);
    },
    30_000,
  );

  it("runs hourly around game time only: on a Tuesday a run 4 hours after the last one fetches nothing", async () => {
    const seen = playerRequests;
    const tuesday = new Date("2026-11-17T12:00:00Z");
    expect(await runJob("player-stats", tuesday)).toEqual({
      job: "player-stats",
      status: "ok",
      rows: 0,
      skipped: true,
    });
    expect(playerRequests).toBe(seen);
  });

  it("a later full answer (the cron route's run) replaces whole weeks and clears the error", async () => {
    const res = await cron(
      new Request("http://localhost/api/cron/player-stats", {
        headers: { authorization: "Bearer test-cron-secret-0123456789" },
      }),
      { params: Promise.resolve({ job: "player-stats" }) },
    );
    const result = await documented<{ status: string; rows: number }>("GET", "/api/cron/{job}", res);
    expect(result.status).toBe("ok");
    const status = await db.dataSource.findUniqueOrThrow({ where: { source: "espn-player-stats" } });
    expect(status.lastError).toBeNull();
    expect((await stored()).length).toBe(result.rows);
  });

  it("blends a game in play: the stored line is the points so far, the rest of the projection by clock", async () => {
    const team = await getTeamWithLeague({ teamId, userId: created.userId ?? "" });
    if (!team) throw new Error("no team");
    const starters = () =>
      db.rosterSlot.findMany({
        where: { teamId, week: WEEK, isStarting: true, playerId: { not: null } },
        include: { player: true },
      });
    const pre = await weekDistributions({
      league: team.league,
      week: WEEK,
      now: new Date(NOW),
      slots: await starters(),
    });
    const slot = (await starters()).find((s) => {
      const w = pre.get(s.id);
      return w && !w.onBye && w.nflTeam && (w.projection ?? 0) > 3;
    });
    const nflTeam = slot ? pre.get(slot.id)?.nflTeam : null;
    if (!slot?.playerId || !nflTeam) throw new Error("no starter with a game in week 11");
    const game = await db.nflGame.findFirstOrThrow({
      where: { season: 2026, week: WEEK, OR: [{ homeTeam: nflTeam }, { awayTeam: nflTeam }] },
    });
    const weekRow = { playerId_season_week: { playerId: slot.playerId, season: 2026, week: WEEK } };
    // Mid third quarter; the player-stats job's latest line for him; the host (Sleeper) has reported nothing yet.
    const line = { rush_yd: 31, rec: 3, rec_yd: 27 };
    await db.nflGame.update({
      where: { id: game.id },
      data: { status: "in", quarter: 3, clock: "7:30", homeScore: 17, awayScore: 10 },
    });
    await db.rosterSlot.update({ where: { id: slot.id }, data: { actualPoints: null } });
    await db.playerWeek.update({ where: weekRow, data: { stats: line, ptsPpr: scorePoints(line, PPR) } });
    await loadStoredPlayerWeeks();
    clearCachedViews();
    try {
      const weeks = await weekDistributions({
        league: team.league,
        week: WEEK,
        now: new Date(NOW),
        slots: await starters(),
      });
      const w = weeks.get(slot.id);
      const own = Math.round(scorePoints(line, scoringSettings(team.league.scoring) ?? {}) * 100) / 100;
      expect(own).toBe(7.3); // half a point per catch, 0.1 per yard: the league's rules
      // The line is already the points so far (not pro-rated by the clock, as a bundled season's final line is).
      expect(w?.live).toEqual({ actual: own, remainingFraction: gameFraction(3, "7:30") });
      expect(w?.score).toBe(Math.round(liveDistribution(w!.dist, w!.live!).mean * 100) / 100);
      expect(w!.score).toBeGreaterThan(own);
      const roster = await get<RosterEntry[]>(getRoster, `/api/teams/${teamId}/roster`, { id: teamId }, cookie);
      const row = roster.find((e) => e.roster_positions.id === slot.id)?.roster_positions;
      expect(row?.actualPoints).toBe(own);
      expect(row?.gameInfo).toMatchObject({ status: "in", quarter: 3, clock: "7:30" });
    } finally {
      await db.nflGame.update({
        where: { id: game.id },
        data: { status: game.status, quarter: game.quarter, clock: game.clock, homeScore: null, awayScore: null },
      });
      await db.rosterSlot.update({ where: { id: slot.id }, data: { actualPoints: slot.actualPoints } });
      await db.playerWeek.update({ where: weekRow, data: { stats: {}, ptsPpr: null } });
      await loadStoredPlayerWeeks();
      clearCachedViews();
    }
  }, 60_000);
});
