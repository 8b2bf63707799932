// A message read against the turn before it: "what about X", "and next week?", "same for my TEs", "add Kittle to
// that" — the earlier question again with the one thing the follow-up changes.
import { ASKS_FROM_ME, mentionValue, type Understanding } from "@/lib/ai/analyst/nlu/understand";
import type { Intent } from "@/lib/ai/analyst/nlu/intents";
import { NEXT_WEEK } from "@/lib/ai/analyst/nlu/slots";
import { detectPosition } from "@/lib/ai/analyst/nlu/entities";
import { FIRST_PERSON } from "@/lib/ai/analyst/nlu/people";
import {
  type EarlierReading,
  NEEDS_TWO,
  type Reading,
  confident,
  namesNoSubject,
  playersOf,
} from "@/lib/ai/analyst/dialogue/readings";
import { BYE_TOLD } from "@/lib/ai/analyst/dialogue/remarks";

// Families whose follow-up may name another team of the league ("and Blitz Brigade's?").
const TEAM_FOLLOW_UP = new Set<Intent>(["record", "leaders", "tradeIdeas"]);

// A position group named alone ("my rbs", "the running backs").
const GROUP_WORDS = new RegExp(
  "\\b((my|the|our) )?(rbs?|wrs?|tes?|qbs?|(wide )?receivers?|wide ?outs?|running ?backs?|tight ?ends?|" +
    "quarterbacks?|kickers?)\\b",
  "gi",
);

const REPLACES = /\b(instead of|rather than|in place of|replacing)\b/i;

// ("what if he adds Hunter Henry to it", "what if he throws hunter henry in too")
const ADDS = new RegExp(
  "\\b(adds?|added|adding|includes?|included|including|(throw|threw|throws|throwing|toss|tossed|tosses|tossing)" +
    "( \\S+){0,3} in|plus|sweeten)\\b",
  "i",
);

// "Throw Davante in there too", "add Kittle to that", "include Puka as well", "if Dart were included as a third
// option", "when I take also Meyers into the question": one more player for the question.
const JOINS = new RegExp(
  "\\b(add|adding|added|include|included|including|throw|threw|throwing|toss|tossed|plug|put|take|took|bring|" +
    "brought|factor)\\b[^?]*\\b(too|also|as well|in there|in the mix|into the mix|" +
    "(to|into) (that|this|it|the list|them|the (comparison|question|decision|mix|equation|picture))|" +
    "as an?( \\w+)? (third|3rd|fourth|4th|another|extra|other) (option|choice|name|guy|player))\\b|" +
    "^\\s*(add|include|throw in|toss in|plus)\\b",
  "i",
);

// Follow-ups that change only one thing: "what about X", "and next week?", "how about my RBs", "and for week 12?".
const ONLY_CHANGES = new RegExp(
  "^\\s*((and|but|so|ok|okay|also|what|wat|wut|how|same|now|anything|any|something)\\b)?\\s*" +
    "((about|bout|abt|for|about for|of|with|if|from)\\b)?\\s*",
  "i",
);

const SLOT_WORDS = new RegExp(
  `\\b((the )?(${NEXT_WEEK})( that)?'?s?|this week|(the )?week \\d+|wk \\d+|` +
    "(the )?rest of (the )?(season|year|way)|" +
    // "and in dynasty?", "what about long term": the horizon asked about.
    "dynasty|keeper|redraft|long(er)?[- ]term|(the )?long(er)? run|short(er)?[- ]term|" +
    "ros|my \\w+|the \\w+s?|(qb|rb|wr|te)[1-3]|then|instead|too|him|her|them|" +
    // "Half-PPR instead?": the scoring asked about (the answer reads the league's own).
    "(half[- ]?)?ppr|non[- ]?ppr|standard( scoring)?|scoring)\\b",
  "gi",
);

interface FollowUp {
  previous: EarlierReading;
  text: string;
  u: Understanding;
}

// "by points for, not record", "going by playoff odds": a measure to rank the league's teams by.
const BY_MEASURE = new RegExp(
  "^\\W*(and |ok |okay |no,? |i mean )?(by|on|in|going by|based on|sorted by|ranked by|in terms of) (total )?" +
    "(points|pf|points for|record|wins|odds|playoff odds|scoring)\\b",
  "i",
);

