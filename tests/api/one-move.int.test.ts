import { getDashboardTeam, type DashboardTeamRow } from "@/lib/db/queries/dashboard";
import { teamLeague } from "@/lib/ai/data/league-context";
import { pricedMoves } from "@/lib/ai/data/moves";
import { evaluateTradeView, findTradesView } from "@/lib/decisions/trades";
import { analyzeWaivers } from "@/lib/decisions/waiver-analysis";
import { waiversView } from "@/lib/decisions/waivers";
import { playoffScenarios } from "@/lib/views/playoff";
import { leagueStandings } from "@/lib/league/standings";
import { teamAnalytics, teamWhatIf } from "@/lib/league/analytics";
import { connectDemoLeague, removeDemoLeague, type DemoLeagueFixture } from "@/tests/support/demo-league";

const NOW = new Date("2025-11-09T19:30:00Z");
jest.mock("@/lib/clock", () => ({ footballNow: () => new Date("2025-11-09T19:30:00Z") }));

const WEEK = 10;
let demo: DemoLeagueFixture | undefined;
let team: DashboardTeamRow;

beforeAll(async () => {
  demo = await connectDemoLeague();
  const t = await getDashboardTeam({ teamId: demo.teamId, userId: demo.userIds[0] ?? "" });
  if (!t) throw new Error("team not found");
  team = t;
}, 120_000);

afterAll(() => removeDemoLeague(demo), 60_000);

describe("one move, one number", () => {
  it("prints", async () => {
    const dash = await playoffScenarios({ team, week: WEEK, now: NOW });
    const standings = await leagueStandings({ league: team.league, myTeamId: team.id, now: NOW });
    const analytics = await teamAnalytics({ team, now: NOW });
    const finder = await findTradesView({ team, now: NOW, partnerId: null, position: null });
    const trade = finder.trades[0];
    if (!trade) throw new Error("no trade");
    const builder = await evaluateTradeView({
      team,
      now: NOW,
      partnerId: trade.partner.id,
      give: trade.give.map((p) => p.id),
      get: trade.get.map((p) => p.id),
    });
    const league = teamLeague(team, WEEK);
    const chat = await league.priceTrade(
      trade.give.map((p) => p.id),
      trade.get.map((p) => p.id),
    );
    const moves = await pricedMoves(league);
    const w = await waiversView({
      team,
      now: NOW,
      filters: { position: null, q: null, playable: false, hideInjured: false, page: 1, pageSize: 5 },
    });
    const best = w.rows[0];
    const analyzer = best?.drop
      ? await analyzeWaivers({ team, now: NOW, pairs: [{ add: [best.id], drop: [best.drop.id] }] })
      : null;
    const rem = analytics.remainingGames[0];
    const wi = rem
      ? await teamWhatIf({
          team,
          now: NOW,
          forced: [{ week: rem.week, home: rem.home.id, away: rem.away.id, result: "home" }],
        })
      : null;
    console.log(
      JSON.stringify(
        {
          trade: trade.give.map((p) => p.name).join("+") + " for " + trade.get.map((p) => p.name).join("+"),
          finder: [trade.deltaPlayoff, trade.partnerDeltaPlayoff],
          builder: [
            builder.mine.deltaPlayoff,
            builder.mine.sePlayoff,
            builder.theirs.deltaPlayoff,
            builder.mine.playoffBefore,
          ],
          chat: [chat?.myDeltaPlayoffOdds, chat?.partnerDeltaPlayoffOdds],
          brief: moves.map((m) => m.title),
          odds: {
            dashboard: dash.playoffOdds,
            standings: standings.rows.find((r) => r.isMine)?.playoffOdds,
            analytics: analytics.teams.find((t) => t.isMine)?.playoffOdds,
            builder: builder.mine.playoffBefore,
            analyzer: analyzer?.pairs[0]?.odds.playoffBefore,
            whatIf: wi?.teams.find((t) => t.isMine)?.basePlayoffOdds,
          },
          claim: [best?.name, best?.deltaPlayoff, best?.sePlayoff, analyzer?.pairs[0]?.odds.deltaPlayoff],
        },
        null,
        1,
      ),
    );
  }, 600_000);
});
