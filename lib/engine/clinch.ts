// Exact clinch / bye-clinch / elimination marks — decided by enumerating the outcomes of the remaining games
// (win, loss or tie), never by sampling. A team has clinched when NO outcome keeps it out; it is eliminated when
// NO outcome gets it in. Ties on record are broken by the league's tiebreaker (head-to-head among the tied teams,
// then points for). While games remain, points for can still end in any order, so where points for decides we
// take the worst case for the team being judged (and its best case for elimination). Division winners are
// seeded first, as in the season simulator.
//
// The search fixes the judged team's own games (losing them all is its worst case, winning them all its best),
// orders the other games greedily and prunes with bounds on how many teams can still finish ahead. If a search
// needs more than `maxNodes` steps it stops and the answer is "not decided": the mark is withheld, never guessed.
// Median-game leagues: each team's median results are bounded independently (no "half the league" constraint),
// a relaxation that can only withhold a mark, never give a wrong one.
import { headToHead } from "./season-compile";
import type { PlayedGame, ScheduledGame, SeasonRules, SeasonTeam } from "./types";

export interface ClinchInput {
  rules: SeasonRules;
  teams: readonly SeasonTeam[];
  remaining: readonly ScheduledGame[];
  played?: readonly PlayedGame[]; // for head-to-head tiebreaks
}

export type Mark = "clinched-bye" | "clinched" | "eliminated" | null;

export interface ClinchStatus {
  teamId: string;
  clinchedPlayoff: boolean;
  clinchedBye: boolean;
  eliminated: boolean;
  /** False when a search ran out of budget: the marks that depend on it are withheld. */
  decided: boolean;
  mark: Mark;
}

interface State {
  T: number;
  wins: Float64Array; // wins + ½ ties
  games: Float64Array; // games at season end
  pf: Float64Array;
  h2h: Float64Array; // T×T wins (½ ties) of i over j
  division: Int32Array;
  divisionCount: number;
  headToHead: boolean;
  pfFree: boolean; // games remain: points for can still end in any order
  medianLeft: number; // median games left per team
}

type Outcome = 0 | 1 | 2; // home wins, away wins, tie

/** Seed (0 = first) of team x for the final wins in `s`, ties on record resolved for (`worst`) or against x. */
function seedOf(s: State, x: number, worst: boolean): number {
  const { T, wins, games, pf, h2h } = s;
  const pct = (t: number) => ((games[t] as number) > 0 ? (wins[t] as number) / (games[t] as number) : 0);
  const px = pct(x);
  const tied: number[] = [];
  for (let t = 0; t < T; t++) if (pct(t) === px) tied.push(t);
  const key = (t: number) => {
    let won = 0,
      played = 0;
    for (const u of tied) {
      if (u === t) continue;
      won += h2h[t * T + u] as number;
      played += (h2h[t * T + u] as number) + (h2h[u * T + t] as number);
    }
    return played > 0 ? won / played : 0.5;
  };
  const kx = s.headToHead && tied.length > 1 ? key(x) : 0;
  const ahead = new Uint8Array(T);
  for (let t = 0; t < T; t++) {
    if (t === x) continue;
    const pt = pct(t);
    if (pt > px) ahead[t] = 1;
    else if (pt === px) {
      const kt = s.headToHead && tied.length > 1 ? key(t) : 0;
      if (kt > kx) ahead[t] = 1;
      else if (kt === kx)
        ahead[t] = s.pfFree
          ? worst
            ? 1
            : 0
          : (pf[t] as number) > (pf[x] as number) || ((pf[t] as number) === (pf[x] as number) && t < x)
            ? 1
            : 0;
    }
  }
  let aheadCount = 0;
  for (let t = 0; t < T; t++) aheadCount += ahead[t] as number;
  if (s.divisionCount === 0) return aheadCount;
  return divisionSeed(s, x, ahead, aheadCount);
}

/** Division winners first: x's seed from which teams finish ahead of it in the standings. */
function divisionSeed(s: State, x: number, ahead: Uint8Array, aheadCount: number): number {
  const dx = s.division[x] as number;
  const divisionsAhead = new Set<number>();
  for (let t = 0; t < s.T; t++)
    if (ahead[t] && (s.division[t] as number) >= 0) divisionsAhead.add(s.division[t] as number);
  const xWins = dx >= 0 && !divisionsAhead.has(dx);
  if (xWins) return divisionsAhead.size; // only winners ahead of x are seeded ahead of it
  // x is not a winner: every winner is seeded ahead, plus the non-winners ahead of it.
  return s.divisionCount + aheadCount - divisionsAhead.size;
}

