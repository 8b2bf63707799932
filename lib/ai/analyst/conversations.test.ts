/** @jest-environment node */
// Multi-turn conversations with the built-in analyst: each turn goes through the AI SDK with the earlier turns
// (questions, tool calls, tool results, answers) in the prompt, as GM Chat stores and replays them. Fake tools
// echo what they were asked in real result shapes; the tests assert whom and which week each answer resolved
// and what the answer says.
import { stepCountIs, streamText, tool, type ModelMessage } from "ai";
import { z } from "zod";
import { createAnalystModel, warmAnalyst } from "@/lib/ai/analyst/model";
import type {
  ComparePlayersResult,
  PlayerOutlookResult,
  PlayoffOddsResult,
  PlayoffScenarioResult,
  RosterReportResult,
  StandingsResult,
  TeamMatchupResult,
  TeamProjectionResult,
  TradeIdeasResult,
  ToolName,
  WaiverTargetsResult,
  BuyLowResult,
} from "@/lib/ai/tools/types";

beforeAll(() => warmAnalyst(), 60_000);

const POSITIONS: Record<string, string> = {
  "Drake London": "WR",
  "Jahmyr Gibbs": "RB",
  "Bijan Robinson": "RB",
  "Ja'Marr Chase": "WR",
  "CeeDee Lamb": "WR",
  "Puka Nacua": "WR",
  "Nico Collins": "WR",
  "Derrick Henry": "RB",
};
const weekOf = (w: unknown) => (w === "next" ? 11 : typeof w === "number" ? w : 10);
const proj = (week: number, mean: number) => ({
  week,
  opponent: "@PIT",
  bye: false,
  mean,
  floor: mean * 0.5,
  ceiling: mean * 1.6,
  volatility: 0.25,
});
const ref = (name: string) => ({
  id: name,
  name,
  position: POSITIONS[name] ?? "WR",
  nflTeam: "ATL",
  injuryStatus: null,
});

