// Finds players in the season's NFL player pool by what a manager types: full names with typos ("Jamar Chase"),
// last names ("mccaffery"), distinctive first names ("Bijan"), nicknames ("CMC", "ARSB"). Fuse.js retrieves
// candidates; an edit-distance check decides, so a typo is accepted but an ordinary word is not a player.
import { doubleMetaphone } from "double-metaphone";
import Fuse from "fuse.js";
import { Lru } from "@/lib/cache/lru";
import { normalizeName } from "@/lib/domain/player-name";
import { NICKNAMES } from "@/lib/league-model/team/nicknames";

export interface NamedPlayer {
  fullName: string;
}

/** What a manager typed, with a known nickname ("cmc") spelled out as the player's full name. */
export const expandNickname = (typed: string): string => NICKNAMES[normalizeName(typed)] ?? typed;

interface Entry<P> {
  player: P;
  full: string; // "jamarr chase"
  compact: string; // "jamarrchase" — "cee dee lamb" and "ceedee lamb" meet here
  first: string;
  last: string; // "chase", "st brown"
  prominence: number;
}

export interface NameMatch<P> {
  player: P;
  /** 0–1: 1 is an exact full name or nickname. */
  confidence: number;
}

// Damerau–Levenshtein (optimal string alignment): a swapped pair of letters is one typo. Three rows of the table
// are kept (the swap looks two rows back), reused as it goes: the GM's reading calls this for every word of a
// question against the pool's name parts.
export function editDistance(a: string, b: string): number {
  const n = b.length;
  let twoBack: number[] = new Array<number>(n + 1).fill(0);
  let previous: number[] = Array.from({ length: n + 1 }, (_, j) => j);
  let current: number[] = new Array<number>(n + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    for (let j = 1; j <= n; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, twoBack[j - 2]! + 1);
      current[j] = v;
    }
    [twoBack, previous, current] = [previous, current, twoBack];
  }
  return previous[n]!;
}

// Typos allowed by length: none under 4 letters, one under 8, two from 8 (≈ what a phone keyboard produces).
const allowedTypos = (n: number) => (n < 4 ? 0 : n < 8 ? 1 : 2);
// Names matched by sound only among the players who matter most (by prominence): dictation mishears a name, and the
// fewer names it is matched against, the less an ordinary phrase sounds like one.
const HEARD_AMONG = 400;
// A name's sounds (double metaphone's two keys), a doubled sound said once ("pooka knock a" → PKNK, as Puka Nacua).
const sounds = (letters: string) => [...new Set(doubleMetaphone(letters).map((k) => k.replace(/(.)\1+/g, "$1")))];
// A last name misspelt in one short word is matched among this many of the players who matter most.
const MISSPELT_AMONG = 200;
// A misspelt last name is read as the likelier of two players who matter only when he matters this many times more.
const MISSPELT_MARGIN = 3;
// Words isNamePart remembers (a bound on memory, far above a day's vocabulary).
const NAME_PART_MEMO_SIZE = 20_000;

export class PlayerNameIndex<P extends NamedPlayer> {
  private readonly entries: Entry<P>[];
  private readonly fuse: Fuse<Entry<P>>;
  private readonly firstNameCount = new Map<string, number>();
  private readonly nicknames = new Map<string, Entry<P>>();
  private readonly parts = new Set<string>();
  private readonly byPart = new Map<string, Entry<P>[]>();
  // isNamePart's answers by word: the index lives as long as its season's pool, and questions repeat their words.
  private readonly namePartMemo = new Lru<boolean>(NAME_PART_MEMO_SIZE);