function buildState(input: ClinchInput): { s: State; index: Map<string, number> } {
  const T = input.teams.length;
  const index = new Map(input.teams.map((t, i) => [t.id, i]));
  const remainingWeeks = new Set(input.remaining.map((g) => g.week)).size;
  const medianLeft = input.rules.medianGame ? remainingWeeks : 0;
  const wins = Float64Array.from(input.teams, (t) => t.wins + 0.5 * t.ties);
  const games = Float64Array.from(input.teams, (t) => t.wins + t.losses + t.ties + medianLeft);
  for (const g of input.remaining) {
    const h = index.get(g.home),
      a = index.get(g.away);
    if (h === undefined || a === undefined) continue;
    games[h] = (games[h] as number) + 1;
    games[a] = (games[a] as number) + 1;
  }
  const h2h = headToHead(input.played ?? [], index, T);
  const division = Int32Array.from(input.teams, (t) =>
    input.rules.divisions > 0 && t.division !== undefined && t.division !== null ? t.division : -1,
  );
  const divisionCount = new Set([...division].filter((d) => d >= 0)).size;
  return {
    s: {
      T,
      wins,
      games,
      h2h,
      division,
      divisionCount,
      medianLeft,
      pf: Float64Array.from(input.teams, (t) => t.pointsFor),
      headToHead: input.rules.tiebreaker === "head_to_head",
      pfFree: input.remaining.length > 0,
    },
    index,
  };
}

function apply(s: State, h: number, a: number, o: Outcome, sign: 1 | -1): void {
  const T = s.T;
  if (o === 0) {
    s.wins[h] = (s.wins[h] as number) + sign;
    s.h2h[h * T + a] = (s.h2h[h * T + a] as number) + sign;
  } else if (o === 1) {
    s.wins[a] = (s.wins[a] as number) + sign;
    s.h2h[a * T + h] = (s.h2h[a * T + h] as number) + sign;
  } else {
    s.wins[h] = (s.wins[h] as number) + 0.5 * sign;
    s.wins[a] = (s.wins[a] as number) + 0.5 * sign;
    s.h2h[h * T + a] = (s.h2h[h * T + a] as number) + 0.5 * sign;
    s.h2h[a * T + h] = (s.h2h[a * T + h] as number) + 0.5 * sign;
  }
}

class Budget {
  used = 0;
  constructor(readonly max: number) {}
  spend(): boolean {
    return ++this.used <= this.max;
  }
}

/**
 * Searches the outcomes of `games` (x's own already applied) for one where x's seed is ≥ k (`wantOut`) or < k.
 * Returns true when found, false when none exists, null when the budget ran out.
 */
