// From a message in a conversation to what it asks: follow-ups resolved against earlier turns ("him", "what
// about next week?", "what about Lamb", "and if he's out?"), two-part questions split into parts, and — when
// the wording is too unclear to answer safely — one clarifying question offering the two likeliest readings.
import type { NamedPlayer, PlayerNameIndex } from "@/lib/league-model/team/player-lookup";
import { asTheLeagueWritesIt, leagueTeamNames, type LeagueName } from "@/lib/ai/analyst/nlu/league-names";
import { weeksAsNumbered, type LeagueCalendar } from "@/lib/ai/analyst/nlu/calendar-weeks";
import type { EarlierTurn } from "@/lib/ai/analyst/conversation";
import { benchmarksFor, understand, type Understanding } from "@/lib/ai/analyst/nlu/understand";
import { FirstNameIndex } from "@/lib/ai/analyst/nlu/first-names";
import { rolesAsNames } from "@/lib/ai/analyst/nlu/team-roles";
import type { Intent } from "@/lib/ai/analyst/nlu/intents";
import { detectScenario, detectWeek, NEXT_WEEK, positionsAsTyped, weekInDigits } from "@/lib/ai/analyst/nlu/slots";
import { detectPosition, positionOf } from "@/lib/ai/analyst/nlu/entities";
import { STANDINGS_NUMBER } from "@/lib/ai/analyst/nlu/team-numbers";
import { ACKNOWLEDGMENT_WORDS } from "@/lib/ai/analyst/nlu/family-cues";
import {
  type Interpretation,
  LINEUP_CALLS,
  NEEDS_TWO,
  type Reading,
  calledPosition,
  confident,
  earlierReading,
  namedOrSpot,
  namesNoSubject,
  playersOf,
  rankedPlayers,
  turnPlayers,
} from "@/lib/ai/analyst/dialogue/readings";
import { asWritten, signatureOf, withStop, withoutDeadline, withoutSignOff } from "@/lib/ai/analyst/dialogue/written";
import { FIRST_PERSON } from "@/lib/ai/analyst/nlu/people";
import { ASKING, PRONOUN, splitParts } from "@/lib/ai/analyst/dialogue/parts";
import {
  BYE_TOLD,
  PICKS_ONE,
  TRADE_VERDICT,
  isRemark,
  tellsOnly,
  withToldSubject,
  withoutAsides,
  withoutInjuryNews,
} from "@/lib/ai/analyst/dialogue/remarks";
import {
  askedOfTheOnePlayer,
  carryOver,
  FOLLOW_UPS,
  isOnlyAChange,
  OFFERS_BACK,
  RAISES_IT,
  WANTS_MINE,
} from "@/lib/ai/analyst/dialogue/follow-ups";
import {
  teamBefore,
  withPlayerForPronoun,
  withReferencesResolved,
  withSpotNamed,
} from "@/lib/ai/analyst/dialogue/references";
import { interpretParts } from "@/lib/ai/analyst/dialogue/multi-part";
import { chosenPlayer, pickedReading } from "@/lib/ai/analyst/dialogue/replies";
import {
  BYE_COVER_ASK,
  LINEUP_TOTAL,
  WHICH_OF_THEM,
  WHICH_OF_TWO,
  joinedRequests,
  requestsAboutHim,
} from "@/lib/ai/analyst/dialogue/part-reading";

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
    "(one|of (them|the two|those two|these two|the three))\\b[^?]*" +
    "\\b(start|play|roll|go|use|pick|take|ride|flex|have|keep|own|hold)(s|es|ing)?\\b|" +
    // "so if i can only start one of em who".
    "\\b(can|could) only (start|play|use|fit) one of (them|em|'em|the two|those two)\\b",
  "i",
);

// The answer before challenged, with the reason for doubting it: "You sure? Kyren's had the better last three
// weeks.", "That can't be right. Check it again.", "That number looks inflated. Where's it coming from?", "Bowers
// has been banged up though. Still him?".
const CHALLENGE = new RegExp(
  "^\\W*(why( not| decline| accept| him| her| that| so)?|how come|(are )?(you|u) sure|really|says who|based on what|" +
    "that can'?t be right|that'?s (wrong|not right|off)|no way|seriously|double[- ]check( that| it)?|" +
    "that (number|projection|total|answer|score) (looks|seems|is|sounds) (\\w+ )?\\w+)\\b[^a-z]|" +
    "\\bstill (him|her|them|that|the same( guy| call| answer)?)\\W*$|\\bcheck (it|that) again\\W*$|" +
    "\\bwhere('?s| is| are you getting| did you get| does) (that|it|this)( number)? (from|coming from|come from)\\b",
  "i",
);
// …unless it asks about someone or something else ("you sure? what about Puka instead").
const ASKS_ANOTHER = /\b(what about|how about|instead|rather|or|vs\.?|versus|over)\b/i;

