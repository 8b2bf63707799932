// From an understood question to the tool calls a real model would make — or, when the question cannot be
// answered here, a reply that says exactly what was not understood and offers the closest answerable questions.
import { FIRST_PERSON } from "@/lib/ai/analyst/nlu/people";
import { inFantasyTerms } from "@/lib/ai/analyst/nlu/plain-words";
import type { ToolName } from "@/lib/ai/tools/types";
import { mentionValue, type Understanding } from "@/lib/ai/analyst/nlu/understand";
import { detectPosition } from "@/lib/ai/analyst/nlu/entities";
import { POSITION_NAME, positionWord, type FantasyPosition } from "@/lib/ai/analyst/nlu/positions";
import type { Intent } from "@/lib/ai/analyst/nlu/intents";
import { capitalised, list } from "@/lib/ai/analyst/format";
import { SETS_AGAINST } from "@/lib/ai/analyst/nlu/league-names";
import { ACKNOWLEDGED, TEAM_DEFENSE, THANKS_ONLY } from "@/lib/ai/analyst/nlu/family-cues";

export interface PlannedCall {
  toolName: ToolName;
  input: Record<string, unknown>;
}

export type Plan = { kind: "tools"; calls: PlannedCall[] } | { kind: "reply"; text: string };

const TEAM_ONLY = "That question needs your league";

const EXAMPLES: Partial<Record<Intent, (u: Understanding) => string>> = {
  startSit: (u) => `"Should I start ${names(u, 2).join(" or ")}?"`,
  compare: (u) => `"Compare ${names(u, 2).join(" and ")} for the rest of the season"`,
  outlook: (u) => `"What's the outlook for ${names(u, 1)[0]}?"`,
  status: (u) => `"Is ${names(u, 1)[0]} on bye or injured this week?"`,
  tradeValue: (u) => `"Is ${names(u, 1)[0]} a buy-low?"`,
  trade: (u) => `"Should I trade ${names(u, 2)[0]} for ${names(u, 2)[1]}?"`,
  waivers: (u) => `"Which ${u.position ?? "players"} should I pick up, and what should I bid?"`,
  buyLow: () => `"Who is a good buy-low candidate right now?"`,
  slot: () => `"Who should I start at flex this week?"`,
  lineup: () => `"Optimize my lineup"`,
  playoffs: () => `"What are my playoff odds?"`,
  improveOdds: () => `"What would improve my playoff odds?"`,
  matchup: () => `"How does my matchup look this week?"`,
  record: () => `"What's my record?"`,
  rosterStatus: () => `"Which of my players are injured or on bye next week?"`,
  positionRank: (u) => `"Rank my ${u.position ?? "WR"}s for this week"`,
  projectedTotal: () => `"How many points is my team projected for?"`,
  leaders: () => `"Which team in the league is strongest?"`,
  sleepers: () => `"Any sleepers for next week?"`,
  dropStash: () => `"Should I drop or stash my injured players?"`,
  byeCover: (u) => `"Who can cover my ${u.position ?? "QB"}'s bye?"`,
  scenario: () => `"If I win out, do I make the playoffs?"`,
  tradeIdeas: (u) => `"Trade ideas for ${names(u, 1)[0]}"`,
};

/** How each family reads in a clarifying question ("your team's record, or this week's matchup?"). */
export const READING: Record<Intent, string> = {
  startSit: "who to start between players",
  compare: "how players compare for the rest of the season",
  slot: "who to start at one lineup spot",
  lineup: "your best lineup this week",
  outlook: "a player's outlook",
  status: "a player's injury or bye status",
  tradeValue: "whether to buy or sell a player",
  buyLow: "buy-low candidates",
  trade: "whether a trade is fair",
  waivers: "waiver pickups",
  playoffs: "your playoff odds",
  improveOdds: "moves that raise your playoff odds",
  matchup: "this week's matchup",
  record: "your team's record and standing",
  rosterStatus: "injuries and byes on your roster",
  positionRank: "your players at one position, ranked",
  projectedTotal: "your team's projected points",
  leaders: "the league's top teams",
  sleepers: "sleepers to pick up",
  dropStash: "whether to drop or stash injured players",
  byeCover: "a fill-in for a bye",
  scenario: "your playoff odds under a scenario (win out, go 3-2)",
  tradeIdeas: "trade ideas",
  help: "what I can answer",
  None: "something else",
};

