// Scores the GM's understanding on an evaluation set the way a classifier is scored: each conversation is read
// as the chat would read it (earlier turns planned first, so follow-ups see what they would see), and the last
// question's outcome is one of: correct (the right families and slots), clarified (asked one question),
// declined (said it can't answer), or confidently wrong (answered a different question than asked).
import type { EarlierTurn } from "@/lib/ai/analyst/conversation";
import { interpretInLeague } from "@/lib/ai/analyst/dialogue/interpret";
import { planFor, type PlannedCall } from "@/lib/ai/analyst/plan";
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";
import type { Intent } from "@/lib/ai/analyst/nlu/intents";
import { poolIndex } from "@/lib/ai/analyst/nlu/pool-index";
import { positionOf } from "@/lib/ai/analyst/nlu/entities";
import type { ToolName } from "@/lib/ai/tools/types";
import { resolveLeagueTeam } from "@/lib/ai/tools/league-team";
import { DEMO_TEAMS, DEMO_USER_TEAM_ID, REGULAR_SEASON_WEEKS } from "@/lib/providers/demo/config";
import { DEMO_CLOCK_DEFAULT } from "@/lib/clock";
import { weekOfDate } from "@/lib/nfl/season";
import type { LeagueCalendar } from "@/lib/ai/analyst/nlu/calendar-weeks";
import { normalizeName } from "@/lib/domain/player-name";

// The evaluation asks about the demo league; team names in answers resolve against its teams as the tools would.
const DEMO_LEAGUE_TEAMS = DEMO_TEAMS.map((t) => ({ ...t, id: t.abbrev }));
// The questions are the demo manager's: his own team is "my team" to the GM.
const DEMO_LEAGUE_NAMES = DEMO_TEAMS.map((t, i) => ({ ...t, mine: String(i + 1) === DEMO_USER_TEAM_ID }));
const OWN_TEAM = DEMO_LEAGUE_NAMES.find((t) => t.mine)?.name;
// …on the demo's clock: "the week after next" is counted from its week, "thanksgiving week" is its season's.
const DEMO_CALENDAR: LeagueCalendar = {
  season: 2025,
  week: weekOfDate(new Date(DEMO_CLOCK_DEFAULT), 2025),
  playoffStartWeek: REGULAR_SEASON_WEEKS + 1,
};

export const TEAM_TOOLS: ReadonlySet<ToolName> = new Set<ToolName>([
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
]);

const STANDINGS: ReadonlySet<string> = new Set(["record", "leaders"]);

export type Outcome = "correct" | "clarified" | "declined" | "wrong";

export interface CaseResult {
  case: HeldOutCase;
  outcome: Outcome;
  intents: Intent[]; // what the GM answered (empty when it asked or declined)
  calls: PlannedCall[];
  why: string;
  /** Milliseconds the scored question took to read and plan (earlier turns not counted). */
  ms: number;
}

/** One turn planned as the chat would: its readings and the tool calls they make. */
export async function planQuestion(question: string, earlier: EarlierTurn[], season = 2025) {
  const meant = await interpretInLeague(question, earlier, poolIndex(season), DEMO_LEAGUE_NAMES, DEMO_CALENDAR);
  if (meant.kind !== "answer") return { meant, intents: [] as Intent[], calls: [] as PlannedCall[], replies: 0 };
  const plans = meant.readings.map((r) => planFor(r.asked ?? question, r.understood, TEAM_TOOLS, r.players));
  return {
    meant,
    intents: meant.readings.map((r) => r.understood.intent),
    calls: plans.flatMap((p) => (p.kind === "tools" ? p.calls : [])),
    replies: plans.filter((p) => p.kind === "reply").length,
  };
}

// The waiver tool narrows to a named pickup's own position when none is given ("Dicker's available, pick him up?"
// is the kickers on the wire).
const atPosition = (call: PlannedCall, position: string) =>
  call.input.position === position ||
  call.input.slot === position ||
  (call.toolName === "findWaiverTargets" &&
    !call.input.position &&
    typeof call.input.player === "string" &&
    positionOf(call.input.player, poolIndex(2025)) === position);

