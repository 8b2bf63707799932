// A team of the manager's league named in a question: "how good is Two-Minute Drill", "what's Blitz Brigade's
// record", "trade ideas with Coach Marlow". The analyst does not hold the league's team list, so the wording
// around the name finds it and the tools resolve it against the league (name, abbreviation or owner) — a name
// that matches no team gets a plain "no team called …" with the league's teams.

import { ENGLISH } from "@/lib/ai/analyst/nlu/spelling";
import { PEOPLE } from "@/lib/ai/analyst/nlu/people";

export interface TeamMention {
  text: string;
  start: number;
  end: number;
}

const NAME = "([A-Za-z0-9][A-Za-z0-9&'’. -]{1,38}?)";
const END = "(?=\\s*(?:[?!.,;]|$|\\s(?:this|right|so|now|lately|these|at|in|for|and)\\b))";
const TEAM_STAT =
  "record|standing|place|odds|playoff odds|playoff chances|chances|points|roster|season|wins|losses|w-l|win-loss|" +
  "win/loss|w/l";
const PLAYING = new RegExp(
  "(?:^\\s*(?:playing|facing)|\\b(?:i'?m|we'?re|i am|we are|i|we) (?:play|playing|face|facing))" +
    `(?: against)? (?:the )?${NAME}` +
    "(?=\\s*(?:[?!.,;]|$|\\s(?:soon|next|this|again)\\b))",
  "i",
);

