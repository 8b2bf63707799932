import type { Position } from "@/lib/domain/league";
import { getActualWeek, getProjectionWeek, playerPool, seasonWeeks, type PoolPlayer } from "@/lib/nfl";
import { hashString, seededRandom } from "@/lib/engine/hash";
import { DEMO_SEASON, DEMO_TEAMS, DRAFT_ROUNDS } from "./config";

export interface DraftedPlayer extends PoolPlayer {
  value: number; // pre-draft season value in PPR points
  adp: number; // 1-based rank by value over replacement: the pick the market expects
  teamExternalId: string;
  pick: number;
}

// Value before the 2025 draft: half last season's PPR total, half a season of NFL.com's early-2025 projections.
function draftValue(p: PoolPlayer): number {
  let last = 0;
  for (let week = 1; week <= seasonWeeks(DEMO_SEASON - 1); week++)
    last += getActualWeek({ ...p, season: DEMO_SEASON - 1, week })?.ptsPpr ?? 0;
  const early = [1, 2, 3]
    .map((week) => getProjectionWeek({ ...p, season: DEMO_SEASON, week })?.projPpr ?? 0)
    .filter((x) => x > 0);
  const projected = early.length ? (early.reduce((a, b) => a + b, 0) / early.length) * 17 : 0;
  return last > 0 && projected > 0 ? 0.5 * last + 0.5 * projected : Math.max(last * 0.8, projected);
}

const REPLACEMENT_RANK: Record<Position, number> = { QB: 14, RB: 36, WR: 40, TE: 14, K: 12, DST: 12 };
const MAX_AT: Record<Position, number> = { QB: 2, RB: 5, WR: 6, TE: 2, K: 1, DST: 0 };
const KICKER_ROUND = 13;

interface Counts {
  QB: number;
  RB: number;
  WR: number;
  TE: number;
  K: number;
  DST: number;
}

// Picks still needed to field a legal lineup (QB, 2 RB, 2 WR, TE, FLEX, K).
function startersNeeded(c: Counts): number {
  const flexExtra = Math.max(0, c.RB - 2) + Math.max(0, c.WR - 2) + Math.max(0, c.TE - 1);
  return (
    Math.max(0, 1 - c.QB) +
    Math.max(0, 2 - c.RB) +
    Math.max(0, 2 - c.WR) +
    Math.max(0, 1 - c.TE) +
    Math.max(0, 1 - c.K) +
    Math.max(0, 1 - flexExtra)
  );
}

function fillsNeed(c: Counts, pos: Position): boolean {
  const after = { ...c, [pos]: c[pos] + 1 };
  return startersNeeded(after) < startersNeeded(c);
}

let cached: DraftedPlayer[] | null = null;

// A seeded snake draft: each manager takes the best value over replacement, with a little seeded taste
// (jitter) and roster limits, so the same data always yields the same twelve rosters.
export function demoDraft(): DraftedPlayer[] {
  if (cached) return cached;
  const valued = playerPool(DEMO_SEASON)
    .filter((p) => p.position !== "DST")
    .map((p) => ({ p, value: draftValue(p) }))
    .filter((x) => x.value > 0);
  const replacement = new Map<Position, number>();
  for (const pos of ["QB", "RB", "WR", "TE", "K"] as Position[]) {
    const sorted = valued
      .filter((x) => x.p.position === pos)
      .map((x) => x.value)
      .sort((a, b) => b - a);
    replacement.set(pos, sorted[REPLACEMENT_RANK[pos] - 1] ?? 0);
  }
  const board = valued
    .map((x) => ({ ...x, vor: x.value - (replacement.get(x.p.position) ?? 0) }))
    .sort((a, b) => b.vor - a.vor || a.p.key.localeCompare(b.p.key));
  const adp = new Map(board.map((x, i) => [x.p.key, i + 1]));

  const rng = seededRandom(hashString("fantasy-gm-demo-draft-2025"));
  const teams = DEMO_TEAMS.map((_, i) => String(i + 1));
  const order = [...teams].sort((a, b) => hashString(`order:${a}`) - hashString(`order:${b}`));
  const counts = new Map<string, Counts>(teams.map((t) => [t, { QB: 0, RB: 0, WR: 0, TE: 0, K: 0, DST: 0 }]));
  const taken = new Set<string>();
  const drafted: DraftedPlayer[] = [];
  let pick = 0;
  for (let round = 1; round <= DRAFT_ROUNDS; round++) {
    const roundOrder = round % 2 === 1 ? order : [...order].reverse();
    for (const team of roundOrder) {
      pick++;
      const c = counts.get(team)!;
      const picksLeft = DRAFT_ROUNDS - round + 1;
      const mustFill = picksLeft <= startersNeeded(c);
      let best: (typeof board)[number] | null = null;
      let bestScore = -Infinity;
      for (const x of board.slice(0, 400)) {
        const pos = x.p.position;
        if (taken.has(x.p.key) || c[pos] >= MAX_AT[pos]) continue;
        if (pos === "K" && round < KICKER_ROUND && !mustFill) continue;
        if (mustFill && !fillsNeed(c, pos)) continue;
        const score = x.vor + rng() * 12;
        if (score > bestScore) {
          best = x;
          bestScore = score;
        }
      }
      if (!best) continue;
      taken.add(best.p.key);
      c[best.p.position]++;
      drafted.push({
        ...best.p,
        value: Math.round(best.value * 10) / 10,
        adp: adp.get(best.p.key) ?? pick,
        teamExternalId: team,
        pick,
      });
    }
  }
  cached = drafted;
  return drafted;
}