function search(
  s: State,
  x: number,
  k: number,
  wantOut: boolean,
  games: readonly [number, number][],
  budget: Budget,
): boolean | null {
  const T = s.T;
  const gamesLeft = new Float64Array(T);
  for (const [h, a] of games) {
    gamesLeft[h] = (gamesLeft[h] as number) + 1;
    gamesLeft[a] = (gamesLeft[a] as number) + 1;
  }
  const pct = (w: number, t: number) => ((s.games[t] as number) > 0 ? w / (s.games[t] as number) : 0);
  const px = () => pct(s.wins[x] as number, x);

  // Bounds on x's seed over every completion of the remaining games.
  const maxSeed = (): number => {
    const ahead = new Uint8Array(T);
    let n = 0;
    for (let t = 0; t < T; t++) {
      if (t === x) continue;
      if (pct((s.wins[t] as number) + (gamesLeft[t] as number), t) >= px()) {
        ahead[t] = 1;
        n++;
      }
    }
    if (s.divisionCount === 0) return n;
    const divs = new Set<number>();
    const perDiv = new Map<number, number>();
    let noDiv = 0;
    for (let t = 0; t < T; t++) {
      if (!ahead[t]) continue;
      const d = s.division[t] as number;
      if (d < 0) {
        noDiv++;
        continue;
      }
      divs.add(d);
      perDiv.set(d, (perDiv.get(d) ?? 0) + 1);
    }
    const dx = s.division[x] as number;
    const asWinner = [...divs].filter((d) => d !== dx).length;
    if (dx >= 0 && !divs.has(dx)) return asWinner;
    let extra = noDiv;
    for (const c of perDiv.values()) extra += c - 1;
    return Math.max(asWinner, s.divisionCount + extra);
  };
  const minSeed = (): number => {
    const ahead = new Uint8Array(T);
    let n = 0;
    for (let t = 0; t < T; t++)
      if (t !== x && pct(s.wins[t] as number, t) > px()) {
        ahead[t] = 1;
        n++;
      }
    if (s.divisionCount === 0) return n;
    const dx = s.division[x] as number;
    const divs = new Set<number>();
    for (let t = 0; t < T; t++) if (ahead[t] && (s.division[t] as number) >= 0) divs.add(s.division[t] as number);
    if (dx >= 0 && !divs.has(dx)) return [...divs].length;
    return s.divisionCount + n - divs.size;
  };

  // Greedy order: to push x out, wins go to the team closest to catching x; to keep x in, to the team least
  // able to pass it (or already past it).
  const deficit = (t: number) => px() * (s.games[t] as number) - (s.wins[t] as number);
  const order = (h: number, a: number): Outcome[] => {
    const dh = deficit(h),
      da = deficit(a);
    const kh = dh > 0 ? dh : Infinity,
      ka = da > 0 ? da : Infinity;
    const homeFirst = wantOut ? kh <= ka : kh >= ka;
    return homeFirst ? [0, 1, 2] : [1, 0, 2];
  };

  const rec = (i: number): boolean | null => {
    if (!budget.spend()) return null;
    if (wantOut ? maxSeed() < k : minSeed() >= k) return false;
    if (i === games.length) {
      const seed = seedOf(s, x, wantOut);
      return wantOut ? seed >= k : seed < k;
    }
    const [h, a] = games[i] as [number, number];
    gamesLeft[h] = (gamesLeft[h] as number) - 1;
    gamesLeft[a] = (gamesLeft[a] as number) - 1;
    let undecided = false;
    for (const o of order(h, a)) {
      apply(s, h, a, o, 1);
      const r = rec(i + 1);
      apply(s, h, a, o, -1);
      if (r === true) {
        gamesLeft[h] = (gamesLeft[h] as number) + 1;
        gamesLeft[a] = (gamesLeft[a] as number) + 1;
        return true;
      }
      if (r === null) {
        undecided = true;
        break;
      }
    }
    gamesLeft[h] = (gamesLeft[h] as number) + 1;
    gamesLeft[a] = (gamesLeft[a] as number) + 1;
    return undecided ? null : false;
  };
  return rec(0);
}

/** Can team x finish outside the top k (`wantOut`) / inside the top k? true, false, or null (budget spent). */
function reachable(input: ClinchInput, teamId: string, k: number, wantOut: boolean, maxNodes: number): boolean | null {
  const { s, index } = buildState(input);
  const x = index.get(teamId);
  if (x === undefined) return null;
  if (k <= 0) return wantOut;
  if (k >= s.T) return !wantOut;
  const others: [number, number][] = [];
  for (const g of input.remaining) {
    const h = index.get(g.home),
      a = index.get(g.away);
    if (h === undefined || a === undefined) continue;
    if (h === x || a === x) {
      // x's own games: all lost in its worst case, all won in its best.
      const xWins = !wantOut;
      apply(s, h, a, (h === x) === xWins ? 0 : 1, 1);
    } else others.push([h, a]);
  }
  // Median games: x loses (wins) them all; the others' are bounded in the search (see the header).
  if (s.medianLeft > 0) {
    if (!wantOut) s.wins[x] = (s.wins[x] as number) + s.medianLeft;
    else for (let t = 0; t < s.T; t++) if (t !== x) s.wins[t] = (s.wins[t] as number) + s.medianLeft;
  }
  return search(s, x, k, wantOut, others, new Budget(maxNodes));
}

/** Clinch / bye / elimination marks for every team. */
export function clinchStatus(input: ClinchInput, opts: { maxNodes?: number } = {}): ClinchStatus[] {
  const maxNodes = opts.maxNodes ?? 200_000;
  const P = Math.min(input.teams.length, Math.max(0, input.rules.playoffTeams));
  const B = Math.min(P, Math.max(0, input.rules.playoffByes));
  return input.teams.map((team) => {
    const canMiss = P > 0 ? reachable(input, team.id, P, true, maxNodes) : true;
    const canMake = P > 0 ? reachable(input, team.id, P, false, maxNodes) : false;
    const canMissBye = B > 0 && canMiss !== true ? reachable(input, team.id, B, true, maxNodes) : true;
    const clinchedPlayoff = canMiss === false;
    const clinchedBye = B > 0 && canMissBye === false;
    const eliminated = canMake === false;
    const decided = canMiss !== null && canMake !== null && canMissBye !== null;
    const mark: Mark = clinchedBye ? "clinched-bye" : clinchedPlayoff ? "clinched" : eliminated ? "eliminated" : null;
    return { teamId: team.id, clinchedPlayoff, clinchedBye, eliminated, decided, mark };
  });
}