type Input = Record<string, unknown>;
const FAKES: Partial<Record<ToolName, (i: Input) => unknown>> = {
  getPlayerOutlook: (i): PlayerOutlookResult => ({
    player: ref(String(i.player)),
    focus: (i.focus as PlayerOutlookResult["focus"]) ?? "outlook",
    week: weekOf(i.week),
    byeWeek: 12,
    gameStatus: "pre",
    projection: proj(weekOf(i.week), 14.2),
    recent: [],
    seasonAverage: 13.1,
    gamesPlayed: 8,
    restOfSeason: { first: 10, last: 14, weeks: 5, mean: 70.4 },
    score: null,
    news: [],
    notFound: [],
  }),
  comparePlayers: (i): ComparePlayersResult => ({
    week: 10,
    horizon: "week",
    scoring: "PPR",
    players: (i.players as string[]).map((name, k) => ({
      ...ref(name),
      projection: proj(10, 18 - k * 3),
      restOfSeason: { first: 10, last: 14, weeks: 5, mean: 80 - k * 10 },
      scoredThisWeek: null,
      gameStatus: "pre" as const,
    })),
    probFirstOutscores: 0.62,
    notes: [],
    notFound: [],
  }),
  findBuyLowCandidates: (i): BuyLowResult => ({
    week: 10,
    mode: "buy-low",
    candidates: [],
    notFound: [],
    assessment: {
      ...ref(String(i.player)),
      projection: proj(10, 15),
      recentAverage: 10.2,
      expectedAverage: 15.1,
      restOfSeasonMean: 75.5,
      verdict: "buy-low",
      ratio: 0.68,
    },
  }),
  getRosterReport: (i): RosterReportResult => ({
    focus: i.focus as RosterReportResult["focus"],
    week: weekOf(i.week),
    weekNamed: i.week !== undefined && i.week !== null,
    position: (i.position as string) ?? null,
    players: [
      {
        ...ref(i.position === "RB" ? "Jahmyr Gibbs" : "Drake London"),
        projection: { ...proj(weekOf(i.week), 16.4), bye: i.focus === "byes" },
        slot: "WR",
        isStarting: true,
        byeWeek: weekOf(i.week),
        restOfSeasonMean: 70,
        advice: null,
      },
    ],
    irSlotsFree: 1,
    restOfSeasonWeeks: { first: 10, last: 14 },
    rosterSpotsFree: 0,
    asked: null,
    notFound: [],
  }),
  getTeamProjection: (i): TeamProjectionResult => ({
    team: "Demo Team",
    week: weekOf(i.week),
    projected: 118.3,
    floor: 92.1,
    ceiling: 141.7,
  }),
  getPlayoffScenario: (i): PlayoffScenarioResult => ({
    // The fake league resolves one other team, by name or owner, as the tool would.
    ...(/blitz|quinn/i.test(String(i.team ?? ""))
      ? { team: "Blitz Brigade", own: false, askedNotFound: null }
      : { team: "Demo Team", own: true, askedNotFound: typeof i.team === "string" ? i.team : null }),
    scenario: i.scenario as PlayoffScenarioResult["scenario"],
    wins: (i.wins as number) ?? null,
    games: (i.games as number) ?? 5,
    gamesLeft: 5,
    basePlayoffOdds: 41.2,
    playoffOdds: i.scenario === "win-out" ? 99.1 : 38.4,
    byeOdds: 12.5,
    titleOdds: 8.1,
    combinations: i.scenario === "record" ? 10 : 1,
  }),
  getStandings: (i): StandingsResult => ({
    focus: i.focus as StandingsResult["focus"],
    // The fake league resolves one other team, by name or owner, as the tool would.
    asked: /two[- ]minute|marlow/i.test(String(i.team ?? "")) ? "Two-Minute Drill" : null,
    askedNotFound: i.team && !/two[- ]minute|marlow/i.test(String(i.team)) ? String(i.team) : null,
    team: "Demo Team",
    week: 10,
    playoffTeams: 4,
    teams: [
      {
        name: "Top Dogs",
        owner: "Coach Quinn",
        record: "8-1",
        standing: 1,
        pointsFor: 1101.2,
        playoffOdds: 99,
        titleOdds: 31,
        isMine: false,
      },
      {
        name: "Two-Minute Drill",
        owner: "Coach Marlow",
        record: "6-3",
        standing: 3,
        pointsFor: 1044.7,
        playoffOdds: 71.5,
        titleOdds: 14.2,
        isMine: false,
      },
      {
        name: "Demo Team",
        owner: "You",
        record: "5-4",
        standing: 5,
        pointsFor: 998.4,
        playoffOdds: 41.2,
        titleOdds: 6,
        isMine: true,
      },
    ],
  }),
  findTradeIdeas: (i): TradeIdeasResult => ({
    players: (i.players as string[]) ?? [],
    shape: (i.shape as TradeIdeasResult["shape"]) ?? "any",
    position: i.position ? { at: i.position as string, side: (i.side as "get" | "give") ?? "get" } : null,
    partner: i.partner ? "Two-Minute Drill" : null,
    partnerNotFound: null,
    emptyReason: null,
    notFound: [],
    ideas: [
      {
        partnerTeam: "Two-Minute Drill",
        give: [ref("Derrick Henry")],
        get: [ref("Puka Nacua")],
        myDeltaPlayoffOdds: 3.1,
        partnerDeltaPlayoffOdds: 1.2,
      },
    ],
  }),
  getTeamMatchup: (i): TeamMatchupResult => ({
    week: weekOf(i.week),
    team: "Demo Team",
    opponent: "Top Dogs",
    myProjected: 118.3,
    opponentProjected: 121.9,
    winProbability: 44.6,
    starters: [],
    alerts: [],
  }),
  getPlayoffOdds: (): PlayoffOddsResult => ({
    team: "Demo Team",
    moves: null,
    record: "5-4",
    standing: 5,
    playoffOdds: 41.2,
    missingInputs: null,
    byeOdds: 9.8,
    titleOdds: 6.2,
    playoffTeams: 4,
    weeksLeft: 5,
  }),
  findWaiverTargets: (i): WaiverTargetsResult => ({
    position: (i.position as string) ?? null,
    ownershipBelow: null,
    asked: null,
    week: weekOf(i.week),
    faabRemaining: 55,
    targets: [
      {
        ...ref("Jalen Coker"),
        projection: proj(10, 9.4),
        restOfSeasonMean: 41.2,
        percentOwned: 12,
        deltaPlayoffOdds: 1.4,
        sePlayoffOdds: 0.3,
        bid: 6,
        drop: null,
      },
    ],
  }),
};

