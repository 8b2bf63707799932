import { db } from "@/lib/db/client";
import { getTeamWithLeague, type TeamWithLeagueRow } from "@/lib/db/queries/teams";
import { teamLeague } from "@/lib/league-model/team/league-context";
import { pricedMoves } from "@/lib/league-model/team/moves";
import { buildBrief } from "@/lib/ai/brief";
import { playoffOddsTool } from "@/lib/ai/tools/playoff-odds";
import { evaluateTradeView, findTradesView, tradeRosters } from "@/lib/league-model/decisions/trades";
import { analyzeWaivers } from "@/lib/league-model/decisions/waiver-analysis";
import { waiversView } from "@/lib/league-model/decisions/waivers";
import { clearDecisionCache } from "@/lib/league-model/decisions/cache";
import { decisionContext } from "@/lib/league-model/decisions/context";
import { playoffScenarios } from "@/lib/league-model/playoff";
import { clearLeagueStates } from "@/lib/league-model/league-state";
import { leagueStandings } from "@/lib/league-model/league-pages/standings";
import { teamAnalytics, teamWhatIf } from "@/lib/league-model/league-pages/analytics";
import { syncLeague } from "@/lib/sync/sync-league";
import { connectDemoLeague, removeDemoLeague, type DemoLeagueFixture } from "@/tests/support/demo-league";

// One priced move, one number: a league state's base odds and each move are simulated once (seeded by the state's
// content) and stored; every screen and the GM quote the stored result. The clock is the demo's Sunday of week 10.
const NOW = new Date("2025-11-09T19:30:00Z");
jest.mock("@/lib/clock", () => ({ footballNow: () => new Date("2025-11-09T19:30:00Z") }));

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
const fixtures: DemoLeagueFixture[] = [];

async function connect(): Promise<TeamWithLeagueRow> {
  const demo = await connectDemoLeague();
  fixtures.push(demo);
  const team = await getTeamWithLeague({ teamId: demo.teamId, userId: demo.userIds[0] ?? "" });
  if (!team) throw new Error("team not found");
  return team;
}

let team: TeamWithLeagueRow;
beforeAll(async () => {
  team = await connect();
}, 120_000);

afterAll(async () => {
  for (const f of fixtures) await removeDemoLeague(f);
}, 60_000);

const noFilters = { position: null, q: null, playable: false, hideInjured: false, page: 1, pageSize: 5 };

