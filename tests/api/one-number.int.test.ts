import { db } from "@/lib/db/client";
import { apiRequest } from "@/tests/support/auth";
import { getTeamWithLeague } from "@/lib/db/queries/teams";
import { formatPoints } from "@/lib/rules/format";
import { teamLeague } from "@/lib/league-model/team/league-context";
import { teamStarters } from "@/lib/league-model/team/lineup";
import { optimizeLineupTool } from "@/lib/ai/tools/optimize-lineup";
import { teamMatchupTool } from "@/lib/ai/tools/team-matchup";
import { playerOutlookTool } from "@/lib/ai/tools/player-outlook";
import { waiverTargetsTool } from "@/lib/ai/tools/waiver-targets";
import { pricedMoves } from "@/lib/league-model/team/moves";
import { beforeLockQueue } from "@/lib/league-model/manage/before-lock";
import { lineupView } from "@/lib/league-model/decisions/lineup";
import type { LineupPlayerCard, WaiverAnalysis, WaiversView } from "@/lib/league-model/decisions/types";
import { isOut } from "@/lib/domain/injury";
import { getActualWeek } from "@/lib/nfl";
import { seasonSummary } from "@/components/player/season-summary";
import type { Matchup, RosterEntry } from "@/lib/league-model/types";
import type { PlayerDetails } from "@/lib/league-model/player-types";
import { connectDemoLeague, removeDemoLeague, type DemoLeagueFixture } from "@/tests/support/demo-league";
import { GET as getRoster } from "@/app/api/teams/[id]/roster/route";
import { GET as getMatchup } from "@/app/api/teams/[id]/matchup/route";
import { GET as getDetails } from "@/app/api/players/[playerId]/details/route";
import { GET as getWaivers } from "@/app/api/teams/[id]/waivers/route";
import { POST as postWaiverAnalysis } from "@/app/api/teams/[id]/waiver-analysis/route";
import { POST as generateAnalysis } from "@/app/api/players/[playerId]/ai-analysis/generate/route";

// One number per thing: every card, the player modal and the AI tools read the same player-week
// (lib/league-model/week-distributions), so for one player-week they must quote the same numbers. The clock is the
// demo's Sunday of week 10 with games in play, where the live blend, finals and pre-game rows all occur.
jest.mock("@/lib/clock", () => ({ footballNow: () => new Date("2025-11-09T19:30:00Z") }));