const ALL: ToolName[] = [
  "comparePlayers",
  "getPlayerOutlook",
  "evaluateTrade",
  "findWaiverTargets",
  "findBuyLowCandidates",
  "getTeamMatchup",
  "getPlayoffOdds",
  "optimizeLineup",
  "getStandings",
  "getRosterReport",
  "getTeamProjection",
  "getPlayoffScenario",
  "findTradeIdeas",
];

interface Turn {
  text: string;
  calls: { toolName: ToolName; input: Input }[];
}

async function converse(questions: string[]): Promise<Turn[]> {
  const messages: ModelMessage[] = [];
  const turns: Turn[] = [];
  for (const question of questions) {
    const calls: Turn["calls"] = [];
    const tools = Object.fromEntries(
      ALL.map((name) => [
        name,
        tool({
          description: name,
          inputSchema: z.record(z.string(), z.unknown()),
          execute: async (input) => {
            calls.push({ toolName: name, input });
            const fake = FAKES[name];
            if (!fake) throw new Error(`unexpected tool ${name}`);
            return fake(input);
          },
        }),
      ]),
    );
    messages.push({ role: "user", content: question });
    const result = streamText({
      model: createAnalystModel(),
      messages,
      tools,
      stopWhen: stepCountIs(3),
      maxRetries: 0,
    });
    let text = "";
    for await (const t of result.textStream) text += t;
    messages.push(...(await result.response).messages);
    turns.push({ text, calls });
  }
  return turns;
}

const last = (turns: Turn[]) => turns[turns.length - 1]!;

describe("follow-ups resolve players and weeks from earlier turns", () => {
  it("what about next week? — the same player's outlook for week 11", async () => {
    const t = last(await converse(["What's the outlook for Drake London?", "what about next week?"]));
    expect(t.calls).toEqual([
      { toolName: "getPlayerOutlook", input: { player: "Drake London", focus: "outlook", week: "next" } },
    ]);
    expect(t.text).toContain("Week 11: 14.2 projected");
  });

  it("and if he's out? — after a start/sit, the recommended starter's status and who starts instead", async () => {
    const t = last(await converse(["Should I start Gibbs or Bijan?", "and if he's out?"]));
    expect(t.calls).toEqual([{ toolName: "getPlayerOutlook", input: { player: "Jahmyr Gibbs", focus: "status" } }]);
    expect(t.text).toContain("**If Jahmyr Gibbs is out, start Bijan Robinson instead.**");
    expect(t.text).toContain("Jahmyr Gibbs is not on bye in week 10");
  });

  it("what about Lamb — the same status question about the new player", async () => {
    const t = last(await converse(["Is Ja'Marr Chase on bye this week?", "what about Lamb"]));
    expect(t.calls).toEqual([{ toolName: "getPlayerOutlook", input: { player: "CeeDee Lamb", focus: "status" } }]);
    expect(t.text).toContain("CeeDee Lamb is not on bye in week 10");
  });

  it("is he hurt? — he is the player of the previous turn", async () => {
    const t = last(await converse(["how's Puka Nacua looking", "is he hurt?"]));
    expect(t.calls).toEqual([{ toolName: "getPlayerOutlook", input: { player: "Puka Nacua", focus: "status" } }]);
    expect(t.text).toContain("- Injury: no injury designation.");
  });

  it("what about gibbs — the buy-low read for the new player", async () => {
    const t = last(await converse(["Is Bijan Robinson a buy-low?", "what about gibbs"]));
    expect(t.calls).toEqual([{ toolName: "findBuyLowCandidates", input: { player: "Jahmyr Gibbs" } }]);
    expect(t.text).toContain("Jahmyr Gibbs");
  });

  it("and next week? — roster byes for week 11", async () => {
    const t = last(await converse(["which of my players are on bye this week?", "and next week?"]));
    expect(t.calls).toEqual([{ toolName: "getRosterReport", input: { focus: "byes", week: "next" } }]);
    expect(t.text).toContain("**On a bye in week 11:** Drake London");
  });

  it("what about my rbs — the ranking again at another position", async () => {
    const t = last(await converse(["rank my receivers", "what about my rbs"]));
    expect(t.calls).toEqual([{ toolName: "getRosterReport", input: { focus: "rank", position: "RB", week: null } }]);
    expect(t.text).toContain("**Your RBs, ranked for week 10:**");
    expect(t.text).toContain("Jahmyr Gibbs");
  });

  it("and for week 12? — the projected total for week 12", async () => {
    const t = last(await converse(["what's my projected total?", "and for week 12?"]));
    expect(t.calls).toEqual([{ toolName: "getTeamProjection", input: { week: 12 } }]);
    expect(t.text).toContain("**Demo Team is projected for 118.3 points in week 12.**");
  });

  it("what if I go 2-3 — a new scenario after win out", async () => {
    const turns = await converse(["if I win out do I make it?", "what if I go 2-3"]);
    expect(turns[0]!.calls).toEqual([{ toolName: "getPlayoffScenario", input: { scenario: "win-out" } }]);
    expect(turns[0]!.text).toContain("**If you win out (5 games), your playoff odds are 99%**");
    expect(last(turns).calls).toEqual([
      { toolName: "getPlayoffScenario", input: { scenario: "record", wins: 2, games: 5 } },
    ]);
    expect(last(turns).text).toContain("**If you go 2-3, your playoff odds are 38%**");
  });

  it("should i trade him? — him is the player asked about before", async () => {
    const t = last(await converse(["tell me about derrick henry", "should i trade him?"]));
    expect(t.calls).toEqual([{ toolName: "findBuyLowCandidates", input: { player: "Derrick Henry" } }]);
  });
});

