/** @jest-environment node */
// The built-in analyst end to end without a database: the real NLU plans the tool calls, fake tools return
// fixed results in the real shapes, and the analyst writes the answer — streamed word by word.
import { stepCountIs, streamText, tool } from "ai";
import { z } from "zod";
import { createAnalystModel, warmAnalyst } from "@/lib/ai/analyst/model";
import type { LeagueCalendar } from "@/lib/ai/analyst/nlu/calendar-weeks";
import { ANALYST_HELP, ANALYST_HELP_LANDING } from "@/lib/ai/prompts";
import type {
  BuyLowResult,
  ComparePlayersResult,
  EvaluateTradeResult,
  OptimizeLineupResult,
  PlayerOutlookResult,
  ProjectedPlayer,
  ToolName,
  ToolResults,
} from "@/lib/ai/tools/types";

beforeAll(() => warmAnalyst(), 60_000);

const proj = (mean: number, opponent = "@PIT") => ({
  week: 10,
  opponent,
  bye: false,
  mean,
  floor: mean * 0.5,
  ceiling: mean * 1.6,
  volatility: 0.25,
});
const ref = (name: string, position: string, nflTeam: string) => ({
  id: name,
  name,
  position,
  nflTeam,
  injuryStatus: null,
});
const projected = (name: string, position: string, team: string, mean: number): ProjectedPlayer => ({
  ...ref(name, position, team),
  projection: proj(mean),
});

type Results = Partial<{ [K in ToolName]: ToolResults[K] }>;

async function ask(question: string, results: Results, teamTools = true) {
  const calls: { toolName: string; input: unknown }[] = [];
  const names: ToolName[] = teamTools
    ? [
        "comparePlayers",
        "getPlayerOutlook",
        "evaluateTrade",
        "findWaiverTargets",
        "findBuyLowCandidates",
        "getTeamMatchup",
        "getPlayoffOdds",
        "optimizeLineup",
      ]
    : ["comparePlayers", "getPlayerOutlook", "evaluateTrade", "findWaiverTargets", "findBuyLowCandidates"];
  const tools = Object.fromEntries(
    names.map((name) => [
      name,
      tool({
        description: name,
        inputSchema: z.record(z.string(), z.unknown()),
        execute: async (input) => {
          calls.push({ toolName: name, input });
          const result = results[name];
          if (!result) throw new Error(`unexpected tool ${name}`);
          return result;
        },
      }),
    ]),
  );
  const result = streamText({
    model: createAnalystModel(),
    prompt: question,
    tools,
    stopWhen: stepCountIs(3),
    maxRetries: 0,
  });
  const deltas: string[] = [];
  for await (const t of result.textStream) deltas.push(t);
  return { text: deltas.join(""), deltas, calls };
}

