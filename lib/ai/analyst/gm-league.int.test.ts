// The GM's team tools on the demo league (week 10): each answers from the same functions the pages use, so the
// numbers match them (standings, odds, projected score, trade finder), and the built-in analyst answers the
// new question families end to end with real tools — never an error, never an empty answer.
import { stepCountIs, streamText, type ModelMessage } from "ai";
import { connectDemoLeague, removeDemoLeague, type DemoLeagueFixture } from "@/tests/support/demo-league";
import { requireTeam } from "@/lib/api/team";
import { teamLeague } from "@/lib/league-model/team/league-context";
import { teamTools } from "@/lib/ai/tools";
import { createAnalystModel, warmAnalyst } from "@/lib/ai/analyst/model";
import { getLeagueTeamRows } from "@/lib/db/queries/teams";
import { playoffScenarios } from "@/lib/league-model/playoff";
import { teamMatchupNumbers } from "@/lib/league-model/matchup";
import { findTradesView } from "@/lib/league-model/decisions/trades";
import { footballNow } from "@/lib/nfl";
import { recordString } from "@/lib/rules/format";
import type {
  PlayoffScenarioResult,
  RosterReportResult,
  StandingsResult,
  TeamMatchupResult,
  TeamProjectionResult,
  TradeIdeasResult,
} from "@/lib/ai/tools/types";

// The demo league runs on its own replay clock (Sunday of week 10), so no clock needs pinning here.

let demo: DemoLeagueFixture | undefined;
let tools: ReturnType<typeof teamTools>;
let team: Awaited<ReturnType<typeof requireTeam>>;

beforeAll(async () => {
  demo = await connectDemoLeague();
  team = await requireTeam(demo.teamId, demo.userIds[0]!);
  tools = teamTools(teamLeague(team, 10));
  await warmAnalyst();
}, 120_000);

afterAll(() => removeDemoLeague(demo), 60_000);

const opts = { toolCallId: "t", messages: [] };
async function run<T>(t: { execute?: unknown }, input: Record<string, unknown>): Promise<T> {
  return (t.execute as (i: unknown, o: typeof opts) => Promise<T>)(input, opts);
}

