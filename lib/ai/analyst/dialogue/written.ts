// A message as the readers take it: Spanish glossed, shouting lowered, a letter's greeting and signature, a league
// app's pasted tags, emoji and chat spellings undone, and a sentence of hurry around the question dropped.
import { fromSpanish } from "@/lib/ai/analyst/nlu/spanish";
import { inFantasyTerms } from "@/lib/ai/analyst/nlu/plain-words";

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

/** The question without a sentence of hurry before or after it ("quick q:", "…? need an answer before 1"). */
export function withoutDeadline(text: string): string {
  const short = (s: string) => URGENT.test(s.trim()) && s.trim().split(/\s+/).length <= 8;
  const tail = /([?.!;,]|\s[-–—])\s*([^?.!;,]+?)[\s.!]*$/.exec(text);
  if (tail && short(tail[2]!) && text.slice(0, tail.index).trim().length) return text.slice(0, tail.index + 1);
  const lead = /^\s*([^?.!;:,]+)[.!;:,]\s+(?=\S)/.exec(text);
  if (lead && short(lead[1]!)) return text.slice(lead[0].length);
  return text;
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

// The writer naming himself ("Hi GM, Tom here.", "Hi GM, it's Jordan again.", "this is Mike from Gridiron Gurus."),
// whose first name may be a player's: not whom the question is about. (Without a greeting, "Kittle again, is he
// playing?" names the player.)
// The words a letter opens with ("Hi", "Good morning") and closes with ("Thanks", "Regards"): one list each for its
// greeting, the writer naming himself, its signature and its closing lines.
const SALUTATION = "(dear|hello|hi|hey|good (morning|afternoon|evening))";
const CLOSING_WORDS =
  "((warm |kind |best )?regards|best|all the best|thanks|thank you|many thanks|cheers|appreciate (it|you)|" +
  "much appreciated|talk soon|take care|sincerely|yours( truly)?|respectfully)";
const GREETING_WORDS = `${SALUTATION}( there)?( gm| coach)?[,.!:\\s-]*`;
const NAMED_SELF = "[a-z]+( [a-z]+)?( (again|here)| (from|of|with|at) [^,.!?]{1,30})?";
const SELF_INTRODUCED = [
  new RegExp(`^(\\s*${GREETING_WORDS})((it'?s|this is) )?${NAMED_SELF}\\s*[,.!—–-]+\\s+`, "i"),
  new RegExp(
    "^(\\s*)((it'?s|this is) [a-z]+( [a-z]+)?( (again|here)| (from|of|with|at) [^,.!?]{1,30})|[a-z]+ here)" +
      "\\s*[,.!—–-]+\\s+",
    "i",
  ),
];

const JOINING_WORD = "(to|the|and|or|of|for|in|on|at|with|a|an)\\b";
// A signature closing the question: "… Regards, Harold", "Thanks in advance,\nTom (Gridiron Gurus)\nP.S. Go Lions!",
// "…?\n- Tom". The name signed, which may be a player's first name, is no player asked about.
const SIGNATURE = new RegExp(
  // ("Thanks much, Tom", "Thanks as always, Jordan P.", "Best wishes, Tom", "Thanks! — Tom", "… this week? -Tom")
  `(?<=[,.!?]|\\n)\\s*(((${CLOSING_WORDS}|thanks for [^\\n.?!]{1,40}|thank you for [^\\n.?!]{1,40})` +
    "( (again|in advance|so much|much|a lot|a ton|as always|wishes|a bunch|again for the help)){0,2}" +
    "[,.!]*\\s*[-–—]*\\s+)|" +
    "(\\n|\\s)\\s*[-–—]\\s*)" +
    // (a name, not "best to worst": no joining word)
    `(?!${JOINING_WORD})[a-z]+( (?!${JOINING_WORD})[a-z]+\\.?)?` +
    "( \\([^)\\n]*\\))?\\.?(\\s*\\n+\\s*p\\.?s\\.?[^?\\n]*)?\\s*$|" +
    // "Now do the same for my tight ends, thank you.": a thanks closing the question.
    ",\\s*(thank you|thanks|thx|ty|cheers)( (so|very) much)?\\s*[.!]*\\s*$",
  "i",
);

const CLOSING_ASIDE = /(?<=[.!?])\s+(forget|ignore|never ?mind|disregard)\b[^?.!]{0,40}[.!]?\s*$/i;

// "Two things about Brock Purdy: …": the count of questions goes, whom they are about stays.
const QUESTIONS_ABOUT =
  /^\s*(two|2|three|3|a couple( of)?|a few|couple( of)?) (things|questions|qs) (about|on|re|regarding)\s+/i;

// An email's closing lines under the question: "Thanks a bunch,", "Tom Hughes", "Gridiron Gurus", "P.S. Go Lions!",
// "Sent from my iPhone". A line of a name alone is a signature only in a letter: one that greets or says thanks.
const CLOSING_LINE = new RegExp(`^${CLOSING_WORDS}\\b[^?\\n]{0,40}$`, "i");
const AFTER_SIGNING = /^(p\.?s\.?\b[^?]*|sent from my [^?]*)$/i;
const SIGNED_NAME = /^[-–—]*\s*[A-Z][\w'’.-]*( [A-Z&][\w'’.&-]*){0,3}\s*[,.!]*$/;