export function clarifyingQuestion(options: [Intent, Intent]): string {
  return `Do you mean ${READING[options[0]]}, or ${READING[options[1]]}?`;
}

/** "Which Josh do you mean: Josh Allen, Josh Jacobs or Josh Downs?" */
export function whichPlayerQuestion(typed: string, candidates: string[]): string {
  const name = capitalised(typed);
  const options = `${candidates.slice(0, -1).join(", ")} or ${candidates[candidates.length - 1]}`;
  return `Which ${name} do you mean: ${options}?`;
}

const bulletList = (items: string[]) => items.map((s) => `- ${s}`).join("\n");

function names(u: Understanding, n: number): string[] {
  const found = u.mentions.filter((m) => m.kind === "player").map(mentionValue);
  const fill = ["Jahmyr Gibbs", "Bijan Robinson"];
  return [...found, ...fill.filter((f) => !found.includes(f))].slice(0, n);
}

/** The closest questions the analyst can answer, phrased with the players the user named. */
export function suggestions(u: Understanding, available: ReadonlySet<string>): string[] {
  const hasPlayers = u.mentions.some((m) => m.kind === "player");
  const order: Intent[] = [
    ...(u.runnerUp && u.runnerUp !== "None" && u.runnerUp !== "help" ? [u.runnerUp] : []),
    ...(hasPlayers
      ? (["outlook", "status", "tradeValue", "startSit"] as Intent[])
      : (["lineup", "waivers", "matchup", "playoffs", "improveOdds", "buyLow"] as Intent[])),
  ];
  const out: string[] = [];
  for (const intent of order) {
    const tool = toolFor(intent);
    if (!tool || !available.has(tool)) continue;
    const example = EXAMPLES[intent]?.(u);
    if (example && !out.includes(example)) out.push(example);
    if (out.length === 3) break;
  }
  return out;
}

function toolFor(intent: Intent): ToolName | null {
  switch (intent) {
    case "startSit":
    case "compare":
      return "comparePlayers";
    case "outlook":
    case "status":
      return "getPlayerOutlook";
    case "tradeValue":
    case "buyLow":
      return "findBuyLowCandidates";
    case "trade":
      return "evaluateTrade";
    case "waivers":
      return "findWaiverTargets";
    case "slot":
    case "lineup":
      return "optimizeLineup";
    case "playoffs":
    case "improveOdds":
      return "getPlayoffOdds";
    case "matchup":
      return "getTeamMatchup";
    case "record":
    case "leaders":
      return "getStandings";
    case "rosterStatus":
    case "positionRank":
    case "dropStash":
    case "byeCover":
      return "getRosterReport";
    case "projectedTotal":
      return "getTeamProjection";
    case "sleepers":
      return "findWaiverTargets";
    case "scenario":
      return "getPlayoffScenario";
    case "tradeIdeas":
      return "findTradeIdeas";
    default:
      return null;
  }
}

function notUnderstood(question: string, u: Understanding, available: ReadonlySet<string>): string {
  const named = u.mentions.filter((m) => m.kind === "player").map(mentionValue);
  // Wording that puts the question outside the league (the weather, a bet, daily fantasy, another sport) is declined
  // as such, rather than as a question not understood.
  const outside = u.intent === "None" && u.decidedBy === "cue";
  const asked = question.trim().slice(0, 120);
  const about = named.length > 1 ? "them" : "him";
  if (THANKS_ONLY.test(question))
    return "You're welcome! Ask me about your lineup, a trade, the waiver wire or your playoff odds any time.";
  if (ACKNOWLEDGED.test(question))
    return "Got it. Anything else? I can help with a start/sit, the waiver wire, a trade or your playoff odds.";
  const what = TEAM_DEFENSE.test(question)
    ? "Team defenses (D/ST) are outside what I project: I project the players at QB, RB, WR, TE and K"
    : outside
      ? `"${asked}" is outside what I can look up: I answer from your league — its rosters, projections, matchups, ` +
        "standings and waiver wire"
      : named.length
        ? `I found ${list(named)}, but I couldn't tell what you want to know about ${about}`
        : `I couldn't match "${asked}" to a fantasy-football question I can answer from the data`;
  const closest = suggestions(u, available);
  return `${what}.${closest.length ? `\n\nThe closest questions I can answer:\n${bulletList(closest)}` : ""}`;
}