describe("the GM's team tools on the demo league", () => {
  it("standings: the records of /standings and the simulator's odds", async () => {
    const r = await run<StandingsResult>(tools.getStandings, { focus: "league" });
    const rows = await getLeagueTeamRows({ leagueId: demo!.leagueId });
    expect(r.teams.map((t) => t.record)).toEqual(rows.map(recordString));
    const mine = r.teams.find((t) => t.isMine)!;
    const odds = await playoffScenarios({ team, week: 10, now: footballNow(team.league) });
    expect(mine.playoffOdds).toBe(odds.playoffOdds);
  }, 120_000);

  it("a named team: my opponent gives my game, another its own (set against me, mine), an unknown mine", async () => {
    const now = footballNow(team.league);
    const mine = await teamMatchupNumbers({ team, week: 10, now });
    const byOpponent = await run<TeamMatchupResult>(tools.getTeamMatchup, { team: mine.opponent!.name });
    expect(byOpponent).toMatchObject({ team: team.name, own: true, opponent: mine.opponent!.name });
    expect(byOpponent.myProjected).toBe(mine.yourTeam.projectedScore);

    const rows = await getLeagueTeamRows({ leagueId: demo!.leagueId });
    const other = rows.find((r) => r.id !== team.id && r.name !== mine.opponent!.name)!;
    const theirs = await teamMatchupNumbers({ team: { ...team, id: other.id, name: other.name }, week: 10, now });
    const byOther = await run<TeamMatchupResult>(tools.getTeamMatchup, { team: other.name });
    expect(byOther).toMatchObject({ team: other.name, own: false, opponent: theirs.opponent!.name });
    expect(byOther.myProjected).toBe(theirs.yourTeam.projectedScore);

    // Set against mine ("am I favored vs them") when they are not my opponent: my own game, saying so.
    const against = await run<TeamMatchupResult>(tools.getTeamMatchup, { team: other.name, against: true });
    expect(against).toMatchObject({
      team: team.name,
      own: true,
      opponent: mine.opponent!.name,
      notPlaying: other.name,
    });
    expect(against.myProjected).toBe(mine.yourTeam.projectedScore);
    const againstOpponent = await run<TeamMatchupResult>(tools.getTeamMatchup, {
      team: mine.opponent!.name,
      against: true,
    });
    expect(againstOpponent).toMatchObject({ team: team.name, opponent: mine.opponent!.name, notPlaying: null });

    const unknown = await run<TeamMatchupResult>(tools.getTeamMatchup, { team: "Nobody Such" });
    expect(unknown).toMatchObject({ team: team.name, own: true, askedNotFound: "Nobody Such" });
  }, 120_000);

  it("projected total this week: the matchup card's projected score", async () => {
    const r = await run<TeamProjectionResult>(tools.getTeamProjection, {});
    const m = await teamMatchupNumbers({ team, week: 10, now: footballNow(team.league) });
    expect(r.projected).toBeCloseTo(m.yourTeam.projectedScore, 1);
    expect(r.floor).toBeLessThanOrEqual(r.projected);
    expect(r.ceiling).toBeGreaterThanOrEqual(r.projected);
    const next = await run<TeamProjectionResult>(tools.getTeamProjection, { week: "next" });
    expect(next.week).toBe(11);
    expect(next.projected).toBeGreaterThan(0);
  }, 120_000);

  it("roster report: byes next week, injuries, a ranked position and drop-or-stash reads", async () => {
    const byes = await run<RosterReportResult>(tools.getRosterReport, { focus: "byes", week: "next" });
    expect(byes.week).toBe(11);
    for (const p of byes.players) expect(p.projection.bye).toBe(true);
    const ranked = await run<RosterReportResult>(tools.getRosterReport, { focus: "rank", position: "WR" });
    expect(ranked.players.length).toBeGreaterThan(0);
    for (const p of ranked.players) expect(p.position).toBe("WR");
    const flex = await run<RosterReportResult>(tools.getRosterReport, { focus: "rank", position: "FLEX", week: 12 });
    expect(flex.players.length).toBeGreaterThan(ranked.players.length);
    for (const p of flex.players) expect(["RB", "WR", "TE"]).toContain(p.position);
    const means = ranked.players.map((p) => p.projection.mean);
    expect(means).toEqual([...means].sort((a, b) => b - a));
    const stash = await run<RosterReportResult>(tools.getRosterReport, { focus: "drop-stash" });
    for (const p of stash.players) expect(["stash", "stash-ir", "drop", "hold"]).toContain(p.advice);
    // An open IR slot holds one player: no more are stashed on IR than there are open slots.
    const onOpenSlots = stash.players.filter((p) => p.advice === "stash-ir" && p.slot !== "IR").length;
    expect(onOpenSlots).toBeLessThanOrEqual(stash.irSlotsFree ?? 0);
    // Two players named: the read for those two only (the injured among them), both named in what was asked.
    const two = stash.players.slice(0, 2).map((p) => p.name);
    const pair = await run<RosterReportResult>(tools.getRosterReport, { focus: "drop-stash", players: two });
    expect(pair.players.map((p) => p.name)).toEqual(two);
    expect(pair.asked).toBe(two.join(" and "));
  }, 120_000);

  it("playoff scenarios: win out ≥ now ≥ lose out, from the dashboard's odds", async () => {
    const base = await playoffScenarios({ team, week: 10, now: footballNow(team.league) });
    const up = await run<PlayoffScenarioResult>(tools.getPlayoffScenario, { scenario: "win-out" });
    const down = await run<PlayoffScenarioResult>(tools.getPlayoffScenario, { scenario: "lose-out" });
    const mid = await run<PlayoffScenarioResult>(tools.getPlayoffScenario, { scenario: "record", wins: 3, games: 5 });
    expect(up.basePlayoffOdds).toBe(base.playoffOdds);
    // The scenarios run on fewer simulated seasons than the dashboard: within a point of its odds at the edges.
    expect(up.playoffOdds).toBeGreaterThanOrEqual((base.playoffOdds ?? 0) - 1);
    expect(down.playoffOdds).toBeLessThanOrEqual((base.playoffOdds ?? 100) + 1);
    expect(mid.playoffOdds).toBeGreaterThanOrEqual(down.playoffOdds);
    expect(mid.playoffOdds).toBeLessThanOrEqual(up.playoffOdds);
  }, 180_000);

  it("another team's scenario plays out its games, from its /standings odds", async () => {
    const standings = await run<StandingsResult>(tools.getStandings, { focus: "league" });
    const other = standings.teams.find((t) => !t.isMine && t.owner)!;
    const up = await run<PlayoffScenarioResult>(tools.getPlayoffScenario, { scenario: "win-out", team: other.owner! });
    const down = await run<PlayoffScenarioResult>(tools.getPlayoffScenario, { scenario: "lose-out", team: other.name });
    expect(up).toMatchObject({ team: other.name, own: false, askedNotFound: null });
    expect(up.basePlayoffOdds).toBe(other.playoffOdds);
    expect(up.playoffOdds).toBeGreaterThanOrEqual((other.playoffOdds ?? 0) - 1);
    expect(down.playoffOdds).toBeLessThanOrEqual((other.playoffOdds ?? 100) + 1);
    const unknown = await run<PlayoffScenarioResult>(tools.getPlayoffScenario, {
      scenario: "win-out",
      team: "Gridiron Goblins",
    });
    expect(unknown).toMatchObject({ team: team.name, own: true, askedNotFound: "Gridiron Goblins" });
  }, 180_000);

  it("a final record: the wins still to come on top of the record now, or why it cannot be reached", async () => {
    // 0-0 cannot be a final record after nine weeks: the answer says so, with the record now and the odds now.
    const out = await run<PlayoffScenarioResult>(tools.getPlayoffScenario, {
      scenario: "final-record",
      wins: 0,
      losses: 0,
    });
    const { nowWins, nowLosses } = out.finalRecord!;
    expect(out.finalRecord?.reachable).toBe(false);
    expect(nowWins + nowLosses).toBe(9);
    expect(out.playoffOdds).toBe(out.basePlayoffOdds);
    const left = out.gamesLeft;
    const finish = { wins: nowWins + 2, losses: nowLosses + left - 2 };
    const reachable = await run<PlayoffScenarioResult>(tools.getPlayoffScenario, {
      scenario: "final-record",
      ...finish,
    });
    const same = await run<PlayoffScenarioResult>(tools.getPlayoffScenario, { scenario: "record", wins: 2 });
    expect(reachable.finalRecord).toEqual({ ...finish, nowWins, nowLosses, reachable: true });
    expect({ wins: reachable.wins, games: reachable.games }).toEqual({ wins: 2, games: left });
    expect(reachable.playoffOdds).toBe(same.playoffOdds);
  }, 180_000);

  it("another team of the league by name, owner or a typo: its /standings row; trade ideas only with it", async () => {
    const rows = await getLeagueTeamRows({ leagueId: demo!.leagueId });
    const row = rows.find((r) => r.name === "Two-Minute Drill")!;
    for (const typed of ["Two-Minute Drill", "two minute dril", "Coach Marlow", "TMD"]) {
      const r = await run<StandingsResult>(tools.getStandings, { focus: "team", team: typed });
      expect(r.asked).toBe("Two-Minute Drill");
      expect(r.teams.find((t) => t.name === r.asked)?.record).toBe(recordString(row));
    }
    const unknown = await run<StandingsResult>(tools.getStandings, { focus: "team", team: "Gridiron Goblins" });
    expect(unknown).toMatchObject({ asked: null, askedNotFound: "Gridiron Goblins" });
    const ideas = await run<TradeIdeasResult>(tools.findTradeIdeas, { partner: "coach marlow" });
    expect(ideas.partner).toBe("Two-Minute Drill");
    for (const i of ideas.ideas) expect(i.partnerTeam).toBe("Two-Minute Drill");
  }, 180_000);

  it("trade ideas: the trade finder's deals and numbers", async () => {
    const view = await findTradesView({ team, now: footballNow(team.league), partnerId: null, position: null });
    const r = await run<TradeIdeasResult>(tools.findTradeIdeas, {});
    expect(r.ideas.map((i) => i.myDeltaPlayoffOdds)).toEqual(view.trades.map((t) => t.deltaPlayoff));
  }, 180_000);

  it("trade ideas at a wanted position: only deals that bring one in", async () => {
    const r = await run<TradeIdeasResult>(tools.findTradeIdeas, { position: "RB" });
    for (const i of r.ideas) expect(i.get.some((p) => p.position === "RB")).toBe(true);
  }, 180_000);

  it("trade ideas spending a surplus: the finder's deals that send one of the team's players there", async () => {
    const view = await findTradesView({ team, now: footballNow(team.league), partnerId: null, position: null });
    const r = await run<TradeIdeasResult>(tools.findTradeIdeas, { position: "WR", side: "give" });
    const sendsWr = view.trades.filter((t) => t.give.some((p) => p.position === "WR"));
    expect(sendsWr.length).toBeGreaterThan(0);
    expect(r.ideas.map((i) => i.give.map((p) => p.name))).toEqual(sendsWr.map((t) => t.give.map((p) => p.name)));
    expect(r.position).toEqual({ at: "WR", side: "give" });
  }, 180_000);
});

