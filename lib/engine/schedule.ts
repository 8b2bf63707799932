// Round-robin schedules (circle method): every team meets every other once per cycle; with an odd
// number of teams one team sits out each week.
import type { ScheduledGame } from "./types";

export function roundRobin(teamIds: readonly string[], weeks: readonly number[]): ScheduledGame[] {
  const ids: (string | null)[] = [...teamIds];
  if (ids.length % 2 === 1) ids.push(null);
  const n = ids.length;
  const games: ScheduledGame[] = [];
  weeks.forEach((week, r) => {
    const rot = r % Math.max(1, n - 1);
    // Fix ids[0]; rotate the rest by `rot`.
    const order = [ids[0] ?? null, ...ids.slice(1).map((_, i) => ids[1 + ((i + rot) % (n - 1))] ?? null)];
    for (let i = 0; i < n / 2; i++) {
      const home = order[i];
      const away = order[n - 1 - i];
      if (home && away) games.push(r % 2 === 0 ? { week, home, away } : { week, home: away, away: home });
    }
  });
  return games;
}
