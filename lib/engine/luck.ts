// Luck: a team's head-to-head wins against the wins its weekly scores would have earned on average. Each week a
// team's all-play share is the fraction of the league it outscored (ties ½); expected wins are the sum of those
// shares, so luck = actual − expected is what the schedule gave or took.
import type { PlayedGame } from "./types";

export interface TeamLuck {
  teamId: string;
  games: number;
  wins: number; // head-to-head, ½ per tie
  expectedWins: number;
  luck: number;
  allPlay: { wins: number; losses: number; ties: number };
}

export function seasonLuck(teamIds: readonly string[], played: readonly PlayedGame[]): TeamLuck[] {
  const byWeek = new Map<number, Map<string, number>>();
  const acc = new Map(teamIds.map((id) => [id, { games: 0, wins: 0, expected: 0, w: 0, l: 0, t: 0 }]));
  for (const g of played) {
    const scores = byWeek.get(g.week) ?? new Map<string, number>();
    scores.set(g.home, g.homeScore);
    scores.set(g.away, g.awayScore);
    byWeek.set(g.week, scores);
    const h = acc.get(g.home),
      a = acc.get(g.away);
    if (!h || !a) continue;
    h.games++;
    a.games++;
    if (g.homeScore > g.awayScore) h.wins++;
    else if (g.awayScore > g.homeScore) a.wins++;
    else {
      h.wins += 0.5;
      a.wins += 0.5;
    }
  }
  for (const scores of byWeek.values()) {
    const entries = [...scores].filter(([id]) => acc.has(id));
    if (entries.length < 2) continue;
    for (const [id, score] of entries) {
      const a = acc.get(id);
      if (!a) continue;
      let w = 0,
        l = 0,
        t = 0;
      for (const [other, s] of entries) {
        if (other === id) continue;
        if (score > s) w++;
        else if (score < s) l++;
        else t++;
      }
      a.w += w;
      a.l += l;
      a.t += t;
      a.expected += (w + 0.5 * t) / (entries.length - 1);
    }
  }
  return teamIds.map((id) => {
    const a = acc.get(id) ?? { games: 0, wins: 0, expected: 0, w: 0, l: 0, t: 0 };
    return {
      teamId: id,
      games: a.games,
      wins: a.wins,
      expectedWins: a.expected,
      luck: a.wins - a.expected,
      allPlay: { wins: a.w, losses: a.l, ties: a.t },
    };
  });
}
