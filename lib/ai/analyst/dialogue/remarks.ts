// Which parts of a message are asked: asides, remarks, statements and stat lines around a question are its context,
// and two parts that ask the same thing are answered once.
import { TRADE_VERDICT_ASKED, type Understanding } from "@/lib/ai/analyst/nlu/understand";
import { nearestIntent } from "@/lib/ai/analyst/nlu/neighbors";
import type { Intent } from "@/lib/ai/analyst/nlu/intents";
import { ONLY_A_TEAM_NUMBER } from "@/lib/ai/analyst/nlu/team-numbers";
import {
  LINEUP_CALLS,
  NEEDS_TWO,
  type Reading,
  confident,
  confidentPart,
  namesNoSubject,
  playersOf,
} from "@/lib/ai/analyst/dialogue/readings";
import {
  ASKING,
  ASKS_INSIDE,
  MOVE_WORDS,
  PRONOUN,
  TELLS,
  asksAfterLead,
  splitParts,
} from "@/lib/ai/analyst/dialogue/parts";

// A verdict asked of a trade told before, in the words of one asked beside its two sides and in shorter ones
// that only follow a trade ("do it?", "yay or nay", "say no?").
export const TRADE_VERDICT = new RegExp(
  `${TRADE_VERDICT_ASKED.source}|\\b(do it|take (it|that|this|the deal)|would they|will they|` +
    "defensible|yay or nay|yea or nay|(take|do|accept) it or not|sensible|(good|smart|wise|bad) (move|call|idea)|" +
    "(is|was) (that|it|this) (good|ok|okay|smart|wise|a good idea|decent)|say (no|yes)|overpay\\w*|" +
    "robbed|tilt\\w*|in my favou?r|w or l|(that'?s|thats|is (that|it)) a (yes|no|win|w|l)|" +
    // "is that a reasonable swap from my side, or would I be giving too much?"
    "reasonable|(giving|give|paying|pay) too much|balanced)\\b",
  "i",
);

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

// Injury news told beside a question about the team: "with cmc out, what are my playoff chances", "without mcbride
// am i still favored today", "order my wideouts for today, jsn questionable". Up to three words for the player.
const NAME_WORDS = "[a-z.'’-]+(?:\\s+[a-z.'’-]+){0,2}?";
const ABSENCE =
  "(?:out|hurt|injured|down|sidelined|questionable|doubtful|limited|inactive|ruled out|on ir|banged up|gtd)";
const INJURY_NEWS_CLAUSES = [
  new RegExp(`(?:^|,\\s*|\\s)(?:with|w\\/|w)\\s+${NAME_WORDS}\\s+${ABSENCE}\\b,?`, "gi"),
  new RegExp(
    `(?:^|,\\s*|\\s)(?:without|w\\/o)\\s+${NAME_WORDS}` +
      "(?=\\s*(?:[,?!.]|$|\\s(?:am|are|is|do|does|can|will|what|who|how)\\b))",
    "gi",
  ),
  new RegExp(`[,;]\\s*${NAME_WORDS}\\s+(?:is\\s+|'s\\s+)?${ABSENCE}\\s*[.!?]*\\s*$`, "gi"),
];
// Families whose answer is the team's, whoever is out: the absent player named beside them is only news.
const OF_THE_TEAM: ReadonlySet<Intent> = new Set<Intent>([
  "playoffs",
  "improveOdds",
  "scenario",
  "matchup",
  "projectedTotal",
  "positionRank",
  "lineup",
  "slot",
  "record",
]);

/** The question without injury news told beside it, when what is left asks about the team (and names nobody). */
export async function withoutInjuryNews(
  question: string,
  read: (text: string) => Promise<Understanding>,
): Promise<string> {
  for (const clause of INJURY_NEWS_CLAUSES)
    for (const m of question.matchAll(clause)) {
      const news = await read(m[0]);
      if (!playersOf(news).length) continue;
      const rest = `${question.slice(0, m.index)} ${question.slice(m.index + m[0].length)}`.replace(/\s+/g, " ").trim();
      const u = await read(rest);
      if (u.decidedBy === "cue" && confident(u) && OF_THE_TEAM.has(u.intent) && !playersOf(u).length) return rest;
    }
  return question;
}

export async function withoutAsides(question: string, read: (text: string) => Promise<Understanding>): Promise<string> {
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
  const rest = asides
    .reduce((q, part) => q.replace(part, " "), question)
    .replace(/\s+/g, " ")
    .trim();
  // ("The app keeps logging me out. Can you fix that?": a part a cue puts outside the GM's scope is what an unclear
  // question after it points back to, not an aside.)
  const outOfScope = parts.some((_, i) => readings[i]!.decidedBy === "cue" && asides.includes(parts[i]!));
  const pointsBack = POINTS_BACK.test(rest) && rest.split(/\s+/).length <= 6;
  if (outOfScope && pointsBack && !confident(await read(rest))) return question;
  return rest;
}