// "can I beat X", "am I favored vs X", "do we play X": the manager's team set against another.
const SETS_ME_AGAINST = new RegExp(`\\b(?:${SETS_AGAINST})\\b`, "i");

/** `carried`: players resolved from earlier turns or parts, used when the question itself names none. */
export function planFor(
  question: string,
  u: Understanding,
  available: ReadonlySet<string>,
  carried: string[] = [],
): Plan {
  const named = u.mentions.filter((m) => m.kind === "player").map(mentionValue);
  const players = carried.length > named.length ? carried : named;
  const refs = u.mentions.filter((m) => m.kind !== "player" && (m.kind !== "market" || u.intent === "trade"));
  const everything =
    carried.length > named.length
      ? [...carried, ...refs.map(mentionValue)]
      : u.mentions.filter((m) => m.kind !== "market" || u.intent === "trade").map(mentionValue);
  const usesRoster = u.mentions.some((m) => m.kind === "roster");
  const tool = toolFor(u.intent);
  if (!tool) {
    if (u.intent === "help" && !players.length) return { kind: "reply", text: "" };
    return { kind: "reply", text: notUnderstood(question, u, available) };
  }
  if (!available.has(tool) || (usesRoster && !available.has("optimizeLineup"))) {
    const closest = suggestions(u, available);
    const why = usesRoster
      ? `I can't see "${u.mentions.find((m) => m.kind === "roster")?.text}" without your roster.`
      : "";
    return {
      kind: "reply",
      text: (
        `${TEAM_ONLY}. ${why} **Sign up and connect a league** (or open the demo ` +
        `league) and I'll answer it from your roster, your matchup and a season simulation.` +
        (closest.length ? `\n\nHere I can answer, for example:\n${bulletList(closest)}` : "")
      ).replace("  ", " "),
    };
  }
  const call = (input: Record<string, unknown>, name: ToolName = tool): PlannedCall => ({ toolName: name, input });
  switch (u.intent) {
    case "startSit":
    case "compare":
      return {
        kind: "tools",
        calls: [
          call({
            players: (everything.length < 2 ? [...everything, ...u.benchmarks] : everything).slice(0, 4),
            horizon: u.intent === "compare" && u.horizon === "week" ? "rest-of-season" : u.horizon,
            ...(u.intent === "startSit" && typeof u.week === "number" ? { week: u.week } : {}),
          }),
        ],
      };
    case "outlook":
      return {
        kind: "tools",
        calls: [
          call({
            player: everything[0],
            focus: u.horizon === "rest-of-season" ? "rest-of-season" : "outlook",
            ...(u.week ? { week: u.week } : u.horizon === "next-week" ? { week: "next" } : {}),
          }),
        ],
      };
    case "status":
      return {
        kind: "tools",
        calls: everything
          .slice(0, 4)
          .map((player) => call({ player, focus: "status", ...(u.week ? { week: u.week } : {}) })),
      };
    case "tradeValue":
      return { kind: "tools", calls: [call({ player: everything[0] })] };
    case "buyLow":
      return { kind: "tools", calls: [call({ position: u.position === "K" ? null : u.position, mode: u.mode })] };
    case "trade":
      if (!u.give.length || !u.get.length)
        return { kind: "reply", text: notUnderstood(question, { ...u, intent: "None" }, available) };
      return { kind: "tools", calls: [call({ give: u.give, get: u.get, ...(u.team ? { partner: u.team } : {}) })] };
    case "waivers":
      // "Bid on Marks or Tucker?": each pickup named is looked up, so they can be weighed against each other.
      return {
        kind: "tools",
        calls: (players.length ? players.slice(0, 3) : [null]).map((player) =>
          call({
            position: u.position,
            ...(player ? { player } : {}),
            ...(u.week ? { week: u.week } : {}),
          }),
        ),
      };
    case "slot":
    case "lineup": {
      // A slot the wording names only by its position ("need a QB in there, who from my guys") is that position's.
      const slot = u.slot ?? (u.intent === "slot" ? u.position : null);
      // The optimizer sets this week's lineup; for a later week the roster ranked by that week's projections (at
      // the slot's position; the running backs, receivers and tight ends for a flex) is the lineup to set.
      if (u.week && available.has("getRosterReport")) {
        const position = u.intent === "slot" && slot && /^(QB|RB|WR|TE|K|FLEX)$/.test(slot) ? slot : null;
        const rank = { focus: "rank", week: u.week, ...(position ? { position } : {}) };
        return { kind: "tools", calls: [call(rank, "getRosterReport")] };
      }
      return { kind: "tools", calls: [call(u.intent === "slot" ? { slot } : {})] };
    }
    case "playoffs":
      // Another team's odds are on its standings row (the league's shared season simulation).
      if (u.team && available.has("getStandings"))
        return { kind: "tools", calls: [call({ focus: "team", team: u.team }, "getStandings")] };
      return { kind: "tools", calls: [call({})] };
    case "improveOdds":
      return { kind: "tools", calls: [call({ improve: true })] };
    case "matchup": {
      // "am I favored vs Quinn", "can we beat Blitz Brigade": the manager's own game, with that team as the opponent.
      const against = !!u.team && SETS_ME_AGAINST.test(question) && FIRST_PERSON.test(question);
      return {
        kind: "tools",
        calls: [
          call({
            ...(u.week ? { week: u.week } : {}),
            ...(u.team ? { team: u.team } : {}),
            ...(against ? { against } : {}),
          }),
        ],
      };
    }
    case "record":
      return { kind: "tools", calls: [call({ focus: "team", ...(u.team ? { team: u.team } : {}) })] };
    case "leaders":
      return { kind: "tools", calls: [call(u.team ? { focus: "team", team: u.team } : { focus: "league" })] };
    case "rosterStatus":
      return { kind: "tools", calls: [call({ focus: rosterFocus(u.masked), week: u.week })] };
    case "positionRank":
      return { kind: "tools", calls: [call({ focus: "rank", position: u.position, week: u.week })] };
    case "dropStash": {
      // "Tucker Kraft and Sam LaPorta: hold them on IR or let them go?": each of them weighed, in one read.
      const named = players.length > 1 ? { players: players.slice(0, 4) } : { player: players[0] ?? null };
      return { kind: "tools", calls: [call({ focus: "drop-stash", ...named })] };
    }
    case "byeCover": {
      // "Who do I stream at K while Aubrey's on bye": the lineup spot named is the position to cover.
      const position = u.position ?? (u.slot && !/FLEX/.test(u.slot) ? u.slot : null);
      return {
        kind: "tools",
        calls: [
          call({ focus: "byes", position, player: players[0] ?? null, week: u.week }),
          // The pickups shown for the week of the bye.
          ...(available.has("findWaiverTargets")
            ? [call({ ...(position ? { position } : {}), ...(u.week ? { week: u.week } : {}) }, "findWaiverTargets")]
            : []),
        ],
      };
    }
    case "projectedTotal":
      // Another team's projected points ("what's tatum's team projected to score") are on its matchup.
      if (u.team && available.has("getTeamMatchup"))
        return {
          kind: "tools",
          calls: [call({ ...(u.week ? { week: u.week } : {}), team: u.team }, "getTeamMatchup")],
        };
      return { kind: "tools", calls: [call({ week: u.week })] };
    case "sleepers":
      return {
        kind: "tools",
        calls: [call({ ...(u.position ? { position: u.position } : {}), ...(u.week ? { week: u.week } : {}) })],
      };
    case "scenario":
      // Odds "under a scenario" with no results read in the question would answer some other scenario: ask which.
      if (!u.scenario)
        return {
          kind: "reply",
          text:
            'Which results should I assume? For example: "if I win out", "if I lose this week", "if I go 3-2" ' +
            'or "if I finish 8-6".',
        };
      // Another team's what-if ("if the Wizards win out, are they in?") plays out that team's games; a team named
      // beside the manager's own results ("I need to win 2 more to shut Coach Tatum up") is no subject.
      return {
        kind: "tools",
        calls: [
          call({
            ...scenarioInput(u),
            ...(u.team && !FIRST_PERSON.test(question) ? { team: u.team } : {}),
          }),
        ],
      };
    case "tradeIdeas": {
      // A position the question names is read for which side it is on; one from the conversation ("i need a TE"
      // → "who could I trade for one?") is the one wanted, unless the question offers it ("which teams need one").
      // ("too many receivers and not enough running backs": the need named beside the surplus is what the deals get.)
      // (In the game's terms: "not enough catchers" is short at receiver.)
      const inTerms = inFantasyTerms(question);
      const need = wantedPosition(inTerms);
      const surplus = offeredPosition(inTerms, u.position);
      const offered = need && surplus && need !== surplus ? null : surplus;
      const wanted = offered ? null : (need ?? (detectPosition(question) ? null : u.position));
      return {
        kind: "tools",
        calls: [
          call({
            players: everything.slice(0, 2),
            shape: tradeShape(question),
            ...(u.team ? { partner: u.team } : {}),
            ...(wanted ? { position: wanted } : {}),
            ...(offered ? { position: offered, side: "give" } : {}),
          }),
        ],
      };
    }
    default:
      return { kind: "reply", text: notUnderstood(question, u, available) };
  }
}