const PATTERNS: RegExp[] = [
  new RegExp(`\\bhow (?:good|bad|strong|scary|dangerous|legit|solid) (?:is|are) ${NAME}${END}`, "i"),
  new RegExp(`\\bhow(?:['’]s| is| are| has| have) ${NAME} (?:doing|done|looking|been|season)\\b`, "i"),
  new RegExp(`\\b(?:record|standing|place|odds) (?:does|do|has|is) ${NAME} (?:have|got|in|at)\\b`, "i"),
  new RegExp(
    `\\b(?:is|are) ${NAME} (?:any good|good|legit|for real|a contender|contenders|a threat|dangerous)\\b`,
    "i",
  ),
  // "Where does Blitz Brigade rank", "where Gridiron Gurus currently sits in the standings".
  new RegExp(`\\bwhere (?:(?:do|does|is|are) )?${NAME} (?:\\w+ly )?(?:stands?|ranks?|sits?)\\b`, "i"),
  // "where is sunday scaries in the standings", "where are the Pocket Passers in the table".
  new RegExp(
    `\\bwhere (?:is|are|do|does) (?:the )?${NAME} (?:\\w+ly )?(?:in|on) the (?:standings|table|rankings)\\b`,
    "i",
  ),
  new RegExp(`(?:^|\\b(?:is|tell me|show me|about)\\s+)${NAME}['’]s? (?:${TEAM_STAT})\\b`, "i"),
  new RegExp(
    `\\b(?:what'?s|whats|what is|what are|how'?s|how is|hows|how are)\\s+(?:the\\s+)?${NAME}(?:['’]s?)? ` +
      `(?:${TEAM_STAT})\\b`,
    "i",
  ),
  new RegExp(
    `\\bhow many (?:wins|losses|games|points) (?:(?:does|do|has|have|did) )?${NAME} ` +
      `(?:have|has|got|won|lost|scored)\\b`,
    "i",
  ),
  new RegExp(
    `\\b(?:offer|pitch|propose|send)\\s+(?:to\\s+)?(?:the\\s+)?${NAME}(?=\\s+(?:to|for|so|in exchange)\\b)`,
    "i",
  ),
  new RegExp(`\\b(?:record|standing|place|odds|playoff odds) (?:of|for) ${NAME}${END}`, "i"),
  new RegExp(
    `\\b(?:trade|trades|trading|deal|deals|ideas|partners?|offers?|packages?|1s|2s|swaps?|` +
      `anything|something) with ${NAME}${END}`,
    "i",
  ),
  new RegExp(`\\b(?:get|pry|take) from ${NAME}${END}`, "i"),
  // "pitch to Hail Mary Heroes", "what would Waiver Wire Wizards give me for X".
  new RegExp(`\\b(?:pitch|offer|propose|send|sell)\\b[^?.]{0,25}? to (?:the )?${NAME}${END}`, "i"),
  // "Pitch for Reese — I need a QB": a pitch made for that manager.
  new RegExp(`^\\s*(?:a )?pitch for (?:the )?${NAME}(?=\\s*(?:[?!.,;:—–-]|$))`, "i"),
  new RegExp(
    `\\b(?:what (?:would|will|could|might) (?:the )?|(?:would|will|could|might) the )${NAME} ` +
      `(?:give|offer|pay|want|take)\\b`,
    "i",
  ),
  // "Is Blitz Brigade going to make the playoffs", "will the Sunday Scaries get in".
  new RegExp(
    `\\b(?:is|are|will|can|could|does|do) (?:the )?${NAME} (?:(?:going to|gonna|likely to|able to|still) )?` +
      `(?:make|making|reach|get into|sneak into|miss) (?:the )?(?:playoffs|postseason)\\b`,
    "i",
  ),
  // "Is End Zone Envy above .500", "is Red Zone Raiders the team to beat".
  new RegExp(
    `\\b(?:is|are) (?:the )?${NAME} (?:above|below|over|under|at) (?:or (?:above|below|over|under) )?(?:\\.?500|even)`,
    "i",
  ),
  new RegExp(
    `\\b(?:is|are) (?:the )?${NAME} (?:really |actually |still )?(?:the )?(?:team to beat|one to beat|best team|` +
      `favou?rites?|strongest team|top dog)\\b`,
    "i",
  ),
  new RegExp(
    `\\b(?:between (?:me|us) and|(?:me|us|probability|odds|chances?) (?:vs\\.?|versus|against)|beat|facing|against) ` +
      `${NAME}${END}`,
    "i",
  ),
  // "playing blitz brigade soon", "we play the Sunday Scaries next week": the team a game is against.
  PLAYING,
  new RegExp(`\\b(?:do|make|work out|swap|deal|trades?) with ${NAME}${END}`, "i"),
  /\b(coach [A-Za-z][a-z'’-]+)\b/i,
  // "the Pocket Passers have been hot": two or more capitalised words after "the", then what they have done.
  /\bthe ((?:[A-Z][A-Za-z0-9'’-]*|&)(?: (?:[A-Z][A-Za-z0-9'’-]*|&))+)(?= (?:have|has|are|were|been|look|looks)\b)/,
  // "Sunday Scaries wants Amon-Ra for Jacobs": two or more capitalised words opening a sentence, then an offer.
  new RegExp(
    "(?:^|[.!?]\\s+)(?:the )?((?:[A-Z][A-Za-z0-9'’-]*|&)(?: (?:[A-Z][A-Za-z0-9'’-]*|" +
      "&))+)(?=(?: just| already| now| also)? (?:wants?|offered|offers|is offering|sent|" +
      "proposed|is proposing|asked|is asking)\\b)",
    "",
  ),
  // "Harper offered Breece Hall + Khalil Shakir for my Puka": a manager's name alone opening a sentence, then an
  // offer (a player's name is no manager's: the caller checks).
  new RegExp(
    "(?:^|[.!?]\\s+)([A-Z][a-z'’-]{2,})(?=(?: just| already| now| also| still)? (?:wants?|offered|offers|" +
      "is offering|sent|proposed|is proposing|keeps? (?:bugging|asking|offering|pitching|pushing))\\b)",
    "",
  ),
  // A follow-up naming only a team: "and Blitz Brigade's?", "and what about the Sunday Scaries".
  new RegExp(
    "^\\s*(?:(?:and|but|ok|okay|so)\\s+)?(?:and|what about|how about|what of|same for)\\s+" +
      `(?:with\\s+|for\\s+)?(?:the\\s+)?${NAME}(?:['’]s?)?\\s*\\??\\s*$`,
    "i",
  ),
];

// Words that describe rather than name: "how good is my team", "trade ideas with anyone", "the best team".
const NOT_A_NAME = new RegExp(
  "^(my|our|your|his|their|him|her|them|it|that|this|me|us|anyone|anybody|someone|somebody|" +
    "everyone|the league|the best|the top|the other|other|any|a team|teams?|player|league|every|all|each|" +
    "opponent|my opponent|each other|one another|everybody|the rest|the field|ppl|people|folks|managers|guys|" +
    "((in|for|during) )?(this |next |last |the )?(week|wk)|tonight|today|tomorrow|" +
    // "who is the second best team": a place in the league, not a team's name.
    "(the )?(first|second|third|fourth|fifth|sixth|last|next|\\d+(st|nd|rd|th)) (best|worst|place|seed|team)|" +
    "(the )?(second|third|fourth|fifth|sixth|last))\\b",
  "i",
);

// The NFL's own teams ("against the Browns", "the Chiefs game") are opponents of players, not league teams.
export const NFL_TEAM = new RegExp(
  "^(the )?(" +
    "cardinals|falcons|ravens|bills|panthers|bears|bengals|browns|cowboys|broncos|lions|packers|texans|colts|" +
    "jaguars|jags|chiefs|raiders|chargers|rams|dolphins|vikings|patriots|pats|saints|giants|jets|eagles|" +
    "steelers|49ers|niners|seahawks|bucs|buccaneers|titans|commanders|" +
    "arizona|atlanta|baltimore|buffalo|carolina|chicago|cincinnati|cleveland|dallas|denver|detroit|green bay|" +
    "houston|indianapolis|indy|jacksonville|kansas city|kc|las vegas|vegas|la|los angeles|miami|minnesota|" +
    "new england|new orleans|new york|ny|philadelphia|philly|pittsburgh|san francisco|sf|seattle|tampa bay|" +
    "tampa|tennessee|washington)( defen[cs]e| d| offen[cs]e| o| backfield| passing game| run game)?$",
  "i",
);

// "How has Puka looked this season": a span running past a verb ("looked", "playing") read on beyond the name a
// frame was after — the name is the word before the verb (a player's, most often), not a team's.
const runsPastAVerb = (text: string) => text.split(/\s+/).some((w) => /^[a-z]{3,}(ed|ing)$/.test(w) && ENGLISH.has(w));

const CLOSING_WORDS = new RegExp(
  "(\\s+(then|now|instead|too|tho|though|again|here|there|specifically|particularly|in particular|maybe|" +
    "perhaps|as well|either|pls|please|" +
    // "against Puka over the rest of the year", "against ja'marr long term": the horizon asked about.
    "((over|for) )?(the )?rest of (the )?(season|year|way)|long[- ]term|ros|in dynasty|this (week|season|year)|" +
    "next week))+[.!?]*$",
  "i",
);

/** The first span the wording marks as a league team, unless it reads as a description or a known word list. */
/** The first of the league's own names in the question, written as the league writes it (the longest where two
 * start together): a team named without the words around it that `detectTeam` reads ("Sunday Scaries record"). */
export function knownTeam(question: string, names: readonly string[]): TeamMention | null {
  let found: TeamMention | null = null;
  for (const name of names) {
    const at = question.indexOf(name);
    const alone = at >= 0 && !/[\w&]/.test(question[at - 1] ?? "") && !/[\w&]/.test(question[at + name.length] ?? "");
    if (!alone) continue;
    const better = !found || at < found.start || (at === found.start && name.length > found.text.length);
    if (better) found = { text: name, start: at, end: at + name.length };
  }
  return found;
}

export function detectTeam(
  question: string,
  isVocabulary: (word: string) => boolean,
  isPlayerName: (word: string) => boolean = () => false,
): TeamMention | null {
  for (const pattern of PATTERNS) {
    const m = pattern.exec(question);
    const raw = m?.[1];
    if (!m || !raw) continue;
    // One word that is a player's name or one of the manager's people ("Grandpa wants…") is no team.
    const oneWord = /\s/.test(raw.trim()) ? null : raw.trim();
    if (oneWord && (isPlayerName(oneWord) || PEOPLE.has(oneWord.toLowerCase()))) continue;
    // "Coach Marlow's team" is Coach Marlow's; "Blitz Brigade's game looking" is Blitz Brigade's (a possessive
    // before a lowercase word ends the name: "Jerry's Kids" keeps its own).
    const text = raw
      .trim()
      .replace(/['’]s?\s+(?=[a-z]).*$/, "")
      .replace(/['’]s?$/i, "")
      // "what about Godwin then", "anything with Hail Mary Heroes specifically": a word closing the follow-up is
      // not part of the name (a lowercase adverb after a capitalised name neither).
      .replace(CLOSING_WORDS, "")
      .replace(/^([^a-z]*[A-Z].*?)\s+[a-z]+ly[.!?]*$/, "$1")
      // "whippin Red Zone Raiders": lowercase words before a capitalised name are the sentence's.
      .replace(/^(?:[a-z][\w'’]*\s+)+(?=[A-Z][\w'’-]*(?:\s+[A-Z&][\w'’-]*)+$)/, "");
    if (
      NOT_A_NAME.test(text) ||
      NFL_TEAM.test(text) ||
      runsPastAVerb(text) ||
      !/[a-z]/i.test(text) ||
      /\b(what|who|how|which|where|r|are|is|on|with|for|to|at|my|i|or|vs|versus|instead|rather)\b/i.test(text)
    )
      continue;
    const words = text
      .toLowerCase()
      .split(/[^a-z0-9&]+/)
      .filter(Boolean);
    // A name has a capital or at least one word outside the GM's vocabulary ("drill", "scaries", "marlow").
    if (!/[A-Z]/.test(text) && words.every(isVocabulary)) continue;
    // "what about TE sleepers": a position's label is no part of a team's name.
    // ("what about longer term stashes": what a question asks for is no part of one either.)
    if (words.some((w) => POSITION_LABEL.test(w) || ASKED_FOR.test(w))) continue;
    // "my odds of whippin em": a span ending in a pronoun is a verb and its object.
    if (/^(em|them|him|her|us|me|it)$/.test(words[words.length - 1]!)) continue;
    // "is tmac actually good": a player's name and a word of the sentence, not a team's name.
    if (isPlayerName(words[0]!) && words.slice(1).every(isVocabulary)) continue;
    // "I'm playing Lamar and Kyren this week": after "playing", players named are whom the manager starts.
    if (pattern === PLAYING && (words.length > 4 || words.some(isPlayerName))) continue;
    const start = m.index + m[0].indexOf(raw) + Math.max(0, raw.indexOf(text));
    return { text, start, end: start + text.length };
  }
  return null;
}

const POSITION_LABEL = /^(qb|rb|wr|te|k|flex|dst|def)s?\d?$/;
const ASKED_FOR = new RegExp(
  "^(stash|sleeper|pickup|add|waiver|trade|target|option|starter|lineup|odd|record|point|projection|injur(y|ie))" +
    "(e?s)?$",
);
const CAPITALISED = /(?<![.!?:]\s*|^\s*)\b((?:[A-Z][A-Za-z0-9'’-]+|&)(?: (?:[A-Z][A-Za-z0-9'’-]+|&)){1,3})\b/g;
// …or opening a sentence that tells about it ("Pocket Passers is loaded at quarterback.").
const OPENS_TELLING = new RegExp(
  "(?:^|[.!?]\\s+)((?:[A-Z][A-Za-z0-9'’-]+|&)(?: (?:[A-Z][A-Za-z0-9'’-]+|&)){1,3}) " +
    "(?=(is|are|has|have|got|looks?|seems?|just|always|keeps?|won|lost|were|beat|stole|took|sniped|grabbed|" +
    "claimed|smoked|crushed|destroyed)\\b)",
  "g",
);

/**
 * A name the frames above missed ("is Blitz Brigade going to make it", "where Gridiron Gurus sits"): two to four
 * capitalised words inside a sentence, at least one of them a word no fantasy question uses. Only for a question
 * that names no player (the caller checks), so the team tools resolve it or say there is no such team.
 */
export function capitalisedTeam(question: string, isVocabulary: (word: string) => boolean): TeamMention | null {
  for (const m of [...question.matchAll(OPENS_TELLING), ...question.matchAll(CAPITALISED)]) {
    // ("Gridiron Gurus W-L?": a stat's label closing the span is not part of a name.)
    const text = m[1]!.replace(/['’]s?$/i, "").replace(/\s+(W-L|W\/L|PPR|ROS|FAAB)$/i, "");
    if (!/\s/.test(text)) continue;
    const words = text
      .toLowerCase()
      .split(/[^a-z0-9&]+/)
      .filter(Boolean);
    if (NFL_TEAM.test(text) || NOT_A_NAME.test(text) || words.every(isVocabulary)) continue;
    const start = m.index + m[0].indexOf(m[1]!);
    return { text, start, end: start + text.length };
  }
  return null;
}