describe("the built-in analyst answers the new families with the real tools", () => {
  const questions = [
    "whats my record",
    "which team in the league is strongest",
    "who on my roster is injured",
    "Which of my players are on bye next week?",
    "rank my receivers",
    "how many points is my team projected for",
    "any sleepers for next week",
    "should i drop my injured players or stash them",
    "I need a backup QB for my bye week",
    "if i go 3-2 do i make it",
    "is 8-6 enough to make the playoffs?",
    "trade ideas for my RB1",
    "how good is Two-Minute Drill",
    "who am i playing in week 11",
    "should i start derrick henry this week",
    "what are the Red Zone Raiders' playoff chances",
    "what could I offer the Pocket Passers to upgrade at RB?",
  ];

  it.each(questions)(
    "%s",
    async (question) => {
      const messages: ModelMessage[] = [{ role: "user", content: question }];
      const model = createAnalystModel();
      const result = streamText({ model, messages, tools, stopWhen: stepCountIs(3), maxRetries: 0 });
      let text = "";
      for await (const t of result.textStream) text += t;
      expect(text.trim().length).toBeGreaterThan(20);
      expect(text).not.toMatch(/couldn't|Invalid input|Error|undefined|NaN/);
    },
    180_000,
  );
});

describe("the built-in analyst reads the league's own names as typed", () => {
  async function answer(model: ReturnType<typeof createAnalystModel>, turns: string[]) {
    const messages: ModelMessage[] = [];
    let text = "";
    for (const question of turns) {
      messages.push({ role: "user", content: question });
      const result = streamText({ model, messages, tools, stopWhen: stepCountIs(3), maxRetries: 0 });
      text = "";
      for await (const t of result.textStream) text += t;
      messages.push(...(await result.response).messages);
    }
    return text;
  }

  it("a team in lowercase, then 'their record': that team's record, as /standings shows it", async () => {
    const rows = await getLeagueTeamRows({ leagueId: demo!.leagueId });
    const scaries = rows.find((r) => r.name === "Sunday Scaries")!;
    const turns = ["sunday scaries are on a heater huh", "what's their record now"];
    const text = await answer(
      createAnalystModel(async () => rows),
      turns,
    );
    expect(text).toContain("Sunday Scaries");
    expect(text).toContain(recordString(scaries));
    // Without the league's names the lowercase words are no team, and the answer is the manager's own record.
    const blind = await answer(createAnalystModel(), turns);
    expect(blind).not.toContain("Sunday Scaries");
  }, 180_000);
});
