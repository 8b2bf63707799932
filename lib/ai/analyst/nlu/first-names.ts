// First names on their own ("davante", "puka", "saqoun"): one player when the pool's other players of that first
// name hardly play, so the name can only mean him; several when more than one of them matters ("josh": Allen,
// Jacobs or Downs), and then the GM asks which one instead of guessing.
import { normalizeName } from "@/lib/domain/player-name";
import { editDistance, PlayerNameIndex, type NameMatch, type NamedPlayer } from "@/lib/league-model/team/player-lookup";
import type { RoleLookup } from "@/lib/ai/analyst/nlu/team-roles";

// A player of the first name counts as a candidate when he projects at least this share of the likeliest one.
const RELEVANT_SHARE = 0.25;
const MIN_LETTERS = 3;
// A typo in a first name is only read from this many letters ("saqoun" → Saquon).
const TYPO_FROM_LETTERS = 5;
// A first name alone beats another player's exact last name when its player projects this many times more.
const FIRST_NAME_OVER_LAST = 4;

interface Ranked<P> {
  player: P;
  prominence: number;
}

export class FirstNameIndex<P extends NamedPlayer> extends PlayerNameIndex<P> {
  private readonly byFirst = new Map<string, Ranked<P>[]>();

  constructor(
    players: readonly P[],
    private readonly prominence: (p: P) => number = () => 0,
    /** Players named by NFL team and position ("the Niners TE"), when the pool knows their teams. */
    readonly roles: RoleLookup | null = null,
  ) {
    super(players, prominence);
    for (const player of players) {
      const first = normalizeName(player.fullName).split(" ")[0] ?? "";
      if (first.length < MIN_LETTERS) continue;
      this.byFirst.set(first, [...(this.byFirst.get(first) ?? []), { player, prominence: prominence(player) }]);
    }
  }

  /** The players a single typed word could name by first name, likeliest first, the barely-playing left out. */
  private candidates(typed: string): Ranked<P>[] {
    const w = normalizeName(typed);
    if (w.includes(" ") || w.length < MIN_LETTERS) return [];
    let named = this.byFirst.get(w) ?? [];
    if (!named.length && w.length >= TYPO_FROM_LETTERS)
      named = [...this.byFirst]
        .filter(([first]) => Math.abs(first.length - w.length) <= 1 && editDistance(first, w) <= 1)
        .flatMap(([, players]) => players);
    const ranked = [...named].sort((a, b) => b.prominence - a.prominence);
    const top = ranked[0]?.prominence ?? 0;
    return top > 0 ? ranked.filter((r) => r.prominence >= RELEVANT_SHARE * top) : [];
  }

  /** As the base index, and a first name alone (typed exactly or with one typo) that only one player matters by. */
  override find(typed: string): NameMatch<P> | null {
    const hit = super.find(typed);
    const named = this.candidates(typed);
    // "baker or dak": a word that is a fringe player's last name and a star's first name is the star.
    const star = named.length === 1 ? named[0]! : null;
    if (
      hit &&
      star &&
      star.player !== hit.player &&
      star.prominence >= FIRST_NAME_OVER_LAST * this.prominence(hit.player)
    )
      return { player: star.player, confidence: hit.confidence };
    if (hit) return hit;
    return named.length === 1 ? { player: named[0]!.player, confidence: 0.75 } : null;
  }

  /** The players a first name alone could mean when more than one of them matters ("josh"); else empty. */
  sameFirstName(typed: string): P[] {
    if (super.find(typed)) return [];
    const named = this.candidates(typed);
    return named.length >= 2 ? named.slice(0, 3).map((r) => r.player) : [];
  }
}
