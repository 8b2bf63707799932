// Slots beyond players and positions: the week a question is about ("next week", "week 12", "wk 11") and a
// playoff scenario ("win out", "go 3-2", "win 2 of my last 4", "lose this week"). Pure functions of the text.

/** A week named in the question: a number, "next" (the week after the current one), or null for this week. */
export type WeekSlot = number | "next" | null;

export type Scenario =
  | { kind: "win-out" }
  | { kind: "lose-out" }
  | { kind: "lose-this-week" }
  | { kind: "win-this-week" }
  | { kind: "record"; wins: number; games: number | null }
  /** The season's final record ("do I make it at 8-6?"), whatever the record is now. */
  | { kind: "final-record"; wins: number; losses: number };

// "week twelve", as said aloud or dictated. ("this week one of them…" is this week, then other words.)
const WEEK_WORDS = (
  "one two three four five six seven eight nine ten eleven twelve " +
  "thirteen fourteen fifteen sixteen seventeen eighteen"
).split(" ");
const WEEK_IN_WORDS = new RegExp(
  `(?<!\\b(?:this|next|last|a|per|each|every|same|bye) )\\b(week|wk) (${WEEK_WORDS.join("|")})\\b`,
  "gi",
);

/**
 * The week after the current one, however it is said: "next week", "next wk", "next game", "next sunday", "the week
 * after", "the following week", "the upcoming week", "the week following". One source for the week asked about, the
 * horizon of a comparison, and a follow-up that only changes the week.
 */
export const NEXT_WEEK =
  "next (?:week|wk|game|matchup|sunday)|week after|(?:upcoming|following) week|week following|" +
  "up next after this (?:week|one)";
const NEXT_WEEK_CUE = new RegExp(`\\b(?:${NEXT_WEEK})\\b`, "i");
export const saysNextWeek = (text: string) => NEXT_WEEK_CUE.test(text);

/** The text with a week said in words ("week twelve") written in digits ("week 12"). */
export const weekInDigits = (text: string) =>
  text.replace(WEEK_IN_WORDS, (_, week: string, n: string) => `${week} ${WEEK_WORDS.indexOf(n.toLowerCase()) + 1}`);

// A position spelt out letter by letter, as dictation writes it ("w r three", "my r bs"), and a numbered spot in words.
const POSITION_LETTERS = /\b(q b|r b|w r|t e)(s?)\b/gi;
const SPOT_IN_WORDS = /\b(qb|rb|wr|te) ?(one|two|three)\b/gi;

/** The text with positions dictated in letters ("w r three") written as typed ("wr3"). */
export const positionsAsTyped = (text: string) =>
  text
    .replace(POSITION_LETTERS, (_, letters: string, plural: string) => `${letters.replace(" ", "")}${plural}`)
    .replace(
      SPOT_IN_WORDS,
      (_, position: string, n: string) => `${position}${WEEK_WORDS.indexOf(n.toLowerCase()) + 1}`,
    );

export function detectWeek(text: string): WeekSlot {
  const numbered = /\b(?:week|wk|week\s*#)\s*(\d{1,2})\b/i.exec(text);
  if (numbered) {
    const n = Number(numbered[1]);
    if (n >= 1 && n <= 18) return n;
  }
  if (saysNextWeek(text)) return "next";
  return null;
}

const NUMBER_WORDS: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
};
const num = (w: string | undefined) => (w === undefined ? NaN : (NUMBER_WORDS[w.toLowerCase()] ?? Number(w)));
const N = "(\\d|zero|one|two|three|four|five|six|seven)";