type Handler = (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;
const get = async <T>(handler: Handler, path: string, params: Record<string, string>, cookie: string): Promise<T> => {
  const res = await handler(apiRequest(path, { headers: { cookie } }), { params: Promise.resolve(params) });
  expect(res.status).toBe(200);
  return (await res.json()) as T;
};
type Exec<I, O> = {
  execute?: (
    input: I,
    options: { toolCallId: string; messages: [] },
  ) => PromiseLike<O | AsyncIterable<O>> | O | AsyncIterable<O>;
};
const run = async <I, O extends object>(t: Exec<I, O>, input: I): Promise<O> => {
  if (!t.execute) throw new Error("tool has no execute");
  const out = await t.execute(input, { toolCallId: "test", messages: [] });
  if (Symbol.asyncIterator in out) throw new Error("tool streams");
  return out;
};

const WEEK = 10;
let demo: DemoLeagueFixture | undefined;
let cookie = "";
let teamId = "";
let leagueId = "";
let roster: RosterEntry[] = [];
let matchup: Matchup;

beforeAll(async () => {
  demo = await connectDemoLeague();
  ({ cookie, teamId, leagueId } = demo);
  roster = await get<RosterEntry[]>(getRoster, `/api/teams/${teamId}/roster?week=${WEEK}`, { id: teamId }, cookie);
  matchup = await get<Matchup>(getMatchup, `/api/teams/${teamId}/matchup?week=${WEEK}`, { id: teamId }, cookie);
}, 120_000);

afterAll(() => removeDemoLeague(demo), 60_000);

const starters = () => roster.filter((e) => e.players && e.roster_positions.isStarting);

describe("one number per player-week", () => {
  it("the matchup card's totals are the sums of the roster card's rows: projected, and live/actual", () => {
    const rows = starters().map((e) => e.roster_positions);
    expect(rows.some((r) => r.gameInfo?.status === "in")).toBe(true);
    // A row is named by its game: proj before kickoff, live while on, actual once final.
    for (const r of rows) {
      const g = r.gameInfo;
      const expected = !g
        ? "proj"
        : g.completed || g.status === "post"
          ? "actual"
          : g.status === "in"
            ? "live"
            : "proj";
      expect(r.scoreLabel).toBe(expected);
    }
    const projected = rows.reduce((sum, r) => sum + (r.expectedPoints ?? 0), 0);
    const started = rows.filter((r) => r.scoreLabel !== "proj");
    const scored = started.reduce((sum, r) => sum + (r.actualPoints ?? 0), 0);
    // Rows round each player to 0.01; the card sums unrounded scores.
    expect(Math.abs(projected - matchup.yourTeam.projectedScore)).toBeLessThan(0.01 * rows.length);
    expect(Math.abs(scored - (matchup.yourTeam.actualScore ?? -1))).toBeLessThan(0.01 * rows.length);
    expect(matchup.yourTeam.actualLabel).toBe(started.some((r) => r.scoreLabel === "live") ? "live" : "actual");
  });

  it("a finished week's card score is the score the league recorded for that game", async () => {
    const m = await get<Matchup>(getMatchup, `/api/teams/${teamId}/matchup?week=9`, { id: teamId }, cookie);
    const row = await db.matchup.findFirstOrThrow({
      where: { leagueId, week: 9, OR: [{ homeTeamId: teamId }, { awayTeamId: teamId }] },
    });
    const recorded = row.homeTeamId === teamId ? row.homeScore : row.awayScore;
    expect(m.yourTeam.actualScore).toBeCloseTo(recorded ?? -1, 1);
    expect(m.yourTeam.projectedScore).toBeCloseTo(recorded ?? -1, 1);
  });

  it("Boom/Bust quotes the card's own projections and gap, and its own range", () => {
    const opponent = matchup.opponent;
    expect(opponent).not.toBeNull();
    if (!opponent) return;
    const gap = Math.round((matchup.yourTeam.projectedScore - opponent.projectedScore) * 100) / 100;
    expect(matchup.boomBust.analysis).toContain(formatPoints(Math.abs(gap)));
    expect(matchup.boomBust.analysis).toContain(`their projection of ${formatPoints(opponent.projectedScore)}`);
    expect(matchup.boomBust.analysis).toContain(
      `${formatPoints(matchup.boomBust.floor)}–${formatPoints(matchup.boomBust.ceiling)}`,
    );
  });

  it("the player modal's projection for the week equals the roster card's, for every rostered player", async () => {
    const players = roster.filter((e) => e.players);
    expect(players.length).toBeGreaterThan(10);
    for (const e of players) {
      const id = e.players?.id ?? "";
      const details = await get<PlayerDetails>(
        getDetails,
        `/api/players/${id}/details?leagueId=${leagueId}`,
        { playerId: id },
        cookie,
      );
      const modal = details.stats.projectedStats.find((w) => w.week === WEEK)?.points ?? null;
      expect({ player: e.players?.name, projection: modal }).toEqual({
        player: e.players?.name,
        projection: e.roster_positions.projectedPoints,
      });
    }
  }, 60_000);

  it("games played counts games he played, not weeks he missed", async () => {
    // Every week before this one with no stat line is "did not play" and never a game played.
    for (const e of starters().slice(0, 6)) {
      const id = e.players?.id ?? "";
      const details = await get<PlayerDetails>(
        getDetails,
        `/api/players/${id}/details?leagueId=${leagueId}`,
        { playerId: id },
        cookie,
      );
      const player = await db.player.findUniqueOrThrow({ where: { id } });
      const withLine = details.stats.weeklyStats.filter(
        (w) =>
          w.week < WEEK &&
          !w.isByeWeek &&
          getActualWeek({ gsisId: player.gsisId, nflcomId: player.nflcomId, season: 2025, week: w.week }),
      ).length;
      expect(seasonSummary(details.stats.weeklyStats)?.gamesPlayed ?? 0).toBe(withLine);
      for (const w of details.stats.weeklyStats) if (w.didNotPlay) expect(w.points).toBeNull();
    }
  }, 60_000);

  it("the AI's starters, matchup and player outlook quote the roster card's numbers", async () => {
    const team = await getTeamWithLeague({ teamId, userId: demo?.userIds[0] ?? "" });
    if (!team) throw new Error("team not found");
    const league = teamLeague(team, WEEK);
    const ai = teamStarters(await league.data(), teamId);
    for (const e of starters()) {
      const p = ai.find((x) => x.id === e.players?.id);
      expect({ id: p?.id, mean: p?.projection.bye ? null : p?.projection.mean }).toEqual({
        id: e.players?.id,
        mean: e.roster_positions.projectedPoints,
      });
    }
    const tool = await run(teamMatchupTool(league), {});
    expect(tool.myProjected).toBe(matchup.yourTeam.projectedScore);
    expect(tool.winProbability).toBe(matchup.winProbability);

    const first = starters().find((e) => e.players && e.players.position !== "K" && e.roster_positions.projectedPoints);
    const outlook = await run(playerOutlookTool(league.context), { player: first?.players?.name ?? "" });
    expect(outlook.projection?.mean).toBe(first?.roster_positions.projectedPoints);
  }, 60_000);

  it("optimize-lineup's 'before' is the card's win probability, both from the same distributions", async () => {
    const team = await getTeamWithLeague({ teamId, userId: demo?.userIds[0] ?? "" });
    if (!team) throw new Error("team not found");
    const result = await run(optimizeLineupTool(teamLeague(team, WEEK)), {});
    expect(result.winProbabilityBefore).toBe(matchup.winProbability);
    if (result.swaps.length === 0) expect(result.winProbabilityAfter).toBe(result.winProbabilityBefore);
    // A player whose game has started is never moved.
    const started = new Set(
      roster
        .filter((e) => e.roster_positions.gameInfo && e.roster_positions.gameInfo.status !== "pre")
        .map((e) => e.players?.id),
    );
    for (const s of result.swaps) {
      expect(started.has(s.startIn.id)).toBe(false);
      expect(started.has(s.benchOut.id)).toBe(false);
    }
  }, 60_000);

  it("the GM's lineup tool and /lineup recommend the same starters with the same swaps and ΔP(win)", async () => {
    const mine = await getTeamWithLeague({ teamId, userId: demo?.userIds[0] ?? "" });
    if (!mine) throw new Error("team not found");
    // Every team of the league, seen as its manager would see it: starters in and out differ from team to team.
    const teams = await db.team.findMany({ where: { leagueId }, select: { id: true, name: true } });
    let compared = 0;
    for (const { id, name } of teams) {
      const team = { ...mine, id, name };
      const page = await lineupView({ team, now: new Date("2025-11-09T19:30:00Z"), objective: "win", week: WEEK });
      const gm = await run(optimizeLineupTool(teamLeague(team, WEEK)), {});
      const pageSwaps = page.swaps.map((s) => ({
        slot: s.slot,
        in: s.playerIn.id,
        out: s.playerOut?.id ?? null,
        delta: s.deltaWinProbability,
      }));
      const gmSwaps = gm.swaps.map((s) => ({
        slot: s.slot,
        in: s.startIn.id,
        out: s.benchOut.id,
        delta: s.deltaWinProbability,
      }));
      // The tool names a swap by who sits, so it leaves out a newcomer into an empty slot; the demo has none.
      expect({ team: name, swaps: gmSwaps }).toEqual({ team: name, swaps: pageSwaps });
      // The tool's recommended starters: the lineup as set, with each of its swaps made. A starter who cannot play
      // (bye, out) and has no one to replace him leaves his slot empty on the page, a hole to fill from waivers,
      // where the tool names him in its alerts: both sides count only starters who can play.
      const plays = (c: LineupPlayerCard | null): c is LineupPlayerCard => !!c && !c.onBye && !isOut(c.injuryStatus);
      const benched = new Set(gm.swaps.map((s) => s.benchOut.id));
      const gmStarters = [
        ...page.slots.flatMap((r) => (plays(r.current) && !benched.has(r.current.id) ? [r.current.id] : [])),
        ...gm.swaps.map((s) => s.startIn.id),
      ].sort();
      const pageStarters = page.slots.flatMap((r) => (plays(r.recommended) ? [r.recommended.id] : [])).sort();
      expect({ team: name, starters: gmStarters }).toEqual({ team: name, starters: pageStarters });
      expect({ team: name, before: gm.winProbabilityBefore, after: gm.winProbabilityAfter }).toEqual({
        team: name,
        before: page.before.winProbability,
        after: page.after.winProbability,
      });
      compared += gm.swaps.length;
    }
    // Agreement on empty lists would prove nothing: some team in the league has a change to make.
    expect(compared).toBeGreaterThan(0);
  }, 180_000);

  it("AI Insights quote the Rankings tab's positional rank", async () => {
    const e = starters().find((x) => x.players?.position === "WR");
    const id = e?.players?.id ?? "";
    const details = await get<PlayerDetails>(
      getDetails,
      `/api/players/${id}/details?leagueId=${leagueId}`,
      { playerId: id },
      cookie,
    );
    const rank = details.rankings.positionalRanking[String(WEEK)]?.positionalRanking;
    expect(rank).toBeGreaterThan(0);
    const res = await generateAnalysis(
      apiRequest(`/api/players/${id}/ai-analysis/generate`, { body: { leagueId, week: WEEK }, headers: { cookie } }),
      { params: Promise.resolve({ playerId: id }) },
    );
    const analysis = (await res.json()) as { status: string; decisionDrivers: { name: string; evidence: string }[] };
    expect(analysis.status).toBe("generated");
    const driver = analysis.decisionDrivers.find((d) => d.name === "Positional rank");
    expect(driver?.evidence).toContain(`#${rank} `);
    expect(driver?.evidence).not.toContain("not available");
  }, 60_000);

  it("H2H has no draft rank of its own: shown empty, not the standard rank relabelled", async () => {
    const id = starters()[0]?.players?.id ?? "";
    const details = await get<PlayerDetails>(
      getDetails,
      `/api/players/${id}/details?leagueId=${leagueId}`,
      { playerId: id },
      cookie,
    );
    expect(details.rankings.draftRanks.Standard.rank).toBeGreaterThan(0);
    expect(details.rankings.draftRanks.H2H).toMatchObject({ rank: null, totalRanked: null });
  });

  it("a player out for the season has no volatility to call a 'stable floor'", async () => {
    const e = starters().find((x) => x.players?.position === "RB");
    const id = e?.players?.id ?? "";
    const before = await db.player.findUniqueOrThrow({ where: { id }, select: { injuryStatus: true } });
    await db.player.update({ where: { id }, data: { injuryStatus: "INJURY_RESERVE" } });
    try {
      const res = await generateAnalysis(
        apiRequest(`/api/players/${id}/ai-analysis/generate`, { body: { leagueId, week: WEEK }, headers: { cookie } }),
        { params: Promise.resolve({ playerId: id }) },
      );
      const analysis = (await res.json()) as { volatility: number | null; summaryText: string };
      expect(analysis.volatility).toBeNull();
      expect(analysis.summaryText).toContain("is listed injured reserve and projects no points in week 10");
    } finally {
      await db.player.update({ where: { id }, data: { injuryStatus: before.injuryStatus } });
    }
  }, 60_000);
});

// A claim has one price. /waivers, /manage's Before lock, the GM's Brief, the chat's waiver answer and
// the waiver analyzer all read league-model/team/waiver-claims, so the best claim is the same player, dropping the same
// player, for the same Δ playoff odds ± SE and the same FAAB bid on every one of them.
describe("one price per waiver claim", () => {
  it("/waivers' best claim is the brief's, the chat's, Before lock's and the analyzer's, at one price", async () => {
    const team = await getTeamWithLeague({ teamId, userId: demo?.userIds[0] ?? "" });
    if (!team) throw new Error("team not found");
    const view = await get<WaiversView>(getWaivers, `/api/teams/${teamId}/waivers?pageSize=5`, { id: teamId }, cookie);
    const best = view.rows[0];
    if (!best?.drop || best.deltaPlayoff === null || best.sePlayoff === null) throw new Error("no priced claim");
    expect(best.deltaPlayoff).toBeGreaterThan(best.sePlayoff);

    const league = teamLeague(team, WEEK);
    const chat = await run(waiverTargetsTool(league.context, league.waivers), {});
    expect(chat.targets[0]).toMatchObject({
      id: best.id,
      deltaPlayoffOdds: best.deltaPlayoff,
      sePlayoffOdds: best.sePlayoff,
      bid: best.bid,
      drop: { id: best.drop.id },
    });

    const claim = (await pricedMoves(league)).find((m) => m.category === "waiver");
    expect(claim).toMatchObject({ delta: best.deltaPlayoff, se: best.sePlayoff });
    // The room comes from the same player: dropped, or moved to IR when he is on injured reserve.
    expect(claim?.title).toContain(`Claim ${best.name} (${best.position}) for $${best.bid}, `);
    expect(claim?.title).toMatch(new RegExp(`(drop ${best.drop.name}|${best.drop.name}'s IR move frees)`));

    const queued = (await beforeLockQueue({ teams: [team], at: new Date("2025-11-09T19:30:00Z") })).find(
      (i) => i.kind === "waivers",
    );
    expect(queued?.fix).toMatchObject({
      playerIn: { id: best.id },
      claim: { deltaPlayoffOdds: best.deltaPlayoff, sePlayoffOdds: best.sePlayoff, bid: best.bid },
    });

    const res = await postWaiverAnalysis(
      apiRequest(`/api/teams/${teamId}/waiver-analysis`, {
        body: { pairs: [{ add: [best.id], drop: [best.drop.id] }] },
        headers: { cookie },
      }),
      { params: Promise.resolve({ id: teamId }) },
    );
    expect(res.status).toBe(200);
    const analysis = (await res.json()) as WaiverAnalysis;
    expect(analysis.pairs[0]).toMatchObject({
      odds: { deltaPlayoff: best.deltaPlayoff, sePlayoff: best.sePlayoff },
      bid: best.bid,
    });
  }, 120_000);
});