describe("one move, one number", () => {
  it("the base odds are one number on the dashboard, standings, analytics, what-if, decision pages, GM", async () => {
    const dash = await playoffScenarios({ team, week: WEEK, now: NOW });
    const standings = await leagueStandings({ league: team.league, myTeamId: team.id, now: NOW });
    const analytics = await teamAnalytics({ team, now: NOW });
    const game = analytics.remainingGames[0];
    if (!game) throw new Error("no remaining game");
    const whatIf = await teamWhatIf({
      team,
      now: NOW,
      forced: [{ week: game.week, home: game.home.id, away: game.away.id, result: "home" }],
    });
    const finder = await findTradesView({ team, now: NOW, partnerId: null, position: null });
    const trade = finder.trades[0];
    if (!trade) throw new Error("no trade suggested");
    const builder = await evaluateTradeView({
      team,
      now: NOW,
      partnerId: trade.partner.id,
      give: trade.give.map((p) => p.id),
      get: trade.get.map((p) => p.id),
    });
    const waivers = await waiversView({ team, now: NOW, filters: noFilters });
    const claim = waivers.rows[0];
    if (!claim?.drop) throw new Error("no priced claim");
    const analyzer = await analyzeWaivers({ team, now: NOW, pairs: [{ add: [claim.id], drop: [claim.drop.id] }] });
    const chat = await run(playoffOddsTool(teamLeague(team, WEEK)), {});

    const odds = dash.playoffOdds;
    expect(odds).not.toBeNull();
    expect({
      standings: standings.rows.find((r) => r.isMine)?.playoffOdds,
      analytics: analytics.teams.find((t) => t.isMine)?.playoffOdds,
      whatIf: whatIf?.teams.find((t) => t.isMine)?.basePlayoffOdds,
      builder: builder.mine.playoffBefore,
      analyzer: analyzer.pairs[0]?.odds.playoffBefore,
      chat: chat.playoffOdds,
    }).toEqual({ standings: odds, analytics: odds, whatIf: odds, builder: odds, analyzer: odds, chat: odds });
    // The partner's odds, too: the standings' number is the builder's "before".
    expect(standings.rows.find((r) => r.teamId === trade.partner.id)?.playoffOdds).toBe(builder.theirs.playoffBefore);
  }, 300_000);

  it("one trade reads the same Δ ± SE for both sides in the finder, the builder, the Brief and the chat", async () => {
    const finder = await findTradesView({ team, now: NOW, partnerId: null, position: null });
    const trade = finder.trades[0];
    if (!trade) throw new Error("no trade suggested");
    const give = trade.give.map((p) => p.id),
      get = trade.get.map((p) => p.id);
    const builder = await evaluateTradeView({ team, now: NOW, partnerId: trade.partner.id, give, get });
    expect(builder.mine).toMatchObject({ deltaPlayoff: trade.deltaPlayoff, sePlayoff: trade.sePlayoff });
    expect(builder.theirs).toMatchObject({
      deltaPlayoff: trade.partnerDeltaPlayoff,
      sePlayoff: trade.partnerSePlayoff,
    });
    const league = teamLeague(team, WEEK);
    const chat = await league.priceTrade(give, get);
    expect(chat).toMatchObject({
      myDeltaPlayoffOdds: trade.deltaPlayoff,
      partnerDeltaPlayoffOdds: trade.partnerDeltaPlayoff,
    });
    // The Brief's trade is the finder's first suggestion (the same search), at the same numbers.
    const brief = (await pricedMoves(league)).find((m) => m.category === "trade");
    expect(brief).toMatchObject({ delta: trade.deltaPlayoff, se: trade.sePlayoff });
    expect(brief?.title).toContain(`Offer ${trade.give.map((p) => p.name).join(" + ")} to ${trade.partner.name}`);
  }, 300_000);

  it("a 2-for-1 into a full roster names the drop, and every surface prices the deal with it", async () => {
    const rosters = await tradeRosters({ team, now: NOW });
    const mine = rosters.teams.find((t) => t.mine);
    const partner = rosters.teams.find((t) => !t.mine);
    if (!mine || !partner) throw new Error("no rosters");
    // The demo's rosters are full: 14 players for 14 places (IR aside).
    expect(mine.players).toHaveLength(rosters.rosterLimit);
    const give = [mine.players[0]?.id ?? ""];
    const get = partner.players.slice(0, 2).map((p) => p.id);
    const builder = await evaluateTradeView({ team, now: NOW, partnerId: partner.id, give, get });
    expect(builder.drop).toHaveLength(1);
    expect([...give, ...get]).not.toContain(builder.drop[0]?.id);
    expect(mine.players.map((p) => p.id)).toContain(builder.drop[0]?.id);
    expect(builder.partnerDrop).toEqual([]); // they receive one for two: room to spare
    const chat = await teamLeague(team, WEEK).priceTrade(give, get);
    expect(chat).toMatchObject({
      myDeltaPlayoffOdds: builder.mine.deltaPlayoff,
      partnerDeltaPlayoffOdds: builder.theirs.deltaPlayoff,
    });
    // The finder's suggestions fit as listed: each side that ends up with more players names as many drops.
    const finder = await findTradesView({ team, now: NOW, partnerId: null, position: null });
    for (const t of finder.trades) {
      expect(t.drop).toHaveLength(Math.max(0, t.get.length - t.give.length));
      expect(t.partnerDrop).toHaveLength(Math.max(0, t.give.length - t.get.length));
    }
  }, 300_000);

  it("a player out for the season projects 0 for the rest of it", async () => {
    const rosters = await tradeRosters({ team, now: NOW });
    const players = rosters.teams.flatMap((t) => t.players);
    const reserve = players.filter((p) => p.injuryStatus === "INJURY_RESERVE");
    // Tyreek Hill and James Conner, out since September, are on injured reserve in the demo at week 10.
    expect(reserve.map((p) => p.name)).toEqual(expect.arrayContaining(["Tyreek Hill", "James Conner"]));
    for (const p of reserve)
      expect({ name: p.name, restOfSeason: p.restOfSeason }).toEqual({ name: p.name, restOfSeason: 0 });
    expect(rosters.restOfSeasonWeeks).toEqual({ first: WEEK, last: 14 });
  }, 300_000);

  it("the stored result answers later reads: no read re-simulates, even in a new process", async () => {
    const first = await teamAnalytics({ team, now: NOW });
    const stored = await db.pricedMove.findFirstOrThrow({
      where: { leagueId: team.league.id, move: "odds" },
      select: { createdAt: true },
    });
    expect(first.computedAt).toBe(stored.createdAt.toISOString());
    clearLeagueStates(); // as a fresh server process would start
    clearDecisionCache();
    const again = await teamAnalytics({ team, now: NOW });
    const standings = await leagueStandings({ league: team.league, myTeamId: team.id, now: NOW });
    expect(again.computedAt).toBe(first.computedAt);
    expect(again.teams).toEqual(first.teams);
    expect(standings.rows.find((r) => r.isMine)?.playoffOdds).toBe(first.teams.find((t) => t.isMine)?.playoffOdds);
    expect(await db.pricedMove.count({ where: { leagueId: team.league.id, move: "odds" } })).toBe(1);
  }, 300_000);

  it("a free agent listed on /waivers keeps his id for the analyzer after the league syncs again", async () => {
    const listed = await waiversView({ team, now: NOW, filters: noFilters });
    const ids = listed.rows.map((r) => r.id);
    expect(ids.length).toBeGreaterThan(0);
    // Each id is a canonical player row's: a pool key would change once some request gave the player a row. So is
    // every pool player's, those known by their NFL.com id alone too.
    expect(await db.player.count({ where: { id: { in: ids } } })).toBe(ids.length);
    const poolIds = (await (await decisionContext(team, NOW)).freeAgents()).map((c) => c.player.ref.id);
    expect(await db.player.count({ where: { id: { in: poolIds } } })).toBe(new Set(poolIds).size);
    expect((await syncLeague(team.league.id, { week: WEEK })).ok).toBe(true);
    clearDecisionCache();
    const claim = listed.rows[0];
    if (!claim?.drop) throw new Error("no priced claim");
    const analysis = await analyzeWaivers({ team, now: NOW, pairs: [{ add: [claim.id], drop: [claim.drop.id] }] });
    expect(analysis.pairs[0]?.add.map((p) => p.id)).toEqual([claim.id]);
  }, 300_000);

  it("two accounts on the same league see the same odds and the same Brief", async () => {
    const other = await connect();
    expect(other.league.id).not.toBe(team.league.id);
    const oddsOf = async (t: TeamWithLeagueRow) => {
      const s = await leagueStandings({ league: t.league, myTeamId: t.id, now: NOW });
      return s.rows.map((r) => [r.name, r.playoffOdds, r.byeOdds, r.titleOdds]);
    };
    expect(await oddsOf(other)).toEqual(await oddsOf(team));
    const [a, b] = await Promise.all([buildBrief(team, WEEK), buildBrief(other, WEEK)]);
    expect(b).toEqual(a);
    expect(a.actionItems.length).toBeGreaterThan(1);
  }, 300_000);
});
