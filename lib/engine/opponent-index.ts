// Opponent strength feature of the projection model: a defense's fantasy points allowed to a position in
// the season's earlier weeks, divided by the league's average per team-game in those same weeks, shrunk
// toward 1 (average) with a few pseudo-games. Only weeks before the target week count (strictly pre-game).
import type { Position } from "@/lib/domain/league";

export interface AllowedLine {
  week: number;
  defense: string; // the team the player's points were scored against
  position: Position;
  points: number;
}

const SHRINK_GAMES = 3;

export function buildOpponentIndex(
  lines: Iterable<AllowedLine>,
): (defense: string, position: Position, week: number) => number | null {
  const allowed = new Map<string, number>();
  const weekTotal = new Map<string, number>();
  const defensesByWeek = new Map<number, Set<string>>();
  for (const l of lines) {
    allowed.set(
      `${l.defense}|${l.position}|${l.week}`,
      (allowed.get(`${l.defense}|${l.position}|${l.week}`) ?? 0) + l.points,
    );
    weekTotal.set(`${l.position}|${l.week}`, (weekTotal.get(`${l.position}|${l.week}`) ?? 0) + l.points);
    const set = defensesByWeek.get(l.week) ?? new Set<string>();
    set.add(l.defense);
    defensesByWeek.set(l.week, set);
  }
  const cache = new Map<string, number | null>();
  return (defense, position, week) => {
    const key = `${defense}|${position}|${week}`;
    const hit = cache.get(key);
    if (hit !== undefined) return hit;
    let got = 0,
      expected = 0,
      n = 0;
    for (let w = 1; w < week; w++) {
      const teams = defensesByWeek.get(w);
      if (!teams?.has(defense)) continue;
      got += allowed.get(`${defense}|${position}|${w}`) ?? 0;
      expected += (weekTotal.get(`${position}|${w}`) ?? 0) / teams.size;
      n++;
    }
    const prior = n > 0 ? SHRINK_GAMES * (expected / n) : 0;
    const idx = n === 0 || expected <= 0 ? null : (got + prior) / (expected + prior);
    cache.set(key, idx);
    return idx;
  };
}

/** Team points implied by a spread (home favoured > 0) and total. */
export function impliedTeamTotal(spreadLine: number | null, totalLine: number | null, home: boolean): number | null {
  if (spreadLine === null || totalLine === null || !Number.isFinite(spreadLine) || !Number.isFinite(totalLine))
    return null;
  return home ? (totalLine + spreadLine) / 2 : (totalLine - spreadLine) / 2;
}