describe("the five example questions get real answers", () => {
  it("Who should I start at flex this week? → the flex decision", async () => {
    const swapIn = projected("Zay Flowers", "WR", "BAL", 14.2);
    const benchOut = projected("Chuba Hubbard", "RB", "CAR", 9.1);
    const result: OptimizeLineupResult = {
      week: 10,
      team: "Demo",
      slot: { slot: "FLEX", current: benchOut, recommended: swapIn, options: [swapIn] },
      locked: [],
      winProbabilityBefore: 48,
      winProbabilityAfter: 53,
      swaps: [{ slot: "FLEX", startIn: swapIn, benchOut, deltaWinProbability: 5 }],
      alerts: [],
    };
    const { text, calls } = await ask("Who should I start at flex this week?", { optimizeLineup: result });
    expect(calls).toEqual([{ toolName: "optimizeLineup", input: { slot: "FLEX" } }]);
    expect(text).toContain("**At flex, start Zay Flowers** (14.2 projected) over Chuba Hubbard (9.1)");
  });

  it("Should I trade my best RB for a top WR? → the trade priced with the references resolved", async () => {
    const result: EvaluateTradeResult = {
      restOfSeasonWeeks: { first: 10, last: 14 },
      give: { players: [projected("Bijan Robinson", "RB", "ATL", 19.5)], restOfSeasonPoints: 118.4 },
      get: { players: [projected("Drake London", "WR", "ATL", 16.1)], restOfSeasonPoints: 104.2 },
      notes: [
        "your RB1 → Bijan Robinson",
        "a top WR → Drake London, the best WR whose rest-of-season value is close " +
          "to what you give (higher-ranked ones would cost more)",
      ],
      basis: "playoff-odds",
      unpriced: null,
      partnerTeam: "Rivals",
      partnerTeamId: "team-rivals",
      myDeltaPlayoffOdds: -4.2,
      partnerDeltaPlayoffOdds: 3.1,
      verdict: "decline",
      notFound: [],
    };
    const { text, calls } = await ask("Should I trade my best RB for a top WR?", { evaluateTrade: result });
    expect(calls).toEqual([{ toolName: "evaluateTrade", input: { give: ["my RB1"], get: ["top WR"] } }]);
    expect(text).toContain("**Decline — it lowers your playoff odds (−4.2 pts).**");
    expect(text).toContain("your RB1 → Bijan Robinson");
    expect(text).toContain("118.4");
  });

  it("Is Bijan Robinson a buy-low? → a read on Bijan himself", async () => {
    const result: BuyLowResult = {
      week: 10,
      mode: "buy-low",
      candidates: [],
      notFound: [],
      assessment: {
        ...projected("Bijan Robinson", "RB", "ATL", 19.5),
        recentAverage: 12.3,
        expectedAverage: 19.1,
        restOfSeasonMean: 133.7,
        verdict: "buy-low",
        ratio: 0.64,
      },
    };
    const { text, calls } = await ask("Is Bijan Robinson a buy-low?", { findBuyLowCandidates: result });
    expect(calls).toEqual([{ toolName: "findBuyLowCandidates", input: { player: "Bijan Robinson" } }]);
    expect(text).toContain("**Yes — Bijan Robinson is a buy-low.**");
    expect(text).toContain("12.3");
  });

  it("Compare Ja'Marr Chase and CeeDee Lamb for rest of season → a rest-of-season comparison", async () => {
    const row = (name: string, team: string, week: number, ros: number) => ({
      ...projected(name, "WR", team, week),
      restOfSeason: { first: 10, last: 14, weeks: 5, mean: ros },
      scoredThisWeek: null,
      gameStatus: "pre" as const,
    });
    const result: ComparePlayersResult = {
      week: 10,
      horizon: "rest-of-season",
      scoring: "league scoring",
      probFirstOutscores: null,
      notFound: [],
      notes: [],
      players: [row("Ja'Marr Chase", "CIN", 18.2, 92.4), row("CeeDee Lamb", "DAL", 16.9, 84.1)],
    };
    const { text, calls } = await ask("Compare Ja'Marr Chase and CeeDee Lamb for rest of season", {
      comparePlayers: result,
    });
    expect(calls).toEqual([
      { toolName: "comparePlayers", input: { players: ["Ja'Marr Chase", "CeeDee Lamb"], horizon: "rest-of-season" } },
    ]);
    expect(text).toContain("**Take Ja'Marr Chase.** Rest of season (wk 10–14)");
    expect(text).toContain("8.3 more points");
  });

  it("Is Ja'Marr Chase on bye this week? → bye and injury status", async () => {
    const result: PlayerOutlookResult = {
      player: ref("Ja'Marr Chase", "WR", "CIN"),
      focus: "status",
      week: 10,
      byeWeek: 10,
      gameStatus: "bye",
      projection: { ...proj(0), bye: true, opponent: null },
      recent: [],
      seasonAverage: 17.2,
      gamesPlayed: 9,
      restOfSeason: { first: 10, last: 14, weeks: 5, mean: 70 },
      score: null,
      news: [],
      notFound: [],
    };
    const { text, calls } = await ask("Is Ja'Marr Chase on bye this week?", { getPlayerOutlook: result });
    expect(calls).toEqual([{ toolName: "getPlayerOutlook", input: { player: "Ja'Marr Chase", focus: "status" } }]);
    expect(text).toContain("**Ja'Marr Chase is on bye in week 10.**");
  });
});