describe("more follow-ups: a bare slot, why, a horizon switch, another week", () => {
  it("next week? — a bare week after a position ranking ranks again for week 11", async () => {
    const t = last(await converse(["rank my tes", "next week?"]));
    expect(t.calls).toEqual([{ toolName: "getRosterReport", input: { focus: "rank", position: "TE", week: "next" } }]);
    expect(t.text).toContain("ranked for week 11");
  });

  it("why? — the earlier start/sit answered again with its numbers", async () => {
    const turns = await converse(["Should I start Gibbs or Bijan?", "why?"]);
    expect(last(turns).calls).toEqual(turns[0]!.calls);
    expect(last(turns).text).toContain("Jahmyr Gibbs");
    expect(last(turns).text).toContain("62%");
  });

  it("what about this week — after a rest-of-season comparison, a start/sit for this week", async () => {
    const t = last(await converse(["compare chase and lamb rest of season", "what about this week"]));
    expect(t.calls).toEqual([
      { toolName: "comparePlayers", input: { players: ["Ja'Marr Chase", "CeeDee Lamb"], horizon: "week" } },
    ]);
  });

  it("how about week 13 — the matchup for week 13", async () => {
    const t = last(await converse(["how's my matchup this week", "how about week 13"]));
    expect(t.calls).toEqual([{ toolName: "getTeamMatchup", input: { week: 13 } }]);
    expect(t.text).toContain("Week 13: Demo Team vs Top Dogs");
  });
});

