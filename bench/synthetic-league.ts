// A deterministic synthetic 12-team league (rosters with per-week player distributions) for the benchmark.
import type { Position, SlotCode } from "@/lib/domain/league";
import { createRng } from "@/lib/engine/rng";
import { roundRobin } from "@/lib/engine/schedule";
import type { LeagueModel, ModelPlayer } from "@/lib/engine/types";

const BENCH: SlotCode[] = Array.from({ length: 6 }, () => "BE");
const SLOTS: SlotCode[] = ["QB", "RB", "RB", "WR", "WR", "TE", "FLEX", "K", "D/ST", ...BENCH, "IR"];
// Each team's 16 players by position.
const ROSTER_SHAPE: [Position, number][] = [
  ["QB", 2],
  ["RB", 5],
  ["WR", 5],
  ["TE", 2],
  ["K", 1],
  ["DST", 1],
];
const ROSTER: Position[] = ROSTER_SHAPE.flatMap(([position, n]) => Array.from({ length: n }, () => position));
const BASE: Record<Position, number> = { QB: 17, RB: 11, WR: 11, TE: 8, K: 8, DST: 7 };

export function syntheticLeague({ teams = 12, weeksLeft = 7, playoffTeams = 6, seed = 7 } = {}): LeagueModel {
  const rng = createRng(seed);
  const ids = Array.from({ length: teams }, (_, i) => `t${i + 1}`);
  const firstWeek = 15 - weeksLeft;
  const weeks = Array.from({ length: weeksLeft }, (_, i) => firstWeek + i);
  const nflTeams = ["BUF", "KC", "PHI", "DAL", "SF", "DET", "MIA", "CIN", "BAL", "GB", "MIN", "LA"];
  const rosters: Record<string, ModelPlayer[]> = {};
  ids.forEach((id, t) => {
    rosters[id] = ROSTER.map((position, k) => {
      const mean = Math.max(1, BASE[position] * (k % 5 === 0 ? 1.2 : 0.9) + 3 * rng.normal());
      const bye = firstWeek + Math.floor(rng.next() * weeksLeft);
      const weekly = Object.fromEntries(
        weeks.map((w) => [
          w,
          w === bye && rng.next() < 0.3 ? null : { mean: mean * (0.9 + 0.2 * rng.next()), sd: 2 + 0.45 * mean },
        ]),
      );
      return { id: `${id}-p${k}`, position, nflTeam: nflTeams[(t + k) % nflTeams.length] ?? null, weekly };
    });
  });
  const teamsOut = ids.map((id, i) => {
    const wins = Math.round(3 + 5 * rng.next());
    return { id, wins, losses: 7 - wins, ties: 0, pointsFor: 700 + 20 * wins + 40 * rng.next(), division: i % 2 };
  });
  return {
    rules: { playoffTeams, playoffByes: 2, tiebreaker: "points_for", medianGame: false, divisions: 0 },
    slots: SLOTS,
    teams: teamsOut,
    remaining: roundRobin(ids, weeks),
    rosters,
  };
}