describe("questions it cannot answer", () => {
  it("says exactly what it did not understand and offers the closest questions", async () => {
    const { text, calls } = await ask("What is the meaning of life?", {});
    expect(calls).toEqual([]);
    expect(text).toContain(`I couldn't match "What is the meaning of life?" to a fantasy-football question`);
    expect(text).toContain("The closest questions I can answer:");
    expect(text).not.toContain(ANALYST_HELP);
  });

  it("never answers the generic help text to a question that names a player", async () => {
    const result: PlayerOutlookResult = {
      player: ref("Puka Nacua", "WR", "LA"),
      focus: "outlook",
      week: 10,
      byeWeek: 8,
      gameStatus: "pre",
      projection: proj(17.9, "SF"),
      recent: [{ week: 9, points: 21.3 }],
      seasonAverage: 19.2,
      gamesPlayed: 8,
      restOfSeason: { first: 10, last: 14, weeks: 5, mean: 88 },
      score: null,
      news: [],
      notFound: [],
    };
    const { text, calls } = await ask("puka nacua???", { getPlayerOutlook: result });
    expect(calls[0]?.toolName).toBe("getPlayerOutlook");
    expect(text).toContain("Puka Nacua");
    expect(text).not.toContain(ANALYST_HELP_LANDING);
  });

  it("explains that a roster question needs a league on the landing chat", async () => {
    const { text, calls } = await ask("Should I trade my best RB for a top WR?", {}, false);
    expect(calls).toEqual([]);
    expect(text).toContain(`I can't see "my best RB" without your roster.`);
  });
});

describe("streaming", () => {
  it("emits the answer in small pieces, word by word", async () => {
    const { deltas, text } = await ask("hello", {});
    expect(text).toBe(ANALYST_HELP);
    expect(deltas.length).toBeGreaterThan(40);
    expect(Math.max(...deltas.map((d) => d.length))).toBeLessThanOrEqual(40);
  });
});

describe("the league's own names", () => {
  async function standingsAsked(league: () => Promise<{ name: string; ownerName: string | null }[]>) {
    const inputs: Record<string, unknown>[] = [];
    const getStandings = tool({
      description: "getStandings",
      inputSchema: z.record(z.string(), z.unknown()),
      execute: async (input) => {
        inputs.push(input);
        return { focus: "team", asked: null, askedNotFound: null, team: "Demo", week: 10, playoffTeams: 6, teams: [] };
      },
    });
    const result = streamText({
      model: createAnalystModel(league),
      prompt: "what's the sunday scaries' record",
      tools: { getStandings },
      stopWhen: stepCountIs(3),
      maxRetries: 0,
    });
    let text = "";
    for await (const t of result.textStream) text += t;
    return { inputs, text };
  }

  it("are read once per message, and a team typed in lower case is asked about by name", async () => {
    let reads = 0;
    const { inputs } = await standingsAsked(async () => {
      reads += 1;
      return [{ name: "Sunday Scaries", ownerName: "Coach Blake" }];
    });
    expect(inputs).toEqual([{ focus: "team", team: "Sunday Scaries" }]);
    expect(reads).toBe(1);
  });

  it("that cannot be read still leave an answer", async () => {
    const error = jest.spyOn(console, "error").mockImplementation(() => {});
    const { inputs, text } = await standingsAsked(() => Promise.reject(new Error("database down")));
    expect(inputs).toHaveLength(1);
    expect(text.trim().length).toBeGreaterThan(0);
    expect(error).toHaveBeenCalledWith("[gm-chat] could not read the league's team names", expect.any(Error));
    error.mockRestore();
  });
});

describe("the league's calendar", () => {
  async function matchupAsked(calendar: LeagueCalendar | null) {
    const inputs: Record<string, unknown>[] = [];
    const getTeamMatchup = tool({
      description: "getTeamMatchup",
      inputSchema: z.record(z.string(), z.unknown()),
      execute: async (input): Promise<Record<string, unknown>> => {
        inputs.push(input);
        throw new Error("not needed: the question's reading is what is tested");
      },
    });
    const result = streamText({
      model: createAnalystModel(async () => [], calendar),
      prompt: "who am I playing the week after next",
      tools: { getTeamMatchup },
      stopWhen: stepCountIs(3),
      maxRetries: 0,
    });
    await result.consumeStream();
    return inputs;
  }

  it("counts 'the week after next' from the league's current week", async () => {
    const error = jest.spyOn(console, "error").mockImplementation(() => {});
    expect(await matchupAsked({ season: 2026, week: 11, playoffStartWeek: 15 })).toEqual([{ week: 13 }]);
    error.mockRestore();
  });
});
