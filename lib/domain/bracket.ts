// Playoff bracket math shared by the provider adapters and the season simulator: a field that is not a power of
// two gives its top seeds first-round byes (6 teams in an 8-team tree: 2 byes), and the rounds the bracket takes.

/** First-round byes of a standard bracket: the top seeds fill the tree up to the next power of two. */
export const standardByes = (teams: number): number => (teams <= 1 ? 0 : 2 ** Math.ceil(Math.log2(teams)) - teams);

/** Rounds of a bracket with `byes` first-round byes; an odd field later gives the top seed a bye too (the season
 * simulator's playPlayoffs plays exactly these rounds). */
export function bracketRounds(teams: number, byes: number = standardByes(teams)): number {
  let n = teams;
  let rounds = 0;
  while (n > 1) {
    let b = rounds === 0 ? byes : 0;
    if ((n - b) % 2 === 1) b++;
    if (b >= n) b = n - 1;
    n = b + (n - b) / 2;
    rounds++;
  }
  return rounds;
}
