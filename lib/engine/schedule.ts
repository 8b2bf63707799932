// Round-robin schedules (circle method): every team meets every other once per cycle of n − 1 weeks (the cycle
// then repeats); with an odd number of teams one team sits out each week. Home and away alternate along the circle.
import type { ScheduledGame } from "./types";

export function roundRobin(teamIds: readonly string[], weeks: readonly number[]): ScheduledGame[] {
  const ids: (string | null)[] = [...teamIds];
  if (ids.length % 2 === 1) ids.push(null);
  const n = ids.length;
  if (n < 2) return [];
  const rest = ids.slice(1);
  const rounds = Array.from({ length: n - 1 }, (_, r) => {
    const circle = [ids[0] ?? null, ...rest.slice(r), ...rest.slice(0, r)];
    const pairs: { home: string; away: string }[] = [];
    for (let i = 0; i < n / 2; i++) {
      const a = circle[i];
      const b = circle[n - 1 - i];
      if (a && b) pairs.push((r + i) % 2 === 0 ? { home: a, away: b } : { home: b, away: a });
    }
    return pairs;
  });
  return weeks.flatMap((week, k) => rounds[k % rounds.length]!.map((pair) => ({ week, ...pair })));
}