  constructor(players: readonly P[], prominence: (p: P) => number = () => 0) {
    this.entries = players.flatMap((player) => {
      const full = normalizeName(player.fullName);
      const parts = full.split(" ");
      if (!full || parts.length < 1) return [];
      const last =
        parts.length >= 3 && parts[parts.length - 2] === "st"
          ? parts.slice(-2).join(" ")
          : (parts[parts.length - 1] ?? "");
      return [
        { player, full, compact: full.replace(/ /g, ""), first: parts[0] ?? "", last, prominence: prominence(player) },
      ];
    });
    for (const e of this.entries) {
      this.firstNameCount.set(e.first, (this.firstNameCount.get(e.first) ?? 0) + 1);
      for (const part of e.full.split(" ")) this.parts.add(part);
      for (const key of new Set([...e.full.split(" "), e.full, e.compact, e.last]))
        this.byPart.set(key, [...(this.byPart.get(key) ?? []), e]);
    }
    const byFull = new Map(this.entries.map((e) => [e.full, e]));
    for (const [nick, full] of Object.entries(NICKNAMES)) {
      const e = byFull.get(normalizeName(full));
      if (!e) continue;
      this.nicknames.set(nick, e);
      // "Jamo Williams": a one-word nickname with the player's last name after it is him too.
      if (!nick.includes(" ") && nick !== e.first) this.nicknames.set(`${nick} ${e.last}`, e);
      for (const part of nick.split(" ")) this.parts.add(part);
    }
    this.fuse = new Fuse(this.entries, {
      keys: ["full", "last"],
      includeScore: true,
      threshold: 0.4,
      ignoreLocation: true,
      minMatchCharLength: 2,
    });
  }

  /** Whether a typed word could be part of a player's name (exactly, or with a typo) — a cheap screen before find(). */
  isNamePart(word: string): boolean {
    const normal = normalizeName(word);
    const w = normal.replace(/ /g, "");
    if (!w) return false;
    if (this.parts.has(w)) return true;
    // A hyphenated word ("Smith-Njigba") is a name part when each of its pieces is.
    if (normal.includes(" ")) return normal.split(" ").every((piece) => this.parts.has(piece));
    const typos = allowedTypos(w.length);
    if (typos === 0) return false;
    return this.namePartMemo.memo(w, () => {
      for (const part of this.parts)
        if (Math.abs(part.length - w.length) <= typos && editDistance(part, w) <= typos) return true;
      return false;
    });
  }

  /**
   * The player whose whole name sounds like the words dictated ("bee john robinson", "trey mc bride", "pooka knock
   * a"), among the players who matter most: a name of six sounds or more. `misheard` (a word in them is neither
   * English nor a name): also one of five sounds, or four heard in three words or more.
   */
  soundsLike(typed: string, misheard = false): NameMatch<P> | null {
    const normal = normalizeName(typed);
    const heard = sounds(normal.replace(/ /g, ""));
    const shortest = !misheard ? 6 : normal.split(" ").length >= 3 ? 4 : 5;
    const byName = (this.heardNames ??= this.namesAsHeard());
    for (const key of heard) {
      const e = key.length >= shortest ? byName.get(key) : undefined;
      if (e) return { player: e.player, confidence: 0.8 };
    }
    return null;
  }

  /**
   * The prominent player whose last name a single misspelt word means: one typo in a short name ("kitle", "wadle",
   * "burow") or the same sounds ("achain", "kelsey", "hurtz"), starting with the same letter (a typo rarely hits the
   * first one). Null when two players who matter are equally near.
   */
  misspeltSurname(typed: string): NameMatch<P> | null {
    const w = normalizeName(typed);
    if (w.length < 4 || w.includes(" ")) return null;
    const heard = sounds(w);
    const surnames = (this.surnameSounds ??= this.mostProminent()
      .slice(0, MISSPELT_AMONG)
      .filter((e) => e.last.length >= 4 && !e.last.includes(" "))
      .map((e) => ({ e, keys: sounds(e.last) })));
    // One typo, or two that keep the name's sounds ("achain", "kelsey"); most prominent first, one per last name:
    // "herny" is "henry", then read as "henry" typed would be.
    const near = surnames.filter(({ e, keys }) => {
      if (e.last[0] !== w[0] || Math.abs(e.last.length - w.length) > 1) return false;
      const typos = editDistance(w, e.last);
      return typos <= 1 || (typos === 2 && keys.some((k) => heard.includes(k)));
    });
    const lastNames = [...new Set(near.map(({ e }) => e.last))];
    const [best, next] = lastNames;
    if (!best) return null;
    const top = (last: string) => Math.max(...(this.byPart.get(last) ?? []).map((e) => e.prominence));
    if (next && top(next) * MISSPELT_MARGIN > top(best)) return null;
    const hit = this.find(best);
    return hit ? { player: hit.player, confidence: 0.7 } : null;
  }

