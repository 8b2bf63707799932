// From a message in a conversation to what it asks: follow-ups resolved against earlier turns ("him", "what
// about next week?", "what about Lamb", "and if he's out?"), two-part questions split into parts, and — when
// the wording is too unclear to answer safely — one clarifying question offering the two likeliest readings.
import type { NamedPlayer, PlayerNameIndex } from "@/lib/league-model/team/player-lookup";
import { asTheLeagueWritesIt, leagueTeamNames, type LeagueName } from "@/lib/ai/analyst/nlu/league-names";
import type { EarlierTurn } from "@/lib/ai/analyst/conversation";
import {
  ABOUT_ONE,
  benchmarksFor,
  mentionValue,
  understand,
  type Understanding,
} from "@/lib/ai/analyst/nlu/understand";
import { nearestIntent } from "@/lib/ai/analyst/nlu/neighbors";
import { fromSpanish } from "@/lib/ai/analyst/nlu/spanish";
import { FirstNameIndex } from "@/lib/ai/analyst/nlu/first-names";
import { rolesAsNames } from "@/lib/ai/analyst/nlu/team-roles";
import type { Intent } from "@/lib/ai/analyst/nlu/training";
import { detectScenario, detectWeek, NEXT_WEEK, positionsAsTyped, weekInDigits } from "@/lib/ai/analyst/nlu/slots";
import { detectPosition, positionOf, type FantasyPosition } from "@/lib/ai/analyst/nlu/entities";
import { READING } from "@/lib/ai/analyst/plan";
import {
  LEADS_WITH_TEAM_NUMBER,
  ONLY_A_TEAM_NUMBER,
  STANDINGS_NUMBER,
  TEAM_NUMBER_ALTERNATIVE,
} from "@/lib/ai/analyst/nlu/team-numbers";
import { ENGLISH } from "@/lib/ai/analyst/nlu/spelling";
import { normalizeName } from "@/lib/domain/player-name";

/** Below this classifier score (and with no cue or named player settling it) the GM asks instead of answering. */
export const CLARIFY_BELOW = 0.62;

export interface Reading {
  understood: Understanding;
  /** Players carried from earlier turns or earlier parts, used when the question itself names none. */
  players: string[];
  /** "If he's out" after a start/sit: the player assumed out, and who starts instead. */
  ifOut: { out: string; instead: string[] } | null;
  /** The words it was read from when more than the message: an earlier statement joined to it. */
  asked?: string;
}

export type Interpretation =
  | { kind: "answer"; readings: Reading[] }
  | { kind: "clarify"; options: [Intent, Intent] }
  /** A first name alone that several players could be: which one is meant. */
  | { kind: "whichPlayer"; typed: string; candidates: string[] }
  | { kind: "decline"; understood: Understanding };

const TRADE_VERDICT = new RegExp(
  "\\b(fair|accept|worth it|(good|bad|fair) (deal|trade)|do it|take (it|that|this|the deal)|would they|will they|" +
    "defensible|yay or nay|yea or nay|(take|do|accept) it or not|sensible|(good|smart|wise|bad) (move|call|idea)|" +
    "(is|was) (that|it|this) (good|ok|okay|smart|wise|a good idea|decent)|say (no|yes)|" +
    "pull the trigger|lopsided|overpay\\w*|" +
    "fleeced|robbed|who wins (it|that|this|the (trade|deal))|tilt\\w*|in my favou?r|w or l|" +
    "(that'?s|thats|is (that|it)) a (yes|no|win|w|l))\\b",
  "i",
);
// A word of thanks or agreement before a follow-up ("great. and Barkley?", "ok cool, what about next week").
// ("Good trade?", "fair deal?": a word that can be the question's own adjective is an interjection only before a
// stop or comma.)
const INTERJECTION = new RegExp(
  "^\\s*((great|nice|cool|thanks|thank you|thx|ok|okay|k|kk|sure|got it|sweet|alright|all right|" +
    "hmm+|yeah|yep|awesome|gotcha|splendid|understood|grand|lekker|aight|bet|noted|brilliant|lovely|cheers|" +
    "sound|roger|copy that|chur|sweet as|heard|10-4)[.!,:;\\-–—]*\\s+|" +
    "(fine|right|perfect|very good|good|excellent)[.!,]+\\s+)+(?=\\S)",
  "i",
);
const BYE_COVER_ASK = new RegExp(
  "\\b(cover|covers|replace|replaces|replacement|fill[- ]?ins?|fills in|backup|back-up|" +
    "stream(er|ers|ing)?|rental|sub|" +
    "stopgap|plug[- ]?in|" +
    "stand[- ]?in|step(s)? in|understudy|plug (that|the) (hole|gap)|" +
    "hold (the|his|her|that) (space|spot|fort)|take (his|her|that) (place|spot)|(in|on) (his|her|their|" +
    "[\\w'.-]+( [\\w'.-]+){0,2}) (place|stead)|" +
    "(whom?|what (qb|rb|wr|te|k|kicker|quarterback|running back|receiver|tight end)) (do |should |can )?i " +
    "(start|play|grab|get|pick ?up|add|use)|(i|we) (can|could|should) (grab|pick ?up|add|" +
    "stream)|" +
    // "who do I slot in for them?", "who should play in place of them?", "who should it be".
    "(slot|plug|put|stick|throw|swap) (\\w+ )?in|in place of (them|him|her)|who (should|would|will) (it|that) be)\\b",
  "i",
);
const RANGE_OF_IT = new RegExp(
  "^\\W*(and |ok |so )?(what'?s |whats |what is |how about |and )?(the |his |its |their )?(floor|ceiling|range|" +
    "upside|downside|high end|low end|worst case|best case|low and high|high and low)" +
    "( (on|of|for) (that|it|him|this|them))?( too| as well| also)?([.,!?]+\\s*(low and high|high and low|" +
    "floor and ceiling|ceiling and floor|both))?\\W*$",
  "i",
);
const BY_MEASURE = new RegExp(
  "^\\W*(and |ok |okay |now |what about |how about |sort |sorted |ranked |ordered |rank (them |it )?|" +
    "the same( list| table| thing)?,? )*(by|on|in) (the )?" +
    "(record|points?|pts|" +
    "points for|scoring|playoff (odds|chances|probability)|odds|chances|wins)( instead| then| now)?\\W*$",
  "i",
);
const GIVES_A_RANGE: ReadonlySet<Intent> = new Set<Intent>(["outlook", "projectedTotal", "startSit", "compare"]);
const WHY =
  /^\s*(why|how come|explain( that| why)?|are you sure|you sure|really|reason|based on what|says who)\b[^a-z]{0,3}$/i;
// "ok which one do i roll with", "which of the two do I start": a pick among players asked about before.
const PICK_ONE = new RegExp(
  "^\\W*((ok|okay|so|alright|right|and|then)\\W+)*(which|who) " +
    "(one|of (them|the two|those two|these two|the three))\\b[^?]*\\b(start|play|roll|go|use|pick|take|ride|flex)\\b",
  "i",
);
// More of the earlier answer, or the same question pressed.
const AGAIN = new RegExp(
  "^\\W*(and )?(more|(any|some|a few|a couple) more|more (pls|please|options|names|guys|ideas|of them)|others?|" +
    "other options|deeper|go deeper|dig deeper|keep going|go on|be honest|honestly|be real|for real|on paper|" +
    "any takers|anything (off|else|wrong)|what else|who else|anyone else|deep league ones?|how much)" +
    "( (pls|please|then|tho|though))?[^a-z]{0,6}$",
  "iu",
);
// A verb that tells something about a player: "Godwin is hurt again", "Kelce looks washed", "Tyreek's done".
const TELLS = new RegExp(
  "\\b(is|are|was|were|has|have|had|looks?|looked|seems?|seemed|been|got|gets|keeps?|can'?t|won'?t|isn'?t|" +
    "didn'?t|did)\\b|['’]s\\b|\\b\\w+ed\\b",
  "i",
);
// "Need a RB badly.", "Been thinking about Kelce.": a statement whose "I" is left out is one too.
const STATEMENT = new RegExp(
  "^(my|i|i'm|im|i've|we|we're|our|given|since|so|need|needing|been|gotta|looking for|trying to|" +
    // "Say I go 2-2 from here. Where's that leave my playoff chances?": a supposition is the question's context.
    "say|suppose|supposing|assume|assuming|let'?s say|imagine)\\b",
  "i",
);
// Families that find a player to pick up: a position asked in one holds for the next.
const PICKUPS: ReadonlySet<Intent> = new Set<Intent>(["waivers", "sleepers", "byeCover"]);
// Families whose follow-up may name another team of the league ("and Blitz Brigade's?").
const TEAM_FOLLOW_UP = new Set<Intent>(["record", "leaders", "tradeIdeas"]);
// A deadline for the answer, not a question of its own: "need an answer before 1", "asap pls", "lock is at noon".
const URGENT = new RegExp(
  "^(i |we )?need(s)? to know\\b|" +
    "^(i |we )?(need|needs|want|gotta have|must have) (an? |the |your )?(answer|reply|response|decision|call|" +
    "verdict|help)\\b|^(asap|quick|quickly|hurry|fast|pls hurry|please hurry|urgent)\\b|" +
    "^(lock|locks|lineups? lock|kickoff|games? (start|kick))\\b|^quick (q|question|one)\\b|" +
    // "on a job rn quick one", "at work": where the manager is while asking.
    "^(on (a|the) job|at work|on (my )?break|on shift)\\b",
  "i",
);
const TAIL = new RegExp(
  "^(good|fair|bad|smart|worth it|thoughts|yes|no|right|correct|agree|ok|okay|sure|deal|really|why|" +
    "(start|pick) one|go)\\b",
  "i",
);
// A verdict asked for in a few words of its own ("smash accept or am i getting fleeced", "would you do it"): part
// of the question before it, not a question of its own.
// A position group named alone ("my rbs", "the running backs").
const GROUP_WORDS = new RegExp(
  "\\b((my|the|our) )?(rbs?|wrs?|tes?|qbs?|(wide )?receivers?|wide ?outs?|running ?backs?|tight ?ends?|" +
    "quarterbacks?|kickers?)\\b",
  "gi",
);
const VERDICT_MORE = /\b(smash|y\/n|yes or no)\b/i;
const VERDICT =
  /\b(accept|decline|reject|fleeced|robbed|ripped off|fair|worth it|good idea|bad idea|do it|pull the trigger)\b/i;
const SCOPE = new RegExp(
  "^(please |pls |and )?(check|look at|look over|go through|scan|consider|include|across|for) " +
    "(my |the |our )?(whole |entire |full )?(team|roster|squad|lineup|starters|bench)\\s*[.!?]*$",
  "i",
);
const BOTH = /\b(between )?(them both|both of them|the two of them|those two|these two|the two|them|they|both)\b/i;
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
// "Would you rather start him or McMillan": he is set against a player the question names.
const SET_AGAINST_BOTH = new RegExp(
  "\\b(compared? (to|with)|vs\\.?|versus|against|over|next to|stacks? up (to|against|with))\\s+" +
    "(them both|both of them|both|those two|the two|these two)\\b",
  "i",
);
const AGAINST = new RegExp(
  "\\b(him|he)\\b(?=\\s+(out\\s+)?(or|vs\\.?|versus|over|and|with|to|against)\\b)|" +
    // "How does he compare to Bowers", "how does he stack up against Kelce".
    "\\b(him|he)\\b(?=\\s+(compares?|stacks?( up)?|measures?( up)?|ranks?)\\s+(to|with|against|next to)\\b)|" +
    // "Is he better than Hampton", "he a safer play than Pitts".
    "\\b(he|him)\\b(?=\\s+(\\w+ly )?(a |the )?(better|worse|safer|bigger|stronger|more valuable)\\b[^?]*\\bthan\\b)|" +
    "(?<=\\b(or|vs\\.?|versus|over|than|with|to|and)\\s+)\\b(him|he)\\b|" +
    // "Should I sit him this week and play Ferguson instead": benched for the player named.
    "(?<=\\b(sit|sitting|bench|benching)\\s+)\\bhim\\b(?=[^?]*\\b(play|start|go with|use)\\b)|" +
    // "Thinking of sitting him for Wan'Dale this week".
    "(?<=\\b(sit|sitting|bench|benching)\\s+)\\bhim\\b(?=\\s+(for|over|instead of|in favou?r of)\\b)|" +
    // "If I trade him for Flowers and Kincaid": he is the side the manager gives.
    "(?<=\\b(trade|trading|deal|dealing|flip|flipping|move|moving|ship|shipping|swap|swapping|offer)\\s+)\\bhim\\b|" +
    // "He's offering LaPorta and Moore for him": the price asked is him.
    "(?<=\\bfor\\s+)\\bhim\\b",
  "i",
);
const TEAM_PRONOUN =
  /\b(his team|her team|them|they|their|theirs|that team|that guy|him|her|she)\b|^\s*he\b|(?<=\s)'?em\b/i;