// More of the earlier answer, or the same question pressed.
const AGAIN = new RegExp(
  "^\\W*(and )?(more|(any|some|a few|a couple) more|more (pls|please|options|names|guys|ideas|of them)|others?|" +
    "other options|deeper|go deeper|dig deeper|keep going|go on|be honest|honestly|be real|for real|on paper|" +
    "any takers|anything (off|else|wrong)|what else|who else|anyone else|deep league ones?|how much|" +
    // "thoughts?", "yes or no", "your take?": the verdict on what was just asked or pasted.
    "(your |ur |any )?(thoughts|take|opinion|verdict)( on (this|that|it))?|what do (you|u|ya) think|" +
    "yes or no|y ?\\/ ?n|good or bad|" +
    // "got any real ones", "better ones?": more of what was asked.
    "((got|any|some|gimme|give me|i need|need)\\s+)*(real|better|good|actual|legit|other|different|new|deeper) ones?)" +
    "( (pls|please|then|tho|though))?[^a-z]{0,6}$",
  "iu",
);

// Families that find a player to pick up: a position asked in one holds for the next.
const PICKUPS: ReadonlySet<Intent> = new Set<Intent>(["waivers", "sleepers", "byeCover"]);

const IF_THEY_PLAY = new RegExp(
  "^\\s*(?:ok|okay|so|and|but|alright)?[,\\s]*(?:if|assuming|provided|as long as)\\s+" +
    "(?:they|he|she|both)(?:'re|'s| are| is)?(?: both| all)?\\s+" +
    "(?:good to go|healthy|playing|active|fine|ok|okay|cleared|available|a go|suiting up|goes|plays)\\s*,?\\s*" +
    // ("ok assuming he goes, bucky or chuba": the pick after it, however it is asked.)
    "(?=(?:then\\s+)?(?:who|which|what|should|do|can|is)\\b|[^?]*\\b(or|vs\\.?|versus)\\b)",
  "i",
);

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

// News of an injury ("pops up as Q", "has a Q next to his name", "listed as doubtful") and a pick asked again.
const INJURY_NEWS = /\b(q|questionable|doubtful|gtd|game[- ]time|limited|dnp|injur\w*|hurt|out)\b/i;

const RECONSIDERS = new RegExp(
  "\\b(still (him|start|play|go|roll)|change (anything|it|that|things|your (answer|pick|mind))|switch|swap|pivot|" +
    "who then|then who|same answer|does that change)\\b",
  "i",
);

// A short lead that sets something aside ("Forget this week.", "Never mind the playoffs."): not asked at all.
const SET_ASIDE_LEAD =
  "^\\s*((actually|ok|okay|wait|oh|hmm),?\\s+)?(forget|never ?mind|nvm|ignore|scratch|setting aside|leaving aside)\\b";

const SETS_ASIDE = new RegExp(`${SET_ASIDE_LEAD}[^?.!;:—–]{0,40}([.!;:]|\\s[—–-])\\s+(?=\\S)`, "i");

// …ended by a comma when no full stop ends it ("ok forget the numbers, just tell me who to start").
const SETS_ASIDE_CLAUSE = new RegExp(`${SET_ASIDE_LEAD}[^?.!;:,]{0,40},\\s+(?=\\S)`, "i");