function rosterFocus(question: string): "injuries" | "byes" | "both" {
  const injuries = /\b(injur|hurt|banged|questionable|doubtful|out\b|health)/i.test(question);
  const byes = /\bbyes?\b/i.test(question);
  return injuries && !byes ? "injuries" : byes && !injuries ? "byes" : "both";
}

// "Trade Kelce for a WR", "turn two backs into a stud WR": the position asked for in return.
const FOR_POSITION = new RegExp(`\\b(?:for|into) (?:an?|another|some) (?:\\w+ )?(${POSITION_NAME})(?:s|\\d)?\\b`, "i");
// "Improve my RB depth", "shore up my WR room": the group the deals strengthen, brought in like an upgrade.
const STRENGTHENS_GROUP = new RegExp(
  "\\b(?:improv\\w*|upgrad\\w*|help\\w*|bolster\\w*|strengthen\\w*|fix\\w*|shore up|add to|deepen)\\s+" +
    "(?:my|our) (qb|rb|wr|te|quarterback|running ?back|wide ?receiver|receiver|tight ?end)s?" +
    "(?: (?:room|corps|group|depth|situation|stable|core|unit|position|spot))?\\b",
  "i",
);
// "Upgrade at RB", "need a WR", "get a real TE", "pry out of them at WR", "I should like a wide receiver": the
// position the deals must bring in.
const WANTED_POSITION = new RegExp(
  "\\b(?:upgrade|upgrading|need|needs|want|wants|get|getting|land|acquire|add|target|help|improve|pry|pull|" +
    "snag|nab|poach|grab|pluck|like|looking for|after|in the market for|bring|brings|bringing)\\b" +
    `[^?]*?\\b(?:at )?(?:an? )?(?:real |better |new |good |top |starting )?(${POSITION_NAME})(?:s|\\d)?\\b`,
  "i",
);
// "My tight end spot has been a black hole", "my WRs are a mess": the weak spot the deals must fill.
const WEAK_GROUP = new RegExp(
  `\\b(?:my|our) (${POSITION_NAME})s? ?(?:spot|slot|position|situation|room|group|play)?\\b[^?.]*?\\b` +
    "(?:black hole|weak\\w*|bad|terrible|mess|trash|garbage|struggl\\w*|problem|hole|killing me|awful|brutal|" +
    "disaster|nonexistent|dead)\\b",
  "i",
);
// "Not enough running backs", "thin at TE", "short on WRs": the position the roster lacks.
const SHORT_AT = new RegExp(
  `\\b(?:not enough|too few|no (?:good |real )?|(?:thin|short|weak) (?:at|on)) (${POSITION_NAME})s?\\b`,
  "i",
);
// "Sell my WR", "trade away my RB2": a position the manager sends.
const SENT = (position: string) =>
  new RegExp(`\\b(my|sell|move|trade away|give up)\\s+(\\w+\\s+){0,2}(${position})s?\\b`, "i");