describe("teams of the league, typos and statements", () => {
  it("how good is Two-Minute Drill — that team's record and standing, with yours beside it", async () => {
    const t = last(await converse(["how good is Two-Minute Drill"]));
    expect(t.calls).toEqual([{ toolName: "getStandings", input: { focus: "team", team: "Two-Minute Drill" } }]);
    expect(t.text).toContain("**Two-Minute Drill (Coach Marlow) is 6-3, 3rd of 3.**");
    expect(t.text).toContain("You (Demo Team) are 5-4");
  });

  it("trade ideas with Coach Marlow — the finder narrowed to the owner's team", async () => {
    const t = last(await converse(["trade ideas with Coach Marlow"]));
    expect(t.calls).toEqual([
      { toolName: "findTradeIdeas", input: { players: [], shape: "any", partner: "Coach Marlow" } },
    ]);
    expect(t.text).toContain("**Trade ideas with Two-Minute Drill**");
  });

  it("a team the league does not have is said so, with the league's teams", async () => {
    const t = last(await converse(["what's Gridiron Goblins' record"]));
    expect(t.calls).toEqual([{ toolName: "getStandings", input: { focus: "team", team: "Gridiron Goblins" } }]);
    expect(t.text).toContain('I couldn\'t find a team called "Gridiron Goblins" in your league');
  });

  it("whos injred on my tema — misspelt words still reach the injury report", async () => {
    const t = last(await converse(["whos injred on my tema"]));
    expect(t.calls).toEqual([{ toolName: "getRosterReport", input: { focus: "injuries", week: null } }]);
  });

  it("a statement then a question — the bye in week 12 is the context of the pickup", async () => {
    const t = last(
      await converse(["My quarterback has a bye in week 12; which available quarterback would you recommend?"]),
    );
    expect(t.calls).toEqual([
      { toolName: "getRosterReport", input: { focus: "byes", position: "QB", player: null, week: 12 } },
      { toolName: "findWaiverTargets", input: { position: "QB", week: 12 } },
    ]);
    expect(t.text).toContain("Jalen Coker");
  });
});

describe("multi-part questions are answered part by part", () => {
  it("X is on bye in week 12, right? who do I grab? — his bye, then a fill-in at his position", async () => {
    const t = last(await converse(["Nico Collins is on bye in week 12, right? who do I grab?"]));
    expect(t.calls).toEqual([
      { toolName: "getPlayerOutlook", input: { player: "Nico Collins", focus: "status", week: 12 } },
      { toolName: "getRosterReport", input: { focus: "byes", position: "WR", player: "Nico Collins", week: 12 } },
      { toolName: "findWaiverTargets", input: { position: "WR", week: 12 } },
    ]);
    expect(t.text).toContain("Nico Collins is not on bye in week 12");
    expect(t.text).toContain("**Top waiver targets at WR for week 12:**");
  });

  it("what's my record and what are my playoff odds — both answers, in order", async () => {
    const t = last(await converse(["what's my record and what are my playoff odds"]));
    expect(t.calls.map((c) => c.toolName)).toEqual(["getStandings", "getPlayoffOdds"]);
    expect(t.text.indexOf("**Demo Team is 5-4, 5th of 3.**")).toBeGreaterThanOrEqual(0);
    expect(t.text.indexOf("41%")).toBeGreaterThan(t.text.indexOf("5-4"));
  });
});

describe("both players, one player's start/sit, parts that lean on each other", () => {
  it("who do I start between them — after a comparison, a start/sit of both players", async () => {
    const t = last(
      await converse(["compare chase and lamb rest of season", "ok but who do i start between them this week"]),
    );
    expect(t.calls).toEqual([
      { toolName: "comparePlayers", input: { players: ["Ja'Marr Chase", "CeeDee Lamb"], horizon: "week" } },
    ]);
  });

  it("and puka instead of lamb? — the start/sit again with one player swapped", async () => {
    const t = last(await converse(["should i start chase or lamb", "ok and puka instead of lamb?"]));
    expect(t.calls).toEqual([
      { toolName: "comparePlayers", input: { players: ["Ja'Marr Chase", "Puka Nacua"], horizon: "week" } },
    ]);
  });

  it("what if I add Kittle — after a trade, the same trade with him added to my side", async () => {
    const t = last(await converse(["would you trade chase for gibbs", "what if i add kittle"]));
    expect(t.calls).toEqual([
      { toolName: "evaluateTrade", input: { give: ["Ja'Marr Chase", "George Kittle"], get: ["Jahmyr Gibbs"] } },
    ]);
  });

  it("should I bench Henry — weighed against the top and best bench player at his position", async () => {
    const t = last(await converse(["should i bench derrick henry this week"]));
    expect(t.calls).toEqual([
      {
        toolName: "comparePlayers",
        input: { players: ["Derrick Henry", "my RB1", "my bench RB"], horizon: "week" },
      },
    ]);
    expect(t.text).toContain("**Start Derrick Henry.**");
  });

  it("is X healthy and if so should I start him over Y — his status, then a start/sit with him", async () => {
    const t = last(await converse(["is puka nacua healthy and if so should i start him over chase"]));
    expect(t.calls).toEqual([
      { toolName: "getPlayerOutlook", input: { player: "Puka Nacua", focus: "status" } },
      { toolName: "comparePlayers", input: { players: ["Puka Nacua", "Ja'Marr Chase"], horizon: "week" } },
    ]);
  });

  it("what can you do? also who should I flex — the help text and the flex decision", async () => {
    const t = last(await converse(["what can you do? also who should i flex this week"]));
    expect(t.calls).toEqual([{ toolName: "optimizeLineup", input: { slot: "FLEX" } }]);
  });

  it("two questions, one unclear — asked about rather than answering only the clear one", async () => {
    const t = last(await converse(["any injuries on my team? also what about the vibes"]));
    expect(t.calls).toEqual([]);
    expect(t.text).toMatch(/^Do you mean .+, or .+\?$/);
  });

  it("two questions, the second the flex spot — both answered", async () => {
    const t = last(await converse(["any injuries on my team? also what about the flex situation"]));
    expect(t.calls.map((c) => c.toolName)).toEqual(["getRosterReport", "optimizeLineup"]);
  });

  it("a trade then 'accept or am I getting fleeced' — one trade question, not two", async () => {
    const t = last(await converse(["my henry for their puka. smash accept or am i getting fleeced"]));
    expect(t.calls.map((c) => c.toolName)).toEqual(["evaluateTrade"]);
  });
});