const TELLS_SIDE = /^\W*(i'?m|i am|we'?re|i'?d be|i would be) (the one )?(getting|giving|receiving|sending)\b/i;

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

/**
 * A message read in a league: the league's team and manager names written as it writes them, weeks named by its
 * calendar written as numbers ("thanksgiving week" as "week 13"), then interpreted.
 */
export function interpretInLeague<P extends NamedPlayer>(
  question: string,
  earlier: EarlierTurn[],
  index: PlayerNameIndex<P>,
  league: readonly LeagueName[],
  calendar: LeagueCalendar | null = null,
): Promise<Interpretation> {
  // (An email's signature goes first: "Tom Hughes\nGridiron Gurus" under the question, or the "Tom" every letter of
  // the conversation is signed with, names nobody asked about.)
  const signature = signatureOf([...earlier.map((t) => t.question), question]);
  const written = (text: string) =>
    weeksAsNumbered(asTheLeagueWritesIt(withoutSignOff(text, signature), league), calendar);
  return interpret(
    written(question),
    earlier.map((t) => ({ ...t, question: written(t.question) })),
    index,
    leagueTeamNames(league),
    calendar,
  );
}

export async function interpret<P extends NamedPlayer>(
  question: string,
  earlier: EarlierTurn[],
  index: PlayerNameIndex<P>,
  teams: readonly string[] = [],
  calendar: LeagueCalendar | null = null,
): Promise<Interpretation> {
  // "week twelve": the week in digits before anything reads the message ("make that week thirteen"); "w r three":
  // the spot as typed; "the Niners TE": the player so named.
  const roles = index instanceof FirstNameIndex ? index.roles : null;
  const typed = (text: string) => positionsAsTyped(weekInDigits(text));
  const asRead = (text: string) => (roles ? rolesAsNames(typed(text), roles, teams) : typed(text));
  question = asRead(question);
  // "hm ok", "Good morning!": a turn that only acknowledges or greets leaves the conversation where it was.
  earlier = earlier.filter((t) => !ACK_ONLY.test(t.question)).map((t) => ({ ...t, question: asRead(t.question) }));
  if (earlier.length) question = withoutAcknowledgment(question);
  // The turn before, as it was read (once): follow-ups are read against it.
  const lastTurn = earlier[earlier.length - 1];
  const prior = lastTurn
    ? await interpret(lastTurn.question, earlier.slice(0, -1).slice(-3), index, teams, calendar)
    : null;
  const meant = keepsThePosition(
    keepsTheWeekly(await interpretTurn(question, earlier, prior, index, teams, calendar), prior, question),
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
        ? {
            ...r,
            understood: {
              ...r.understood,
              week,
              // (A pick between players is weighed over the horizon: next week's game.)
              horizon: week === "next" && r.understood.horizon === "week" ? "next-week" : r.understood.horizon,
            },
          }
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
  `^\\W*((${ACKNOWLEDGMENT_WORDS}|huh|thanks|thank you|thx|ty|interesting|good (morning|afternoon|evening|night)|` +
    "hi|hello|hey( there)?|yo|howdy|damn|dang|oof|ugh|wow|lol|lmao|haha)\\W*)+$",
  "i",
);

// "hm meh. and kincaid?", "Helpful. Different question…": a sentence that only acknowledges the answer before, then
// the question (after an answer: a first message's "hi!" may open what it tells).
// …or only turns the answer down before asking again: "that's not an answer.", "I know my record.", "forget Evans
// specifically.", "skip the opponent.", "they're both already on my roster, genius."
const TURNED_DOWN = new RegExp(
  "^\\W*(no+|nope|nah|wrong|not quite|come on|fine|" +
    "that('?s| is) (not|wrong|not right|not what i (asked|meant|wanted)|not an answer|not it)|that can'?t be right|" +
    "i know (my|the|that|his|her|he'?s|she'?s|they'?re)\\b[^.?!]*|" +
    "forget (that|it|the \\w+|\\w+( specifically)?)|skip the \\w+|" +
    "(they'?re|he'?s|she'?s) (both |all )?already on my (roster|team|bench)\\b[^.?!]*)\\W*$",
  "i",
);

function withoutAcknowledgment(text: string): string {
  for (let i = 0; i < 3; i++) {
    const lead = /^\s*([^.?!]{1,60})[.!]+\s+(?=\S)/.exec(text);
    if (!lead || !(ACK_ONLY.test(lead[1]!) || TURNED_DOWN.test(lead[1]!))) return text;
    text = text.slice(lead[0].length);
  }
  return text;
}

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

// The season's end rather than this week's game: "make the playoffs", "how likely is it I finish top 6".
const ABOUT_THE_SEASON = new RegExp(
  "\\b(playoffs?|postseason|title|championship|ship|season|make it|get(ting)? in|if|say|whole thing|clinch\\w*|" +
    "finish|top \\d+|big picture)\\b",
  "i",
);

// "and the week after?", "what about the week after that": the week after the one asked about ("the week after
// next" counts from this week, not from it).
const WEEK_AFTER =
  /(^\W*(?:(?:and|ok|okay|so|what about|how about|same for|now)\W+)*(?:for |in )?)the week after(?: that)?(?! next)\b/i;

// "rank my receivers" → "no, only the running backs": the correction's own words, before what it corrects to.
const CORRECTION_LEAD = /^\s*(no|nah|nope)\b[,.!]?\s*(just|only)\s+/i;

async function interpretTurn<P extends NamedPlayer>(
  question: string,
  earlier: EarlierTurn[],
  prior: Interpretation | null,
  index: PlayerNameIndex<P>,
  teams: readonly string[],
  calendar: LeagueCalendar | null,
): Promise<Interpretation> {
  question = asWritten(question);
  const lastTurn = earlier[earlier.length - 1];
  // "Ok if they're both good to go, which one do I start": the condition met is the earlier answer's; the
  // question is what follows it.
  if (lastTurn)
    question = question
      .replace(INTERJECTION, "")
      .replace(CORRECTION_LEAD, "")
      .replace(IF_THEY_PLAY, "")
      .replace(SAME_FOR, "what about ")
      .replace(ANSWER_DIFFERS, "what about ")
      // "jsn or london this week" → "ok and if it was next week?": the same question for that week.
      .replace(
        /^\W*((ok|okay|and|so|but)\W+)*(what )?if it (was|were|is|'s) (?=(next week|week \d+)\b)/i,
        "what about ",
      );
  // "Is Rice in line for a big game in week 11?" → "and the week after?": the week after the one asked about (after
  // "next week", the league's week after next).
  const weekAsked = prior?.kind === "answer" ? prior.readings[0]!.understood.week : null;
  const weekAfter =
    typeof weekAsked === "number" ? weekAsked + 1 : weekAsked === "next" && calendar ? calendar.week + 2 : null;
  if (weekAfter && WEEK_AFTER.test(question)) question = question.replace(WEEK_AFTER, `$1week ${weekAfter}`);
  // The checks below may read the same words more than once: each text is understood once per message.
  const byText = new Map<string, Promise<Understanding>>();
  const readOnce = (t: string) => {
    if (!byText.has(t)) byText.set(t, understand(t, index, teams));
    return byText.get(t)!;
  };
  question = await withoutInjuryNews(await withoutAsides(question, readOnce), readOnce);
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
        teams,
        calendar,
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
    // ("lost by 0.4 points" → "this is the worst league ever": a remark outside every family picks no reading.)
    const declines = !!own && own.intent === "None" && own.decidedBy === "cue";
    if (picked && !asksItself && !asksAnother && !declines) {
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
    // "sawyer wants josh allen from me" → "hes giving burrow and aiyuk, do i do it": the other side of a deal told.
    const offersBack = WANTS_MINE.test(unanswered) && OFFERS_BACK.test(question) && playersOf(alone).length > 0;
    if (
      !coversByeTold &&
      (offersBack ||
        !confident(alone) ||
        ((lacksSubject || countsGamesTold || scenarioTold) && (toldNobody || !PRONOUN.test(question))))
    ) {
      const asked = `${withStop(unanswered)} ${resolved}`;
      const joined = await interpret(asked, earlier.slice(0, -1), index, teams, calendar);
      const same = joined.kind === "answer" && joined.readings[0]!.understood.intent === alone.intent;
      // "let's talk about my guy Jahmyr Gibbs" → "what's the projection this week": the question is about him.
      const topic = TOPIC_TOLD.test(unanswered) && playersOf(told).length === 1 && !playersOf(alone).length;
      // ("4 games left." → "odds if i win 2 of them": the games the statement counted.)
      const counted = detectScenario(asked);
      const withGames = (u: Understanding): Understanding =>
        u.scenario?.kind === "record" && u.scenario.games === null && counted?.kind === "record" && counted.games
          ? { ...u, scenario: counted }
          : u;
      const dealTold = offersBack && joined.kind === "answer" && joined.readings[0]!.understood.intent === "trade";
      if (joined.kind === "answer" && (!confident(alone) || same || topic || dealTold))
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
    !ABOUT_THE_SEASON.test(question) &&
    !detectScenario(question) &&
    namesNoSubject(await readOnce(question))
  )
    return { kind: "answer", readings: [carryOver(previous, previous.u)] };
  // "someone just offered me Jefferson" → "for Bijan straight up. do it?": the other side of the trade told before,
  // read with it.
  if (previous && lastTurn && /^\W*(for|4)\s/i.test(question) && OFFER_TOLD.test(lastTurn.question)) {
    const joined = await interpret(
      `${asWritten(lastTurn.question)} ${question}`,
      earlier.slice(0, -1),
      index,
      teams,
      calendar,
    );
    const trade = joined.kind === "answer" && joined.readings.length === 1 ? joined.readings[0]!.understood : null;
    if (trade?.intent === "trade" && trade.give.length && trade.get.length) return joined;
  }
  // "ok and next week, same two? rhamondre's route % is creeping up": a follow-up that changes one thing, with
  // remarks after it, is that follow-up.
  const sentences = previous ? splitParts(question) : [];
  if (previous && sentences.length > 1 && sentences.slice(1).every((p) => isRemark(p) && tellsOnly(p))) {
    const first = await readOnce(sentences[0]!);
    if (isOnlyAChange(sentences[0]!, first, previous.intent))
      return interpretTurn(sentences[0]!, earlier, prior, index, teams, calendar);
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
  // ("Different question, this week only: which of the two goes in my lineup?": its last clause.)
  const lastClause = question.split(/(?<=[.!?:;])\s+/).pop() ?? question;
  if (earlier.length && (PICK_ONE.test(question) || PICK_ONE.test(lastClause))) {
    const recent = [...new Set(earlier.slice(-3).flatMap((t) => turnPlayers(t)))];
    const u = recent.length >= 2 && recent.length <= 3 ? await readOnce(question) : null;
    if (u && !playersOf(u).length)
      return {
        kind: "answer",
        readings: [
          {
            understood: {
              ...u,
              intent: u.horizon === "rest-of-season" ? "compare" : "startSit",
              decidedBy: "cue",
              week: u.week ?? previous?.u.week ?? null,
            },
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
  // "is Egbuka ok?" → "still a start?", "startable?": a few words that ask about one player, of the one asked about.
  const aboutHim = previous ? await askedOfTheOnePlayer(question, previous.players, readOnce) : null;
  if (aboutHim) return { kind: "answer", readings: [aboutHim] };
  if (previous && CHALLENGE.test(question) && !ASKS_ANOTHER.test(question.replace(CHALLENGE, " "))) {
    const named = playersOf(await readOnce(question));
    if (named.every((p) => previous.players.includes(p)))
      return { kind: "answer", readings: [carryOver(previous, previous.u)] };
  }
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
  if (previous?.intent === "trade" && question.split(/\s+/).length <= 24) {
    const [asked, ...after] = question.split(/(?<=\?)\s+(?=\S)/);
    const tellsItsSide = after.length === 1 && !/\?/.test(after[0]!) && TELLS_SIDE.test(after[0]!);
    const verdict = tellsItsSide ? asked! : question;
    // ("good trde?": the verdict read after spelling.)
    const probe = splitParts(verdict).length === 1 ? await readOnce(verdict) : null;
    if (probe && (TRADE_VERDICT.test(verdict) || TRADE_VERDICT.test(probe.masked)) && !playersOf(probe).length)
      return { kind: "answer", readings: [carryOver(previous, previous.u)] };
  }

  let text = await withReferencesResolved(question, { previous, told, lastTurn, readOnce });
  const prevTeam = teamBefore(previous, told);
  text = withoutDeadline(SETS_ASIDE.test(text) ? text.replace(SETS_ASIDE, "") : text.replace(SETS_ASIDE_CLAUSE, ""));
  // "wait sorry mixing up leagues, I mean week 11 for this one": what follows "I mean" is the question.
  const meant = previous ? /\b(?:i mean|i meant)\b[,:]?\s+(\S.*)$/i.exec(text) : null;
  // ("…wait no i meant chase brown or rhamondre stevenson": names alone are the earlier question about them.)
  // ("I didn't mean Fannin, I meant Tucker Kraft" after a trade: one of its players swapped, below.)
  const tradeSwap = previous?.intent === "trade" && /\b(didn'?t|did not|not)\b/i.test(text.slice(0, meant?.index ?? 0));
  if (meant && meant.index > 0 && !tradeSwap) text = ASKING.test(meant[1]!) ? meant[1]! : `what about ${meant[1]!}`;
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
        // "Should I start Jameson Williams this week?" → "what about Rome Odunze instead", "or jacobs": one or the
        // other.
        (previous.intent === "startSit" &&
          (/\binstead\b(?! of)/i.test(text) || /^\W*(or|vs\.?|versus)\s/i.test(text))) ||
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
  if (whole) {
    const settled = await interpretParts(parts, whole, question, previous, index, teams);
    if (settled) return settled;
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
  // "Who does End Zone Envy have this week?" → "how's that head-to-head looking then?": that team's game again, when
  // nothing in the new question makes it the manager's own.
  const sameGame =
    u.intent === "matchup" && previous?.intent === "matchup" && !!previous.u.team && !FIRST_PERSON.test(text);
  const withPartner = (u.intent === "trade" || sameGame) && !u.team && prevTeam ? { ...u, team: prevTeam } : u;
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
  // "who should I start in week 11" as a first question, with nobody to pick between: the lineup for that week.
  // (After players told or asked about, "who starts?" picks between them.)
  const lineupAlone = !earlier.length && !named.length && WHO_STARTS.test(text);
  if (!confident(u) && (u.intent === "lineup" || u.runnerUp === "lineup") && lineupAlone)
    return { kind: "answer", readings: [{ ...reading, understood: { ...u, intent: "lineup", decidedBy: "cue" } }] };
  if (!confident(u) && u.intent !== "help" && !bothReadersAgree) {
    const second = u.runnerUp && u.runnerUp !== "None" && u.runnerUp !== "help" ? u.runnerUp : null;
    if (second) return { kind: "clarify", options: [u.intent, second] };
    return { kind: "decline", understood: u };
  }
  return { kind: "answer", readings: [reading] };
}

const WHO_STARTS = new RegExp(
  "^\\W*((ok|okay|so|and|alright|then)\\W+)*who ((should|do|can|would) )?((i|we) )?(start|play)s?" +
    "( and (sit|bench)(s|es)?)?" +
    "( (in|for|on) (week \\d+|this week|next week|sunday))?\\W*$",
  "i",
);

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
    // ("for the back half of the season who do you like more": the one the GM prefers.)
    /\b(who|which( one)?) (do |would )?(you|u|ya) (like|prefer|rate|trust|take)( more| better| most)?\s*[?!.]*$/i.test(
      text,
    ) ||
    (PICKS_ONE.test(firstSentence) && !confident(u) && firstSentence.split(/\s+/).length <= 10);
  return picks && !u.mentions.length;
}

// "which one", "which of the two": a pick between two players.

const PUTS_ONE = new RegExp(
  "\\bwho (do|should|can) (i|we) (put|start|play|slot|use|roll with)\\b|\\bwho (gets|takes|fills) (the" +
    "|that|my)\\b",
  "i",
);

const TOPIC_TOLD = /\b(talk(ing)? about|discuss|regarding|question about|ask(ing)? about|let'?s (do|look at))\b/i;

const ODDS_TOLD = /\b(odds|chances?|probability|percent(age)?)\b|\d\s*%/i;

// "Which one goes in?", "who do I start?": a pick between the players asked about.
const WHICH_ONE = new RegExp(
  "\\b(which one|which of (them|the two|those two)|who (goes in|starts|do i start|should i start|plays)|" +
    "(only )?room for one|only one (spot|slot)|one of (em|'em|them) (sits|starts|plays))\\b",
  "i",
);

// Families that find a player to get: a position told before is where.
const TO_GET: ReadonlySet<Intent> = new Set<Intent>(["waivers", "sleepers", "byeCover", "tradeIdeas", "buyLow"]);

const TEAM_DEFENSE = /\b(d\/st|dst|def|defen[cs]e)\b/i;

// "who do I start in place of Ferguson": the player named is the one covered.
const IN_PLACE_OF = new RegExp(
  "\\b(in place of|instead of|in lieu of|replac\\w*|in for|cover(s|ing)? for|fill(s|ing)? in for|" +
    "in [\\w'.-]+( [\\w'.-]+){0,2} (place|stead))\\b",
  "i",
);
