// The seed of a league state's simulations, from the state's content alone: the rules, every team's record, the
// results and the remaining schedule (teams named by their place in the league's order, not by database ids),
// and every team's weekly score distributions (which carry the rosters, the lineups and the week). Two accounts
// on one league, or two copies of the same league, simulate on the same random numbers and see the same odds.
import { hashString } from "./hash";
import type { SeasonInput } from "./types";

const r4 = (x: number) => Math.round(x * 1e4) / 1e4;

/** A canonical text of the state (stable across database copies): what the seed and the state key hash. */
export function stateText(input: SeasonInput): string {
  const index = new Map(input.teams.map((t, i) => [t.id, i]));
  const at = (id: string) => index.get(id) ?? -1;
  const game = (g: { week: number; home: string; away: string }) => [g.week, at(g.home), at(g.away)];
  const order = (a: number[], b: number[]) =>
    (a[0] ?? 0) - (b[0] ?? 0) || (a[1] ?? 0) - (b[1] ?? 0) || (a[2] ?? 0) - (b[2] ?? 0);
  return JSON.stringify({
    rules: input.rules,
    teams: input.teams.map((t) => [t.wins, t.losses, t.ties, r4(t.pointsFor), t.division ?? null]),
    remaining: input.remaining.map(game).sort(order),
    played: (input.played ?? []).map((g) => [...game(g), r4(g.homeScore), r4(g.awayScore)]).sort(order),
    weekly: input.teams.map((t) =>
      Object.entries(input.weekly[t.id] ?? {})
        .sort(([a], [b]) => Number(a) - Number(b))
        .map(([w, s]) => [Number(w), r4(s.mean), r4(s.sd)]),
    ),
    playoff: input.teams.map((t) => input.playoff?.[t.id] ?? null),
  });
}

/** The state's seed and key: the same content gives the same numbers, whatever the ids and whoever asks. */
export function leagueStateSeed(input: SeasonInput): { seed: number; key: string } {
  const text = stateText(input);
  const seed = hashString(text);
  // Two independent 32-bit hashes make the key (a collision of both is out of reach for one league's states).
  const hex = (n: number) => n.toString(16).padStart(8, "0");
  const key = `${hex(seed)}${hex(hashString(`${text.length}:${text}`))}`;
  return { seed, key };
}