// A message that greets the GM ("Hi GM,", "Morning GM,", "GM,"): a letter, whose last word alone after the question
// ("… or on the pine? Tom") is its writer's name.
const GREETS = new RegExp(`^\\s*((${SALUTATION}|morning|evening)\\b|gm\\b\\s*[,:—–-])`, "i");
const NAME_UNDER = /(?<=[.!?])\s+[-–—]?\s*([A-Z][a-z]+( [A-Z]\.?)?)\s*$/;

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The signature a conversation's letters are signed with ("Hi GM, … ? Tom"), built once for the conversation, to
 * leave out of its other turns too.
 */
export function signatureOf(turns: readonly string[]): RegExp | null {
  for (const turn of turns) {
    const name = GREETS.test(turn) ? NAME_UNDER.exec(turn)?.[1] : undefined;
    if (name) return new RegExp(`(?<=[.!?])\\s+[-–—]?\\s*${escaped(name)}\\s*$`);
  }
  return null;
}

/** A message without the signature under it: the conversation's own, a name under a letter, its closing lines. */
export function withoutSignOff(text: string, signature: RegExp | null): string {
  if (signature?.test(text)) text = text.replace(signature, "");
  else if (GREETS.test(text) && NAME_UNDER.test(text)) text = text.replace(NAME_UNDER, "");
  if (!text.includes("\n")) return text;
  const lines = text.trimEnd().split(/\n/);
  const letter = GREETS.test(text) || lines.some((l) => CLOSING_LINE.test(l.trim()));
  if (!letter) return text;
  let end = lines.length;
  while (end > 1) {
    const line = lines[end - 1]!.trim();
    if (line === "" || CLOSING_LINE.test(line) || AFTER_SIGNING.test(line) || SIGNED_NAME.test(line)) end--;
    else break;
  }
  return end < lines.length ? lines.slice(0, end).join("\n") : text;
}

const withoutLetterFrame = (text: string) =>
  SELF_INTRODUCED.reduce((t, intro) => t.replace(intro, "$1"), text)
    .replace(QUESTIONS_ABOUT, "")
    .replace(GREETING, "")
    .replace(SIGNATURE, "")
    .replace(CLOSING_ASIDE, "")
    .trim() || text;

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

const START_AND_SIT = new RegExp(
  "\\bwho (should |do i |to )?(start|starts|play|plays)\\s+(and|n|&|\\/)\\s+who (should |do i |to )?" +
    "(sit|sits|bench|benches)\\b",
  "gi",
);