// "Red Zone Raiders are stacked at receiver": another team's plenty is what deals with it bring in ("I'm stacked at
// RB" is what the manager has to send).
const PLENTY_AT = new RegExp(
  `\\b(?:loaded|stacked|deep|stocked|overflowing|rich)\\s+(?:at|with|in)\\s+(?:\\w+\\s+)?(${POSITION_NAME})s?\\b`,
  "i",
);
function othersPlenty(question: string): RegExpExecArray | null {
  const m = PLENTY_AT.exec(question);
  if (!m) return null;
  const sentence =
    question
      .slice(0, m.index)
      .split(/[.!?;]/)
      .pop() ?? "";
  return FIRST_PERSON.test(sentence.split(/\s+/).slice(-4).join(" ")) ? null : m;
}

// "I have too many RBs", "a surplus of WRs", "my extra TE": a position the manager has more of than he starts.
const TOO_MANY = new RegExp(
  // ("2-for-1 trade ideas to consolidate my WRs": the position sent, two for one.)
  "\\b(?:too many|surplus(?: of)?|extra|spare|excess(?: of)?|a glut of|plenty of|consolidat\\w*(?: my| our)?)\\s+" +
    "(?:\\w+\\s+)?" +
    `(${POSITION_NAME})s?\\b`,
  "i",
);
// "which teams need a RB", "who could use a TE", "teams thin at WR": the other teams' need, which the manager fills.
const OTHERS_NEED = new RegExp(
  "\\b(?:teams?|who|anyone|anybody|someone|somebody|coaches|managers)\\b(?:\\s+\\w+){0,3}?\\s+" +
    "(?:need|needs|needing|could use|can use|is thin at|are thin at|thin at|short at|weak at|hurting at|" +
    "desperate for|lacking|lack|looking for)\\s+(?:an? |some |one |at )?" +
    `(${POSITION_NAME}|one|them|it|him)s?\\b`,
  "i",
);