describe("precision first", () => {
  it("an unclear question gets one clarifying question offering two readings, and no tool runs", async () => {
    const t = last(await converse(["how am i looking"]));
    expect(t.calls).toEqual([]);
    expect(t.text).toMatch(/^Do you mean .+, or .+\?$/);
  });

  it("a first name several players share gets 'which one?', and the reply answers the question for him", async () => {
    const turns = await converse(["is josh playing this week?", "jacobs"]);
    expect(turns[0]!.calls).toEqual([]);
    expect(turns[0]!.text).toMatch(/^Which Josh do you mean: Josh Allen, Josh Jacobs/);
    expect(last(turns).calls).toEqual([
      { toolName: "getPlayerOutlook", input: { player: "Josh Jacobs", focus: "status" } },
    ]);
  });

  it("out of scope is declined honestly", async () => {
    const t = last(await converse(["what's the weather in Buffalo on Sunday?"]));
    expect(t.calls).toEqual([]);
    expect(t.text).toContain("is outside what I can look up: I answer from your league");
  });

  it("another team's what-if plays out that team's games, not the manager's", async () => {
    const t = last(await converse(["If Blitz Brigade win out, do they make the playoffs?"]));
    expect(t.calls).toEqual([
      { toolName: "getPlayoffScenario", input: { scenario: "win-out", team: "Blitz Brigade" } },
    ]);
    expect(t.text).toMatch(/^\*\*Blitz Brigade: if they win out \(5 games\), their playoff odds are 99%\*\*/);
    expect(t.text).toContain("(41% now)");
    const mine = last(await converse(["If I win out and Blitz Brigade lose, am I in?"]));
    expect(mine.calls).toEqual([{ toolName: "getPlayoffScenario", input: { scenario: "win-out" } }]);
  });

  it("a thanks after an answer gets a thanks back, not the list of what the GM can do", async () => {
    const t = last(await converse(["Thanks man, appreciate you"]));
    expect(t.calls).toEqual([]);
    expect(t.text).toMatch(/^You're welcome!/);
  });

  it("an answer acknowledged gets a short reply, not an answer to another question", async () => {
    const t = last(await converse(["what are my playoff odds?", "cool"]));
    expect(t.calls).toEqual([]);
    expect(t.text).toMatch(/^Got it\. Anything else\?/);
  });

  it("a team defense is declined as what the GM does not project, not as a question not understood", async () => {
    const t = last(await converse(["should i start the bills defense this week"]));
    expect(t.calls).toEqual([]);
    expect(t.text).toMatch(/^Team defenses \(D\/ST\) are outside what I project/);
  });
});