export const RAISES_IT = new RegExp(
  "\\b(bump|raise|boost|improve|increase|lift|push|shift|swing|move)\\w*\\b[^?]*" +
    "\\b(that|it|those|them|em|the number|odds|" +
    "chances)\\b|\\b(biggest|best|most) (bump|boost|jump|lift|improvement)\\b|\\bclaw (them|it|that|those) back\\b|" +
    "\\b(get|make) (that|it|them|those|em|'em|the) (number |odds |percentage )?(go )?(up|higher|climb)\\b|" +
    // "how do i make that better", "which pickup or trade adds the most percentage points to that?"
    "\\b(get|make) (that|it|them|those|em|'em) (any )?(better|bigger)\\b|" +
    "\\b(adds?|gains?|gives?|buys?) (me |us )?the most (percentage|points|odds|%)",
  "i",
);

const SELL_OR_HOLD = /\b(sell|hold|keep|move|trade|flip)\b[^?]*\b(or|vs)\b[^?]*\b(sell|hold|keep|move|trade|flip)\b/i;

// Another manager's ask for the manager's player: "wants my Bijan", "is asking for Josh Allen from me".
export const WANTS_MINE = new RegExp(
  "\\b(wants?|asking for|asked for|after|eyeing|requested) (my|our)\\b|" + `\\b${ASKS_FROM_ME}\\b`,
  "i",
);

export const OFFERS_BACK =
  /\b(giving|gives|give|offering|offers?|offered|sending|sends|send|throwing in|would give|in return)\b/i;

export const FIX_IT = /\b(fix|change|turn around|improve|better)\b (it|that|them|this|those)\b/i;

// ("which of those should i just cut", "which of them should I hang onto and which should I release?")
export const DROP_THEM = new RegExp(
  "\\b(drop|cut|stash|ir|release|waive)\\b[^?]*\\b(them|em|'em|those guys|the hurt ones|the injured ones)\\b|" +
    "\\b(which|who) of (them|those|these|'em)\\b[^?]*\\b(drop|cut|stash|release|waive|hang onto|hold|keep)\\b",
  "i",
);

const LINEUP_CHECK = new RegExp(
  "\\b(it|that|this)\\b[^?]*\\b(best(?! case)|optimal|right|good|set)\\b|" +
    "\\b(check|fix|look (at|over)|redo|clean up) (it|that|this)\\b|\\b(look|go|check) (it|that|this) over\\b|" +
    "\\b(anything|something|what) (you'?d|(would|should) (you|u|i)) (change|swap|tweak|fix)\\b|" +
    "\\b(anything|something|what) (you|u) (would|'?d) (change|swap|tweak|fix)\\b",
  "i",
);

// A lead that says the question again in other words: "like …", "I mean …", "as in …".
const ELABORATES = /^\s*(like|i mean|meaning|as in|basically)\b/i;

export const ABOUT_HIM: ReadonlySet<Intent> = new Set<Intent>(["status", "outlook", "tradeValue", "dropStash"]);

// Asked after a player's bye told or asked about ("is Lamar on bye next week?", "Bo Nix has his bye next week"): who
// plays there.
const COVER_ASKED: ReadonlySet<Intent> = new Set(["slot", "waivers", "byeCover", "positionRank"]);