const namesIn = (calls: PlannedCall[]) =>
  calls.flatMap((c) =>
    ["player", "players", "give", "get"].flatMap((k) => {
      const v = c.input[k];
      return (Array.isArray(v) ? v : [v]).filter((x): x is string => typeof x === "string");
    }),
  );

function slotMiss(c: HeldOutCase, calls: PlannedCall[]): string | null {
  const names = namesIn(calls);
  // "Chris Godwin" and "Chris Godwin Jr." are the same player: a set may name him without his suffix.
  const answered = new Set(names.map(normalizeName));
  for (const p of c.players ?? [])
    if (!answered.has(normalizeName(p))) return `player ${p} not in ${JSON.stringify(names)}`;
  const inputs = calls.map((x) => x.input);
  if (c.week !== undefined) {
    const ok = inputs.some((i) => i.week === c.week || (c.week === "next" && i.horizon === "next-week"));
    if (!ok) return `week ${c.week} not in ${JSON.stringify(inputs)}`;
  }
  // A lineup slot at a position ("my TE slot") is that position; a spot filled among players named, or a pick between
  // them ("kittle or mcbride at TE this week"), is those players: their position is theirs.
  const pickAmongNamed = ["slot", "startSit", "compare"].includes(String(c.expect)) && (c.players?.length ?? 0) >= 2;
  if (c.position && !pickAmongNamed && !calls.some((x) => atPosition(x, c.position!)))
    return `position ${c.position} not in ${JSON.stringify(inputs)}`;
  if (c.team) {
    const typed = inputs.flatMap((i) => [i.team, i.partner]).filter((x): x is string => typeof x === "string");
    const named = typed.map((t) => resolveLeagueTeam(DEMO_LEAGUE_TEAMS, t)?.name);
    // The manager's own team is what a tool answers about when no team is passed.
    const aboutIt = c.team === OWN_TEAM ? named.every((n) => n === c.team) : named.includes(c.team);
    if (!aboutIt) return `team ${c.team} not in ${JSON.stringify(inputs)}`;
  }
  if (c.scenario) {
    const want =
      typeof c.scenario === "string"
        ? { scenario: c.scenario }
        : { scenario: "record", wins: c.scenario.wins, games: c.scenario.games };
    // A final record ("do I make it at 8-6?") is that many wins of the season's games.
    const finalRecord = (i: Record<string, unknown>) =>
      typeof c.scenario === "object" &&
      i.scenario === "final-record" &&
      i.wins === c.scenario.wins &&
      Number(i.wins) + Number(i.losses) === c.scenario.games;
    const ok = inputs.some((i) => Object.entries(want).every(([k, v]) => i[k] === v) || finalRecord(i));
    if (!ok) return `scenario ${JSON.stringify(want)} not in ${JSON.stringify(inputs)}`;
  }
  return null;
}