// A record of at least this many games is a season's final record: fewer may be the record now (a fantasy regular
// season runs 12 to 17 weeks, and "at 5-4, do I make it?" is asked with four or five games left).
const FINAL_RECORD_GAMES = 12;
// ("Gridiron Gurus (5-4) — do we make it": a record in brackets after the team is its record now.)
const HAD_RECORD =
  /\b(i'?m|i am|we'?re|we are|currently|sitting|record is|started|starting|opened|began|been|from)\s*(at\s*)?$|\(\s*$/;

export function detectScenario(text: string): Scenario | null {
  // Chat shorthand for the week ("if I lose this wk") reads as the word.
  // ("Assuming I prevail in three of my remaining five contests": a win, and games.)
  const t = text
    .toLowerCase()
    .replace(/\bwk\b/g, "week")
    .replace(/\bprevail(ing)?( in)?\b/g, "win")
    .replace(/\bcontests\b/g, "games")
    // "do i get in at 7 and 7": a record said with "and".
    .replace(/\bat (1?\d) (?:and|&) (1?\d)\b/g, "at $1-$2");
  if (
    new RegExp(
      "(?<!more |\\d |one |two |three )\\b(win|wins|winning|won) (out|the rest|all (the rest|of my|my|the remaining|" +
        "(of )?(their|his|her) remaining)|every (game|remaining)|(my|the|our|their) (remaining|rest of (my|the)) " +
        "(games|matchups))|" +
        // "If he does win all of them", "win every single game".
        "\\b(win|winning|won) (all of (them|em|'em|those|these)|every (single )?(game|one|matchup))\\b|" +
        // "if they win all their games until the end".
        "\\b(wins?|winning|won) all (of )?(my|our|their|his|her) (games|matchups)\\b|" +
        // "Say I run the table from here", "if we go undefeated the rest of the way".
        "\\b(run|runs|running|ran) the table\\b|\\b(go|going|stay|finish) undefeated\\b|" +
        // "if I sweep the rest", "sweep out".
        "\\bsweep (out|the rest|(my|the|our) remaining)\\b|" +
        // "if I go perfect the rest of the way", "if I don't lose another game", "if I win them all", "win all 5",
        // "win all of our remaining games", "take every game from here", "finish the season undefeated".
        "\\b(go|going|finish|stay) (perfect|unbeaten)\\b|\\b(don'?t|do not|never) (lose|drop) (another|again|a game)|" +
        "\\b(win|take|won) (them all|all (of )?(them|em|'em|\\d|one|two|three|four|five|six|seven|of (my|our|the) " +
        "remaining)|every (game|week|matchup|one) (from here|left|remaining|the rest)|" +
        "each of (my|our|the) (last|remaining))|" +
        "\\bfinish (the season |the year )?(undefeated|unbeaten|perfect)\\b",
      "",
    ).test(t)
  )
    return { kind: "win-out" };
  if (
    /\b(lose|losing) out\b|\blose (the rest|all (the rest|of my|my))|\b(go|going|finish) winless\b/.test(t) ||
    /\blose every (game|one|week|matchup) (left|remaining|from here)/.test(t)
  )
    return { kind: "lose-out" };
  // "Do I make it at 8-6?", "is 9-5 enough", "with a 10-4 record": a whole season's games, so the season's final
  // record (not one the manager has now or had: "I'm 8-6").
  const final = [...t.matchAll(/\b(1?\d)\s*[-–]\s*(1?\d)\b/g)].find((m) => !HAD_RECORD.test(t.slice(0, m.index)));
  if (final) {
    const wins = Number(final[1]);
    const losses = Number(final[2]);
    if (wins + losses >= FINAL_RECORD_GAMES && wins + losses <= 18) return { kind: "final-record", wins, losses };
  }
  // The record asked about, not the one the manager has now or had ("I'm 6-5. do I make it if I go 2-1", "I
  // started 1-4").
  const record = [...t.matchAll(new RegExp(`\\b(?:go|going|finish|end|at)?\\s*${N}\\s*[-–]\\s*${N}\\b`, "g"))].find(
    (m) => !HAD_RECORD.test(t.slice(0, m.index)),
  );
  // "If I go 3 and 2": a record said in words, after a verb that finishes a season.
  const spoken = record ?? new RegExp(`\\b(?:go|going|finish|finishing|end|ending)\\s+${N}\\s+and\\s+${N}\\b`).exec(t);
  if (spoken && !/\bweek\s*$/.test(t.slice(0, spoken.index))) {
    const wins = num(spoken[1]);
    const losses = num(spoken[2]);
    if (Number.isFinite(wins) && Number.isFinite(losses) && wins + losses <= 8)
      return { kind: "record", wins, games: wins + losses };
  }
  // ("3 of the last 5 enough to get in?": the wins said without the verb.)
  const ofRest = new RegExp(
    // ("do i need 3 of the last 4 to get in?")
    "(?:\\bwins? |\\b(?:need|needs|have|has|gotta|got)(?: to win)? |" +
      "^\\s*(?:if |what if |say )?(?:i |we )?(?:get |take |grab |go )?|\\b(?:i|we) (?:get|take|grab|go) )" +
      // ("What if I go 4 from 5 instead?")
      `${N} (?:of|out of|from) ` +
      // ("grab one of the two first-round byes": a bye, not games.)
      "(?:my |the |our |their |his |her )?(?:last |remaining |final |next )?" +
      `${N}\\b(?! (first|byes?|bye|teams?|spots?|seeds?))`,
  ).exec(t);
  if (ofRest) return { kind: "record", wins: num(ofRest[1]), games: num(ofRest[2]) };
  // "With 4 wins out of the last 5 games": the wins counted as wins.
  const winsOf = new RegExp(
    `\\b${N} (?:wins?|ws|dubs) (?:out of|of) (?:my |the |our )?(?:last |remaining |final |next )?${N}\\b`,
  ).exec(t);
  // ("I have 2 wins out of my last 3": the record so far.)
  const before = winsOf ? t.slice(0, winsOf.index) : "";
  if (winsOf && !HAD_RECORD.test(before) && !/\b(have|has|had|got|'ve)\s*$/.test(before))
    return { kind: "record", wins: num(winsOf[1]), games: num(winsOf[2]) };
  const split = new RegExp(`\\bsplit (?:my|the|our) (?:last|remaining|final|next) ${N}\\b`).exec(t);
  if (split) return { kind: "record", wins: Math.floor(num(split[1]) / 2), games: num(split[1]) };
  const lastN = new RegExp(`\\bwin (?:my|the|our|all (?:of )?my) (?:last|remaining|final|next) ${N}\\b`).exec(t);
  if (lastN) return { kind: "record", wins: num(lastN[1]), games: num(lastN[1]) };
  // "Win the next two", "drop my next 3", "lose two more": every one of the next N games won, or lost.
  const nextN = new RegExp(
    `\\b(win|take|sweep|lose|drop) (?:the|my|our) (?:next|last|remaining|final) ${N}\\b|` +
      `\\b(lose|drop|win|take) ${N} (?:more|straight|in a row)\\b`,
  ).exec(t);
  // ("win 3 more" is three wins in however many games: below.)
  const winsMore = !!nextN && /^(win|take)$/.test(nextN[3] ?? "") && /more$/.test(nextN[0]);
  if (nextN && !winsMore) {
    const games = num(nextN[2] ?? nextN[4]);
    if (Number.isFinite(games) && games >= 2)
      return { kind: "record", wins: /^(lose|drop)$/.test(nextN[1] ?? nextN[3]!) ? 0 : games, games };
  }
  // "I have five games left. If I only win three of them…": the games counted where the message names them.
  const ofThem = new RegExp(
    `\\b(?:win|take|get|grab) (?:just |only |at least )?${N} (?:of|out of) (?:them|those)\\b`,
  ).exec(t);
  // ("four regular-season games remaining": the games may be qualified.)
  const left = new RegExp(`\\b${N} (?:more )?(?:[a-z-]+ )?games (?:left|remaining|to go|to play)\\b`).exec(t);
  if (ofThem && left) return { kind: "record", wins: num(ofThem[1]), games: num(left[1]) };
  const more = new RegExp(
    `\\b(?:win|take|get|grab) (?:just |only |at least |like |maybe |about |around )?${N} (?:more )?` +
      "(?:games?|of them|more)\\b",
  ).exec(t);
  if (more) return { kind: "record", wins: num(more[1]), games: null };
  // "P(playoffs | 4 more wins)", "with 3 more wins".
  const moreWins = new RegExp(`\\b${N} more (?:wins?|ws?|dubs?)\\b`).exec(t);
  if (moreWins) return { kind: "record", wins: num(moreWins[1]), games: null };
  if (
    new RegExp(
      "\\b(lose|loses|losing|drop|drops|dropping|lost) (this week|this one|this game|my next|next week|" +
        "tonight|today|sunday|this weekend|the next (one|game)|this (sunday|week)'?s game)|" +
        "\\bif (i|we|my team) (lose|drop) (it|that one|that game)\\b",
      "",
    ).test(t) &&
    // "How many we droppin this week": points scored, not a game lost.
    !(/\bhow (many|much)\b[^?]*\bdrop/.test(t) && !/\b(lose|losing|lost)\b/.test(t))
  )
    return { kind: "lose-this-week" };
  // "If I take an L this week", "eat a loss": this week's game lost.
  if (/\b(take|taking|eat|eating|catch|catching) (an? |the |this week'?s )?(l|loss)\b/.test(t))
    return { kind: "lose-this-week" };
  // "If I win this week and next": both games.
  const thisAndNext = /\b(win|take|lose|drop) (this week|this one|this game) and (next|next week|the next one)\b/.exec(
    t,
  );
  if (thisAndNext) return { kind: "record", wins: /^(win|take)$/.test(thisAndNext[1]!) ? 2 : 0, games: 2 };
  // "If I lose one more game am I out?", "one more loss and I'm done?", "with a loss this week": the next game lost;
  // "a win this week gets my odds to what?", "what does a W this week do": the next game won.
  if (
    /\b(lose|drop) (one|1) more\b|\b(one|1) more (loss|l)\b|\b(with |after )?an? (loss|l) (this week|sunday)\b/.test(t)
  )
    return { kind: "lose-this-week" };
  if (/\b(with |after )?an? (win|w|dub) (this week|sunday)\b/.test(t)) return { kind: "win-this-week" };
  if (/\b(if|assuming|say|suppose|once) (i|we) (win|take) (this week|this one|this game|my next|today|tonight)/.test(t))
    return { kind: "win-this-week" };
  // A game named by its opponent: "if I beat Sunday Scaries", "if we lose to Coach Rowan this week".
  if (/\bif (i|we) (lose|lost|drop) to\b/.test(t)) return { kind: "lose-this-week" };
  // "What happens to our playoff chances if we lose?": a loss with no count is the next game's.
  if (/\bif (i|we|my team) (lose|lost)\s*([?!.,]|$|and\b|then\b|do\b|does\b|am\b|are\b)/.test(t))
    return { kind: "lose-this-week" };
  // "If I fall this Sunday", "if this week's battle is lost": this week's game lost in other words.
  if (/\bif (i|we|my team) (fall|stumble|slip up|go down|get beat|get beaten)\b(?! (to|out|behind|apart))/.test(t))
    return { kind: "lose-this-week" };
  if (/\bif (this week'?s|this|sunday'?s|the) (game|battle|matchup|one) is (lost|a loss)\b/.test(t))
    return { kind: "lose-this-week" };
  if (/\bif (i|we) (beat|knock off|take down)\b/.test(t)) return { kind: "win-this-week" };
  return null;
}