const IF_THEY_PLAY = new RegExp(
  "^\\s*(?:ok|okay|so|and|but|alright)?[,\\s]*(?:if|assuming|provided|as long as)\\s+" +
    "(?:they|he|she|both)(?:'re|'s| are| is)?(?: both| all)?\\s+" +
    "(?:good to go|healthy|playing|active|fine|ok|okay|cleared|available|a go|suiting up|goes|plays)\\s*,?\\s*" +
    // ("ok assuming he goes, bucky or chuba": the pick after it, however it is asked.)
    "(?=(?:then\\s+)?(?:who|which|what|should|do|can|is)\\b|[^?]*\\b(or|vs\\.?|versus)\\b)",
  "i",
);
const PRONOUN = /\b(he|him|his|he's|hes|he is|they|them|their)\b/i;
// "He's offering LaPorta and Moore for him": the one offering is the other manager; the player is "him".
const PROPOSES = new RegExp(
  "^\\s*('s|s|is|are|'re|has|have)?\\s*" +
    "(offering|offered|offers|proposing|proposed|wants?|wanted|asking|asked|sent|sends?|sending)\\b",
  "i",
);

/** The question with the earlier turn's player for the first pronoun that can be him (not the one proposing a deal). */
const HIM_OR_ANOTHER = /\b(him|he)\b[^?.]{0,12}\b(or|vs\.?|versus)\b|\b(or|vs\.?|versus)\s+(him|he)\b/i;

function withPlayerForPronoun(question: string, player: string): string {
  for (const m of question.matchAll(new RegExp(PRONOUN.source, "gi")))
    if (!PROPOSES.test(question.slice(m.index + m[0].length)))
      return question.slice(0, m.index) + player + question.slice(m.index + m[0].length);
  return question;
}
// "Now do the same for my tight ends": the question before, about them.
const SAME_FOR = new RegExp(
  "^\\s*(now |and |ok |okay |so )?(please )?((do|can you do|could you do) (the )?same( thing)?|" +
    "same (two|ones|guys|players|pair|question|q|thing))( again)?( but)? (for|with|in) ",
  "i",
);
// An offer told: "someone just offered me Jefferson", "got offered Chase".
const OFFER_TOLD =
  /\b(offer(ed|ing|s)? me|(got|been|was) offered|propos(ed|ing) (me|to me)|wants? to (trade|give) me)\b/i;
// "and would your answer differ were the same question posed for next week instead?": the question again, for then.
const ANSWER_DIFFERS = new RegExp(
  "^\\W*((understood|got it|thanks|ok|okay|right)\\W+)?(and |but |so |ok )?((would|does|will|could|might) |if )?" +
    "(your|the|that) (answer|pick|call|advice|take|verdict) " +
    `(differs?|changes?|be (any )?different)\\b[^?]*?(?=\\b(for|in) (the )?(${NEXT_WEEK}|week \\d+)\\b)`,
  "i",
);
// "and if nabers is out?", "what if Lamb can't go": one of the players just weighed, out.
const NAMED_OUT = new RegExp(
  "\\b(if|what if|say|suppose)\\b[^?]{1,40}?\\b(is|'s|are|were|was|ends up|gets)?\\s*(out|inactive|ruled out|" +
    "doesn'?t play|can'?t go|cant go|sits|misses|scratched|a scratch)\\b",
  "i",
);
const IF_OUT =
  /\b(if|what if) (he'?s|he is|hes|they'?re|he|they) (out|inactive|ruled out|doesn'?t play|can'?t go|sits)\b/i;
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

const playersOf = (u: Understanding) => u.mentions.filter((m) => m.kind === "player").map(mentionValue);
/** The players and roster spots ("my kicker") a message names. */
const namedOrSpot = (u: Understanding) =>
  u.mentions.filter((m) => m.kind === "player" || m.kind === "roster").map(mentionValue);

/** Players an earlier turn was about: the names its tool calls were given, in order. */
function turnPlayers(turn: EarlierTurn): string[] {
  const out: string[] = [];
  for (const call of turn.calls) {
    const i = call.input;
    for (const key of ["player", "players", "give", "get"]) {
      const v = i[key];
      for (const name of Array.isArray(v) ? v : [v])
        if (typeof name === "string" && !out.includes(name)) out.push(name);
    }
  }
  return out.filter((n) => !/^(my|top) /.test(n));
}

/** The recommended player first, when an earlier start/sit answer ranked them. */
function rankedPlayers(turn: EarlierTurn): string[] {
  for (const r of turn.results) {
    const v = r.value as { players?: { name?: unknown }[] } | null;
    if (r.ok && r.toolName === "comparePlayers" && Array.isArray(v?.players))
      return v.players.flatMap((p) => (typeof p.name === "string" ? [p.name] : []));
  }
  return turnPlayers(turn);
}

// "If so", "if not", "if he is": the answer to the part before, assumed by the part after.
const IF_SO =
  "if (?:not|so|yes|no|he is|he'?s|she is|she'?s|they are|they'?re|he does|she does|they do|he plays|" +
  "he isn'?t|he doesn'?t|that'?s the case|that is the case|that is so|that'?s so)";

// Words a question starts with: a joiner ("and", "+", "then") before one of them starts a second question.
const ASKS =
  "what|who|whom|how|is|are|should|can|could|do|does|rank|which|whats|what's|am|will|would|any|who's|whos|how's|" +
  "where|" +
  "when|tell|give|gimme|show|list|find|sort|order|set|optimi[sz]e|suggest|recommend|pitch|evaluate|check|compare|" +
  "identify|flag|let me know|lemme know|lmk";
// A horizon leading a question ("…, and rest of season who's better"): the question still starts after it.
const HORIZON_LEAD =
  "(?:for |over )?(?:the )?(?:rest of (?:the )?(?:season|year|way)|ros|long[- ]term|going forward|next week|" +
  "this week|week \\d+),?\\s+";
const JOINED = new RegExp(
  // A full stop ends a sentence, but not a name's "Jr." or an initial ("D. Moore").
  "(?<=\\?)\\s+(?=\\S)|(?<!\\b(?:jr|sr|st|vs|mr|dr|[a-z]))\\.\\s+(?=[A-Za-z])|;\\s*|" +
    // A sentence ending inside a quotation: "…saying 'you're miles behind me.' Who's leading".
    "(?<=[.!?]['’\"”])\\s+(?=[A-Z])|" +
    "\\s*\\b(?:and also|also)\\b\\s*|" +
    // ("Josh Allen for Jalen Hurts plus Tony Pollard": "plus" inside a trade adds a player to a side.)
    "(?<!\\b(?:for (?!(?:my|our|the|this|next|that|week|wk|a|an)\\b)|trad(?:e|ing)|giv(?:e|ing)|get(?:ting)?|" +
    "offer\\w*|send\\w*|swap\\w*)\\b[^?.;]*)\\s*\\bplus\\b\\s*|" +
    // "record + playoff odds?", "who'm I facing, and my proj total?": two of the team's numbers asked side by side
    // ("whats my record and my odds": one named right after another).
    `(?:\\s+[+&]|,\\s*and|(?<=\\b${TEAM_NUMBER_ALTERNATIVE})\\s+and)\\s+` +
    `(?=(?:my |the |our )?(?:${TEAM_NUMBER_ALTERNATIVE}|` +
    "byes|injuries|sleepers|adds|pickups|waivers|status|outlook|(?:an? |some )?(?:pivot|replacement|fill-?in|" +
    "streamer|pickup|add|backup)s?)\\b)|" +
    "(?:,\\s*|\\s+)(?:and|&|\\+),?\\s+(?:if not,?\\s+|then\\s+|" +
    // "…, and, in light of it, should I be selling him", "…and, while you are at it, tell me whether…".
    "(?:in light of (?:it|that|this)|with that in mind|given that|in that case|while you(?:'re| are) at it),?\\s+|" +
    "(?:separately|secondly|additionally|also|afterwards|after that|finally|um+|uh+|er+|oh|like),?\\s+)?" +
    `(?=(?:${HORIZON_LEAD})?(?:${ASKS})\\b|(?:have|has|did|was|were) (?:i|we|my|he|she|they)\\b)|` +
    // "…(,) then rank my RBs": "then" joins an instruction (not "if I win out then do I make it").
    "(?:,\\s*|\\s+)then\\s+(?=(?:tell|give|gimme|show|list|find|rank|sort|order|set|optimi[sz]e|who|which)\\b)|" +
    // "…and if not, who do I grab", "…and if so, should I start him": the second part stands on its own.
    `,?\\s+and,? ${IF_SO},?\\s+|` +
    // "Give me my current playoff odds and then my odds if I lose this week".
    ",?\\s+and then\\s+(?=(?:my|our|the|what|how|who)\\b)|" +
    // "what are my playoff odds and if I win out do I get in": a scenario asked after the question before it.
    ",?\\s+and (?=if (?:i|we)\\b)",
  "i",
);

// A part that asks or tells: it starts with a question word or an instruction.
const ASKING = new RegExp(
  `^\\s*(?:${ASKS}|compare|evaluate|grade|check|start|sit|bench|drop|cut|trade|suggest|recommend|help)\\b`,
  "i",
);

// "X or Y this week? need one of em": how many of them the lineup takes.
const NEEDS_ONE_OF = "(i |we )?(just |only )?need (just |only )?(one|1|two|2) of";
// A sentence after a question that only tells ("only one of them is starting", "Thinking of shopping him.", "not
// for this week, just in general"): the context of the question before it, not a question of its own.
const TELLS_MORE = new RegExp(
  "^(not|only|just|thinking|leaning|considering|wondering|asking|because|cause|cuz|since|as|both|neither|either|" +
    `${NEEDS_ONE_OF}|` +
    "one of|i'?m|im|i'?ve|i was|i am|he'?s|hes|he is|they'?re|it'?s|that'?s|thats|" +
    "i (can )?only|we (can )?only|can only|" +
    // "who goes in my flex this wk. got khalil shakir, rachaad white n hunter henry to pick from": the candidates.
    "got|i got|options|choices|" +
    // "I honestly lost track after the bye weeks", "I keep forgetting": the manager telling about himself.
    "i (?:(?:honestly|really|just|totally|kinda|kind of|sort of|completely|also) )?(?:lost|forgot|forget|missed|" +
    "haven'?t|didn'?t|don'?t|can'?t|couldn'?t|keep|kept|heard|saw|read|had|never|stream|usually|always|normally))\\b",
  "i",
);
// "Injury and bye report for my team…", "ROS rankings at WR for week 12": a report named in its first words.
const ASKS_FOR_REPORT = new RegExp(
  "^\\s*([\\w'’&-]+\\s+){0,4}(report|rankings?|outlook|projections?|breakdown|rundown|update|odds)\\b" +
    "(?![^.!?]*\\b(is|are|was|were)\\b)",
  "i",
);
const MOVE_WORDS =
  /\b(need|want|looking for|grab|pick(ing)? ?up|add|adding|drop|dropping|cut|cutting|stash|start|sit|bench)\b/i;
// News of an injury ("pops up as Q", "has a Q next to his name", "listed as doubtful") and a pick asked again.
const INJURY_NEWS = /\b(q|questionable|doubtful|gtd|game[- ]time|limited|dnp|injur\w*|hurt|out)\b/i;
const RECONSIDERS = new RegExp(
  "\\b(still (him|start|play|go|roll)|change (anything|it|that|things|your (answer|pick|mind))|switch|swap|pivot|" +
    "who then|then who|same answer|does that change)\\b",
  "i",
);
const CONFIRMS_IN_PASSING = /^(he'?s|hes|he is|she'?s|it'?s|that'?s|they'?re)\b[^?]{0,40}\bright\s*\?\s*$/i;
const ONLY_ROOM_FOR = new RegExp(`^((i|we) )?(can )?only (start|play|use|fit|roll out)\\b|^${NEEDS_ONE_OF}\\b`, "i");
// A lead that frames the question after it ("Looking ahead.", "Long term:"): its context.
const FRAMES = /^(looking ahead|big picture|long[- ]term|(the )?long (haul|run)|short[- ]term|for now)\b/i;
// A short lead that sets something aside ("Forget this week.", "Never mind the playoffs."): not asked at all.
const SET_ASIDE_LEAD =
  "^\\s*((actually|ok|okay|wait|oh|hmm),?\\s+)?(forget|never ?mind|nvm|ignore|scratch|setting aside|leaving aside)\\b";
const SETS_ASIDE = new RegExp(`${SET_ASIDE_LEAD}[^?.!;:]{0,40}[.!;:]\\s+(?=\\S)`, "i");
// …ended by a comma when no full stop ends it ("ok forget the numbers, just tell me who to start").
const SETS_ASIDE_CLAUSE = new RegExp(`${SET_ASIDE_LEAD}[^?.!;:,]{0,40},\\s+(?=\\S)`, "i");

/** The question without a sentence of hurry before or after it ("quick q:", "…? need an answer before 1"). */
function withoutDeadline(text: string): string {
  const short = (s: string) => URGENT.test(s.trim()) && s.trim().split(/\s+/).length <= 8;
  const tail = /([?.!;,]|\s[-–—])\s*([^?.!;,]+?)[\s.!]*$/.exec(text);
  if (tail && short(tail[2]!) && text.slice(0, tail.index).trim().length) return text.slice(0, tail.index + 1);
  const lead = /^\s*([^?.!;:,]+)[.!;:,]\s+(?=\S)/.exec(text);
  if (lead && short(lead[1]!)) return text.slice(lead[0].length);
  return text;
}

// "Rank my TEs. Next week.": a part that only names when is the time of the question before it.
const WHEN_ONLY = new RegExp(
  "^\\s*(for |in )?(next week|this week|week \\d+|wk \\d+|(the )?rest of (the )?(season|" +
    "year|way)|ros|tonight|sunday)[.!?]*\\s*$",
  "i",
);

// Only a name, perhaps after a word of apology or a lead-in: "Sorry — Joe Burrow.", "Re: Kyren".
// …or "What about Kyren Williams?" before "Is he good to go?".
const NAME_LEAD = new RegExp(
  "^\\W*(?:(?:[Ss]orry|[Oo]k(?:ay)?|[Ss]o|[Oo]h|[Rr]e|[Aa]bout|[Aa]nd|[Nn]ow|[Aa]lso|[Ww]hat about|" +
    "[Hh]ow about)\\W+)*" +
    "(?:[A-Z][\\w'’.-]*\\W*){1,3}$",
);

// A sentence that asks, after a lead naming its subject ("Brock Purdy: what's his injury status").
// …or after a joining word ("and what's Puka worth in a trade").
const asksAfterLead = (sentence: string) =>
  ASKING.test(sentence) ||
  ASKING.test(sentence.replace(/^[^:?]{1,40}:\s*/, "")) ||
  ASKING.test(sentence.replace(/^\s*(and|but|so|also|plus|then|ok|okay)\s+/i, ""));

// "If I win two more games, how are my playoff chances": a question after a lead inside the sentence.
const ASKS_WITHIN = /\b(how|what|who|which|where) (are|is|do|does|would|will|should|can|could) (i|we|my|our)\b/i;
// "Deep sleepers, plus a TE to cover the bye", "ROS outlook and what he'd fetch?": a family's own words asked for
// in a word or two, a request of its own rather than the lead of the question after it.
const REQUEST_PHRASE = new RegExp(
  "^\\s*((wk|week) ?\\d+ |best |deep |any |top |my |ros |weekly )?(adds|sleepers|pickups|byes|bye weeks|status|" +
    "outlook|ros outlook|record|playoff odds|matchup|projection|proj(ected)? total)\\s*[,.;:!]*\\s*$",
  "i",
);
function splitParts(question: string): string[] {
  // A part joined from a statement and the question after it ("My buddy says X is worth a first. What's he worth
  // in a trade") ends asking: the next question is a question of its own.
  const endsAsking: boolean[] = [];
  return (
    question
      .split(JOINED)
      // ("…this week?? AND while you're at it is Kittle even healthy": the lead only joins the second question on.)
      .map((s) => s.trim().replace(ASIDE_LEAD, ""))
      .filter((s) => s.replace(/[^a-z0-9]/gi, "").length > 2)
      // A statement ("My QB has a bye in week 12;") or a lead of a word or two ("henry. start?", "ROS: cook or
      // hall") is the context of the question after it.
      .reduce<string[]>((parts, s) => {
        const prev = parts[parts.length - 1];
        const words = prev?.split(/\s+/).length ?? 0;
        // A long sentence that neither asks nor tells ("ok so I've been going back and forth all morning …").
        // …or a sentence that only tells, before a question ("Hurts is on bye in week 9. Who's the best streamer?").
        const tells =
          prev !== undefined &&
          !asksAfterLead(prev) &&
          !ASKS_INSIDE.test(prev) &&
          /\b(is|are|was|were|has|have|had|got|gets)\b/i.test(prev) &&
          /\?\s*$/.test(s);
        // ("Injury and bye report for my team for week 13, plus my matchup": a report asked for is a request.)
        const context =
          (((words > 8 && !ASKING.test(prev ?? "") && !ASKS_FOR_REPORT.test(prev ?? "")) || tells) &&
            !ASKS_WITHIN.test(prev ?? "")) ||
          FRAMES.test(prev ?? "");
        // …unless it names a move of its own ("I'm thinking of dropping him", "I need a WR").
        // ("…? I can only start two of them": the room in the lineup, told, not a move asked about.)
        const tellsMore = TELLS_MORE.test(s) && !/\?\s*$/.test(s) && (!MOVE_WORDS.test(s) || ONLY_ROOM_FOR.test(s));
        // "…the rest of the season? he's a rookie right?": a fact checked in passing after a question is its context.
        const confirms = prev !== undefined && /\?\s*$/.test(prev) && CONFIRMS_IN_PASSING.test(s);
        // A fragment of a few words after a statement ("Puka's been quiet. Buy low?") asks about that statement.
        const fragment =
          prev !== undefined &&
          s.split(/\s+/).length <= 3 &&
          !ASKING.test(s) &&
          !asksAfterLead(prev) &&
          !/\?$/.test(prev);
        // "Three receivers, two spots: Pittman, Meyers, Shakir. Who plays?": a short "who"/"which" after a list
        // picks among it.
        const picksAmong =
          prev !== undefined &&
          !/\?\s*$/.test(prev) &&
          /,[^,]+,|\bor\b/i.test(prev) &&
          /^\s*(so |and |but |ok )?(which|who)\b[^?]*\b(plays?|starts?|sits?|goes in|go in|one)\b/i.test(s) &&
          s.split(/\s+/).length <= 5;
        // A short question about "him" after a sentence that only tells ("Godwin is hurt again... cut him?",
        // "Kelce looks washed. sell him?") asks about the player that sentence named.
        // ("Achane rest of season outlook and what would he fetch" asks twice: its first part tells nothing.)
        // "Sorry — Joe Burrow. Is he worth keeping around?": a lead that is only a name is whom the question is about.
        const nameLead = prev !== undefined && NAME_LEAD.test(prev) && PRONOUN.test(s);
        const aboutTold =
          prev !== undefined &&
          !/\?$/.test(prev) &&
          !asksAfterLead(prev) &&
          TELLS.test(prev) &&
          /\b(he|him|his|he'?s|hes)\b/i.test(s) &&
          s.split(/\s+/).length <= 10;
        if (
          prev !== undefined &&
          !endsAsking[parts.length - 1] &&
          !sideBySide(prev, s) &&
          (((STATEMENT.test(prev) || (words <= 2 && !REQUEST_PHRASE.test(prev)) || context) &&
            !/\?$/.test(prev) &&
            !ASKS_WITHIN.test(prev)) ||
            tellsMore ||
            fragment ||
            aboutTold ||
            nameLead ||
            picksAmong ||
            confirms)
        ) {
          parts[parts.length - 1] = `${prev} ${s}`;
          // ("I saw Taylor on the injury report. Is he dealing with anything, and what's his projection": the
          // question after the statement ends the part, so the next question is one of its own.)
          endsAsking[parts.length - 1] =
            /^\s*(what|who|how|which|why|when|where|should|can|will)\b/i.test(s) ||
            (/^\s*(is|are|am|was|were|do|does|did|could|would|has|have)\b/i.test(s) && !ASKING.test(prev));
        } else {
          parts.push(s);
          endsAsking.push(false);
        }
        return parts;
      }, [])
      // A short verdict asked for ("Good deal?", "thoughts?", "yes or no?") or the scope of the question before
      // ("check my whole team") finishes the part before it.
      .reduce<string[]>((parts, s) => {
        const words = s.split(/\s+/).length;
        if (
          parts.length &&
          ((words <= 3 && TAIL.test(s)) ||
            (words <= 8 && (VERDICT.test(s) || VERDICT_MORE.test(s))) ||
            SCOPE.test(s) ||
            WHEN_ONLY.test(s))
        )
          parts[parts.length - 1] += ` ${s}`;
        // "which ones do i keep and which do i cut loose?": one question about the same players, in two halves.
        else if (
          parts.length &&
          KEEP_OR_CUT.test(parts[parts.length - 1]!) &&
          /^\s*which\b/i.test(s) &&
          KEEP_OR_CUT.test(s)
        )
          parts[parts.length - 1] += ` and ${s}`;
        else parts.push(s);
        return parts;
      }, [])
  );
}

// "record and playoff odds please": two of the team's numbers asked side by side, the first in a word or two.
const sideBySide = (lead: string, next: string) =>
  LEADS_WITH_TEAM_NUMBER.test(lead) && LEADS_WITH_TEAM_NUMBER.test(next);

const TELLS_SIDE = /^\W*(i'?m|i am|we'?re|i'?d be|i would be) (the one )?(getting|giving|receiving|sending)\b/i;

const ASIDE_LEAD =
  /^(and|plus|oh and)?,?\s*(while you'?re at it|while you are at it|on top of that|additionally),?\s+/i;

const KEEP_OR_CUT = /\bwhich\b[^?]*\b(keep|hold|stash|cut|drop|release|let go)\b/i;

const confident = (u: Understanding) =>
  u.intent !== "None" && u.intent !== "help" && (u.decidedBy === "cue" || u.confidence >= CLARIFY_BELOW);

// In a question of several parts, "what can you do?" is a part like any other.
const confidentPart = (u: Understanding) =>
  confident(u) || (u.intent === "help" && (u.decidedBy === "cue" || u.confidence >= CLARIFY_BELOW));

interface EarlierReading {
  intent: Intent;
  players: string[];
  u: Understanding;
}

function earlierReading(prior: Interpretation, last: EarlierTurn): EarlierReading | null {
  if (prior.kind !== "answer") return null;
  const first = prior.readings[0]!;
  const named = turnPlayers(last);
  // "which teams are thin at te" → "i could move one": the position the earlier answer was about, however it was read.
  const position = first.understood.position ?? calledPosition(last);
  return {
    intent: first.understood.intent,
    players: named.length ? named : first.players,
    u: position === first.understood.position ? first.understood : { ...first.understood, position },
  };
}

const POSITIONS: readonly string[] = ["QB", "RB", "WR", "TE", "K"] satisfies FantasyPosition[];
const isPosition = (p: unknown): p is FantasyPosition => typeof p === "string" && POSITIONS.includes(p);
const calledPosition = (turn: EarlierTurn): FantasyPosition | null =>
  turn.calls.map((c) => c.input.position).find(isPosition) ?? null;

// Families whose answer is about one position, which a follow-up of the same family naming none keeps.
const AT_A_POSITION: ReadonlySet<Intent> = new Set<Intent>(["tradeIdeas", "positionRank", "sleepers", "waivers"]);

/** "which teams are thin at te" → "i could move one": the same family asked again keeps the position. */
function keepsThePosition(meant: Interpretation, last: EarlierTurn | undefined, prior: Interpretation | null) {
  const only = meant.kind === "answer" && meant.readings.length === 1 ? meant.readings[0]! : null;
  const before = prior?.kind === "answer" && prior.readings.length === 1 ? prior.readings[0]! : null;
  if (!only || !before || !last || only.understood.intent !== before.understood.intent) return meant;
  if (!AT_A_POSITION.has(only.understood.intent) || only.understood.position || only.players.length) return meant;
  const position = before.understood.position ?? calledPosition(last);
  return position ? { ...meant, readings: [{ ...only, understood: { ...only.understood, position } }] } : meant;
}

/** A message in capitals ("WHO GOES IN MY RB2 SLOT") read as typed in lower case: shouting is no capitalised name. */
function asTyped(text: string): string {
  const letters = text.replace(/[^A-Za-z]/g, "");
  const upper = text.replace(/[^A-Z]/g, "").length;
  return letters.length >= 8 && upper / letters.length > 0.7 ? text.toLowerCase() : text;
}

// A letter's greeting and signature ("Dear GM, …", "… Regards, Harold"), and a closing aside ("Ignore this week
// entirely."): not part of the question.
const GREETING = new RegExp(
  "^\\s*((dear|hello|hi|hey)\\s+(gm|coach|sir|friend|assistant)\\b[,.!:]*|" +
    "((sorry|ok|okay|also|so),?\\s+)?(two|2|three|3|" +
    "a couple( of)?|a few|couple( of)?) (\\w+ )?(things|questions|qs|plans|asks|parts|asserts|queries)\\s*[:,.-]+|" +
    "(question|" +
    "q)\\s*:)\\s*",
  "i",
);
const SIGNATURE = new RegExp(
  "(?<=[,.!?])\\s*(regards|best regards|kind regards|best|thanks|thank you|cheers|" +
    "sincerely|yours( truly)?|respectfully)\\s*,?\\s+[a-z]+\\.?\\s*$|" +
    // "Now do the same for my tight ends, thank you.": a thanks closing the question.
    ",\\s*(thank you|thanks|thx|ty|cheers)( (so|very) much)?\\s*[.!]*\\s*$",
  "i",
);
const CLOSING_ASIDE = /(?<=[.!?])\s+(forget|ignore|never ?mind|disregard)\b[^?.!]{0,40}[.!]?\s*$/i;
// "Two things about Brock Purdy: …": the count of questions goes, whom they are about stays.
const QUESTIONS_ABOUT =
  /^\s*(two|2|three|3|a couple( of)?|a few|couple( of)?) (things|questions|qs) (about|on|re|regarding)\s+/i;
const withoutLetterFrame = (text: string) =>
  text.replace(QUESTIONS_ABOUT, "").replace(GREETING, "").replace(SIGNATURE, "").replace(CLOSING_ASIDE, "").trim() ||
  text;

// What a league app prints beside a pasted name: "Jaylen Warren (PIT - RB) [11.8]", "Kyle Pitts ATL TE".
const APP_TEAM_POSITION = /\s*\(\s*[A-Za-z]{2,3}\s*[-–]\s*(QB|RB|WR|TE|K|DST|D\/ST|DEF)\s*\)/gi;
const APP_POINTS = /\s*\[\s*\d+(\.\d+)?\s*(pts?|proj\w*)?\s*\]/gi;
const NFL_ABBREVIATION =
  "(ARI|ATL|BAL|BUF|CAR|CHI|CIN|CLE|DAL|DEN|DET|GB|HOU|IND|JAX|JAC|KC|LV|LAC|LAR|MIA|MIN|NE|NO|NYG|NYJ|PHI|PIT|" +
  "SEA|SF|TB|TEN|WAS|WSH)";
const APP_TEAM_THEN_POSITION = new RegExp(`\\s+${NFL_ABBREVIATION}\\s*[-–]?\\s*(QB|RB|WR|TE|K)\\b`, "g");
// "Chase Brown (CIN) [13.1]": the team alone in brackets.
const APP_TEAM = new RegExp(`\\s*\\(\\s*${NFL_ABBREVIATION}\\s*\\)`, "g");
const withoutAppTags = (text: string) =>
  text.replace(APP_TEAM_POSITION, "").replace(APP_POINTS, "").replace(APP_TEAM_THEN_POSITION, "").replace(APP_TEAM, "");

// "I wonder whether Dart is worth starting", "I'd love to know my record", "I'm curious who I should start", "not sure
// who goes in my flex", "and I wonder about next week": a question asked indirectly is the question.
const INDIRECT_LEAD = new RegExp(
  "(^\\W*|[.!?;,]\\s+|\\b(?:and|also|but|so|ok|okay)\\s+)" +
    "(?:i\\s*(?:'?m|am)\\s+(?:also\\s+|just\\s+|really\\s+)?(?:curious|wondering|not sure)|" +
    "i\\s+(?:also\\s+)?wonder|i\\s+was\\s+wondering|not sure|" +
    "i(?:'?d| would)\\s+(?:also\\s+|really\\s+)?(?:love|like|be curious)" +
    "(?:\\s+to\\s+(?:know|see|hear|learn|find out|get))?|" +
    // "tell me who i play", "can you show me what my odds are".
    "(?:(?:can|could|would) you\\s+|please\\s+)?(?:tell|show) me(?=\\s+(?:who|what|which|how|where|when)\\b))" +
    "(?:\\s+(?:to know|if|whether|as to))?\\s+(?=\\S)",
  "gi",
);

/**
 * A message as the readers take it: Spanish glossed, shouting lowered, a letter's frame, an app's tags and chat's
 * "n" undone.
 */
const asWritten = (text: string) =>
  withoutLetterFrame(asTyped(withoutAppTags(fromSpanish(text))))
    // "now do week 12 too 💀": an emoji says how the manager feels, not what he asks.
    .replace(/\s*[\p{Extended_Pictographic}\u{FE0F}\u{200D}\u{1F3FB}-\u{1F3FF}]+/gu, "")
    .replace(INDIRECT_LEAD, "$1")
    .replace(
      // "is mahomes playin n should i start him": chat's "n" for "and" before a question.
      /(^|\s)n\s+(?=(should|what|who|how|is|are|am|can|do|does|will|which|whos|who's|where)\b)/gi,
      "$1and ",
    )
    // "Before I set my lineup, I should like a complete accounting of who is injured": when it is asked, not what.
    .replace(/^\s*before (i|we) (set|lock|finali[sz]e|make|submit|do) (my|our|the) (lineup|line-?up),?\s+/i, "")
    // "now te's best to worst": a position's plural written with an apostrophe.
    .replace(/\b(qb|rb|wr|te)['’]s\b(?=\s+(best|worst|ranked|rank|in order|for|this|next|from)\b|\s*[?!.]*$)/gi, "$1s")
    // "his rest-of-season outlook": the horizon in words.
    .replace(/\brest-of-(the-)?(season|year|way)\b/gi, (w) => w.replace(/-/g, " "))
    // "next wk?", "wk12", "wk=next": the week in words, as the follow-up checks read it.
    .replace(/\b(?:wk|week)\s*=\s*next\b/gi, "next week")
    // "whit could ah get": Scots "ah" for "I" after a verb of asking.
    .replace(/\b(could|should|do|can|would|will|did|shall|must) ah\b/gi, "$1 i")
    // Scots "whit's" for "what's", read before the message is cut into parts.
    .replace(/\bwhit(?=(['’]s|s)?\b)/gi, "what")
    // "Please is he healthy now": a courtesy before the question word.
    .replace(
      /(^|[.!?]\s+)(please|pls|plz)[,!]?\s+(?=(is|are|who|what|which|how|can|could|do|does|should|will|if)\b)/gi,
      "$1",
    )
    // "Beyond him, are any of my other players injured?": the player set aside is not whom it asks about.
    .replace(
      new RegExp(
        "^\\s*(beyond|besides|other than|apart from|aside from|except for) (him|her|them|" +
          "that guy)\\s*,\\s*(?=.*\\b(other|else)\\b)",
        "i",
      ),
      "",
    )
    // "an' tell me": "and" with its d dropped.
    .replace(/\ban['’](?=\s)/gi, "and")
    // "i.e. what is he worth": a lead that restates the question before.
    .replace(/^\s*(i\.e\.|ie|e\.g\.|aka|as in)[,:]?\s+/i, "")
    .replace(/\bnxt\b/gi, "next")
    .replace(/\bwk(s?)\s*(?=\d)/gi, "week$1 ")
    .replace(/\bwk(s?)\b/gi, "week$1");

/** A player's last name without its suffix ("Walker" of Kenneth Walker III, "Smith-Njigba"); no regex characters. */
const lastName = (full: string) =>
  full
    .split(/\s+/)
    .filter((w) => !/^(jr|sr|ii|iii|iv|v)\.?$/i.test(w))
    .pop() ?? "";

/** A turn ended with a full stop when it ends without one, so a question after it reads as a sentence of its own. */
const withStop = (text: string) => (/[.?!;:]\s*$/.test(text) ? text.trim() : `${text.trim()}.`);

// "The first one", "the second", "option 2", "the latter", "b" (a letter or a number only as the whole reply).
const FIRST = /^\s*((the )?(first|1st|former|option (1|one)|number (1|one))\b|(a|1)\s*[.!)]?\s*$)/i;
const SECOND = /^\s*((the )?(second|2nd|latter|last one|option (2|two)|number (2|two))\b|(b|2)\s*[.!)]?\s*$)/i;

// The words of each reading as the clarifying question offers it ("your team's record and standing": record,
// standing), without the words several readings share.
const SHARED = /^(your|player|players|this|week|team|with|from|that|what|whether|between|start|odds|playoff)s?$/;
const READING_WORDS = Object.fromEntries(
  Object.entries(READING).map(([intent, text]) => [
    intent,
    (text.match(/[a-z]{4,}/g) ?? []).filter((w) => !SHARED.test(w)),
  ]),
) as Record<Intent, string[]>;

/** The reading a reply to a clarifying question picks: by its place, or by the family the reply reads as. */
async function pickedReading(
  reply: string,
  options: [Intent, Intent],
  read: (text: string) => Promise<Understanding>,
): Promise<Intent | null> {
  const words = reply.trim().split(/\s+/).length;
  if (words > 8) return null;
  const bare = reply.replace(/^\s*(yes|yeah|yep|no|nah|i mean|i meant|sorry|oh|um+|uh+)[,.!\s]+/i, "");
  if (FIRST.test(bare)) return options[0];
  if (SECOND.test(bare)) return options[1];
  const u = await read(reply);
  if (options.includes(u.intent) && !playersOf(u).length) return u.intent;
  // "The record", "matchup": the reply names words of one option's description and none of the other's.
  const said = new Set(bare.toLowerCase().match(/[a-z]{4,}/g) ?? []);
  const hits = options.map((o) => READING_WORDS[o].filter((w) => said.has(w)).length);
  if (hits[0]! > 0 && hits[1] === 0) return options[0];
  if (hits[1]! > 0 && hits[0] === 0) return options[1];
  return null;
}

/** The candidate a reply to "which Josh do you mean?" picks ("Allen", "josh jacobs", "the first one"). */
async function chosenPlayer<P extends NamedPlayer>(
  reply: string,
  candidates: string[],
  index: PlayerNameIndex<P>,
  teams: readonly string[],
): Promise<string | null> {
  const named = playersOf(await understand(reply, index, teams)).find((n) => candidates.includes(n));
  if (named) return named;
  const ordinal = /\b(first|1st)\b/i.test(reply)
    ? 0
    : /\b(second|2nd)\b/i.test(reply)
      ? 1
      : /\b(third|3rd)\b/i.test(reply)
        ? 2
        : -1;
  return candidates[ordinal] ?? null;
}

/** A message read in a league: the league's team and manager names written as it writes them, then interpreted. */
export function interpretInLeague<P extends NamedPlayer>(
  question: string,
  earlier: EarlierTurn[],
  index: PlayerNameIndex<P>,
  league: readonly LeagueName[],
): Promise<Interpretation> {
  const written = (text: string) => asTheLeagueWritesIt(text, league);
  return interpret(
    written(question),
    earlier.map((t) => ({ ...t, question: written(t.question) })),
    index,
    leagueTeamNames(league),
  );
}

export async function interpret<P extends NamedPlayer>(
  question: string,
  earlier: EarlierTurn[],
  index: PlayerNameIndex<P>,
  teams: readonly string[] = [],
): Promise<Interpretation> {
  // "week twelve": the week in digits before anything reads the message ("make that week thirteen"); "w r three":
  // the spot as typed; "the Niners TE": the player so named.
  const roles = index instanceof FirstNameIndex ? index.roles : null;
  const typed = (text: string) => positionsAsTyped(weekInDigits(text));
  const asRead = (text: string) => (roles ? rolesAsNames(typed(text), roles, teams) : typed(text));
  question = asRead(question);
  // "hm ok", "Good morning!": a turn that only acknowledges or greets leaves the conversation where it was.
  earlier = earlier.filter((t) => !ACK_ONLY.test(t.question)).map((t) => ({ ...t, question: asRead(t.question) }));
  // The turn before, as it was read (once): follow-ups are read against it.
  const lastTurn = earlier[earlier.length - 1];
  const prior = lastTurn ? await interpret(lastTurn.question, earlier.slice(0, -1).slice(-3), index, teams) : null;
  const meant = keepsThePosition(
    keepsTheWeekly(await interpretTurn(question, earlier, prior, index, teams), prior, question),
    lastTurn,
    prior,
  );
  if (meant.kind !== "answer" || !lastTurn || detectWeek(asWritten(question)) !== null) return meant;
  // "Week 12 lineup thinking." → "Should I play DK Metcalf?": a week told in a statement holds for the question
  // after it that names none; "whos my best wr3 option for wk 13" → "the only guys on my bench are Meyers and
  // Robinson": so does the week of a lineup question for the statement that answers it.
  const asked = /\?\s*$/.test(lastTurn.question) || ASKING.test(lastTurn.question);
  const continues =
    asked &&
    !/\?\s*$/.test(question) &&
    !ASKING.test(question) &&
    prior?.kind === "answer" &&
    prior.readings.some((r) => LINEUP_CALLS.has(r.understood.intent));
  if (asked && !continues) return meant;
  const week = detectWeek(asWritten(lastTurn.question));
  if (week === null) return meant;
  return {
    kind: "answer",
    readings: meant.readings.map((r) =>
      r.understood.week === null && WEEKLY.has(r.understood.intent)
        ? { ...r, understood: { ...r.understood, week } }
        : r,
    ),
  };
}

// "should i start wilson or flowers this wk" → "ok nvm flowers is out of it, wilson or london then": two players set
// against each other after a start/sit, with no horizon of their own, are this week's pick too.
function keepsTheWeekly(meant: Interpretation, prior: Interpretation | null, question: string): Interpretation {
  const only = meant.kind === "answer" && meant.readings.length === 1 ? meant.readings[0]! : null;
  const was = (intent: Intent) =>
    prior?.kind === "answer" && prior.readings.some((r) => r.understood.intent === intent);
  // …and the other way round: "what about MHJ compared to both of them?" after who is better for the season.
  if (only?.understood.intent === "startSit" && was("compare") && only.understood.week === null) {
    if (only.understood.horizon !== "week" || NAMES_THE_WEEK.test(question)) return meant;
    const understood = { ...only.understood, intent: "compare" as const, horizon: "rest-of-season" as const };
    return { kind: "answer", readings: [{ ...only, understood }] };
  }
  if (!only || only.understood.intent !== "compare" || only.understood.horizon === "rest-of-season") return meant;
  return was("startSit")
    ? { kind: "answer", readings: [{ ...only, understood: { ...only.understood, intent: "startSit" } }] }
    : meant;
}
const NAMES_THE_WEEK = new RegExp(
  "\\b(this|next) (week|wk)\\b|\\b(week|wk) ?\\d+\\b|" +
    "\\b(start|sit|play|bench|lineup|tonight|today|sunday|monday|thursday|flex|matchup)\\w*\\b",
  "i",
);

const ACK_ONLY = new RegExp(
  "^\\W*((hm+|huh|ok(ay)?|k+|cool|got it|gotcha|thanks|thank you|thx|ty|nice|great|alright|all right|sure|" +
    "i see|makes sense|interesting|good (morning|afternoon|evening|night)|hi|hello|hey( there)?|yo|howdy|damn|dang|" +
    "oof|ugh|wow|lol|lmao|haha|understood|roger)\\W*)+$",
  "i",
);

// Lineup calls: a statement answering one keeps the week it asked about.
const LINEUP_CALLS: ReadonlySet<Intent> = new Set<Intent>(["startSit", "slot", "lineup"]);
// Families asked for one week, which a week told before can set.
const WEEKLY: ReadonlySet<Intent> = new Set<Intent>([
  "startSit",
  "slot",
  "lineup",
  "rosterStatus",
  "positionRank",
  "projectedTotal",
  "waivers",
  "byeCover",
  "matchup",
  "status",
]);

async function interpretTurn<P extends NamedPlayer>(
  question: string,
  earlier: EarlierTurn[],
  prior: Interpretation | null,
  index: PlayerNameIndex<P>,
  teams: readonly string[],
): Promise<Interpretation> {
  question = asWritten(question);
  const lastTurn = earlier[earlier.length - 1];
  // "Ok if they're both good to go, which one do I start": the condition met is the earlier answer's; the
  // question is what follows it.
  if (lastTurn)
    question = question
      .replace(INTERJECTION, "")
      .replace(IF_THEY_PLAY, "")
      .replace(SAME_FOR, "what about ")
      .replace(ANSWER_DIFFERS, "what about ")
      // "jsn or london this week" → "ok and if it was next week?": the same question for that week.
      .replace(
        /^\W*((ok|okay|and|so|but)\W+)*(what )?if it (was|were|is|'s) (?=(next week|week \d+)\b)/i,
        "what about ",
      );
  // The checks below may read the same words more than once: each text is understood once per message.
  const byText = new Map<string, Promise<Understanding>>();
  const readOnce = (t: string) => {
    if (!byText.has(t)) byText.set(t, understand(t, index, teams));
    return byText.get(t)!;
  };
  question = await withoutAsides(question, readOnce);
  // "my odds are 31%??" → "what can I do to bump that up": the moves that raise the odds told.
  if (lastTurn && ODDS_TOLD.test(lastTurn.question) && RAISES_IT.test(question)) {
    const u = await readOnce(question);
    if (!playersOf(u).length)
      return {
        kind: "answer",
        readings: [{ understood: { ...u, intent: "improveOdds", decidedBy: "cue" }, players: [], ifOut: null }],
      };
  }

  // The reply to "which Josh do you mean?": the earlier question again with the chosen player's full name.
  if (prior?.kind === "whichPlayer" && lastTurn) {
    const chosen = await chosenPlayer(question, prior.candidates, index, teams);
    if (chosen)
      return interpret(
        lastTurn.question.replace(new RegExp(`\\b${prior.typed}\\b`, "i"), chosen),
        earlier.slice(0, -1),
        index,
      );
  }
  // The reply to "Do you mean your record, or this week's matchup?": the earlier question, read as the one picked.
  if (prior?.kind === "clarify" && lastTurn) {
    const picked = await pickedReading(question, prior.options, readOnce);
    // ("…I have 5 WRs and 4 RBs" → "Kindly rank my RBs for next week": a reply that is a whole question of the
    // reading picked, with what it names, is answered as asked.)
    const own = picked ? await readOnce(question) : null;
    const asksItself = !!own && own.intent === picked && confident(own) && (!namesNoSubject(own) || own.week !== null);
    // ("bench spot open" → "any deep sleepers to stash?": a question a cue settles as another family is a new one,
    // whatever word of a reading offered it shares.)
    const asksAnother =
      !!own &&
      own.decidedBy === "cue" &&
      confident(own) &&
      !prior.options.includes(own.intent) &&
      ASKING.test(question);
    if (picked && !asksItself && !asksAnother) {
      const u = await readOnce(asWritten(lastTurn.question));
      return {
        kind: "answer",
        readings: [{ understood: { ...u, intent: picked, decidedBy: "cue" }, players: playersOf(u), ifOut: null }],
      };
    }
  }
  // "My quarterback situation is a mess." (not answered) → "Who should be under center Sunday?": a statement the GM
  // could not answer on its own is the context of the unclear question after it, as a sentence before it would be.
  const unanswered =
    prior && prior.kind !== "answer" && prior.kind !== "whichPlayer" && lastTurn ? asWritten(lastTurn.question) : null;
  // Its reading: the player, team and position it told.
  const told = unanswered ? await readOnce(unanswered) : null;
  if (unanswered && told && !/\?\s*$/.test(unanswered) && !ASKING.test(unanswered)) {
    // ("just traded for Chuba Hubbard" → "how's he projected this week": read with him for "he", it is clear.)
    // (A roster spot it names stands for "him" too: "My kicker's off next week." → "who covers him".)
    const toldOne = namedOrSpot(told);
    // "got chuba and rhamondre both healthy for once" → "one of em sits this week. which one": the two set against
    // each other.
    const questionRead = await readOnce(question);
    // ("Got Tony Pollard and Kenneth Gainwell on my bench." → "Who do I put in that flex spot Sunday?")
    const putsOne = PUTS_ONE.test(question);
    if (toldOne.length >= 2 && (picksBetween(question, questionRead) || (putsOne && !playersOf(questionRead).length))) {
      const { horizon } = questionRead;
      const intent: Intent = horizon === "rest-of-season" ? "compare" : "startSit";
      // ("…which two should i play in week 11?": the week the question names.)
      const week = questionRead.week ?? told.week;
      return {
        kind: "answer",
        readings: [{ understood: { ...told, intent, decidedBy: "cue", horizon, week }, players: toldOne, ifOut: null }],
      };
    }
    const resolved = withSpotNamed(
      toldOne.length === 1 && PRONOUN.test(question) ? withPlayerForPronoun(question, toldOne[0]!) : question,
      told,
      unanswered,
    );
    const alone = await readOnce(resolved);
    // A clear question that names nothing to ask about takes what the statement names ("My tight end spot has been a
    // black hole." → "who could I trade for to fix it?": trade ideas at TE), when read with it, it asks the same.
    const lacksSubject = confident(alone) && namesNoSubject(alone);
    // "I've got four tight ends somehow." → "Could you rank them?": "them" is what the statement told, when it named
    // no player to stand for it. A scenario counted against games the statement names joins it too ("I have five
    // games left." → "If I only win three of them, do I get in?").
    const toldNobody = !playersOf(told).length;
    const countsGamesTold = alone.scenario?.kind === "record" && alone.scenario.games === null;
    // "Say I win two more games" → "where would that leave my playoff odds?": the odds under the scenario told.
    const scenarioTold = !!told.scenario && !alone.scenario && alone.intent === "playoffs";
    // ("My kicker's team has its week off." → "Who could I pick up just for the week?": the bye's cover, below.)
    const coversByeTold = BYE_TOLD.test(unanswered) && BYE_COVER_ASK.test(question);
    if (
      !coversByeTold &&
      (!confident(alone) ||
        ((lacksSubject || countsGamesTold || scenarioTold) && (toldNobody || !PRONOUN.test(question))))
    ) {
      const asked = `${withStop(unanswered)} ${resolved}`;
      const joined = await interpret(asked, earlier.slice(0, -1), index, teams);
      const same = joined.kind === "answer" && joined.readings[0]!.understood.intent === alone.intent;
      // "let's talk about my guy Jahmyr Gibbs" → "what's the projection this week": the question is about him.
      const topic = TOPIC_TOLD.test(unanswered) && playersOf(told).length === 1 && !playersOf(alone).length;
      // ("4 games left." → "odds if i win 2 of them": the games the statement counted.)
      const counted = detectScenario(asked);
      const withGames = (u: Understanding): Understanding =>
        u.scenario?.kind === "record" && u.scenario.games === null && counted?.kind === "record" && counted.games
          ? { ...u, scenario: counted }
          : u;
      if (joined.kind === "answer" && (!confident(alone) || same || topic))
        return {
          kind: "answer",
          readings: joined.readings.map((r) => ({
            ...r,
            understood: withGames(r.understood),
            asked: r.asked ?? asked,
          })),
        };
    }
  }
  const previous = prior && lastTurn ? earlierReading(prior, lastTurn) : null;
  // "who am i playing this week" → "are they any good? what are my odds": the chances in that game.
  if (
    previous?.intent === "matchup" &&
    /\b(odds|chances?|shot|likely|probability)\b/i.test(question) &&
    !/\b(playoffs?|postseason|title|championship|ship|season|make it|get in|if|say|whole thing|clinch\w*)\b/i.test(
      question,
    ) &&
    !detectScenario(question) &&
    namesNoSubject(await readOnce(question))
  )
    return { kind: "answer", readings: [carryOver(previous, previous.u)] };
  // "someone just offered me Jefferson" → "for Bijan straight up. do it?": the other side of the trade told before,
  // read with it.
  if (previous && lastTurn && /^\W*(for|4)\s/i.test(question) && OFFER_TOLD.test(lastTurn.question)) {
    const joined = await interpret(`${asWritten(lastTurn.question)} ${question}`, earlier.slice(0, -1), index, teams);
    const trade = joined.kind === "answer" && joined.readings.length === 1 ? joined.readings[0]!.understood : null;
    if (trade?.intent === "trade" && trade.give.length && trade.get.length) return joined;
  }
  // "ok and next week, same two? rhamondre's route % is creeping up": a follow-up that changes one thing, with
  // remarks after it, is that follow-up.
  const sentences = previous ? splitParts(question) : [];
  if (previous && sentences.length > 1 && sentences.slice(1).every((p) => isRemark(p) && tellsOnly(p))) {
    const first = await readOnce(sentences[0]!);
    if (isOnlyAChange(sentences[0]!, first, previous.intent))
      return interpretTurn(sentences[0]!, earlier, prior, index, teams);
  }

  // "And if he's out?" after a start/sit: he is the recommended starter; "and if nabers is out?": the player named,
  // one of those weighed. Answer his status and who starts instead.
  if (previous && lastTurn && (previous.intent === "startSit" || previous.intent === "compare")) {
    const ranked = rankedPlayers(lastTurn);
    const named = !IF_OUT.test(question) && NAMED_OUT.test(question) ? playersOf(await readOnce(question)) : [];
    const out = IF_OUT.test(question) ? ranked[0] : named.length === 1 ? ranked.find((p) => p === named[0]) : undefined;
    if (out) {
      const u = await understand(`is ${out} out this week`, index, teams);
      const instead = ranked.filter((p) => p !== out);
      return { kind: "answer", readings: [{ understood: u, players: [out], ifOut: { out, instead } }] };
    }
  }

  // "what's kittle looking like" → "and mcbride?" → "ok which one do i roll with": a pick among the players the
  // last turns asked about, one each.
  if (previous && PICK_ONE.test(question)) {
    const recent = [...new Set(earlier.slice(-3).flatMap((t) => turnPlayers(t)))];
    const u = recent.length >= 2 && recent.length <= 3 ? await readOnce(question) : null;
    if (u && !playersOf(u).length)
      return {
        kind: "answer",
        readings: [
          {
            understood: { ...u, intent: "startSit", decidedBy: "cue", week: u.week ?? previous.u.week },
            players: recent,
            ifOut: null,
          },
        ],
      };
  }
  // "Why?", "you sure?", "more pls", "deeper?", "be honest", "any takers?": the earlier question again, answered
  // with its numbers; with no earlier answer there is nothing to ask again.
  if (previous && (WHY.test(question) || AGAIN.test(question)))
    return { kind: "answer", readings: [carryOver(previous, previous.u)] };
  if (!previous && AGAIN.test(question)) return { kind: "decline", understood: await readOnce(question) };
  // "I've set my lineup the way I like it." → "What does it project to, all told?": that lineup's total.
  if (previous?.intent === "lineup" && LINEUP_TOTAL.test(question) && /\b(it|that|this|the lineup)\b/i.test(question)) {
    const u = await readOnce(question);
    if (!playersOf(u).length && !/\b(who|start|sit|bench)\b/i.test(question))
      return {
        kind: "answer",
        readings: [{ understood: { ...u, intent: "projectedTotal", decidedBy: "cue" }, players: [], ifOut: null }],
      };
  }
  // "floor?", "what's the ceiling on that" after a projection: its range, which that answer gives.
  if (previous && RANGE_OF_IT.test(question) && GIVES_A_RANGE.has(previous.intent))
    return { kind: "answer", readings: [carryOver(previous, previous.u)] };
  // "Say I win two more games" → "where would that leave my playoff odds?": the odds under that scenario.
  if (previous?.intent === "scenario" && /\b(that|this|then|it)\b/i.test(question)) {
    const u = await readOnce(question);
    if (u.intent === "playoffs" && !u.scenario && !playersOf(u).length)
      return { kind: "answer", readings: [carryOver(previous, previous.u)] };
  }
  // "by playoff odds instead" after the league's top teams: the standings answer ranks by each measure.
  // …and "and whats their record" after who leads: the leaders' own numbers, which the standings give.
  const theirNumbers = /\b(their|there|they'?re|theyre|them)\b/i.test(question) && STANDINGS_NUMBER.test(question);
  if (previous?.intent === "leaders" && BY_MEASURE.test(question))
    return { kind: "answer", readings: [carryOver(previous, previous.u)] };
  // ("how about red zone raiders, what's their record": another team named is that team's.)
  if (previous?.intent === "leaders" && theirNumbers && !(await readOnce(question)).team)
    return { kind: "answer", readings: [carryOver(previous, previous.u)] };
  // "Is that fair for them?", "would they accept?" after a trade: the same trade judged again.
  // ("who wins that deal though? I'm the one getting Allen": a side of that trade told after the verdict asked.)
  if (previous?.intent === "trade" && question.split(/\s+/).length <= 16) {
    const [asked, ...after] = question.split(/(?<=\?)\s+(?=\S)/);
    const tellsItsSide = after.length === 1 && !/\?/.test(after[0]!) && TELLS_SIDE.test(after[0]!);
    const verdict = tellsItsSide ? asked! : question;
    // ("good trde?": the verdict read after spelling.)
    const probe = splitParts(verdict).length === 1 ? await readOnce(verdict) : null;
    if (probe && (TRADE_VERDICT.test(verdict) || TRADE_VERDICT.test(probe.masked)) && !playersOf(probe).length)
      return { kind: "answer", readings: [carryOver(previous, previous.u)] };
  }

  // Pronouns name the earlier turn's player: "is he hurt?" reads as "is <player> hurt?".
  // After a team's offer, "what could I pitch back to him" is to that team.
  let text =
    previous?.intent === "trade" && previous.u.team
      ? question.replace(/(\b(pitch|offer|send|propose)\w*\b[^?]*\bto) (him|her|them)\b/i, `$1 ${previous.u.team}`)
      : question;
  // "I have Jonathan Taylor and he's been amazing" (not answered) → "would it be smart to sell him now?": he is
  // the player that turn named, though it was not answered.
  const prevPlayers = previous?.players ?? (told ? namedOrSpot(told) : []);
  // ("Now give me the best lineup with him in it": a question its wording settles as the team's is not about him.)
  // ("how does Kittle stack up against those two": the two asked about, though no pronoun names them.)
  const refersBack = PRONOUN.test(text) || SET_AGAINST_BOTH.test(text);
  const probe = prevPlayers.length && refersBack ? await readOnce(text) : null;
  const teamQuestion = !!probe && probe.decidedBy === "cue" && confident(probe) && ASKS_OF_THE_TEAM.has(probe.intent);
  if (probe && !teamQuestion) {
    // "Between them", "those two", "them" after a question about two players: both of them.
    const both = prevPlayers.length >= 2 ? BOTH.exec(text) : null;
    const named = playersOf(probe);
    const earlierOne = prevPlayers.find((p) => !named.includes(p));
    if (!named.length)
      text = both
        ? text.replace(both[0], `${both[1] ? "between " : ""}${prevPlayers[0]} and ${prevPlayers[1]}`)
        : withPlayerForPronoun(text, prevPlayers[0]!);
    else if (both && named.every((p) => !prevPlayers.includes(p)) && SET_AGAINST_BOTH.test(text))
      // "what about MHJ compared to both of them?": the one named now, set against the two asked about before.
      text = text.replace(both[0], `${prevPlayers[0]} and ${prevPlayers[1]}`);
    else if (earlierOne && AGAINST.test(text)) {
      // "How is he expected to do, and should I start him over Goff": every "he" left is the earlier player too.
      text = text.replace(AGAINST, earlierOne);
      if (PRONOUN.test(text)) text = withPlayerForPronoun(text, earlierOne);
    } else if (earlierOne && HIM_OR_ANOTHER.test(text)) {
      // "would you rather put him in or Jordan Addison?": him, set against the one named now.
      text = withPlayerForPronoun(text, earlierOne);
    } else if (earlierOne && TRADES_HIM_FOR.test(text)) {
      // "what's Mike Evans worth?" → "would you give him up for Jaylen Warren straight up?": him for the one named.
      text = withPlayerForPronoun(text, earlierOne);
    }
  }

  // "Pickens or Metcalf?" → "ok going Pickens. is the other one hurt?": the player of the two not chosen.
  const other = /\bthe other (one|guy|dude|player)\b/i;
  if (prevPlayers.length === 2 && other.test(text)) {
    // The one chosen is the one this message names, else the one the answer before recommended.
    const named = prevPlayers.find((p) => new RegExp(`\\b${lastName(p)}\\b`, "i").test(text));
    const chosen = named ?? (lastTurn ? rankedPlayers(lastTurn)[0] : undefined) ?? prevPlayers[0];
    text = text.replace(other, prevPlayers.find((p) => p !== chosen) ?? prevPlayers[1]!);
  }
  // "Loveland or Tyler Warren" → "ok and Fannin vs Warren": a last name alone that a player of the turn before has
  // is him, not another player of that name.
  for (const full of prevPlayers.filter((p) => !p.startsWith("my "))) {
    const last = lastName(full);
    if (last.length < 3 || normalizeName(text).includes(normalizeName(full))) continue;
    // Not after a first name ("Jaylen Warren"): the word before is none, or a lowercase everyday one ("vs", "or").
    const hit = [...text.matchAll(new RegExp(`(?:^|([A-Za-z]+)\\s+|[^A-Za-z\\s'’.-]\\s*)\\b(${last})\\b`, "gi"))].find(
      ([, before]) => !before || (before === before.toLowerCase() && (before.length <= 5 || ENGLISH.has(before))),
    );
    if (hit) {
      const end = hit.index + hit[0].length;
      text = `${text.slice(0, end - hit[2]!.length)}${full}${text.slice(end)}`;
    }
  }

  // "What's Hail Mary Heroes' record?" → "any trades I could pitch them?": they are the team just asked about.
  const prevTeam = previous ? previous.u.team : told?.team;
  // ("Coach Quinn says my receivers are the worst" → "ok rank them then": them, the group told, not his team.)
  const ranksGroupTold = !!(previous?.u ?? told)?.position && (RANK_THEM.test(text) || THEY_STACK_UP.test(text));
  if (prevTeam && !prevPlayers.length && !ranksGroupTold && TEAM_PRONOUN.test(text) && !(await readOnce(text)).team)
    text = text.replace(TEAM_PRONOUN, (w) => (/^their/i.test(w) ? `${prevTeam}'s` : prevTeam));

  // "What's my matchup for week 12?" → "do I have anyone on bye that week?": the week asked before.
  // "I'm away all of week 11" → "who should be my WR3 that week?": the week told before. "Who does Achane play next
  // week?" → "would you start him in that one?": that game's week.
  const weekBefore = previous?.u.week ?? told?.week;
  if (weekBefore && THAT_WEEK.test(text))
    text = text.replace(THAT_WEEK, weekBefore === "next" ? "next week" : `week ${weekBefore}`);

  text = withSpotNamed(text, previous?.u ?? told, lastTurn?.question ?? "");
  // "I've got a crowded house at tight end." → "Could you rank them for me?": them is that position group.
  // ("my tight ends are all terrible" → "rank em anyway": a statement read as a question tells the group too.)
  const groupTold = previous?.u ?? told;
  const group = groupTold && !playersOf(groupTold).length ? groupTold.position : null;
  if (group && RANK_THEM.test(text)) text = text.replace(RANK_THEM, `$1 my ${group}s`);
  // ("…how do they stack up against each other this week?")
  else if (group && THEY_STACK_UP.test(text)) text = text.replace(THEY_STACK_UP, `rank my ${group}s`);

  text = withoutDeadline(SETS_ASIDE.test(text) ? text.replace(SETS_ASIDE, "") : text.replace(SETS_ASIDE_CLAUSE, ""));
  // "wait sorry mixing up leagues, I mean week 11 for this one": what follows "I mean" is the question.
  const meant = previous ? /\b(?:i mean|i meant)\b[,:]?\s+(\S.*)$/i.exec(text) : null;
  // ("…wait no i meant chase brown or rhamondre stevenson": names alone are the earlier question about them.)
  if (meant && meant.index > 0) text = ASKING.test(meant[1]!) ? meant[1]! : `what about ${meant[1]!}`;
  // "Who's on bye week 12 for me?" → "who can cover them?" / "who covers my RB bye then": the pickup covers that
  // bye, in that week.
  // "My starting QB has a bye in week 13" → "who's the best fill-in for that week?": the same, at his position.
  // …or told in a statement the GM could not answer ("My kicker's off next week." → "who should I pick up to cover
  // him").
  // ("both my tight ends are off in week 11" read as their ranking, then "who can I stream there?").
  const byeTold = !!lastTurn && !/\?\s*$/.test(lastTurn.question) && !ASKING.test(lastTurn.question);
  const byeTurn = previous
    ? ["rosterStatus", "status", "byeCover"].includes(previous.intent) || byeTold
      ? { u: previous.u, players: previous.players }
      : null
    : told && { u: told, players: playersOf(told) };
  // A team defense's bye is outside the player pool the GM projects, like the team-defense question before it.
  if (byeTurn && TEAM_DEFENSE.test(lastTurn?.question ?? "") && BYE_COVER_ASK.test(text) && !detectPosition(text))
    return { kind: "decline", understood: await readOnce(text) };
  if (byeTurn && BYE_TOLD.test(lastTurn?.question ?? "") && BYE_COVER_ASK.test(text)) {
    const asked = /\bbyes?\b/i.test(text) ? text : `${text.replace(/[?!.\s]+$/, "")} during the bye`;
    const u = await understand(asked, index, teams);
    // A pickup or a spot to fill asked right after a bye was told is the cover for it.
    // ("Travis Kelce's on bye" → "who can cover for him?": the player on bye is who is covered.)
    // ("who's on bye on my team in week 9?" → "who do i start in place of jake ferguson that week": he is the one
    // covered.)
    const named = playersOf(u);
    const replaced = named.length === 1 && IN_PLACE_OF.test(text) ? named[0]! : null;
    const covered = replaced ? [replaced] : byeTurn.players;
    const others = named.filter((p) => !covered.includes(p));
    if ((["byeCover", "waivers", "slot"].includes(u.intent) || !confident(u) || !!replaced) && !others.length)
      return {
        kind: "answer",
        readings: [
          {
            understood: {
              ...u,
              intent: "byeCover",
              decidedBy: "cue",
              week: u.week ?? byeTurn.u.week,
              position: u.position ?? byeTurn.u.position ?? positionOf(covered[0], index),
            },
            // ("Kittle has his bye next week." → "who covers TE for me": the cover is for him.)
            players: covered.length === 1 ? covered : [],
            ifOut: null,
          },
        ],
      };
  }
  // "how's Zay Flowers looking?" → "I've also got Waddle and one WR spot. which one goes in?", "and compared to
  // Sutton? I can only start one of them": the earlier player set against the new one, however many parts.
  if (previous) {
    const whole = await readOnce(text);
    const [earlierOne, ...others] = previous.players;
    // ("start Zay Flowers?" → "him or Jakobi Meyers. only room for one": "him" is read as the earlier one.)
    const [newOne, ...more] = playersOf(whole).filter((p) => p !== earlierOne);
    const setAgainst =
      earlierOne &&
      !others.length &&
      !earlierOne.startsWith("my ") &&
      newOne &&
      !more.length &&
      newOne !== earlierOne &&
      (WHICH_ONE.test(text) ||
        // "Dana thinks McBride is the best TE" → "I say Bowers. who's right, just overall who's better?".
        WHICH_OF_THEM.test(text) ||
        // "better than zay flowers the rest of the way", "is he better than Egbuka?", "stack him up against X".
        /\b(better|worse) (than|then)\b|\bstack(ed|ing)? (\w+ )?up (against|with|next to)\b/i.test(text) ||
        (/\b(compared? (to|with)|vs\.?|versus|or)\b/i.test(text) &&
          // ("Kyle Pitts ATL TE [8.1]" → "or Hunter Henry for my te spot?": the other choice for the spot.)
          /\b(start|play|goes in|lineup|roll (\w+ )?out|go with|ride with|run with|spot|slot|flex)\b/i.test(text)));
    if (setAgainst) {
      const general = whole.horizon === "rest-of-season" || /\b(overall|in general|better player)\b/i.test(text);
      const intent: Intent = general ? "compare" : "startSit";
      const understood = { ...whole, intent, decidedBy: "cue" as const, week: whole.week ?? previous.u.week };
      return { kind: "answer", readings: [{ understood, players: [earlierOne, newOne], ifOut: null }] };
    }
  }
  // "Lamar or Allen this wk" → "nah i mean ros who's better overall", "which one, quick": the same two players,
  // asked again with the horizon (or week) the follow-up names; after a question about two players' injuries,
  // "which one do I start" sets them against each other. Read before the message's parts, which ask nothing alone.
  if (previous && previous.players.length >= 2) {
    const whole = await readOnce(text);
    // "Hampton or Judkins this week?" → "ok and if Hampton pops up as Q on friday, still him?", "Chase has a Q next to
    // his name — change anything?": the same pick, weighed again with the news.
    const pickAgain =
      NEEDS_TWO.has(previous.intent) &&
      INJURY_NEWS.test(text) &&
      RECONSIDERS.test(text) &&
      playersOf(whole).every((p) => previous.players.includes(p));
    if (pickAgain) {
      const understood: Understanding = { ...previous.u, intent: "startSit", horizon: "week", decidedBy: "cue" };
      return { kind: "answer", readings: [{ understood, players: previous.players, ifOut: null }] };
    }
    if (picksBetween(text, whole)) {
      const intent = NEEDS_TWO.has(previous.intent) ? previous.intent : "startSit";
      return { kind: "answer", readings: [carryOver({ ...previous, intent }, whole, text)] };
    }
    // "Got Tony Pollard and Kenneth Gainwell on my bench." → "Who do I put in that flex spot Sunday?": the spot
    // filled from the two just named.
    const named = previous.players.filter((p) => !p.startsWith("my "));
    if (named.length >= 2 && whole.intent === "slot" && !playersOf(whole).length && PUTS_ONE.test(text)) {
      const understood = { ...whole, intent: "startSit" as const, decidedBy: "cue" as const };
      return { kind: "answer", readings: [{ understood, players: named, ifOut: null }] };
    }
  }
  const parts = await withToldSubject(splitParts(text), readOnce);

  // A message a cue puts outside the GM's scope as a whole ("…in my fantasy basketball league") is declined, however
  // its parts read alone.
  const whole = parts.length > 1 ? await readOnce(text) : null;
  if (whole && whole.intent === "None" && whole.decidedBy === "cue") return { kind: "decline", understood: whole };
  if (parts.length > 1) {
    const readings: Reading[] = [];
    for (const part of parts) {
      const r = await readPart(part, question, readings, index, teams);
      // "Should I take it? And if not, who else could I trade for?" after a trade: its first part judges that trade.
      const judgesTrade =
        previous?.intent === "trade" && TRADE_VERDICT.test(part) && !playersOf(r.understood).length && !readings.length;
      // "Henry or Jacobs?" → "Is Henry fully healthy, and which of the two should I start?": the pick between the two
      // asked about before.
      const picksThem =
        !!previous &&
        previous.players.length >= 2 &&
        NEEDS_TWO.has(previous.intent) &&
        !playersOf(r.understood).length &&
        (WHICH_OF_THEM.test(part) || WHICH_OF_TWO.test(part));
      // "Kamara popped on the report." → "Status + a pivot off the wire": a part asking about a player, naming none,
      // asks about the one player of the turn before.
      const aboutHim =
        !readings.length &&
        previous?.players.length === 1 &&
        !r.players.length &&
        !playersOf(r.understood).length &&
        ABOUT_ONE.has(r.understood.intent);
      readings.push(
        judgesTrade
          ? carryOver(previous, previous.u)
          : picksThem
            ? carryOver(previous!, r.understood, part)
            : aboutHim
              ? { ...r, players: previous.players }
              : r,
      );
    }
    const asked = withoutRemarks(parts, readings);
    // "Who am I playing this week and do I have a good chance?": a chance named without the playoffs, beside this
    // week's matchup, is the chance to win that game.
    // "What are my odds, and what would help me improve them?": odds asked beside the moves that raise the playoff
    // odds (or a scenario of them) are the playoff odds, not this week's.
    const aboutPlayoffs = asked.some(
      (r) => r.understood.intent === "improveOdds" || r.understood.intent === "scenario",
    );
    // ("who's in first and what are my odds": the manager's own odds beside the standings are his playoff odds.)
    const besideStandings = asked.some((r) => r.understood.intent === "leaders" || r.understood.intent === "record");
    const ownOdds = (u: Understanding) => /\b(my|our)\b/i.test(u.masked);
    // ("what are my odds right now, and what are they if we run the table?": odds named, however else it reads.)
    const readsAsOdds = (u: Understanding) =>
      ([u.intent, u.runnerUp].includes("playoffs") && [u.intent, u.runnerUp].includes("matchup")) ||
      (/\b(odds|chances?|probability)\b/i.test(u.masked) && namesNoSubject(u));
    // ("where do I stand and what are my chances?": the chances beside the standing are the playoffs', however sure
    // a reader is of this week's game, when the part names no game.)
    const oddsNotGame = (u: Understanding) =>
      besideStandings &&
      ownOdds(u) &&
      u.intent === "matchup" &&
      /\b(odds|chances?)\b/i.test(u.masked) &&
      !/\b(this week|win|beat|game|matchup|tonight|sunday|against|vs|opponent)\b/i.test(u.masked);
    const settledOdds = asked.map((r) =>
      ((aboutPlayoffs || (besideStandings && ownOdds(r.understood))) &&
        !confidentPart(r.understood) &&
        readsAsOdds(r.understood)) ||
      oddsNotGame(r.understood)
        ? { ...r, understood: { ...r.understood, intent: "playoffs" as Intent, decidedBy: "cue" as const } }
        : r,
    );
    const answered = withoutRepeats(settledOdds).filter(
      (r, _i, all) =>
        !(
          r.understood.intent === "playoffs" &&
          all.some((o) => o.understood.intent === "matchup") &&
          !/\b(playoffs?|postseason|title|championship|make it|get in|season)\b/i.test(r.understood.masked)
        ),
    );
    // Parts asking different things: different families, or one family about different players ("what is Barkley
    // worth, and should I buy low on Kamara").
    const asks = (r: Reading) =>
      `${r.understood.intent} ${[...new Set([...r.players, ...playersOf(r.understood)])].join()}`;
    // ("Game-time decision AGAIN?? … Is he playing, and if he is, do I start him?": his status asked twice is
    // answered once.)
    if (answered.every((r) => confidentPart(r.understood)) && new Set(answered.map(asks)).size > 1)
      return {
        kind: "answer",
        readings: answered.filter((r, i) => answered.findIndex((o) => asks(o) === asks(r)) === i),
      };
    // "If we lose this week are we cooked? what do the odds drop to": every part asks the same one question.
    if (answered.length === 1 && confident(answered[0]!.understood)) return { kind: "answer", readings: answered };
    // Two questions, one of them unclear: answering only the clear one would answer a different question than
    // asked, so the unclear part is asked about.
    // An unclear part that may ask what a clear part asks ("who's top of the table? anyone running away with
    // it") is the same question, read whole below.
    const sureFamilies = new Set(answered.filter((r) => confidentPart(r.understood)).map((r) => r.understood.intent));
    const unsure = answered.find((r) => !confidentPart(r.understood) && r.understood.intent !== "None");
    // "Bye week again. Need a running back to plug in. Who's out there.": no part settled by its own wording, the
    // message read whole is — the parts are one question told in pieces.
    const wholeSettles =
      !!whole &&
      whole.decidedBy === "cue" &&
      confident(whole) &&
      answered.every((r) => r.understood.decidedBy !== "cue");
    if (unsure && (wholeSettles || elaboratesTheClearPart(whole, sureFamilies, answered)))
      return { kind: "answer", readings: [{ understood: whole!, players: playersOf(whole!), ifOut: null }] };
    if (unsure && sureFamilies.size) {
      const u = unsure.understood;
      const readings = [u.intent, u.runnerUp].filter((i): i is Intent => !!i && i !== "None" && i !== "help");
      // Its readings, or (with only one) that reading and the clear part's family.
      const options = [...new Set([...readings, ...sureFamilies])].slice(0, 2);
      if (readings.length && !readings.some((i) => sureFamilies.has(i)) && options.length === 2)
        return { kind: "clarify", options: [options[0]!, options[1]!] };
    }
  }

  const read = await readOnce(text);
  // "Give me a couple of buy-low targets and the best waiver adds": two requests joined by "and" without a question
  // word, each settled by its own wording as a different family.
  if (parts.length === 1 && !playersOf(read).length && !previous) {
    const both = await joinedRequests(text, index, teams);
    if (both) return { kind: "answer", readings: both };
  }
  // "kittle" → "status + outlook this wk": short requests about the one player asked about before.
  if (parts.length === 1 && !playersOf(read).length && previous?.players.length === 1) {
    const about = await requestsAboutHim(text, previous.players[0]!, index, teams);
    if (about) return { kind: "answer", readings: about };
  }
  // "Rank my WRs for week 11" → "now do the running backs": the same family again keeps the earlier week.
  // "mcbride vs bowers ros?" → "kittle vs bowers then": two more players set against each other, with no word of
  // this week's lineup, keep the rest-of-season horizon.
  const stillLongTerm =
    previous?.intent === "compare" &&
    read.intent === "startSit" &&
    playersOf(read).length === 2 &&
    read.week === null &&
    !/\b(start|sit|play|bench|flex|lineup|this week|today|tonight|sunday)\b/i.test(text);
  const sameWeek = stillLongTerm
    ? { ...read, intent: "compare" as const, horizon: "rest-of-season" as const }
    : previous && read.intent === previous.intent && read.week === null && previous.u.week !== null
      ? { ...read, week: previous.u.week }
      : read;
  // "I need a WR spark" → "give me a breakout guy nobody's talking about": a pickup asked after a pickup at a
  // position is at that position.
  // "my running backs have been a mess this year" → "who could I go get cheap in a trade?": a player to get, asked
  // after a statement about a position group, is at that position.
  const toldLike = !!lastTurn && !/\?\s*$/.test(lastTurn.question) && !ASKING.test(lastTurn.question);
  // ("i need a TE bad" → "who could i trade for one?": a need told, read as pickups, is the position to trade for.)
  // ("lost my rb to injury yesterday" → "who do i pick up": whatever it was read as, it told the position.)
  const toldGroup = !!previous && !previous.players.length && toldLike;
  // "i need a TE bad" (not answered) → "who could i trade for one?": the position told. ("need a WR badly, Nabers
  // and Hill both gone": told in words, beside the players it is about.)
  const toldInWords = !!told && (!playersOf(told).length || (!!unanswered && detectPosition(unanswered) !== null));
  const toldPosition =
    !previous && told && toldInWords && TO_GET.has(read.intent) && !read.position && !playersOf(read).length
      ? told.position
      : null;
  // ("rank my tight ends" → "yeah they're bad. any trade ideas to upgrade?": the group just ranked.)
  const afterRank = previous?.intent === "positionRank" && TO_GET.has(read.intent);
  const u =
    previous &&
    (PICKUPS.has(previous.intent) || toldGroup || afterRank) &&
    (PICKUPS.has(read.intent) ||
      afterRank ||
      (toldGroup && (read.intent === "buyLow" || read.intent === "tradeIdeas"))) &&
    !read.position &&
    !playersOf(read).length &&
    previous.u.position
      ? { ...sameWeek, position: previous.u.position }
      : toldPosition
        ? { ...sameWeek, position: toldPosition }
        : sameWeek;
  // "Tatum wants to swap Williamses with me" → "I give Kyren, I get Jameson. do it?": the trade is with that team.
  // ("I'm up against Red Zone Raiders" → "am I favored?" stays the manager's own game: passing the team told would
  // answer with that team's game whenever the manager has the opponent wrong.)
  const withPartner = u.intent === "trade" && !u.team && prevTeam ? { ...u, team: prevTeam } : u;
  const reading: Reading = { understood: withPartner, players: playersOf(u), ifOut: null };

  // "Should I start Dak?" → "and Kelce?": the same one-player question about him, weighed against his own position.
  const named = playersOf(u);
  if (
    previous?.intent === "startSit" &&
    previous.u.benchmarks.length &&
    named.length === 1 &&
    !previous.players.includes(named[0]!) &&
    isOnlyAChange(text, u, previous.intent)
  ) {
    const understood: Understanding = {
      ...u,
      intent: "startSit",
      decidedBy: "cue",
      week: u.week ?? previous.u.week,
      benchmarks: benchmarksFor(u.mentions, index),
    };
    return { kind: "answer", readings: [{ understood, players: [], ifOut: null }] };
  }
  // A follow-up that changes one thing of the earlier question: the earlier question with that change.
  const followUp = previous && FOLLOW_UPS.find((rule) => rule.applies({ previous, text, u }));
  if (previous && followUp) return { kind: "answer", readings: [followUp.reading({ previous, text, u })] };

  if (u.unsure && u.intent !== "None")
    return { kind: "whichPlayer", typed: u.unsure.text, candidates: u.unsure.candidates };
  if (u.intent === "None") return { kind: "decline", understood: u };
  // (Both readings the same family in a question — "what do I do with the flex though" — is no choice to offer: it
  // is answered. A statement read so — "my wr3 spot is killing me" — waits for the question after it.)
  const bothReadersAgree = u.runnerUp === u.intent && (ASKING.test(text) || /\?\s*$/.test(text));
  if (!confident(u) && u.intent !== "help" && !bothReadersAgree) {
    const second = u.runnerUp && u.runnerUp !== "None" && u.runnerUp !== "help" ? u.runnerUp : null;
    if (second) return { kind: "clarify", options: [u.intent, second] };
    return { kind: "decline", understood: u };
  }
  return { kind: "answer", readings: [reading] };
}

// "Which one, quick", "long term, which one is the better player", "one of em sits this week. which one": a pick
// between the two players asked or told about before, naming nobody.
function picksBetween(text: string, u: Understanding): boolean {
  const firstSentence = text.split(/[?!.](\s|$)/)[0]!;
  const picks =
    WHICH_OF_THEM.test(text) ||
    /\bwhich one\s*[?!.]*\s*$|\bone of (em|'em|them|the two|those two) (sits|starts|goes|plays|has to)\b/i.test(text) ||
    // "which one is going to get me more points": whatever it asks of the one, it asks which of the two.
    // ("and long term, which one would you rather own": a lead of a few words first.)
    // ("ok and next week, same two guys, which one do I use?": two.)
    new RegExp(`^\\s*(so |and |but |ok(ay)? )?([\\w' -]{1,24},\\s*){0,2}${WHICH_OF_TWO.source}`, "i").test(text) ||
    /\bwhich is it\b|\b(can )?only (play|start|use|fit) one\b/i.test(text) ||
    (PICKS_ONE.test(firstSentence) && !confident(u) && firstSentence.split(/\s+/).length <= 10);
  return picks && !u.mentions.length;
}

/**
 * The message without its asides about life outside the league ("ok the kids want pizza. and for next week?", "…
 * soccer carpool is honking"): a part that only tells, names nothing a question could be about (no player, team,
 * position, week or scenario) and reads as no fantasy question, beside a part that does.
 */
// Words of the game a manager plays here, and a player's pronouns: a part with one is about it, however it reads.
const FANTASY_WORDS = new RegExp(
  "\\b(roster|lineup|line-?up|team|league|start\\w*|sit|bench\\w*|waivers?|wire|trade\\w*|playoffs?|odds|matchup|" +
    "points?|pts|byes?|injur\\w*|hurt|drop\\w*|pick ?up|flex|qbs?|rbs?|wrs?|tes?|kickers?|sleepers?|record|" +
    "standings?|project\\w*|fantasy|faab|draft\\w*|he|him|his|he'?s|she|her)\\b",
  "i",
);

async function withoutAsides(question: string, read: (text: string) => Promise<Understanding>): Promise<string> {
  const parts = splitParts(question);
  if (parts.length < 2) return question;
  const readings = await Promise.all(parts.map(read));
  const aside = (u: Understanding, i: number) =>
    u.intent === "None" &&
    namesNoSubject(u) &&
    u.week === null &&
    !/\?\s*$/.test(parts[i]!) &&
    !asksAfterLead(parts[i]!) &&
    !/\b(who|whom|which|what|how|should|would|could|can|do|does|is|are|will|if)\b/i.test(parts[i]!) &&
    parts[i]!.trim().split(/\s+/).length >= 4 &&
    !FANTASY_WORDS.test(parts[i]!) &&
    question.includes(parts[i]!);
  const asides = parts.filter((_, i) => aside(readings[i]!, i));
  if (!asides.length || asides.length === parts.length) return question;
  return asides
    .reduce((q, part) => q.replace(part, " "), question)
    .replace(/\s+/g, " ")
    .trim();
}

// A part that names nothing of its own to ask about: no player, roster spot, position, lineup slot or team.
const namesNoSubject = (u: Understanding) => !u.mentions.length && !u.position && !u.slot && !u.team && !u.scenario;

// "Go through my lineup and tell me if anything needs changing": the parts a cue settles all ask one family, the
// others no cue settles and name no subject of their own, and a cue settles the message read whole as that
// family — the unclear part only says more about the clear one, so the message is that one question. ("Any
// injuries? also what about the flex situation" names the flex: a second question, asked about.)
function elaboratesTheClearPart(whole: Understanding | null, sure: Set<Intent>, parts: Reading[]): boolean {
  return (
    !!whole &&
    whole.decidedBy === "cue" &&
    confident(whole) &&
    sure.size === 1 &&
    sure.has(whole.intent) &&
    parts.every(
      (r) => r.understood.intent === whole.intent || (r.understood.decidedBy !== "cue" && namesNoSubject(r.understood)),
    )
  );
}

// "rude but maybe fair.", "Between patients, quick one": only the network reads a family in it, and the
// nearest examples of the families do not back it (a request such as "Floor and ceiling." they do).
const thinClassifierReading = (u: Understanding) => {
  if (u.decidedBy !== "classifier") return false;
  const near = nearestIntent(u.masked);
  return near.intent !== u.intent || near.similarity < 0.6;
};

// One short sentence that tells about a player: "He's out.", "Kelce is hurt again".
// ("X for Y Is that fair" asks: a verb before its subject is a question.)
const tellsOnly = (part: string) =>
  TELLS.test(part) &&
  !/[.!?]\s+\S/.test(part.trim()) &&
  part.split(/\s+/).length <= 8 &&
  !/\b(is|are|was|should|would|could|can|do|does|will) (that|it|this|he|she|they|i|we)\b/i.test(part);

// A remark: a part that neither asks nor asks inside ("Tyreek's probably done for the year").
const isRemark = (part: string) => !/\?\s*$/.test(part) && !asksAfterLead(part) && !ASKS_INSIDE.test(part);

// "IR stash or cut? Tyreek's probably done for the year": a remark after a question that named nobody names whom
// the question is about — the two are one question.
async function withToldSubject(parts: string[], read: (text: string) => Promise<Understanding>): Promise<string[]> {
  const joined: string[] = [];
  for (const part of parts) {
    const prev = joined[joined.length - 1];
    const toldSubject =
      prev !== undefined &&
      /\?\s*$/.test(prev) &&
      isRemark(part) &&
      !playersOf(await read(prev)).length &&
      playersOf(await read(part)).length > 0;
    if (toldSubject) joined[joined.length - 1] = `${prev} ${part}`;
    else joined.push(part);
  }
  return joined;
}

const KEEP_HIM =
  /^\W*(so |and |or )?(should|do|would|can) (i|we|you) (keep|hold|hang on to|hold on to|hold onto|sell|move)\b/i;
// "Which one is more good", "who's the better play": a pick among the players of the part before.
const PICKS_ONE = /^\s*(so |and |but |ok )?(which|who)\b/i;
// A question inside a sentence that does not start as one ("he's been great lately, should I start him").
const ASKS_INSIDE = /\b(should|would|could|can|do|does|is|are|will|who|what|how|which)\s+(i|we|he|you|they)\b/i;

// A part that asks nothing of its own: a remark after a question, read unclearly ("…this week? need a W bad") or
// only about the player asked about ("Sit Olave? he has been bad", "hurt?? saw him limp off"), or "which one"
// after a choice between named players.
function addsNothing(part: string, r: Reading, before: Reading[]): boolean {
  if (!before.length) return false;
  // "whats my record and my odds": one of the team's numbers named is a question of its own.
  if (ONLY_A_TEAM_NUMBER.test(part)) return false;
  const remark = isRemark(part);
  const earlier = before.flatMap((b) => b.players);
  // "…? he has been bad", "Kittle or LaPorta? Kittle's hurt-ish but LaPorta's got a brutal matchup": only about
  // the players already asked about.
  const named = playersOf(r.understood);
  const aboutSamePlayer =
    (PRONOUN.test(part) || named.length > 0) && !MOVE_WORDS.test(part) && named.every((p) => earlier.includes(p));
  if (remark && aboutSamePlayer) return true;
  // "What's his market value right now. Sell or hold.": a few words naming nothing, of a family asked about a
  // player, after a part about one — the same question again.
  const short = part.split(/\s+/).length <= 4;
  if (remark && short && namesNoSubject(r.understood) && earlier.length && ABOUT_A_PLAYER.has(r.understood.intent))
    return true;
  // "How much is he worth? Should I keep him?": holding him is the verdict of the value just asked.
  const valued = before.some((b) => b.understood.intent === "tradeValue");
  if (valued && KEEP_HIM.test(part) && named.every((p) => earlier.includes(p))) return true;
  // "Set my lineup. Max pts.", "…the standings? I like to know where every flock stands": a remark only the network
  // reads as a family of its own, after a part its wording settled, says more about that part.
  const settledBefore = before.some((b) => b.understood.decidedBy === "cue");
  if (remark && settledBefore && r.understood.decidedBy === "classifier" && namesNoSubject(r.understood)) return true;
  // "Which of my guys should occupy the RB2 slot? Optimize for median PPR, not ceiling.": how to pick, not a question.
  const lineupBefore = before.some((b) => LINEUP_CALLS.has(b.understood.intent));
  if (lineupBefore && /^\W*(optimi[sz]e|maximi[sz]e|prioriti[sz]e|aim|go|play) for\b/i.test(part)) return true;
  // "Wants my Olave for his Javonte Williams. Should I take it?": the verdict on the trade just told.
  const judgesIt = TRADE_VERDICT.test(part) && namesNoSubject(r.understood) && r.understood.intent !== "trade";
  if (judgesIt && before.some((b) => b.understood.intent === "trade")) return true;
  if (confidentPart(r.understood)) return false;
  const picksOne =
    PICKS_ONE.test(part) &&
    part.split(/\s+/).length <= 7 &&
    !playersOf(r.understood).length &&
    before.some((b) => b.players.length >= 2 && NEEDS_TWO.has(b.understood.intent));
  return remark || picksOne;
}

interface FollowUp {
  previous: EarlierReading;
  text: string;
  u: Understanding;
}

const NEEDS_TWO: ReadonlySet<Intent> = new Set<Intent>(["compare", "startSit"]);
const WHICH_OF_THEM = new RegExp(
  "\\b(who'?s|whos|who is|which( one)?('s| is)?|who)\\s+(\\w+ly )?(the )?" +
    "(better|best|bigger|stronger|safer|smarter|wins|comes out ahead|(should )?starts?|do i start)\\b|" +
    "\\bwho to (start|play|sit)\\b",
  "i",
);
// "which one", "which of the two": a pick between two players.
const WHICH_OF_TWO = /\bwhich (one|of (them|em|'em|the two|those two|these two))\b/i;
const RAISES_IT = new RegExp(
  "\\b(bump|raise|boost|improve|increase|lift|push|shift|swing|move)\\w*\\b[^?]*" +
    "\\b(that|it|those|them|em|the number|odds|" +
    "chances)\\b|\\b(biggest|best|most) (bump|boost|jump|lift|improvement)\\b|\\bclaw (them|it|that|those) back\\b|" +
    "\\b(get|make) (that|it|them|those|em|'em|the) (number |odds |percentage )?(go )?(up|higher|climb)\\b|" +
    // "how do i make that better", "which pickup or trade adds the most percentage points to that?"
    "\\b(get|make) (that|it|them|those|em|'em) (any )?(better|bigger)\\b|" +
    "\\b(adds?|gains?|gives?|buys?) (me |us )?the most (percentage|points|odds|%)",
  "i",
);
const LINEUP_TOTAL = /\b(total|how many points|points? (it|that|the \w+ lineup)|project\w*|score)\b/i;
const SELL_OR_HOLD = /\b(sell|hold|keep|move|trade|flip)\b[^?]*\b(or|vs)\b[^?]*\b(sell|hold|keep|move|trade|flip)\b/i;
const PUTS_ONE = new RegExp(
  "\\bwho (do|should|can) (i|we) (put|start|play|slot|use|roll with)\\b|\\bwho (gets|takes|fills) (the" +
    "|that|my)\\b",
  "i",
);
const WANTS_MINE = /\b(wants?|asking for|asked for|after|eyeing|requested) (my|our)\b/i;
const OFFERS_BACK =
  /\b(giving|gives|give|offering|offers?|offered|sending|sends|send|throwing in|would give|in return)\b/i;
const TOPIC_TOLD = /\b(talk(ing)? about|discuss|regarding|question about|ask(ing)? about|let'?s (do|look at))\b/i;
const ODDS_TOLD = /\b(odds|chances?|probability|percent(age)?)\b|\d\s*%/i;
const FIX_IT = /\b(fix|change|turn around|improve|better)\b (it|that|them|this|those)\b/i;
// ("which of those should i just cut", "which of them should I hang onto and which should I release?")
const DROP_THEM = new RegExp(
  "\\b(drop|cut|stash|ir|release|waive)\\b[^?]*\\b(them|em|'em|those guys|the hurt ones|the injured ones)\\b|" +
    "\\b(which|who) of (them|those|these|'em)\\b[^?]*\\b(drop|cut|stash|release|waive|hang onto|hold|keep)\\b",
  "i",
);
const LINEUP_CHECK = new RegExp(
  "\\b(it|that|this)\\b[^?]*\\b(best|optimal|right|good|set)\\b|" +
    "\\b(check|fix|look (at|over)|redo|clean up) (it|that|this)\\b|" +
    "\\b(anything|something|what) (you'?d|(would|should) (you|u|i)) (change|swap|tweak|fix)\\b|" +
    "\\b(anything|something|what) (you|u) (would|'?d) (change|swap|tweak|fix)\\b",
  "i",
);
// A lead that says the question again in other words: "like …", "I mean …", "as in …".
const ELABORATES = /^\s*(like|i mean|meaning|as in|basically)\b/i;
// "Which one goes in?", "who do I start?": a pick between the players asked about.
const WHICH_ONE = new RegExp(
  "\\b(which one|which of (them|the two|those two)|who (goes in|starts|do i start|should i start|plays)|" +
    "(only )?room for one|only one (spot|slot)|one of (em|'em|them) (sits|starts|plays))\\b",
  "i",
);
// Families that find a player to get: a position told before is where.
const TO_GET: ReadonlySet<Intent> = new Set<Intent>(["waivers", "sleepers", "byeCover", "tradeIdeas", "buyLow"]);
const ASKS_OF_THE_TEAM: ReadonlySet<Intent> = new Set<Intent>([
  "lineup",
  "record",
  "leaders",
  "playoffs",
  "matchup",
  "projectedTotal",
  "scenario",
  "improveOdds",
]);
// How the manager wants the answer, said beside the question: "honest answer", "give it to me straight".
// A sentence that only tells, by its opening ("matchup looks like a hard counter", "Will check the score after we
// land", "I like to know where every flock stands", "Please disregard this week's matchup").
const STATES = new RegExp(
  "^\\W*(i|i'?m|im|i'?ve|i'?d|i'?ll|we|we'?re|he|she|it|it'?s|that'?s|they|they'?re|there'?s|" +
    "will (?!(i|we|you|he|she|they|my|it|this|that)\\b)|been|ready|" +
    "don'?t|dont|didn'?t|can'?t|cant|won'?t|gotta|hope|hoping|(please )?(disregard|ignore)|every|everyone|" +
    "nobody|no one|(the )?matchup (looks|is|seems))\\b",
  "i",
);
const tellsOfTeamOnly = (part: string, u: Understanding) =>
  !!u.team &&
  !u.mentions.length &&
  !/\?/.test(part) &&
  !ASKING.test(part) &&
  (statesOnly(part) || part.trim().toLowerCase().startsWith(u.team.toLowerCase()));
const INJURY_TOLD = /\b(tore|torn|broke|broken|sprain\w*|injur\w*|hurt|out for|on ir|concussion|surgery)\b/i;
const toldOnly = (part: string) => !/\?/.test(part) && !ASKING.test(part) && !ASKS_INSIDE.test(part);
// Something told, not asked, before the part that acts on it is that part's context: a bye before its cover ("bo
// nix bye in wk 12. best qb to plug in?"), a player's injury before dropping or covering him ("Malik Nabers tore
// his ACL. Drop him or stash him on IR?"), the roster's injuries before which to keep ("got three guys on the
// injury report. which ones do i keep…").
const toldBeforeActing = (part: string, u: Understanding, after: Reading[]) =>
  toldOnly(part) &&
  after.some((r) => r.understood.intent === "byeCover" || r.understood.intent === "dropStash") &&
  ((u.intent === "status" && BYE_TOLD.test(part)) ||
    (playersOf(u).length === 1 && INJURY_TOLD.test(part)) ||
    (u.intent === "rosterStatus" && TELLS.test(part)));
const statesOnly = (part: string) =>
  STATES.test(part) && !/\?|\b(what|what'?s|whats|who|who'?s|whos|how|which|where|when|why)\b/i.test(part);
const HOW_TO_ANSWER = new RegExp(
  "^\\W*(an? )?(honest|straight|real|quick|short|simple|brutal(ly)?|no[- ]nonsense)( \\w+)? (answer|take|truth|" +
    "opinion|response|verdict)s?( (please|pls|plz))?\\W*$|^\\W*(be (honest|real|straight)|give it to me straight|" +
    "no sugar ?coating|just curious|asking for a friend)\\W*$|" +
    // "Tracy or Dowdle? Give me the one with the better floor": which of them to pick, by what.
    "^\\W*(give me|gimme|pick|tell me|go with) the (one|guy) (with|who|that)\\b[^?]*$|" +
    // "who should i play at flex this week? want the highest projected PPR floor, not a boom/bust dart throw": by
    // what to pick.
    "^\\W*(i )?(want|give me|gimme|looking for|prefer|need)\\b(?![^?]*\\b(waivers?|pickups?|adds?|sleepers?|trades?|" +
    "free agents?)\\b)[^?]*\\b(floor|ceiling|upside|median|safest|boom|bust|consisten\\w*)\\b[^?]*$|" +
    // "Not asking whether to start him, just curious.": what the question is not.
    "^\\W*(i'?m )?not (asking|looking for|wondering)\\b[^?]*$|" +
    "^\\W*(give me|gimme) the (rundown|lowdown|full picture|details|short version)\\W*$|" +
    "^\\W*(please )?(list|name|show) (them|those|it|em)( all)?( please)?\\W*$|" +
    "^\\W*tell me (plainly|straight|honestly|bluntly)\\b[^?]*$|^\\W*(good or bad|yes or no)\\W*$|" +
    "^\\W*give (each|every) (one|player|guy) a (recommendation|verdict|call)\\W*$|" +
    "^\\W*(just curious,? )?not (trading|selling|dropping|starting|benching|cutting) (him|her|them)\\W*$|" +
    "^\\W*(i )?(need|want) (a|an) (straight|honest|quick|real|short) (answer|take)\\b[^?]*$",
  "i",
);
const TEAM_DEFENSE = /\b(d\/st|dst|def|defen[cs]e)\b/i;
// "who do I start in place of Ferguson": the player named is the one covered.
const IN_PLACE_OF = new RegExp(
  "\\b(in place of|instead of|in lieu of|replac\\w*|in for|cover(ing)? for|fill(ing)? in for|" +
    "in [\\w'.-]+( [\\w'.-]+){0,2} (place|stead))\\b",
  "i",
);
// A bye told: "on bye", "my kicker's off next week".
// ("Bowers off next wk.", "my kicker's team doesn't play in week 12": a week without a game.)
const BYE_TOLD = new RegExp(
  "\\bbyes?\\b|\\b(is|'s|are|'re|has|have) (off|idle)\\b|\\bweek off\\b|\\b(off|idle) (next|this) (week|wk)\\b|" +
    "\\b(off|idle) (in )?(week|wk) ?\\d+\\b|" +
    "\\b(doesn'?t|does not|don'?t|do not|won'?t) play (in |next |this )?(week|wk)\\b",
  "i",
);
// "That week", "in that one" (a game asked about before).
// ("make that week 13": the week named, not the one before.)
const THAT_WEEK = /\b(that|the same|same) week\b(?! \d)|\bin that (one|game|matchup)\b/i;
const ABSENT_TOLD = /\b(out|hurt|injured|empty|on bye|done|down)\b/i;
const THAT_SPOT = /\b(that|the same) (spot|slot)\b/i;

// "my WR2 spot is empty" → "who should slide into that spot": the lineup spot named before; "WR2 is OUT this week"
// → "so who fills that spot": the spot of the position told out.
const THEY_STACK_UP =
  /\bhow do (they|those|these|those guys|these guys|em) (stack up|compare|rank)( against each other)?/i;
const RANK_THEM = /\b(rank|sort|order|line up|stack up|tier)\s+(?:them|em|'em|those guys)\b/i;
// …"my flex spot keeps changing" → "who do I put there this week": "there" is that spot.
const PUT_THERE = new RegExp(
  "\\b((?:put|plug|start|play|slide|stick|slot|use|go|goes)(?: \\w+)?) (?:in )?there\\b|" +
    "\\b((?:put|plug|start|play|slide|stick|slot|use|go|goes)(?: \\w+)?) in it\\b|" +
    "\\b((?:fill|option|choice|guy|pick|play)) for it\\b",
  "i",
);
function withSpotNamed(text: string, before: Understanding | null | undefined, beforeText: string): string {
  const spot = before?.slot ?? (ABSENT_TOLD.test(beforeText) ? before?.position : null);
  const label = spot === "SUPER_FLEX" ? "superflex" : spot;
  if (spot && THAT_SPOT.test(text)) return text.replace(THAT_SPOT, `my ${label} $2`);
  if (!spot || !PUT_THERE.test(text)) return text;
  // ("Grandpa has the flex empty for week 11" → "who should go there?": in that week.)
  const week =
    before?.week && detectWeek(text) === null
      ? before.week === "next"
        ? " next week"
        : ` in week ${before.week}`
      : "";
  return text.replace(PUT_THERE, (_m, a, b, c) => `${a ?? b ?? c} ${c ? "for" : "in"} my ${label} spot${week}`);
}
const ABOUT_A_PLAYER: ReadonlySet<Intent> = new Set<Intent>([
  "status",
  "outlook",
  "tradeValue",
  "buyLow",
  "dropStash",
  "startSit",
]);
const ABOUT_HIM: ReadonlySet<Intent> = new Set<Intent>(["status", "outlook", "tradeValue", "dropStash"]);

// Follow-ups that change one thing of the earlier question, tried in order once the message is read.
const FOLLOW_UPS: { applies: (f: FollowUp) => boolean; reading: (f: FollowUp) => Reading }[] = [
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
  // "What if they took Odunze out and put Wan'Dale Robinson in instead?" after a trade: one player of a side
  // swapped for another.
  {
    applies: ({ previous, text, u }) =>
      previous.intent === "trade" &&
      /\b(out|instead|swap|replace)\b/i.test(text) &&
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
  // "who's my opponent this week" → "what are they projected to score": the opponent's side of that matchup.
  {
    applies: ({ previous, text, u }) =>
      previous.intent === "matchup" &&
      playersOf(u).length === 0 &&
      /\b(they|them|their|theyre|they're|he|his)\b/i.test(text) &&
      /\b(project\w*|score|points|put up|scoring)\b/i.test(text),
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

const TRADES_HIM_FOR = /\b(give|trade|deal|ship|swap|flip|move|sell|send)\w* (him|her) (up |away |off )?for\b/i;
const OFFERS_HIM = /\b(move|moving|trade|trading|deal|dealing|sell|selling|flip|flipping|part with|shop|shopping)\b/i;

// A line of a player's numbers ("Nico Collins: 2.8 YPRR, 12 RZ targets", "Gibbs is at a 64% snap share and 5.6 ypc"):
// two numbers or more with the game's measures, asking nothing.
const STAT_MEASURE = new RegExp(
  "\\b(snaps?|snap share|ypc|yprr|tprr|ts|target share|targets|touches|carries|rz|red[- ]zone|yds|yards|tds?|" +
    "ppg|pf|adot|routes?|rush|receptions|catches)\\b|%",
  "i",
);
const ASKS_SOMETHING = /\?|\b(what|whats|what's|who|whos|who's|how|which|should|would|could|can|do|does|is he|fair)\b/i;
const statLine = (part: string) =>
  (part.match(/\d+(\.\d+)?/g) ?? []).length >= 2 && STAT_MEASURE.test(part) && !ASKS_SOMETHING.test(part);

const HAS_BEEN_DOING = new RegExp(
  "^\\W*((i|we)( have|'?ve)? )?been \\w+ing\\b" +
    "(?![^?]*\\b(what|what'?s|whats|who|who'?s|how|which|where|when|why|should)\\b)[^?]*$",
  "i",
);

// The parts that ask something; a remark's week ("…er, lineup, for week 12 cheers") holds for the part before.
function withoutRemarks(allParts: string[], allReadings: Reading[]): Reading[] {
  // "yeah thanks coach, super helpful. who should I pick up": thanks or a greeting beside a question is no
  // question of its own, wherever it stands.
  // So is a remark no reader is sure of that names nothing to ask about ("First time using this.").
  // So is a remark about a player beside a clear question, when no reader is sure of it or it tells ("Sutton's
  // locked in, he's been great. What about Waddle versus Meyers?", "He's out. Who fills the FLEX then?").
  const clearQuestion = allReadings.some((r, i) => !isRemark(allParts[i]!) && confidentPart(r.understood));
  const answeredBefore = (at: number) =>
    allReadings.some((r, i) => i < at && !isRemark(allParts[i]!) && confidentPart(r.understood));
  // "whats my record and my odds": one of the team's numbers named is asked, however unsure a reader is.
  const asks = allReadings.map(
    (r, i) =>
      ONLY_A_TEAM_NUMBER.test(allParts[i]!) ||
      (!(clearQuestion && statesOnly(allParts[i]!) && namesNoSubject(r.understood)) &&
        // ("Kyren: 82% snaps, 19 RZ touches, 3.7 ypc. what's he worth…": the numbers told before the question.)
        !(clearQuestion && statLine(allParts[i]!)) &&
        // ("Nix or Maye this week? been streaming QB all yr": what the manager has been doing, told.)
        !(clearQuestion && HAS_BEEN_DOING.test(allParts[i]!) && !playersOf(r.understood).length) &&
        // ("RB2 this week — Chuba or Javonte? Red Zone Raiders are gonna stomp me regardless": what a team did or will
        // do, told beside a clear question, is a remark.)
        // (Told before the question, the team may be whom it asks about: "Coach Quinn will not stop bragging. is his
        // team actually the best?")
        !(answeredBefore(i) && tellsOfTeamOnly(allParts[i]!, r.understood)) &&
        // ("…? Tell me plainly, good or bad.", "Give each one a recommendation.": how to answer, not a question.)
        !(allReadings.length > 1 && HOW_TO_ANSWER.test(allParts[i]!)) &&
        !toldBeforeActing(allParts[i]!, r.understood, allReadings.slice(i + 1)) &&
        !(
          isRemark(allParts[i]!) &&
          (r.understood.intent === "help" ||
            (clearQuestion &&
              playersOf(r.understood).length > 0 &&
              (!confidentPart(r.understood) || tellsOnly(allParts[i]!))) ||
            ((!confidentPart(r.understood) || (clearQuestion && thinClassifierReading(r.understood))) &&
              namesNoSubject(r.understood) &&
              r.understood.week === null))
        )),
  );
  // "Give me a few trade targets. I'd move DK Metcalf if the return's right.": the player a dropped remark offers
  // is whom the trade ideas are built around.
  const offered = allReadings
    .filter((r, i) => !asks[i] && OFFERS_HIM.test(allParts[i]!))
    .flatMap((r) => r.understood.mentions.filter((m) => m.kind === "player"));
  const [parts, kept] = asks.some(Boolean)
    ? [allParts.filter((_, i) => asks[i]), allReadings.filter((_, i) => asks[i])]
    : [allParts, allReadings];
  // "offered my breece hall for puka. breece's route share is 55% but puka's TS is 29%. accept?": the sides the
  // dropped remark told are the trade's, when the question kept names the same players without them.
  const toldSides = allReadings.find(
    (r, i) => !asks[i] && r.understood.intent === "trade" && r.understood.give.length && r.understood.get.length,
  )?.understood;
  const sameTrade = (u: Understanding) =>
    !!toldSides &&
    u.intent === "trade" &&
    (!u.give.length || !u.get.length) &&
    [...u.give, ...u.get].sort().join() === [...toldSides.give, ...toldSides.get].sort().join();
  const readings = kept.map((r) =>
    r.understood.intent === "tradeIdeas" && offered.length && !playersOf(r.understood).length
      ? { ...r, understood: { ...r.understood, mentions: [...r.understood.mentions, ...offered] } }
      : sameTrade(r.understood)
        ? { ...r, understood: { ...r.understood, give: toldSides!.give, get: toldSides!.get } }
        : r,
  );
  return readings.reduce<Reading[]>((kept, r, i) => {
    const last = kept[kept.length - 1];
    if (!last || !addsNothing(parts[i]!, r, readings.slice(0, i))) return [...kept, r];
    if (last.understood.week === null && r.understood.week !== null)
      kept[kept.length - 1] = { ...last, understood: { ...last.understood, week: r.understood.week } };
    return kept;
  }, []);
}

const SELLS_HIM =
  /^\W*(and |but |so )?((should|would|do|can) (i|we|you) |is it time to )?(sell|buy)( (him|her))?( (high|low))?\W*$/i;
const AS_THINGS_STAND = /\b(right now|rn|now|currently|as (it|things) stands?|at the moment|today|as of now)\b/i;
// A scenario's answer gives the playoff odds before and after it, so "…and what are my odds" adds nothing.
const ANSWERED_BY: Partial<Record<Intent, Intent>> = { playoffs: "scenario" };
// A bye cover's answer lists the roster's byes, so "who's on bye week 11? need a fill in" is the one question
// (one at a position lists that position's byes alone: "who's on bye, and who covers my QB" asks both).
const ANSWERED_EITHER_WAY: Partial<Record<Intent, Intent>> = { rosterStatus: "byeCover" };

// …unless asked before it ("what are my odds right now, and what if I win out"): the odds as they stand first.
// "What could I get for Chase? Any package ideas?": a part naming nothing, of the family another part asks about a
// player, is that question again.
function withoutRepeats(readings: Reading[]): Reading[] {
  return readings.filter((r, i) => {
    const by = ANSWERED_BY[r.understood.intent];
    const either = ANSWERED_EITHER_WAY[r.understood.intent];
    const again =
      namesNoSubject(r.understood) &&
      !r.players.length &&
      readings.some((x) => x !== r && x.understood.intent === r.understood.intent && x.players.length > 0);
    // "Sell or hold? What's he actually worth?": a sell/hold verdict naming nobody, beside a player's trade value,
    // is that value's verdict.
    const verdictOfValue =
      r.understood.intent === "buyLow" &&
      namesNoSubject(r.understood) &&
      r.understood.masked.split(/\s+/).length <= 4 &&
      !/\b(who|whom|which|guys|players|candidates|targets|names|any)\b/i.test(r.understood.masked) &&
      !r.players.length &&
      readings.some(
        (x) => x.understood.intent === "tradeValue" && (x.players.length || playersOf(x.understood).length),
      );
    // "chase vs jefferson. GO. who's better the rest of the way": the names set against each other, then the
    // question about them, ask one comparison.
    const sameTwo = (x: Reading) => x.players.length >= 2 && x.players.join() === r.players.join();
    const namesOnly =
      r.understood.intent === "startSit" &&
      r.understood.masked.replace(/\b(player|vs|versus|or|and)\b|[^a-z]/gi, "").length === 0 &&
      readings.some((x) => x !== r && x.understood.intent === "compare" && sameTwo(x));
    return !(
      again ||
      namesOnly ||
      verdictOfValue ||
      // ("whats my odds if i win out, and what are they right now": the odds as they stand, asked for too.)
      (by &&
        readings.slice(0, i).some((x) => x.understood.intent === by) &&
        !AS_THINGS_STAND.test(r.understood.masked)) ||
      (either && readings.some((x) => x.understood.intent === either && !x.understood.position))
    );
  });
}

async function requestsAboutHim<P extends NamedPlayer>(
  text: string,
  player: string,
  index: PlayerNameIndex<P>,
  teams: readonly string[],
): Promise<Reading[] | null> {
  const segments = text.split(/\s*(?:\+|&|,|\band\b)\s*/i).filter((x) => x.trim());
  if (segments.length < 2 || segments.some((x) => x.split(/\s+/).length > 4)) return null;
  const read = await Promise.all(
    segments.map((x) => understand(`${x.replace(/[?!.]+$/, "")} for ${player}`, index, teams)),
  );
  const families = new Set(read.map((u) => u.intent));
  const each = read.every((u) => ABOUT_HIM.has(u.intent) && u.decidedBy === "cue");
  return each && families.size === read.length
    ? read.map((u) => ({ understood: u, players: [player], ifOut: null }))
    : null;
}

async function joinedRequests<P extends NamedPlayer>(
  text: string,
  index: PlayerNameIndex<P>,
  teams: readonly string[],
): Promise<Reading[] | null> {
  const segments = text
    .split(/,?\s+and\s+(?=(?:the|some|a few|a couple|any|my|also|your)\b)|\s+[+&]\s+/i)
    .map((x) => x.trim());
  // Requests are short; a long segment tells a story ("…my kicker has been useless all year and my sister keeps…").
  if (segments.length < 2 || segments.some((x) => x.split(/\s+/).length < 2 || x.split(/\s+/).length > 14)) return null;
  const read: Understanding[] = [];
  for (const segment of segments) {
    const u = await understand(segment, index, teams);
    // Each request settled by its own wording, naming nobody, and a family no other request asked.
    if (u.decidedBy !== "cue" || !confident(u) || u.mentions.some((x) => x.kind === "player") || u.scenario)
      return null;
    if (read.some((r) => r.intent === u.intent)) return null;
    read.push(u);
  }
  return read.map((understood) => ({ understood, players: [], ifOut: null }));
}

async function readPart<P extends NamedPlayer>(
  part: string,
  whole: string,
  before: Reading[],
  index: PlayerNameIndex<P>,
  teams: readonly string[],
): Promise<Reading> {
  const carried = before.flatMap((r) => r.players);
  // "Is X playing, and if so should I start him over Y": he is the player of the part before.
  const bare = part.replace(new RegExp(`^(and |but |so )?${IF_SO},?\\s+`, "i"), "");
  // "What is Hail Mary Heroes' record, and where do they sit": they are the team of the part before.
  const team = before.map((r) => r.understood.team).find(Boolean);
  // ("…, and what's Chase worth by his lonesome": a part that names its player keeps him.)
  // ("…, him or Hampton": "him" set against a named player is still the one before.)
  // (The part is read once here and that reading kept when its text stays as written.)
  const possessiveOnly = carried.length > 0 && PRONOUN.test(bare) && !/\b(he|him|he'?s|hes|she|her)\b/i.test(bare);
  const asWrittenRead = possessiveOnly ? await understand(bare, index, teams) : null;
  const namesOwn = !!asWrittenRead && playersOf(asWrittenRead).length > 0;
  const text =
    carried.length && PRONOUN.test(bare) && !namesOwn
      ? bare.replace(PRONOUN, carried[0]!)
      : team && /\b(they|them|their)\b/i.test(bare)
        ? bare.replace(/\b(they|them|their)\b/i, (w) => (/^their/i.test(w) ? `${team}'s` : team))
        : bare;
  let u = asWrittenRead && text === bare ? asWrittenRead : await understand(text, index, teams);
  // "Rank my QBs for week 14 and tell me who is on bye": a week named once holds for the parts after it.
  const earlierWeek = before.map((r) => r.understood.week).find((w) => w !== null) ?? null;
  if (u.week === null && earlierWeek !== null) u = { ...u, week: earlierWeek };
  // "Who's on bye week 11? need a fill in": a bye cover read in a part is backed by the bye the message names.
  if (u.intent === "byeCover" && /\bbyes?\b/i.test(whole)) u = { ...u, decidedBy: "cue" };
  // "X is on bye in week 12, right? who do I grab?" — a pickup in a question about a bye covers the bye.
  const pickup =
    u.intent === "waivers" || u.intent === "sleepers" || u.intent === "byeCover" || BYE_COVER_ASK.test(part);
  // ("Who on my team is on a bye this week, and who could I pick up to fill in for them?": the byes just listed.)
  // ("who on my team isn't playing next week, and who could fill in for them?": them, the players just listed.)
  const afterByes =
    before.some((r) => r.understood.intent === "rosterStatus") &&
    (/\bbyes?\b/i.test(whole) || /\bin for (them|those guys|those players)\b/i.test(part));
  const covers = /\b(cover|fill[- ]?in|fills? in|replace\w*|in for (them|him|her)|stand[- ]?in|step in)\b/i.test(part);
  if (afterByes && covers && !carried.length && !u.position && u.intent === "waivers")
    u = { ...u, intent: "byeCover", decidedBy: "cue" };
  if (pickup && /\bbyes?\b/i.test(whole) && (carried.length || u.position)) {
    const position = u.position ?? positionOf(carried[0], index);
    // "Who do I grab off waivers?" names the wire: the pickups at his position, not a bye report.
    const wire = u.intent === "waivers" && /\b(waivers?|the wire|free agen\w*)\b/i.test(part);
    u = { ...u, intent: wire ? "waivers" : "byeCover", decidedBy: "cue", position };
  }
  // "…what are my odds, and what do I do to fix it?": the moves that raise the odds just asked about.
  const aboutOdds = before.some((r) => r.understood.intent === "playoffs" || r.understood.intent === "scenario");
  if (aboutOdds && !playersOf(u).length && (RAISES_IT.test(part) || FIX_IT.test(part)))
    u = { ...u, intent: "improveOdds", decidedBy: "cue" };
  // "nabers ros outlook, and should i sell high": selling the player of the part before.
  if (carried.length === 1 && u.intent === "buyLow" && !playersOf(u).length && SELLS_HIM.test(part))
    return { understood: { ...u, intent: "tradeValue", decidedBy: "cue" }, players: carried, ifOut: null };
  // "…if i win out? and what about right now": the odds as they stand.
  if (aboutOdds && !playersOf(u).length && !confident(u) && AS_THINGS_STAND.test(part))
    u = { ...u, intent: "playoffs", decidedBy: "cue" };
  // "ANY OF MY GUYS HURT?? and do i drop them or what": whether to drop or stash the hurt players just asked about.
  const aboutInjuries = before.some((r) => r.understood.intent === "rosterStatus");
  if (aboutInjuries && !playersOf(u).length && DROP_THEM.test(part))
    u = { ...u, intent: "dropStash", decidedBy: "cue" };
  // "who do I drop and who do I stash": the stash half of the same drop-or-stash question.
  if (before.some((r) => r.understood.intent === "dropStash") && /\bstash\b/i.test(part) && !playersOf(u).length)
    u = { ...u, intent: "dropStash", decidedBy: "cue" };
  // A part that restates the part before in other words is that question again: "how many points am i projected
  // for this week? what number we puttin up", "optimize my whole lineup … maximize expected pts", "can i package
  // kittle and javonte for a top wr? who'd take that", "is achane questionable?? INJURY REPORT PLEASE".
  const last = before[before.length - 1]?.understood.intent;
  const restates =
    !playersOf(u).length &&
    ((last === "projectedTotal" &&
      /\b(what number|how many|puttin[g']? up|put up|score|least|most|floor|ceiling|lowest|highest)\b/i.test(part)) ||
      (last === "lineup" && /^\W*(maximi[sz]e|optimi[sz]e|max out)\b/i.test(part)) ||
      ((last === "tradeIdeas" || last === "trade") &&
        /^\W*(and )?who('?d| would| will)? (take|want|bite on|do|accept) (that|it|this|them|those|him)\b/i.test(
          part,
        )) ||
      (last === "status" && /^\W*(injury (report|update|news)|status)( (please|pls|plz))?\W*$/i.test(part)));
  if (restates && last) return { understood: { ...u, intent: last, decidedBy: "cue" }, players: carried, ifOut: null };
  // "Set the optimal lineup and tell me what total it projects to": the projected total of the lineup just set.
  const afterLineup = before.some((r) => r.understood.intent === "lineup");
  if (afterLineup && !playersOf(u).length && LINEUP_TOTAL.test(part) && !/\b(who|start|sit|bench)\b/i.test(part))
    u = { ...u, intent: "projectedTotal", decidedBy: "cue" };
  // "Compare Cook and Hall ROS, then tell me who to start this week": the start/sit of the players just compared.
  const pair = before.find((r) => r.understood.intent === "compare" || r.understood.intent === "startSit");
  const asksWhoStarts =
    /\b(who|which( one)?)\b[^?.!]{0,12}\b(starts|to start|should start|(do|should) (i|we) (start|play))\b/i.test(part);
  if (
    pair &&
    pair.players.length >= 2 &&
    !playersOf(u).length &&
    // ("…this week? and zoom out, who's the better asset rest of season?": the pair, over the season.)
    // ("Irving, Hubbard or Dowdle. which one do i trot out there this weekend": "which one" of the players just named.)
    (u.intent === "lineup" ||
      u.intent === "slot" ||
      asksWhoStarts ||
      WHICH_OF_THEM.test(part) ||
      /^\W*(so |and |but |ok )?which one\b/i.test(part))
  ) {
    // (A bare "Which one." after "ROS: Bowers vs McBride" keeps the pair's own horizon.)
    const bare = /^\W*(so |and |but |ok )?which one\W*$/i.test(part);
    const intent = bare ? pair.understood.intent : u.horizon === "rest-of-season" ? "compare" : "startSit";
    u = { ...u, intent, decidedBy: "cue" };
    return { understood: u, players: pair.players, ifOut: null };
  }
  const players = playersOf(u);
  return { understood: u, players: players.length ? players : u.intent === "byeCover" ? carried : [], ifOut: null };
}

// Filler around the one thing a follow-up changes: "breece tho?", "same q for week 12", "narrow it to QBs".
const FILLER = new RegExp(
  "\\b(bout|abt|tho|though|q|question|thing|please|pls|then|spot|slot|with|specifically|as|regarding|" +
    // "and what about the kicker spot, while we are on the subject?"
    "while (we'?re|we are)( on| at)?( the subject| it)?|by the way|btw|on that note|" +
    "maybe|perhaps|answer|not|like|i mean|mean|rather|matchup|byes?|injur(y|ies)|sorry|actual+y|ones|idea|deal|" +
    "exercise|list|two|pair|both|you would|you please|could you|can you|would you|run|rerun|redo|order|different|is|" +
    "narrow|down|filter|limit|it|to|this|one|call|horizon|timeframe|" +
    // "actually make that week 13", "righto, and for next week?", "good stuff, now do next week's": the change said
    // around words that acknowledge the answer before it or ask for the change.
    "make|change|switch|righto|right|fair enough|good stuff|cheers|mate|lol|um+|hm+|oh|yeah|yep|cool|great|" +
    "got it|gotcha|understood|very well|that|now|do|" +
    // "any TEs in that bunch?", "Confine that list to tight ends", "bearing in mind the bye schedule", "sorry to
    // pile on": the earlier answer pointed at, and words around the change.
    "bunch|group|list|confine|restrict|keep|bearing|keeping|mind|schedule|pile|" +
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

const SAME_AGAIN = /\b(the )?same (question|q|thing|exercise|analysis|facts|deal|again|for|but|please)\b|\bsame\W*$/i;

function isOnlyAChange(text: string, u: Understanding, before: Intent): boolean {
  const newTeam = !!u.team && TEAM_FOLLOW_UP.has(before);
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

function carryOver(
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