// "i could move one", "happy to part with one of them": the manager sends one of the position talked about.
const MOVE_ONE =
  /\b(move|trade away|deal|part with|sell|shop|spare|flip)\s+(one|them|it|one of (them|those|my \w+))\b/i;

/**
 * The position the manager offers in trade ideas: one he is loaded at ("I'm stacked at RB", "too many WRs"), or one
 * other teams need ("which teams need a RB"; "which teams need one" after "I have too many RBs": the one before).
 */
function offeredPosition(question: string, before: FantasyPosition | null): FantasyPosition | null {
  const need = OTHERS_NEED.exec(question);
  if (need) return /^(one|them|it|him)$/i.test(need[1]!) ? before : positionWord(need[1]!);
  if (MOVE_ONE.test(question) && !detectPosition(question)) return before;
  const mine = othersTooMany(question) ? null : TOO_MANY.exec(question);
  const plenty = mine ?? (PLENTY_AT.exec(question) && !othersPlenty(question) ? PLENTY_AT.exec(question) : null);
  return plenty ? positionWord(plenty[1]!) : null;
}

// "who has a surplus at wr": another team's plenty, which deals bring in.
const OTHERS_HAVE = /\b(who|which|what|they|he|she|anyone|anybody|someone|somebody|teams?)\b[^.?!]{0,15}$/i;
function othersTooMany(question: string): RegExpExecArray | null {
  const m = TOO_MANY.exec(question);
  return m && OTHERS_HAVE.test(question.slice(0, m.index)) ? m : null;
}

/** The position the trade ideas must bring in, when the question names one (not a position the manager sends). */
// "Who are realistic WR targets": the position the deals go after.
// ("trade targets at RB?")
const TARGETS_AT = new RegExp(
  `\\b(${POSITION_NAME})s? (?:trade )?targets?\\b|\\btargets? (?:at|for) (?:an? )?(${POSITION_NAME})s?\\b`,
  "i",
);

function wantedPosition(question: string): FantasyPosition | null {
  const named =
    FOR_POSITION.exec(question) ??
    TARGETS_AT.exec(question) ??
    othersPlenty(question) ??
    othersTooMany(question) ??
    STRENGTHENS_GROUP.exec(question) ??
    WEAK_GROUP.exec(question) ??
    SHORT_AT.exec(question);
  if (named) return positionWord((named[1] ?? named[2])!);
  const wanted = WANTED_POSITION.exec(question);
  if (!wanted || SENT(wanted[1]!).test(question)) return null;
  return positionWord(wanted[1]!);
}

function tradeShape(question: string): "1-for-1" | "2-for-1" | "any" {
  if (/\b(2|two)[- ]?for[- ]?(1|one)\b/i.test(question)) return "2-for-1";
  if (/\b(1|one)[- ]?for[- ]?(1|one)\b/i.test(question)) return "1-for-1";
  return "any";
}

function scenarioInput(u: Understanding): Record<string, unknown> {
  const s = u.scenario!;
  if (s.kind === "record") return { scenario: "record", wins: s.wins, games: s.games };
  if (s.kind === "final-record") return { scenario: "final-record", wins: s.wins, losses: s.losses };
  return { scenario: s.kind };
}