// Follow-ups that change one thing of the earlier question, tried in order once the message is read.
export const FOLLOW_UPS: { applies: (f: FollowUp) => boolean; reading: (f: FollowUp) => Reading }[] = [
  // "who's my best WR this week" → "rank all of them for me then": that position's players ranked.
  {
    applies: ({ previous, text, u }) =>
      !!previous.u.position &&
      ["slot", "positionRank", "startSit"].includes(previous.intent) &&
      playersOf(u).length === 0 &&
      /\b(rank|order|sort)\b[^?]*\b(them|em|those|all)\b/i.test(text),
    reading: ({ previous, u }) => ({
      understood: {
        ...u,
        intent: "positionRank",
        decidedBy: "cue",
        position: previous.u.position,
        week: u.week ?? previous.u.week,
      },
      players: [],
      ifOut: null,
    }),
  },
  // "is Lamar on bye next week?" → "so who's my QB for that week off the wire", "Bo Nix has his bye next week" →
  // "who's my QB for that one then?": who plays for him during his bye.
  {
    // ("who's on bye for me today" → "right, Bijan. who fills in at running back?": the player named now.)
    applies: ({ previous, text, u }) =>
      BYE_TOLD.test(previous.u.masked) &&
      (COVER_ASKED.has(u.intent) || (playersOf(u).length === 1 && /\b(fills?|covers?) in\b/i.test(text))) &&
      (playersOf(u).length === 0 ? previous.players.length === 1 : playersOf(u).length === 1) &&
      /\b(who|whom|which|what|any(one|body)?)\b/i.test(text),
    reading: ({ previous, u }) => ({
      understood: {
        ...u,
        intent: "byeCover",
        decidedBy: "cue",
        week: u.week ?? previous.u.week,
        position: u.position ?? previous.u.position,
      },
      players: playersOf(u).length ? playersOf(u) : previous.players,
      ifOut: null,
    }),
  },
  // "what are Audible Alchemists' chances?" → "and what about mine?": the same question about the manager's own team.
  {
    applies: ({ previous, text }) =>
      !!previous.u.team &&
      ["record", "playoffs", "matchup", "scenario"].includes(previous.intent) &&
      /^\W*((and|so|ok|okay|but)\W+)*(what|how) about (mine|me|us|ours|my team|my own|our team)\W*$/i.test(text),
    reading: ({ previous }) => ({
      understood: { ...previous.u, team: null, mentions: [], decidedBy: "cue" },
      players: [],
      ifOut: null,
    }),
  },
  // "What if I add Kittle?", "what if they threw in Addison": the same trade with him on the side that adds him.
  {
    applies: ({ previous, text, u }) =>
      previous.intent === "trade" && ADDS.test(text) && playersOf(u).length > 0 && u.intent !== "trade",
    reading: addedToTrade,
  },
  // "Throw Davante in there too", "add Kittle to that", "include Puka as well" after a comparison or a start/sit:
  // the same question with him among the players.
  {
    applies: ({ previous, text, u }) =>
      NEEDS_TWO.has(previous.intent) &&
      previous.players.length >= 2 &&
      JOINS.test(text) &&
      playersOf(u).length > 0 &&
      // ("throw Zay Flowers into the mix too" may read as a trade's words; with no trade named it is not one.)
      !(["trade", "tradeIdeas", "dropStash"].includes(u.intent) && /\b(trade|offer|deal|package|drop|cut)/i.test(text)),
    reading: ({ previous, u }) => ({
      understood: { ...previous.u, mentions: [...previous.u.mentions, ...u.mentions], decidedBy: "cue" },
      players: [...new Set([...previous.players, ...playersOf(u)])],
      ifOut: null,
    }),
  },
  // "What if they took Odunze out and put Wan'Dale Robinson in instead?", "I didn't mean Fannin, I meant Tucker
  // Kraft" after a trade: one player of a side swapped for another.
  {
    applies: ({ previous, text, u }) =>
      previous.intent === "trade" &&
      /\b(out|instead|swap|replace|meant)\b/i.test(text) &&
      swappedIn(u, [...previous.u.give, ...previous.u.get]) !== null,
    reading: ({ previous, u }) => {
      const [out, comingIn] = swappedIn(u, [...previous.u.give, ...previous.u.get])!;
      const swap = (side: string[]) => side.map((p) => (p === out ? comingIn : p));
      const understood = {
        ...previous.u,
        give: swap(previous.u.give),
        get: swap(previous.u.get),
        decidedBy: "cue" as const,
      };
      return { understood, players: [], ifOut: null };
    },
  },
  // "Same question. Swap LaPorta for Hockenson.", "were I to substitute Bowers for Kittle": the earlier player
  // traded for the new one.
  {
    applies: ({ previous, text, u }) =>
      NEEDS_TWO.has(previous.intent) &&
      /\b(swap|substitute|sub)\b/i.test(text) &&
      swappedIn(u, previous.players) !== null,
    reading: ({ previous, u }) => {
      const [out, comingIn] = swappedIn(u, previous.players)!;
      const players = previous.players.map((p) => (p === out ? comingIn : p));
      return { understood: { ...previous.u, mentions: [], decidedBy: "cue" }, players, ifOut: null };
    },
  },
  // "What if I had McConkey instead of Odunze" after a start/sit: one of its players swapped for another.
  {
    applies: ({ previous, text, u }) => NEEDS_TWO.has(previous.intent) && swapsOnePlayer(text, u, previous.players),
    reading: ({ previous, text, u }) => carryOver(previous, u, text),
  },
  // "What does my lineup look like" → "is it the best one though? anything you'd change": the same lineup,
  // checked.
  {
    applies: ({ previous, text, u }) =>
      (previous.intent === "lineup" || previous.intent === "slot") &&
      playersOf(u).length === 0 &&
      !u.mentions.length &&
      LINEUP_CHECK.test(text),
    reading: ({ previous, u, text }) => carryOver(previous, u, text),
  },
  // "What are my playoff odds?" → "how do I bump that number up?": the moves that raise them.
  {
    applies: ({ previous, text, u }) =>
      (previous.intent === "playoffs" || previous.intent === "scenario") &&
      playersOf(u).length === 0 &&
      (RAISES_IT.test(text) || FIX_IT.test(text)),
    reading: ({ u }) => ({ understood: { ...u, intent: "improveOdds", decidedBy: "cue" }, players: [], ifOut: null }),
  },
  // "who's my opponent this week" → "what are they projected to score", "what's the projected score for that
  // game": the opponent's side of that matchup.
  {
    applies: ({ previous, text, u }) =>
      previous.intent === "matchup" &&
      playersOf(u).length === 0 &&
      /\b(they|them|their|theyre|they're|he|his|(that|the|this) (game|matchup))\b/i.test(text) &&
      /\b(project\w*|score|points|put up|scoring)\b/i.test(text),
    reading: ({ previous }) => carryOver(previous, previous.u),
  },
  // "who's leading the league" → "by points for, not record": the leaders, by another measure.
  {
    applies: ({ previous, text, u }) =>
      previous.intent === "leaders" && playersOf(u).length === 0 && BY_MEASURE.test(text),
    reading: ({ previous }) => carryOver(previous, previous.u),
  },
  // "who on my team is hurt" → "which of those should i just cut": whether to drop or stash the hurt players.
  {
    applies: ({ previous, text, u }) =>
      previous.intent === "rosterStatus" && playersOf(u).length === 0 && DROP_THEM.test(text),
    reading: ({ u }) => ({ understood: { ...u, intent: "dropStash", decidedBy: "cue" }, players: [], ifOut: null }),
  },
  // "Coach Marlow wants my Jaylen Waddle" → "He is giving Courtland Sutton. Should I accept?": the offer put
  // together, the player wanted given and the one offered received.
  {
    applies: ({ previous, text, u }) =>
      WANTS_MINE.test(previous.u.masked) &&
      previous.players.length > 0 &&
      OFFERS_BACK.test(text) &&
      playersOf(u).length > 0 &&
      playersOf(u).every((p) => !previous.players.includes(p)),
    reading: ({ previous, u }) => ({
      understood: {
        ...u,
        intent: "trade",
        decidedBy: "cue",
        give: previous.players,
        get: playersOf(u),
        team: u.team ?? previous.u.team,
      },
      players: [],
      ifOut: null,
    }),
  },
  // "kyle monangai is on waivers in our league!" → "should i put a claim in? how much would you bid": on him.
  {
    applies: ({ previous, text, u }) =>
      previous.players.length === 1 &&
      previous.intent === "waivers" &&
      u.intent === "waivers" &&
      !playersOf(u).length &&
      /\b(claim|bid|how much|faab|(pick|grab|add|get) (him|her)( up)?)\b/i.test(text) &&
      !/\b(else|other|others|another|anyone|anybody|someone|somebody|who|whom)\b/i.test(text),
    reading: ({ previous, u }) => ({ understood: u, players: previous.players, ifOut: null }),
  },
  // "Ladd McConkey how much value he have" → "hold or sell?": the verdict on him.
  {
    applies: ({ previous, text, u }) =>
      previous.players.length === 1 &&
      ABOUT_HIM.has(previous.intent) &&
      !playersOf(u).length &&
      SELL_OR_HOLD.test(text) &&
      text.split(/\s+/).length <= 6,
    reading: ({ previous, u }) => ({
      understood: { ...u, intent: "tradeValue", decidedBy: "cue" },
      players: previous.players,
      ifOut: null,
    }),
  },
  // "let's talk about Jahmyr Gibbs" → "what's the projection this week, floor and ceiling": his, not the team's.
  {
    applies: ({ previous, text, u }) =>
      previous.players.length === 1 &&
      ABOUT_HIM.has(previous.intent) &&
      u.intent === "projectedTotal" &&
      confident(u) &&
      !playersOf(u).length &&
      !/\b(my|our|we|us|team|lineup|squad|roster|starters)\b/i.test(text),
    reading: ({ previous, u }) => ({
      understood: { ...u, intent: "outlook", decidedBy: "cue" },
      players: previous.players,
      ifOut: null,
    }),
  },
  // "Nabers status?" → "drop or stash?": a question about one player that names nobody is about the earlier one.
  {
    applies: ({ previous, text, u }) =>
      previous.players.length === 1 &&
      ABOUT_HIM.has(previous.intent) &&
      ABOUT_HIM.has(u.intent) &&
      playersOf(u).length === 0 &&
      !u.mentions.length &&
      !/\b(my|our|any|anyone|anybody|who|which|players|guys|them)\b/i.test(text),
    reading: ({ previous, u }) => ({ understood: u, players: previous.players, ifOut: null }),
  },
  // "What are our playoff odds?" → "ok and if we go 3-2 the rest of the way": the odds under that scenario.
  {
    applies: ({ previous, u }) =>
      ["playoffs", "scenario", "improveOdds"].includes(previous.intent) && !!u.scenario && !playersOf(u).length,
    reading: ({ u }) => ({ understood: { ...u, intent: "scenario", decidedBy: "cue" }, players: [], ifOut: null }),
  },
  // "find some sleepers" → "who are some good ones at running back": the same question about "ones".
  {
    applies: ({ text, u }) => /\b(good|best|better|decent|any|some|other) ones\b/i.test(text) && !confident(u),
    reading: ({ previous, text, u }) => carryOver(previous, u, text),
  },
  // "Should I sell high on JSN?" → "like what would ppl even give me": the same question said again another way.
  {
    applies: ({ text, u }) => ELABORATES.test(text) && !confident(u) && !playersOf(u).length,
    reading: ({ previous, text, u }) => carryOver(previous, u, text),
  },
  // "What's Coach Blake's record?" → "and mine?": the same question about the manager's own team.
  {
    applies: ({ previous, text }) =>
      !!previous.u.team &&
      /^\s*(and|but|ok|so|what about|how about)?\s*(mine|me|us|ours|my team|my own|my squad)\s*\??\s*$/i.test(text),
    reading: ({ previous }) => ({
      understood: { ...previous.u, team: null, decidedBy: "cue" },
      players: previous.players,
      ifOut: null,
    }),
  },
  // "how many points we're going to score this week" → "what should I tell her?": the same answer again.
  {
    applies: ({ text }) => /^\s*(so )?what (should|do|can) i tell (her|him|them|my \w+)\s*\??\s*$/i.test(text),
    reading: ({ previous, u }) => carryOver(previous, u),
  },
  // "What about X / next week / my RBs?": the earlier question again with only that changed. ("Chase Brown has been
  // rolling" → "rest of the way, him or Breece Hall?": two players set against each other after a question about
  // one are weighed against each other, as the question reads them.)
  {
    applies: ({ previous, text, u }) =>
      isOnlyAChange(text, u, previous.intent) &&
      !(NEEDS_TWO.has(u.intent) && !NEEDS_TWO.has(previous.intent) && playersOf(u).length >= 2),
    reading: ({ previous, text, u }) => carryOver(previous, u, text),
  },
  // "Who are the Pocket Passers playing?" → "what's the projected score?": that game's score, on its matchup (the
  // manager's own game after "who am I playing today"). (Their "projected total" is the team's own number.)
  {
    applies: ({ previous, text, u }) =>
      previous.intent === "matchup" &&
      u.intent === "projectedTotal" &&
      /\bscore\b/i.test(text) &&
      !FIRST_PERSON.test(text),
    reading: ({ previous, u }) => ({
      understood: { ...u, intent: "matchup", team: previous.u.team },
      players: [],
      ifOut: null,
    }),
  },
];

function addedToTrade({ previous, text, u }: FollowUp): Reading {
  const added = playersOf(u);
  const theyAdd = /\b(they|he|she|them)\b[^?]*\b(add|include|throw|threw|toss)/i.test(text);
  const was = previous.u;
  const understood: Understanding = {
    ...was,
    give: theyAdd ? was.give : [...was.give, ...added],
    get: theyAdd ? [...was.get, ...added] : was.get,
    decidedBy: "cue",
  };
  return { understood, players: [], ifOut: null };
}

/** "Swap LaPorta for Hockenson": the one earlier player the message names, and the one new player. */
function swappedIn(u: Understanding, earlier: string[]): [string, string] | null {
  const named = playersOf(u);
  const out = named.filter((p) => earlier.includes(p));
  const comingIn = named.filter((p) => !earlier.includes(p));
  return out.length === 1 && comingIn.length === 1 ? [out[0]!, comingIn[0]!] : null;
}

/** "X instead of Y" where Y is one of the earlier players and X a new one. */
function swapsOnePlayer(text: string, u: Understanding, earlier: string[]): boolean {
  const cut = REPLACES.exec(text)?.index ?? -1;
  if (cut < 0) return false;
  const named = u.mentions.filter((m) => m.kind === "player");
  const out = named.filter((m) => m.start > cut).map(mentionValue);
  const comingIn = named.filter((m) => m.start < cut).map(mentionValue);
  return out.some((p) => earlier.includes(p)) && comingIn.some((p) => !earlier.includes(p));
}

// Filler around the one thing a follow-up changes: "breece tho?", "same q for week 12", "narrow it to QBs".
const FILLER = new RegExp(
  "\\b(bout|abt|tho|though|q|question|thing|please|pls|then|spot|slot|with|specifically|as|regarding|" +
    // "and what about the kicker spot, while we are on the subject?"
    "while (we'?re|we are)( on| at)?( the subject| it)?|by the way|btw|on that note|" +
    // "and, if you'd be so kind, the same question for Kittle?": courtesy around the change.
    "(if )?(you'?d|you would) be so kind|(if )?(it'?s|it is) not too much (trouble|bother)|kindly|" +
    "maybe|perhaps|answer|not|like|i mean|mean|rather|matchup|byes?|injur(y|ies)|sorry|actual+y|ones|idea|deal|" +
    // "what about Chris Godwin, same situation", "and Jefferson, anything on him?"
    "situation|boat|story|circumstances|anything|" +
    "exercise|list|two|pair|both|you would|you please|could you|can you|would you|run|rerun|redo|order|different|is|" +
    "narrow|down|filter|limit|it|to|this|one|call|horizon|timeframe|" +
    // "actually make that week 13", "righto, and for next week?", "good stuff, now do next week's": the change said
    // around words that acknowledge the answer before it or ask for the change.
    "make|change|switch|righto|right|fair enough|good stuff|cheers|mate|lol|um+|hm+|oh|yeah|yep|cool|great|" +
    "got it|gotcha|understood|very well|that|now|do|" +
    // "any TEs in that bunch?", "Confine that list to tight ends", "bearing in mind the bye schedule", "sorry to
    // pile on": the earlier answer pointed at, and words around the change.
    "bunch|group|list|confine|restrict|keep|bearing|keeping|mind|schedule|pile|there|among (them|those)|" +
    // "Confine that list to tight ends, if you please."
    "if you please|if you would|if you don'?t mind|kindly)\\b",
  "gi",
);

// How a follow-up that changes one thing starts: "and …", "what about …", "same …", "narrow it to …".
const CHANGE_LEAD = new RegExp(
  "^\\s*(and|but|so|ok|okay|what|wat|wut|how|same|now|anything|any|do|repeat|not|like|about|as to|as for|" +
    "actually|sorry|righto|right|hm+|um+|make|change|switch|fair enough|good stuff|cool|great|got it|understood|" +
    "very well|yeah|yep|" +
    "i mean|narrow|filter|limit|confine|restrict|trim|only|just|week|for|next week|this week|sorted|sort|the same|" +
    "could you|can you|" +
    // "ros, not just this week": the horizon changed.
    "ros|rest of|long[- ]term|dynasty|overall|in general|" +
    "would you|will you)\\b",
  "i",
);

const SAME_AGAIN =
  /\b(the )?same (question|q|thing|exercise|analysis|facts|deal|again|for|but|please|answer|call)\b|\bsame\W*$/i;

export function isOnlyAChange(text: string, u: Understanding, before: Intent): boolean {
  // ("what's Blitz Brigade's record" → "do they make the playoffs": the team again, asked something else.)
  const newTeam = !!u.team && TEAM_FOLLOW_UP.has(before) && !(u.decidedBy === "cue" && u.intent !== before);
  if (u.decidedBy === "cue" && u.intent !== "outlook" && playersOf(u).length === 0 && !u.scenario && !newTeam)
    return false;
  // "What about 2-3?" after a scenario is the same question with another record; elsewhere a scenario is new.
  if (u.scenario && before !== "scenario") return false;
  // "would you do drake london for him" after his value: a trade with both sides named is a question of its own.
  if (u.intent === "trade" && u.decidedBy === "cue" && u.give.length && u.get.length && before !== "trade")
    return false;
  // "And on the same facts, next week?", "Now perform the same exercise for week 11": the same question, asked of
  // another week, position or team, however it is worded around "same".
  const changed = u.week !== null || !!u.position || u.horizon !== "week" || newTeam;
  if (SAME_AGAIN.test(text) && changed && !playersOf(u).length && !u.scenario) return true;
  // ("and what about the defence": a team defense is no position the GM reads, so nothing it can carry over.)
  if (/\b(defen[cs]es?|d\/st|dst|def)\b/i.test(text)) return false;
  const names = u.mentions.reduce((t, m) => t.replace(m.text, " "), u.team ? text.replace(u.team, " ") : text);
  const leftover = names
    .replace(/[?!.,;:()—–]|\s-\s/g, " ")
    .replace(/\b(go(ing)? |finish(ing)? )?\d\s*[-–]\s*\d\b|\b(win|lose) out\b|['’]s\b/gi, " ")
    // "what about for week eleven, same two guys": the players of the earlier question.
    .replace(/\bsame (\w+ )?(guys|players|dudes|fellas|names|pair|duo)\b/gi, " ")
    .replace(GROUP_WORDS, " ")
    .replace(SLOT_WORDS, " ")
    .replace(ONLY_CHANGES, "")
    .replace(
      /\b(what|wat|wut|about|and|but|then|for|in|instead|of|how|if|the|over|any|at|on|only|just|do|same|again)\b/gi,
      " ",
    )
    // "What about London vs Collins": the players set against each other, the question unchanged.
    .replace(/\b(vs|versus|or)\b\.?/gi, " ")
    .replace(FILLER, " ")
    // "now do next week's lineup too": the earlier question's own word, said again.
    .replace(FAMILY_WORD[before] ?? /$^/, " ")
    // "What about Coach Marlow's team?": the team named by its owner.
    .replace(/\b(team|squad|side|guys|roster)\b/gi, (w) => (newTeam ? " " : w))
    // ("and what about the end zone envy lads": the team's people are the team.)
    .replace(/\b(lads|boys|crew|fellas|bunch|lot)\b/gi, (w) => (u.team ? " " : w))
    // "and those of End Zone Envy?", "and Pocket Passers, they play who?": the same question of that team.
    .replace(/\b(those|that|the ones|theirs|they (play|face|are playing|are facing)( who| whom)?)\b/gi, (w) =>
      u.team ? " " : w,
    )
    .trim();
  // "And next week?", or a bare slot ("next week?", "my RBs?").
  const bare = text.trim().split(/\s+/).length <= 3;
  return leftover === "" && (bare || CHANGE_LEAD.test(text));
}

// The word a family's question is named by, when a follow-up names it again with only the week or team changed.
const FAMILY_WORD: Partial<Record<Intent, RegExp>> = {
  lineup: /\b(line-?ups?|line ups?|starters)\b/gi,
  matchup: /\b(matchups?|opponents?|games?)\b/gi,
  playoffs: /\b(odds|chances|playoffs?)\b/gi,
  projectedTotal: /\b(projections?|projected|totals?|points|score|range|floor|ceiling|p\d{1,2}|(best|worst) case)\b/gi,
  positionRank: /\b(rank(ing)?s?|rank(ing)?)\b/gi,
  record: /\b(records?|standings?)\b/gi,
  rosterStatus: /\b(injur(y|ies)|byes?|report)\b/gi,
};

const THIS_WEEK = /\bthis (week|wk|sunday|weekend)\b/i;

export function carryOver(
  previous: { intent: Intent; players: string[]; u: Understanding },
  now: Understanding,
  text = "",
): Reading {
  // "Puka instead of Lamb": the player after "instead of" leaves the earlier question; the one before joins it.
  // ("…Monangai instead of Dowdle, Hubbard or Monangai?": the first earlier player after it leaves; the pair named
  // again after him is the question now.)
  const cut = REPLACES.exec(text)?.index ?? -1;
  const after = now.mentions.filter((m) => m.kind === "player" && cut >= 0 && m.start > cut).map(mentionValue);
  const leaving = after.find((p) => previous.players.includes(p)) ?? after[0];
  const replaced = leaving ? [leaving] : [];
  const mentions = now.mentions.filter((m) => !replaced.includes(mentionValue(m)));
  const named = playersOf(now).filter((n) => !replaced.includes(n));
  // "What about this week?" after a rest-of-season comparison is a start/sit, and the other way round; pickups
  // "for next week" are the sleepers question.
  const intent =
    previous.intent === "compare" && /\b(this|next) week\b/i.test(now.masked) && now.horizon !== "rest-of-season"
      ? "startSit"
      : previous.intent === "startSit" && now.horizon === "rest-of-season"
        ? "compare"
        : previous.intent === "waivers" && now.week === "next" && !named.length
          ? "sleepers"
          : previous.intent;
  const kept = previous.players.filter((p) => !replaced.includes(p));
  // "ok and Fannin vs Warren": two players named are the pair asked about now.
  const players = named.length
    ? (intent === "startSit" || intent === "compare") && named.length < 2
      ? [...new Set([...(replaced.length ? kept : kept.slice(0, 1)), ...named])]
      : named
    : previous.players;
  const newPosition = detectPosition(now.masked);
  const position = newPosition ?? previous.u.position;
  const understood: Understanding = {
    ...previous.u,
    mentions: mentions.length ? mentions : previous.u.mentions,
    intent,
    position,
    // "who should be my TE" → "what about qb": the spot at the position named now.
    slot: now.slot ?? (previous.u.slot && newPosition ? newPosition : previous.u.slot),
    // ("rank my wrs for next week" → "this week instead": this week is asked again.)
    week: now.week ?? (THIS_WEEK.test(now.masked) ? null : previous.u.week),
    team: now.team ?? previous.u.team,
    scenario: now.scenario ?? previous.u.scenario,
    horizon:
      intent !== previous.intent || now.horizon !== "week"
        ? now.horizon
        : now.week || THIS_WEEK.test(now.masked)
          ? "week"
          : previous.u.horizon,
    decidedBy: "cue",
  };
  return { understood, players, ifOut: null };
}

// Families a few words can ask of one player ("still a start?", "hurt?", "worth anything?").
const ONE_PLAYER_ASKS: ReadonlySet<Intent> = new Set<Intent>(["startSit", "status", "tradeValue", "dropStash"]);

const OWN_QUESTION = new RegExp(
  "^\\W*(and|or|vs\\.?|versus|plus)\\b|^\\W*((so|ok|okay|but|then)\\W+)*(who|whom|which|what|how|where|when|why)\\b|" +
    "\\b(backup|back ?up|fill[- ]?in|cover|instead|replace\\w*|bye|status|outlook|\\+)",
  "i",
);

/** "is Egbuka ok?" → "still a start?": a few words that ask about one player, read as asked of the one before. */
export async function askedOfTheOnePlayer(
  question: string,
  players: string[],
  readOnce: (text: string) => Promise<Understanding>,
): Promise<Reading | null> {
  const [player, ...more] = players;
  if (!player || more.length || player.startsWith("my ") || question.split(/\s+/).length > 5) return null;
  // (A question of its own — "who starts?", "what about next week?", "backup?" — is read as such.)
  if (OWN_QUESTION.test(question)) return null;
  const own = await readOnce(question);
  if (!namesNoSubject(own) || own.week !== null || (own.decidedBy === "cue" && confident(own))) return null;
  const withHim = await readOnce(`${player} ${question}`);
  const sure = withHim.decidedBy === "cue" && confident(withHim) && ONE_PLAYER_ASKS.has(withHim.intent);
  return sure && playersOf(withHim).join() === player ? { understood: withHim, players: [player], ifOut: null } : null;
}
