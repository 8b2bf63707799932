// Entities in a manager's question: players (fuzzy names against the pool), references to the manager's own
// roster ("my best RB", "my flex", "my bench"), unnamed targets ("a top WR"), a position, a lineup slot and the
// time horizon ("next week", "rest of season"). Pure; the player index is passed in.
import { normalizeName } from "@/lib/domain/player-name";
import type { NamedPlayer, PlayerNameIndex } from "@/lib/league-model/team/player-lookup";
import { ENGLISH, isShorthand } from "@/lib/ai/analyst/nlu/spelling";
import { NFL_TEAM, type TeamMention } from "@/lib/ai/analyst/nlu/teams";
import { FirstNameIndex } from "@/lib/ai/analyst/nlu/first-names";
import { saysNextWeek } from "@/lib/ai/analyst/nlu/slots";
import { positionWord, type FantasyPosition } from "@/lib/ai/analyst/nlu/positions";

export type Horizon = "week" | "next-week" | "rest-of-season";

export type Mention =
  | { kind: "player"; text: string; name: string; confidence: number; start: number; end: number }
  // "my RB1", "my FLEX", "my bench", "my QB1"
  | { kind: "roster"; text: string; ref: string; start: number; end: number }
  | { kind: "market"; text: string; ref: string; start: number; end: number }; // "top WR"

export interface Entities {
  mentions: Mention[]; // in the order they appear
  /** A team of the league named in the question, as typed (the tools resolve it). */
  team: string | null;
  position: FantasyPosition | null;
  slot: string | null; // "FLEX", "QB", "RB", "WR", "TE", "K", "SUPER_FLEX" when the question asks about one slot
  horizon: Horizon;
  /** The question with mentions replaced by placeholder words, for the intent classifier. */
  masked: string;
  /** A first name alone that more than one player could be ("josh"), with the likeliest of them. */
  unsure: { text: string; candidates: string[] } | null;
}