// What the manager says he is not asking, beside what he is: only the second is the question.
const NOT_ASKED: [RegExp, string][] = [
  // "I'm not asking start or sit, just what's he projected for".
  [
    /(^|[.!?]\s+)(i'?m |i am )?not (asking|talking|looking for|wondering)\b[^,.;?]*[,.;]\s*(just|only|but|rather)\s+/gi,
    "$1",
  ],
  // "projected points for my team next week? not my opponent's, mine".
  [
    new RegExp(
      "\\s*\\bnot (my|the) (opponent|other (team|guy|manager)|their|his)(['’]s)?( \\w+)?,\\s*" +
        "(just |only )?(mine|my own|ours)\\b",
      "gi",
    ),
    "",
  ],
  // "Egbuka or Godwin this week? not long term, just Sunday" (when it is asked, said the other way round).
  [
    /\bnot (the )?(long[- ]term|ros|rest of (the )?(season|year)|dynasty|in general|big picture),?\s*(just |only )?/gi,
    "",
  ],
  // "no, just my odds as things stand. no ifs": no scenario.
  [/\s*\bno (ifs|what[- ]ifs|hypotheticals|scenarios)\b( (or|and) buts)?/gi, ""],
  // "not just him, everyone on my team. who's out this week?": more than the player asked about before.
  [/^\s*not just (that guy|\w+),?\s*(but )?/i, ""],
];
const withoutWhatIsNotAsked = (text: string) =>
  NOT_ASKED.reduce((t, [pattern, left]) => t.replace(pattern, left), text);

// "1. Set my best lineup.\n2. What's my win probability?": a numbered list's lines are its sentences. (Pasted lines
// without the numbers, "Give: X\nGet: Y", are read as they came.)
const LIST_ITEM = /(^|\n)[ \t]*\d{1,2}[.)][ \t]+/g;
function asSentences(text: string): string {
  if (!text.match(LIST_ITEM)) return text;
  return text
    .replace(LIST_ITEM, "$1")
    .replace(/([^.?!:;,\s])[ \t]*\n+\s*/g, "$1. ")
    .replace(/\s*\n+\s*/g, " ");
}

/**
 * A message as the readers take it: Spanish glossed, shouting lowered, a letter's frame, an app's tags and chat's
 * "n" undone, a newcomer's plain words put as the game's terms, and what the manager says he is not asking left out.
 */
export const asWritten = (text: string) =>
  withoutWhatIsNotAsked(inFantasyTerms(withoutLetterFrame(asTyped(withoutAppTags(fromSpanish(asSentences(text)))))))
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
    // "Is X for Y fair? And if it ain't, what else could I get for X?": a condition on the answer before, then the
    // question.
    .replace(
      new RegExp(
        "(^|[.?!]\\s+)(and |but |so )?if (it|that|not|so)( is| was)?(n['’]?t| not| ain['’]?t)?( \\w+)?,\\s+" +
          "(?=(what|who|which|how|should|can|could|do|would)\\b)",
        "gi",
      ),
      "$1",
    )
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
    // "mcbride has his week off soon", "does etienne have a week off coming up": a player's week off is his bye
    // (not the manager's: "I have the week off work").
    .replace(/(?<!\b(i|we|i'?ve|we'?ve)\s+)\b(has|have|got|gets|having) (his|their|a|the) week off\b/gi, (w) =>
      /^hav/i.test(w) ? "have a bye" : "has a bye",
    )
    // "who starts n who sits on my squad", "who to start and who to sit": one question, the lineup.
    .replace(START_AND_SIT, "who $2 and $5")
    // "my wide recievers": the position as the readers know it.
    .replace(/\brecie?ver(s?)\b/gi, "receiver$1")
    .replace(/\bnxt\b/gi, "next")
    .replace(/\bwk(s?)\s*(?=\d)/gi, "week$1 ")
    .replace(/\bwk(s?)\b/gi, "week$1");

/** A turn ended with a full stop when it ends without one, so a question after it reads as a sentence of its own. */
export const withStop = (text: string) => (/[.?!;:]\s*$/.test(text) ? text.trim() : `${text.trim()}.`);