export async function evaluateCase(c: HeldOutCase): Promise<CaseResult> {
  const earlier: EarlierTurn[] = [];
  for (const q of c.turns.slice(0, -1)) {
    const planned = await planQuestion(q, earlier);
    earlier.push({ question: q, calls: planned.calls, results: [] });
  }
  const question = c.turns[c.turns.length - 1]!;
  const started = performance.now();
  const { meant, intents, calls, replies } = await planQuestion(question, earlier);
  const ms = performance.now() - started;
  // A buy-low question about a named player ("is X a buy low?") is that player's trade value: the same tool
  // (findBuyLowCandidates) asked about him, which the GM files as its trade-value family.
  const expected =
    c.expect === "buyLow" && c.players?.length ? ["tradeValue"] : Array.isArray(c.expect) ? c.expect : [c.expect];
  const base = { case: c, intents, calls, ms };
  if (meant.kind === "clarify" || meant.kind === "whichPlayer") {
    const asked = meant.kind === "clarify" ? meant.options : meant.candidates;
    return expected[0] === "None"
      ? { ...base, outcome: "declined", why: "asked instead of declining" }
      : { ...base, outcome: "clarified", why: `asked: ${asked.join(" or ")}` };
  }
  if (meant.kind === "decline")
    return expected[0] === "None"
      ? { ...base, outcome: "correct", why: "declined" }
      : { ...base, outcome: "declined", why: `declined (read ${meant.understood.intent})` };
  if (expected[0] === "None") return { ...base, outcome: "wrong", why: `answered ${intents.join("+")}` };
  // …in a part of a message too ("what is Barkley worth, and should I buy low on Kamara?"): a buy-low part answered
  // as a named player's trade value is that question.
  // A named team's record or standing is one question whether read as its record or as a league-leaders
  // question about it: both ask the standings for that team (the team itself is checked below).
  const sameAsked = (want: string, got: Intent | undefined) =>
    want === got ||
    (want === "buyLow" && got === "tradeValue" && !!c.players?.length) ||
    (!!c.team && STANDINGS.has(want) && !!got && STANDINGS.has(got)) ||
    // "Flex spot: Pollard or Javonte?": who fills a spot among players named is those players weighed for the
    // week (the players themselves are checked below).
    (want === "slot" && got === "startSit" && (c.players?.length ?? 0) >= 2);
  // "Who's on bye next week, and who covers them?": the cover's answer lists the roster's byes (all of them, when it
  // names no position) before the pickups, so the one answer is both questions.
  const listsEveryBye = calls.some(
    (x) => x.toolName === "getRosterReport" && x.input.focus === "byes" && !x.input.position,
  );
  const byesAndCover =
    expected.join() === "rosterStatus,byeCover" &&
    intents.join() === "byeCover" &&
    listsEveryBye &&
    /\bbyes?\b/i.test(question);
  const asked = byesAndCover ? ["byeCover"] : expected;
  if (intents.length !== asked.length || asked.some((want, i) => !sameAsked(want, intents[i])))
    return { ...base, outcome: "wrong", why: `answered ${intents.join("+")}` };
  // "What can you do?" is answered with the help text, a reply by design.
  if (replies && !calls.length && expected[0] !== "help")
    return { ...base, outcome: "declined", why: "planned a reply, not an answer" };
  const miss = slotMiss(c, calls);
  return miss ? { ...base, outcome: "wrong", why: miss } : { ...base, outcome: "correct", why: "" };
}

export interface EvalReport {
  results: CaseResult[];
  share: Record<Outcome, number>;
  /** Per-question time to read and plan the scored question, in milliseconds (the classifier trained beforehand). */
  latency: { p50: number; p95: number; max: number };
  perIntent: { intent: Intent; precision: number | null; recall: number; support: number }[];
}

// What the GM took the question to be: the first family it answered, "None" when it declined, null when it asked.
const predictedAs = (r: CaseResult): Intent | null => r.intents[0] ?? (r.outcome === "clarified" ? null : "None");

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]! : 0;

export async function evaluateSet(cases: HeldOutCase[]): Promise<EvalReport> {
  // Train the classifier and build the name index first, so the first case's time is a question's, not start-up's.
  await planQuestion("warm up", []);
  const results: CaseResult[] = [];
  for (const c of cases) results.push(await evaluateCase(c));
  const count = (o: Outcome) => results.filter((r) => r.outcome === o).length / Math.max(1, results.length);
  const share = {
    correct: count("correct"),
    clarified: count("clarified"),
    declined: count("declined"),
    wrong: count("wrong"),
  };
  // Per intent over single-part cases: recall = correct / expected; precision = correct / answered as that intent.
  const single = results.filter((r) => !Array.isArray(r.case.expect));
  const intents = [...new Set(single.map((r) => r.case.expect as Intent))].sort();
  const perIntent = intents.map((intent) => {
    const expected = single.filter((r) => r.case.expect === intent);
    const predicted = single.filter((r) => predictedAs(r) === intent);
    const right = expected.filter((r) => r.outcome === "correct").length;
    const rightPredicted = predicted.filter((r) => r.outcome === "correct").length;
    return {
      intent,
      precision: predicted.length ? rightPredicted / predicted.length : null,
      recall: expected.length ? right / expected.length : 0,
      support: expected.length,
    };
  });
  const times = results.map((r) => r.ms).sort((a, b) => a - b);
  const latency = { p50: percentile(times, 0.5), p95: percentile(times, 0.95), max: times[times.length - 1] ?? 0 };
  return { results, share, latency, perIntent };
}