const POINTS_BACK = /\b(that|it|this|those)\b/i;

// "Go through my lineup and tell me if anything needs changing": the parts a cue settles all ask one family, the
// others no cue settles and name no subject of their own, and a cue settles the message read whole as that
// family — the unclear part only says more about the clear one, so the message is that one question. ("Any
// injuries? also what about the flex situation" names the flex: a second question, asked about.)
export function elaboratesTheClearPart(whole: Understanding | null, sure: Set<Intent>, parts: Reading[]): boolean {
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
export const tellsOnly = (part: string) =>
  TELLS.test(part) &&
  !/[.!?]\s+\S/.test(part.trim()) &&
  part.split(/\s+/).length <= 8 &&
  !/\b(is|are|was|should|would|could|can|do|does|will) (that|it|this|he|she|they|i|we)\b/i.test(part);

// A remark: a part that neither asks nor asks inside ("Tyreek's probably done for the year").
export const isRemark = (part: string) => !/\?\s*$/.test(part) && !asksAfterLead(part) && !ASKS_INSIDE.test(part);

// "IR stash or cut? Tyreek's probably done for the year": a remark after a question that named nobody names whom
// the question is about — the two are one question.
export async function withToldSubject(
  parts: string[],
  read: (text: string) => Promise<Understanding>,
): Promise<string[]> {
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
export const PICKS_ONE = /^\s*(so |and |but |ok )?(which|who)\b/i;

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

const INJURY_TOLD = new RegExp(
  "\\b(tore|torn|broke|broken|sprain\\w*|injur\\w*|hurt|out for|on ir|concussion|surgery|season[- ]ending|" +
    "done for the (year|season))\\b",
  "i",
);

const toldOnly = (part: string) => !/\?/.test(part) && !ASKING.test(part) && !ASKS_INSIDE.test(part);

// Something told, not asked, before the part that acts on it is that part's context: a bye before its cover ("bo
// nix bye in wk 12. best qb to plug in?"), a player's injury before dropping or covering him ("Malik Nabers tore
// his ACL. Drop him or stash him on IR?"), the roster's injuries before which to keep ("got three guys on the
// injury report. which ones do i keep…").
// An injury told and then checked with "right?" is still told ("Skattebo's done for the year right? drop him?");
// a bye so checked is a question of its own ("Nico Collins is on bye in week 12, right? who do I grab?").
const CHECKS_TOLD = /,?\s*\b(right|yeah|correct|no|yes|huh|isn'?t (he|it)|ain'?t (he|it))\s*\?+\s*$/i;
const toldBeforeActing = (part: string, u: Understanding, after: Reading[]) => {
  const acts = after.some((r) => r.understood.intent === "byeCover" || r.understood.intent === "dropStash");
  const injuryTold = part.replace(CHECKS_TOLD, "");
  return (
    (acts && playersOf(u).length === 1 && toldOnly(injuryTold) && INJURY_TOLD.test(injuryTold)) ||
    (toldOnly(part) &&
      ((acts &&
        ((u.intent === "status" && BYE_TOLD.test(part)) || (u.intent === "rosterStatus" && TELLS.test(part)))) ||
        newsOfOneAskedAbout(part, u, after)))
  );
};

// "nabers tore something, out a few wks. long term who do i want, nabers or pickens": news of a player whom the
// question after it asks about, the context of that question.
const NEWS = /\b(questionable|doubtful|out|ruled out|on ir|put on ir|carted off|limited|gtd|game[- ]time|hurt)\b/i;
const newsOfOneAskedAbout = (part: string, u: Understanding, after: Reading[]) => {
  const [player, ...more] = playersOf(u);
  return (
    !!player &&
    !more.length &&
    !asksAfterLead(part) &&
    !/\b(what|what'?s|whats|who|how|which|when|why)\b/i.test(part) &&
    (INJURY_TOLD.test(part) || NEWS.test(part)) &&
    after.some((r) => [...r.players, ...playersOf(r.understood)].includes(player))
  );
};

// A sentence that declares ("… is 58-50", "byes hit 2 of my guys") or states a record ("6-3 with the 2nd most
// points").
const DECLARES = /\b(is|are|was|were|has|have|had|hit|hits|am)\b|['’](s|re|ve|m)\b|^\W*\d+-\d+\b/i;
// (…unless a question hides in it: "and if i lose it am i still in the hunt", "and who am i even playing".)
const QUESTION_INSIDE = new RegExp(
  "\\b(who|whom|what|which|how|where|when|why|whether)\\b|\\bif (so|not)\\b|" +
    "\\b(am|are|is|was|do|does|did|can|could|will|would|should|have|has) (i|we|he|she|you|they|my|our|it)\\b",
  "i",
);
const TEAM_FACTS: ReadonlySet<Intent> = new Set<Intent>(["record", "leaders", "rosterStatus", "projectedTotal"]);
const statedAfter = (part: string, u: Understanding) =>
  TEAM_FACTS.has(u.intent) &&
  /\d/.test(part) &&
  isRemark(part) &&
  DECLARES.test(part) &&
  !QUESTION_INSIDE.test(part) &&
  !MOVE_WORDS.test(part) &&
  !playersOf(u).length &&
  !u.team;

const ASKS_OR_MOVES = new RegExp(
  "\\b(need|want|looking for|wondering|tell|show|give|rank|list (me|them|the|all|my|some)|if|unless|grab|" +
    "pick(ing)? ?up|add|adding|drop|cut|stash|trade|sell|buy|bench|start (him|her|them))\\b",
  "i",
);
// "Does Tee Higgins have the week off? I can't eat a zero from my 38% guy.", "Who's my WR3? Two guys are within half
// a point.", "Must I trade away Worthy? He disappoints me since September.": what the manager feels or tells after
// his question, naming no move and asking nothing.
const toldAfterQuestion = (part: string) =>
  isRemark(part) &&
  /^\W*(i|i'?m|i'?ve|i'?d|he|he'?s|she|she'?s|they|they'?re|it|it'?s|two|both|mine'?s?|my|our|the|this|that)\b/i.test(
    part,
  ) &&
  !QUESTION_INSIDE.test(part) &&
  !ASKS_OR_MOVES.test(part);

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
    "^\\W*(i )?(need|want) (a|an) (straight|honest|quick|real|short) (answer|take)\\b[^?]*$|" +
    // "ESPN has us projected at 121. what do you have": the GM's own figure for what was just told.
    "^\\W*(and |so )?(what('?s| is) your (number|projection|figure|estimate)|what do (you|u) (have|got|show|get)|" +
    "(and )?(yours|your number)|what about you)\\W*$",
  "i",
);

// A bye told: "on bye", "my kicker's off next week".
// ("Bowers off next wk.", "my kicker's team doesn't play in week 12": a week without a game.)
export const BYE_TOLD = new RegExp(
  "\\bbyes?\\b|\\b(is|'s|are|'re|has|have) (off|idle)\\b|\\bweek off\\b|\\b(off|idle) (next|this) (week|wk)\\b|" +
    "\\b(off|idle) (in )?(week|wk) ?\\d+\\b|" +
    "\\b(doesn'?t|does not|don'?t|do not|won'?t) play (in |next |this )?(week|wk)\\b",
  "i",
);

const ABOUT_A_PLAYER: ReadonlySet<Intent> = new Set<Intent>([
  "status",
  "outlook",
  "tradeValue",
  "buyLow",
  "dropStash",
  "startSit",
]);

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
export function withoutRemarks(allParts: string[], allReadings: Reading[]): Reading[] {
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
        // ("how likely am I to make the playoffs? my all-play record is 58-50", "who should I start next week? byes
        // hit 2 of my guys": the team's numbers told after the question, naming no player and no move, are its
        // context.)
        !(answeredBefore(i) && statedAfter(allParts[i]!, r.understood)) &&
        !(answeredBefore(i) && toldAfterQuestion(allParts[i]!)) &&
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
    // ("Lamar 24.6 ppg, Allen 23.9, Hurts 21.2. who's the most valuable rest of season?": the pick among them is
    // for the rest of the season.)
    const held = kept[kept.length - 1]!;
    if (held.understood.intent === "startSit" && PICKS_ONE.test(parts[i]!) && r.understood.horizon === "rest-of-season")
      kept[kept.length - 1] = {
        ...held,
        understood: { ...held.understood, intent: "compare", horizon: "rest-of-season" },
      };
    return kept;
  }, []);
}

export const AS_THINGS_STAND = /\b(right now|rn|now|currently|as (it|things) stands?|at the moment|today|as of now)\b/i;

// A scenario's answer gives the playoff odds before and after it, so "…and what are my odds" adds nothing.
const ANSWERED_BY: Partial<Record<Intent, Intent>> = { playoffs: "scenario" };

// A bye cover's answer lists the roster's byes, so "who's on bye week 11? need a fill in" is the one question
// (one at a position lists that position's byes alone: "who's on bye, and who covers my QB" asks both).
const ANSWERED_EITHER_WAY: Partial<Record<Intent, Intent>> = { rosterStatus: "byeCover" };

// …unless asked before it ("what are my odds right now, and what if I win out"): the odds as they stand first.
// "What could I get for Chase? Any package ideas?": a part naming nothing, of the family another part asks about a
// player, is that question again.
export function withoutRepeats(readings: Reading[]): Reading[] {
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
    // "Garrett Wilson or JSN? JSN's got a 34% target share… who do I play": the same pick asked twice is answered once.
    const sameAsked = readings
      .slice(0, i)
      .some(
        (x) =>
          x.understood.intent === r.understood.intent &&
          x.understood.week === r.understood.week &&
          r.players.length > 0 &&
          [...x.players].sort().join() === [...r.players].sort().join(),
      );
    return !(
      again ||
      sameAsked ||
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
