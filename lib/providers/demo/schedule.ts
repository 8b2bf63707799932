// Round-robin fantasy schedule (circle method): 11 rounds for 12 teams, then rounds 1–3 again for weeks 12–14.
export function roundRobin(teamIds: string[], weeks: number): { week: number; home: string; away: string }[] {
  const n = teamIds.length;
  const rounds: [string, string][][] = [];
  const rest = teamIds.slice(1);
  for (let r = 0; r < n - 1; r++) {
    const circle = [teamIds[0]!, ...rest.slice(r), ...rest.slice(0, r)];
    const pairs: [string, string][] = [];
    for (let i = 0; i < n / 2; i++) {
      const a = circle[i]!;
      const b = circle[n - 1 - i]!;
      pairs.push((r + i) % 2 === 0 ? [a, b] : [b, a]);
    }
    rounds.push(pairs);
  }
  const out: { week: number; home: string; away: string }[] = [];
  for (let week = 1; week <= weeks; week++) {
    for (const [home, away] of rounds[(week - 1) % rounds.length]!) out.push({ week, home, away });
  }
  return out;
}