const POSITION_WORDS: [RegExp, FantasyPosition][] = [
  [/\b(qbs?|quarterbacks?|signal[- ]callers?|under cent(er|re))\b/i, "QB"],
  // "A back", "my lead back", "backs" — not "when is he back".
  [
    new RegExp(
      "\\b(rbs?|running ?backs?|rbs?\\d|backs|rushers?|half ?backs?|tail ?backs?)\\b|" +
        "\\b(a|the|my|which|another|top|lead|leading|feature|best|starting) back\\b",
      "i",
    ),
    "RB",
  ],
  [/\b(wrs?|wide ?outs?|wide ?receivers?|receivers?|wrs?\d|pass catchers?|split ends?|flankers?)\b/i, "WR"],
  [/\b(tes?|tight ?ends?|te\d)\b/i, "TE"],
  // ("k on bye, need a streamer": a lone "k" whose bye, or spot, is told.)
  [/\b(kickers?|pks?)\b|\b(my )?k (is |'s |on |has |spot|slot)/i, "K"],
];

/** A player's fantasy position, from the season's pool. */
export function positionOf<P extends NamedPlayer>(name: string | undefined, index: PlayerNameIndex<P>) {
  const hit = name ? index.find(name) : null;
  return positionWord((hit?.player as { position?: string } | undefined)?.position ?? "");
}

export function detectPosition(text: string): FantasyPosition | null {
  for (const [pattern, position] of POSITION_WORDS) if (pattern.test(text)) return position;
  return null;
}

/** "best kicker option", "whos my best wr3", "my best TE play this week", "best te to start": the best choice for
 * one lineup spot, the position its first group. */
export const BEST_AT_SPOT =
  "\\b(?:best|top|optimal|right) (qb|rb|wr|te|k|kicker|flex|quarterback|running ?back|wide ?receiver|receiver|" +
  "tight ?end)(?:\\d? (?:option|choice|play|pick)s?\\b|[23]\\b| to (?:start|play)\\b)";

// A word after which a lowercase surname is a name: "higgins vs wilson", "sell high on rice", "any news on hill".
const SET_AGAINST_BEFORE =
  /\b(vs\.?|versus|or|over|start|sit|bench|drop|trade|stash|sell|buy|cut|(high|low|news|update) on|trade for)\s*$/i;
/** "who should be my second running back", "who ought to be my third wide receiver": whom a spot is for. */
export const WHO_WILL_BE = "who('?s| should| will| would| ought to| must| has to| needs to|'?ll)? be";
const WHO_FILLS = new RegExp(`\\b${WHO_WILL_BE}\\s+$`, "i");

const POS =
  "(qb|rb|wr|te|k|kicker|flex|super ?flex|running ?back|wide ?receiver|receiver|wide ?out|tight ?end|quarterback)";
const ROSTER_REF = new RegExp(
  "\\bmy\\s+(?:(best|top|#?1|number one|no\\.? ?1|starting|start|worst|weakest|second|2nd|#?2|third|3rd|" +
    `backup|bench|healthy)\\s+)?${POS}s?(\\d)?\\b|` +
    "\\bmy\\s+(bench|benched guys|starters|lineup guys|flex spot|flex play)\\b",
  "gi",
);
const MARKET_REF = new RegExp(
  `\\b(?:an?|the|some|one|any)?\\s*(top|elite|stud|high[- ]end|top[- ]\\d+|top[- ` +
    `]tier|better|bigger|star|good|solid|wr1|rb1|qb1|te1)\\s+(?:${POS}s?)\\b|\\b(?:an?)\\s+(wr1|rb1|te1|qb1)\\b`,
  "gi",
);

function rosterRef(m: RegExpExecArray): string {
  if (m[4]) return /bench/.test(m[4]) ? "my bench" : /starter|lineup/.test(m[4]) ? "my starters" : "my FLEX";
  const qualifier = (m[1] ?? "").toLowerCase();
  const posWord = (m[2] ?? "").toLowerCase().replace(/\s/g, "");
  if (posWord === "flex" || posWord === "superflex") return posWord === "flex" ? "my FLEX" : "my SUPER_FLEX";
  const pos = positionWord(posWord) ?? "RB";
  if (qualifier === "bench" || qualifier === "backup") return `my bench ${pos}`;
  if (qualifier === "worst" || qualifier === "weakest") return `my worst ${pos}`;
  const rank = m[3] ? Number(m[3]) : /second|2nd|2/.test(qualifier) ? 2 : /third|3rd/.test(qualifier) ? 3 : 1;
  return `my ${pos}${rank}`;
}

function marketRef(m: RegExpExecArray): string {
  const word = (m[1] ?? m[3] ?? "").toLowerCase();
  const fromTier = /^(wr|rb|qb|te)1$/.exec(word);
  const pos = fromTier?.[1] ? positionWord(fromTier[1]) : detectPosition(m[0]);
  return `top ${pos ?? "player"}`;
}

// Words that are never (part of) a player's name in a question, so "start", "flex" or "week" never match one.
const STOP = new Set(
  (
    "a an the and or vs vs. versus v over instead of for to from with without " +
    "at in on by about is are was were be been am do does did doing done " +
    ("i im i'm me my mine we our you your he him his she her they them their it " +
      "its this that these those who whom whose what whats which when ") +
    ("where why how hows should shall would could can will wont cant dont isnt " +
      "arent not no yes ok okay please thanks thank hey hi yo ") +
    ("start starting started sit sitting bench benched play playing plays played " +
      "flex superflex lineup line up roster team teams league ") +
    ("trade trading traded deal offer offered accept decline fair worth value " +
      "buy sell low high buylow sellhigh hold keep drop add pick pickup ") +
    ("waiver waivers wire claim claims bid bids faab free agent agents available " +
      "week weeks weekly next last this rest season ros year ") +
    ("today tonight sunday monday thursday game games matchup matchups opponent " +
      "odds chance chances playoffs playoff postseason make win ") +
    ("lose beat projected projection projections outlook points point ppr half " +
      "standard score scoring good bad better best worse worst top ") +
    ("stud elite solid great safe risky boom bust floor ceiling upside injury " +
      "injured hurt healthy status out questionable doubtful bye ") +
    ("byes gm tell give get got compare comparison between both either one two " +
      "three guy guys player players someone anyone qb qbs rb rbs ") +
    ("wr wrs te tes k dst def defense kicker quarterback running back wide receiver " +
      "receivers tight end rb1 rb2 wr1 wr2 wr3 te1 qb1 ") +
    ("think feel know need want like love lol bro dude man fam tho though really " +
      "actually just still now right also too so if then than ") +
    ("more less much many any some all every other another him? sleeper bust breakout " +
      "rookie vet veteran starter starters backup flier fliers flyer flyers ") +
    ("handcuff optimize optimal set help advice suggest recommend rank ranking " +
      "rankings rated rating trending trend slump slumping ") +
    "hot cold numbers stats stat target targets touch touches carries yards tds td " +
    "bloke blokes mate mates lad lads fella fellas"
  ).split(" "),
);

const COMMON = new Set(
  (
    "long likely coming going white brown young love hill hunt price bell strong little means " +
    "hope pace gates knight field fields mills hall hand " +
    ("law stone bush lock legit lately smarter rather banks ward miller smith " +
      "jones davis johnson jackson wilson james mason max rice")
  ).split(" "),
);

interface Token {
  word: string;
  start: number;
  end: number;
}

function tokenize(text: string): Token[] {
  const out: Token[] = [];
  const re = /[A-Za-z0-9][A-Za-z0-9'’.-]*/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const word = m[0].replace(/[.'’-]+$/, "").replace(/['’]s$/i, "");
    out.push({ word, start: m.index, end: m.index + m[0].length });
  }
  return out;
}

const isStop = (w: string) => STOP.has(w.toLowerCase()) || STOP.has(normalizeName(w));

/** Player mentions: non-overlapping spans of 1–4 words, best match first. */
// People of football talk who are no player of the pool, whose names are made of players' names ("Taylor Swift" is
// neither Jonathan Taylor nor D'Andre Swift): coaches, owners, the commissioner, a famous fan.
const NOT_PLAYERS = new RegExp(
  "\\b(taylor swift|travis scott|jerry jones|roger goodell|andy reid|sean (mcvay|payton)|kyle shanahan|" +
    "mike tomlin|(jim|john) harbaugh|dan campbell|bill belichick|tom brady|peyton manning)\\b",
  "gi",
);

export function findPlayers<P extends NamedPlayer>(
  text: string,
  index: PlayerNameIndex<P>,
  blocked: [number, number][] = [],
): Extract<Mention, { kind: "player" }>[] {
  const tokens = tokenize(text);
  blocked = [
    ...blocked,
    ...[...text.matchAll(NOT_PLAYERS)].map((m): [number, number] => [m.index, m.index + m[0].length]),
  ];
  const nameParts = new Map(tokens.map((t) => [t.word, !isStop(t.word) && index.isNamePart(t.word)]));
  const spans: Extract<Mention, { kind: "player" }>[] = [];
  for (let i = 0; i < tokens.length; i++) {
    for (let len = 4; len >= 1; len--) {
      const slice = tokens.slice(i, i + len);
      if (slice.length < len) continue;
      const first = slice[0]!;
      const last = slice[slice.length - 1]!;
      if (blocked.some(([s, e]) => first.start < e && last.end > s)) continue;
      // A capitalised full name may end in an everyday word ("Jordan Love").
      const capitalised = slice.every((t) => /^[A-Z]/.test(t.word));
      if (
        isStop(first.word) ||
        (len > 1 && isStop(last.word) && !/^(jr|sr|ii|iii|iv)$/i.test(last.word) && !capitalised)
      )
        continue;
      const namePart = (w: string) => nameParts.get(w) || (capitalised && len > 1 && index.isNamePart(w));
      if (slice.some((t) => /^\d+$/.test(t.word) || !namePart(t.word))) continue;
      // Common English words ("long", "likely", "white") are names only when capitalized mid-sentence (not at a
      // sentence's start: "Long term, which one…").
      // …unless set against another name: "higgins vs wilson".
      const paired =
        // ("sell high on rice", "any news on hill", "trade for london")
        SET_AGAINST_BEFORE.test(text.slice(0, first.start)) ||
        /^\s*(vs\.?|versus|or|over|playing|hurt|injured|out|active|healthy|questionable|on bye)\b/i.test(
          text.slice(last.end),
        );
      if (
        len === 1 &&
        COMMON.has(first.word.toLowerCase()) &&
        !paired &&
        !(!/(^|[.!?:]\s*)$/.test(text.slice(0, first.start)) && /^[A-Z]/.test(first.word))
      )
        continue;
      const phrase = slice.map((t) => t.word).join(" ");
      const hit = index.find(phrase);
      if (!hit) continue;
      if (len === 1 && hit.confidence < 0.7) continue;
      // A lowercase everyday word ("health", "case", "will") is a name only as a player's exact last name; a word
      // in capitals ("gonna COOK") is shouted, not capitalised.
      const lowercase = !(first.start > 0 && /^[A-Z]/.test(first.word)) || /^[A-Z]{2,}$/.test(first.word);
      // "The RB1 in Dallas": a city or NFL team after a preposition is a place, not a surname.
      if (
        len === 1 &&
        NFL_TEAM.test(first.word) &&
        /\b(in|at|from|for|of|to|with)\s+(the\s+)?$/i.test(text.slice(0, first.start))
      )
        continue;
      // "New York", "Green Bay", "Los Angeles": the second word of a place's name.
      if (len === 1 && /\b(new|los|las|san|green|kansas|tampa|santa|el|st\.?)\s+$/i.test(text.slice(0, first.start)))
        continue;
      // A lowercase word closing a phrase after an article ("my playoff % per the sims?") is a noun, not a surname.
      if (
        len === 1 &&
        lowercase &&
        /\b(the|a|an)\s+$/i.test(text.slice(0, first.start)) &&
        /^\s*([?!.,;:]|$)/.test(text.slice(last.end))
      )
        continue;
      // "What that means", "it depends": a lowercase word after "that/it/this" is its verb, not a surname.
      if (
        len === 1 &&
        lowercase &&
        ENGLISH.has(first.word.toLowerCase()) &&
        /\b(that|it|this)\s+$/i.test(text.slice(0, first.start))
      )
        continue;
      // "Per your sims", "your picks": a lowercase word the GM's own ("your") is a thing it has, not a player.
      if (len === 1 && lowercase && /\b(your|ur|per)\s+$/i.test(text.slice(0, first.start))) continue;
      // A word after a modal is the verb it governs ("is he gonna cook", "will he ball out").
      if (
        len === 1 &&
        lowercase &&
        ENGLISH.has(first.word.toLowerCase()) &&
        AFTER_MODAL.test(text.slice(0, first.start))
      )
        continue;
      if (len === 1 && lowercase && ENGLISH.has(first.word.toLowerCase()) && hit.confidence < 0.85) continue;
      // Longer spans win over their parts: "Puka Nacua" is one mention, not "Puka" and "Nacua".
      spans.push({
        kind: "player",
        text: text.slice(first.start, last.end),
        name: hit.player.fullName,
        confidence: hit.confidence + 0.1 * (len - 1),
        start: first.start,
        end: last.end,
      });
    }
  }
  // A name heard in pieces gives way to a name typed with confidence over the same words, and outweighs the pieces
  // that are his ("jamir gibbs": Gibbs typed, Jahmyr heard).
  for (const h of heardNames(text, tokens, index, blocked)) {
    const overlapping = spans.filter((s) => s.start < h.end && s.end > h.start);
    if (overlapping.some((s) => s.name !== h.name && s.confidence >= 0.85)) continue;
    const his = overlapping.filter((s) => s.name === h.name).map((s) => s.confidence + 0.05);
    spans.push({ ...h, confidence: Math.max(h.confidence, ...his) });
  }
  for (const m of misspeltNames(tokens, index, blocked))
    if (!spans.some((s) => s.start < m.end && s.end > m.start)) spans.push(m);
  // (A name named twice, "mahomes for burrow…, im giving mahomes.", is kept where it is first named.)
  const length = (s: { text: string }) => s.text.replace(/[.,!?;:]+$/, "").length;
  spans.sort((a, b) => b.confidence - a.confidence || length(b) - length(a) || a.start - b.start);
  const chosen: typeof spans = [];
  for (const s of spans)
    if (!chosen.some((c) => (s.start < c.end && s.end > c.start) || c.name === s.name)) chosen.push(s);
  return chosen.sort((a, b) => a.start - b.start).map((s) => ({ ...s, confidence: Math.min(1, s.confidence) }));
}

/**
 * Names as dictation writes them, in pieces that sound like the name ("bee john robinson", "trey mc bride", "brock
 * bauers"): two to four words that sound like one player's whole name.
 */
function heardNames<P extends NamedPlayer>(
  text: string,
  tokens: Token[],
  index: PlayerNameIndex<P>,
  blocked: [number, number][],
): Extract<Mention, { kind: "player" }>[] {
  const heard: Extract<Mention, { kind: "player" }>[] = [];
  for (let i = 0; i < tokens.length; i++)
    for (let len = 4; len >= 2; len--) {
      const slice = tokens.slice(i, i + len);
      if (slice.length < len) continue;
      const first = slice[0]!;
      const last = slice[len - 1]!;
      // A word neither English nor a name as typed, in lower case: a name misheard ("pooka", "bauers", "jamir"). (A
      // capitalised one is a name typed: "Dana thinks…")
      const misheard = slice.some(
        (t) =>
          /^[a-z]{4,}$/.test(t.word) &&
          !isStop(t.word) &&
          !ENGLISH.has(t.word.toLowerCase()) &&
          !index.hasNamePart(t.word),
      );
      // ("pooka knock a": a sound may be a word of one letter, but "or", "for", "to" join names rather than spell one.)
      // ("jackson smith and jigba": "and" heard inside a name, between two words of it.)
      const inside = (k: number) => k > 0 && k < len - 1;
      const spelt = slice.every(
        (t, k) => !isStop(t.word) || (misheard && ((k > 0 && t.word.length === 1) || (inside(k) && t.word === "and"))),
      );
      if (!spelt || slice.some((t) => /\d/.test(t.word))) continue;
      if (blocked.some(([s, e]) => first.start < e && last.end > s)) continue;
      // Words run together in writing ("Jamar,Chase") are not one name heard in pieces.
      if (/[.,;:!?]/.test(text.slice(first.start, last.end).replace(/\.$/, ""))) continue;
      // ("and" said fast is "n": "mon and guy" is Monangai.)
      const hit = index.soundsLike(slice.map((t) => (t.word === "and" ? "n" : t.word)).join(" "), misheard);
      if (!hit) continue;
      heard.push({
        kind: "player",
        text: text.slice(first.start, last.end),
        name: hit.player.fullName,
        confidence: hit.confidence + 0.1 * (len - 1),
        start: first.start,
        end: last.end,
      });
    }
  return heard;
}

// The share of a message's words English does not know above which it is read as another language.
const FOREIGN_SHARE = 0.25;
// Days and months are names English word lists leave out.
const CALENDAR = new RegExp(
  "^((mon|tues|wednes|thurs|fri|satur|sun)day|january|february|march|april|june|july|august|september|october|" +
    "november|december)$",
);

/**
 * Last names misspelt in one word ("kitle", "achain", "burow"): a word neither English nor a name part as typed,
 * read as the prominent player whose last name it is one typo from or sounds like.
 */
function misspeltNames<P extends NamedPlayer>(
  tokens: Token[],
  index: PlayerNameIndex<P>,
  blocked: [number, number][],
): Extract<Mention, { kind: "player" }>[] {
  const unknown = (word: string) =>
    !isStop(word) &&
    !isShorthand(word) &&
    !CALENDAR.test(word) &&
    // ("fliers"; "sittin", "missin": an English word with its g dropped.)
    ![word, word.replace(/s$/, ""), `${word}g`].some((w) => ENGLISH.has(w)) &&
    !index.hasNamePart(word);
  // Each unknown word's reading, looked up once: the same words decide the language and the names.
  const readings = new Map<string, ReturnType<typeof index.misspeltSurname>>();
  const reading = (word: string) => {
    if (!readings.has(word)) readings.set(word, index.misspeltSurname(word));
    return readings.get(word)!;
  };
  const words = tokens.map((t) => t.word.toLowerCase()).filter((w) => /^[a-z]{3,}$/.test(w));
  // A message in another language ("may sleeper ba for next week pare? yung hindi pa…") is full of words English
  // does not know: there a short unknown word is the language's, not a name misspelt.
  const foreign = words.filter((w) => unknown(w) && !reading(w));
  if (foreign.length > Math.max(1, FOREIGN_SHARE * words.length)) return [];
  return tokens.flatMap((t) => {
    const word = t.word.toLowerCase();
    if (!/^[A-Za-z][a-z]{3,}$/.test(t.word) || !unknown(word)) return [];
    if (blocked.some(([s, e]) => t.start < e && t.end > s)) return [];
    const hit = reading(word);
    return hit
      ? [{ kind: "player" as const, text: t.word, name: hit.player.fullName, confidence: hit.confidence, ...t }]
      : [];
  });
}

/** The first word outside every span that is a first name several players of the pool could be. */
function unsureName<P extends NamedPlayer>(
  text: string,
  index: PlayerNameIndex<P>,
  taken: { start: number; end: number }[],
): Entities["unsure"] {
  if (!(index instanceof FirstNameIndex)) return null;
  const tokens = tokenize(text);
  for (const [i, t] of tokens.entries()) {
    if (isStop(t.word) || ENGLISH.has(t.word.toLowerCase())) continue;
    if (taken.some((m) => t.start < m.end && t.end > m.start)) continue;
    const candidates = index.sameFirstName(t.word).map((p) => p.fullName);
    // "Drake Maye, people, DRAKE MAYE": a first name followed by one candidate's surname is that candidate.
    const next = tokens[i + 1]?.word.toLowerCase();
    if (next && candidates.some((c) => normalizeName(c).split(" ").slice(1).includes(normalizeName(next)))) continue;
    if (candidates.length >= 2) return { text: t.word, candidates };
  }
  return null;
}

const ROS_CUE = new RegExp(
  "\\b(rest of (the )?(season|year|way)|ros|remainder|long[- ]term|going forward|moving forward|from here (on|out)|" +
    "the season|dynasty|remaining (\\w+ )?(schedule|season|weeks|games|slate)|stretch run|long haul|back half|" +
    "second half|2nd half|in the abstract|in a vacuum|not for (any|a) (particular|specific|given|single) week|" +
    // "who's just better overall … not for this week, i mean like in general", "not a lineup thing".
    "overall|in general|generally( speaking)?|not (just |only |for |just for |about |really about )this week|" +
    "forget (about )?this week|" +
    "not a lineup (thing|question|call|decision)|" +
    "for the playoffs|down the stretch|playoff (run|stretch)|long[- ]range|" +
    // "him or Henderson from here to the championship".
    "(to|through|thru|till|until) the (championship|title( game)?|finals?)|" +
    "(from (here|now) )?(to|through|until|till|into) (the )?" +
    "(fantasy )?playoffs|(to|through|until|till) the end of the (year|season)|from here on( out)?|" +
    // "who is better from here to the end".
    "from (here|now) (to|till|until|through) the end|" +
    "over the whole (run|season|year)|(in the )?long run|" +
    // "from here through week 17": to the season's end.
    "(through|thru|until|till|to) (week|wk) ?1[4-8]|(weeks?|wks?) ?\\d{1,2} ?(through|thru|to|-) ?1[4-8]|" +
    // "from now till Christmas", "between now and the title game".
    "(till|until|through|thru|to) (christmas|new year'?s)|between now and the (title|championship|end|playoffs)|" +
    "(for |over )?the next (\\d+|two|three|four|five|few|couple( of)?) (years?|yrs?|seasons?)|" +
    // "who do i keep for next year", "keeper".
    "(for |into )?next (year|season)|keepers?)\\b",
  "i",
);
const WHOLE_ROSTER = /\b(my|our) (team|roster|players|guys|squad|starters|lineup)\b/i;
// ("who do I stick in my flex": a lowercase word after the one who acts is his verb.)
const AFTER_MODAL = /\b(gonna|going to|gon|will|would|can|could|might|must|do i|do we|should i|should we|i|we)\s+$/i;

// Fantasy idioms whose lowercase word is also a player's last name: "a low-owned dart throw".
const IDIOMS = /\b(dart[- ]throws?|dart board)\b/gi;

export function detectHorizon(text: string): Horizon {
  if (ROS_CUE.test(text)) return "rest-of-season";
  if (saysNextWeek(text)) return "next-week";
  return "week";
}

function detectSlot(text: string): string | null {
  if (/\bsuper ?flex\b/i.test(text)) return "SUPER_FLEX";
  if (/\bfle?x\b/i.test(text)) return "FLEX";
  // "The spot that says W/R/T": the flex by the positions it takes (a quarterback among them makes it a superflex).
  if (/\bq\/w\/r\/t\b/i.test(text)) return "SUPER_FLEX";
  if (/\b(w\/r\/t|r\/w\/t|w\/r|w\/t|r\/w)\b/i.test(text)) return "FLEX";
  // "My OP slot": the offensive-player spot, a superflex by another name.
  if (/\bop (slot|spot)\b/i.test(text)) return "SUPER_FLEX";
  // "Who should be under center for me": the quarterback's spot.
  if (/\b(be|is|goes|go|put|play|start\w*) under cent(er|re)\b/i.test(text)) return "QB";
  const at = new RegExp(
    "\\b(?:at|for my|in my|my|which|what|(?:the|a) (?=(?:\\w+ )?\\w+\\d? ?(?:slot|spot)\\b))\\s*" +
      "(?:(?:starting|first|1st|second|2nd|third|3rd|other)\\s+)?" +
      "(qb|rb|wr|te|k|kicker|quarterback|running ?back|wide ?receiver|receiver|tight ?end)(?:s|\\d)?\\b",
    "i",
  ).exec(text);
  if (at?.[1]) return positionWord(at[1]);
  const best = new RegExp(BEST_AT_SPOT, "i").exec(text);
  if (best?.[1]) return positionWord(best[1]);
  // "An empty TE spot", "the RB2 slot": a position's spot named by its label.
  // ("the RB2 position": a numbered label is a spot, where "the RB position" may be the group.)
  const spot = /\b(qb|rb|wr|te|k)\d? (slot|spot|place)\b|\b(qb|rb|wr|te)\d (position|role|options?)\b/i.exec(text);
  // "ok what about wr2": a numbered label alone is that spot.
  const alone = /^\W*(ok |and |so )?((what|how) about |and )?(the |my )?(qb|rb|wr|te)[1-3]\W*$/i.exec(text);
  const label = spot?.[1] ?? spot?.[3] ?? alone?.[5];
  return label ? positionWord(label) : null;
}

const GROUP_AFTER = /^\s*(room|corps|group|depth|situation|stable|core|unit)\b/i;

/** `team`: a span the wording marks as a league team (teams.ts); kept unless a player's name fills it. */
export function extractEntities<P extends NamedPlayer>(
  question: string,
  index: PlayerNameIndex<P>,
  team: TeamMention | null = null,
): Entities {
  const refs: Mention[] = [];
  for (const m of question.matchAll(ROSTER_REF)) {
    // "my receivers", "my RBs": the whole position group, not one player.
    if (m[2] && !m[1] && !m[3] && /s$/i.test(m[0]) && !/flex$/i.test(m[2])) continue;
    // "my RB spot", "my WR2 slot", "my superflex position", "my RB2 place": the lineup slot, not the player in it.
    if (!m[1] && /^\s*(spot|slot|position|place)\b/i.test(question.slice(m.index + m[0].length))) continue;
    // "whos my best wr3 option", "my best TE play", "my best wr3": the best choice for that spot, not the player in it.
    if (/^\s*(options?|choices?|plays?)\b/i.test(question.slice(m.index + m[0].length))) continue;
    if (/^(best|top)$/i.test(m[1] ?? "") && /^[23]$/.test(m[3] ?? "")) continue;
    // "who should be my second running back": the spot, not the player in it.
    if (WHO_FILLS.test(question.slice(0, m.index))) continue;
    // "my RB room", "my WR depth", "my TE situation": the position group, not one player.
    if (GROUP_AFTER.test(question.slice(m.index + m[0].length))) continue;
    refs.push({
      kind: "roster",
      text: m[0],
      ref: rosterRef(m as RegExpExecArray),
      start: m.index,
      end: m.index + m[0].length,
    });
  }
  for (const m of question.matchAll(MARKET_REF)) {
    const start = m.index + (m[0].length - m[0].trimStart().length);
    if (refs.some((r) => start < r.end && m.index + m[0].length > r.start)) continue;
    refs.push({
      kind: "market",
      text: m[0].trim(),
      ref: marketRef(m as RegExpExecArray),
      start,
      end: m.index + m[0].length,
    });
  }
  // "Coach Reese and Coach Blake": a league manager's name is no player's, wherever the wording found a team.
  const coaches = [...question.matchAll(/\bcoach\s+[A-Za-z][a-z'’-]+/gi)].map((m): [number, number] => [
    m.index,
    m.index + m[0].length,
  ]);
  let players = findPlayers(question, index, [
    ...refs.map((r): [number, number] => [r.start, r.end]),
    ...[...question.matchAll(IDIOMS)].map((m): [number, number] => [m.index, m.index + m[0].length]),
    ...coaches,
  ]);
  const overlaps = (m: { start: number; end: number }) => !!team && m.start < team.end && m.end > team.start;
  // "How good is Puka Nacua": a confident player's name is a player; "Coach Harper" stays a team's owner.
  // A player's full name inside the span ("and Travis Kelce's bye week"), or one covering most of it, is a player;
  // a surname inside a team's name ("Fourth & Long Shots") or an owner ("Coach Harper") is not.
  const isPlayer = (p: { start: number; end: number; text: string; confidence: number }) =>
    !!team &&
    overlaps(p) &&
    // A first name alone ("and davante?") fills the whole span the wording took for a team.
    (p.confidence >= 0.85 || (p.confidence >= 0.75 && p.start <= team.start && p.end >= team.end)) &&
    (/\s/.test(p.text.trim()) ||
      Math.min(p.end, team.end) - Math.max(p.start, team.start) >= 0.6 * (team.end - team.start));
  const teamKept = team && !/^(coach|team)\b/i.test(team.text) && players.some(isPlayer) ? null : team;
  if (teamKept) players = players.filter((p) => !overlaps(p));
  // "I see little red letters next to some of my players": a message about the roster as a whole reads a
  // lowercase everyday word as that word, not as a surname ("Little").
  // ("chase or jefferson in my lineup": a word set against another player is a name.)
  const setAgainst = (p: Mention) =>
    players.some(
      (q) =>
        q !== p &&
        /^\s*(or|vs\.?|versus|over|and|,)\s*$/i.test(
          question.slice(Math.min(p.end, q.end), Math.max(p.start, q.start)),
        ),
    );
  if (WHOLE_ROSTER.test(question))
    players = players.filter(
      (p) => /[A-Z]/.test(p.text) || /\s/.test(p.text.trim()) || !ENGLISH.has(p.text.trim()) || setAgainst(p),
    );
  const mentions = [...refs.filter((r) => !teamKept || !overlaps(r)), ...players].sort((a, b) => a.start - b.start);
  const spans = [...mentions, ...(teamKept ? [{ kind: "team" as const, ...teamKept }] : [])].sort(
    (a, b) => a.start - b.start,
  );
  let masked = "";
  let at = 0;
  for (const m of spans) {
    masked +=
      question.slice(at, m.start) +
      (m.kind === "team"
        ? " that team "
        : m.kind === "player"
          ? " player "
          : m.kind === "roster"
            ? ` ${/bench|starters/.test(m.ref) ? m.ref : m.ref.includes("FLEX") ? "my flex" : "my guy"} `
            : " top guy ");
    at = m.end;
  }
  masked += question.slice(at);
  const withoutNames = [...players, ...(teamKept ? [teamKept] : [])].reduce((t, m) => t.replace(m.text, " "), question);
  return {
    mentions,
    team: teamKept?.text ?? null,
    position: detectPosition(withoutNames),
    slot: detectSlot(withoutNames),
    horizon: detectHorizon(question),
    masked: masked.replace(/\s+/g, " ").trim(),
    unsure: unsureName(question, index, [...spans, ...coaches.map(([start, end]) => ({ start, end }))]),
  };
}