  private prominentEntries: Entry<P>[] | null = null;
  private surnameSounds: { e: Entry<P>; keys: string[] }[] | null = null;

  /** The players who matter most, most prominent first: the only ones a name heard or misspelt is matched against. */
  private mostProminent(): Entry<P>[] {
    return (this.prominentEntries ??= [...this.entries]
      .sort((a, b) => b.prominence - a.prominence)
      .slice(0, HEARD_AMONG));
  }

  private heardNames: Map<string, Entry<P>> | null = null;

  private namesAsHeard() {
    const byName = new Map<string, Entry<P>>();
    // The more prominent player keeps a sound two names share.
    for (const e of this.mostProminent()) for (const key of sounds(e.compact)) if (!byName.has(key)) byName.set(key, e);
    return byName;
  }

  /** Whether a word is part of a player's name exactly as typed. */
  hasNamePart(word: string): boolean {
    return this.parts.has(normalizeName(word).replace(/ /g, ""));
  }

  /** The player a typed name most likely means, or null when nothing is close enough. */
  find(typed: string): NameMatch<P> | null {
    const q = normalizeName(typed);
    if (q.length < 2) return null;
    const nick = this.nicknames.get(q);
    if (nick) return { player: nick.player, confidence: 1 };
    const words = q.split(" ");
    // Exact parts first (cheap map look-ups); Fuse's fuzzy search only when nothing matched as typed.
    const exact = new Set<Entry<P>>();
    for (const key of [q, q.replace(/ /g, ""), ...words]) for (const e of this.byPart.get(key) ?? []) exact.add(e);
    let best = this.pick(exact, q, words);
    if (!best && exact.size === 0 && q.replace(/ /g, "").length >= 5) {
      best = this.pick(new Set(this.fuse.search(q, { limit: 20 }).map((r) => r.item)), q, words);
    }
    return best ? { player: best.e.player, confidence: best.confidence } : null;
  }

  private pick(candidates: Set<Entry<P>>, q: string, words: string[]): { e: Entry<P>; confidence: number } | null {
    let best: { e: Entry<P>; confidence: number } | null = null;
    for (const e of candidates) {
      const confidence = this.score(e, q, words);
      if (confidence <= 0) continue;
      if (
        !best ||
        confidence > best.confidence + 1e-9 ||
        (Math.abs(confidence - best.confidence) <= 1e-9 && e.prominence > best.e.prominence)
      ) {
        best = { e, confidence };
      }
    }
    return best;
  }

  private score(e: Entry<P>, q: string, words: string[]): number {
    if (q === e.full) return 1;
    const compact = q.replace(/ /g, "");
    if (compact === e.compact) return 0.99;
    if (words.length >= 2) {
      const typos = editDistance(compact, e.compact);
      if (typos <= allowedTypos(e.compact.length)) return 0.95 - 0.05 * typos;
      // "Chase Jamarr" or first initial: "J. Jefferson" → every typed word matches a part or its initial.
      const parts = e.full.split(" ");
      const allMatch = words.every((w) =>
        parts.some(
          (p) =>
            p === w ||
            (w.length === 1 && p.startsWith(w)) ||
            (w.length >= 4 && editDistance(w, p) <= allowedTypos(p.length)),
        ),
      );
      if (
        allMatch &&
        words.some((w) => w.length >= 3 && (w === e.last || editDistance(w, e.last) <= allowedTypos(e.last.length)))
      )
        return 0.8;
      if (q === e.last) return 0.85; // "st brown"
      return 0;
    }
    // One word: a last name (exact, or with a typo when long enough), a rare first name, or a prefix of the last name.
    if (q === e.last) return 0.85;
    if (q.length >= 6 && editDistance(q, e.last) <= allowedTypos(e.last.length))
      return 0.75 - 0.05 * editDistance(q, e.last);
    if (q === e.first && (this.firstNameCount.get(q) ?? 0) === 1 && q.length >= 4) return 0.8;
    return 0;
  }
}
