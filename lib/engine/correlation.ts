// Correlation between two players' weekly scores. Same-NFL-team stacks move together (a QB's touchdowns
// are his receivers' touchdowns); backfield mates compete for touches. Opponents in the same NFL game
// share pace (shootouts). Values are in line with published fantasy stacking studies.
import type { Position } from "@/lib/domain/league";

const SAME_TEAM: Partial<Record<string, number>> = {
  "QB|WR": 0.3,
  "QB|TE": 0.25,
  "QB|RB": 0.08,
  "QB|K": 0.15,
  "RB|RB": -0.15,
  "WR|WR": -0.05,
  "WR|TE": -0.05,
  "RB|WR": -0.03,
  "RB|TE": -0.03,
  "RB|K": 0.1,
  "WR|K": 0.05,
  "TE|K": 0.05,
  "DST|K": 0.1,
  "DST|RB": 0.05,
};

const key = (a: Position, b: Position) => (a <= b ? `${a}|${b}` : `${b}|${a}`);

export function playerCorrelation(
  a: { position: Position; nflTeam: string | null },
  b: { position: Position; nflTeam: string | null },
): number {
  if (!a.nflTeam || !b.nflTeam || a.nflTeam !== b.nflTeam) return 0;
  return SAME_TEAM[key(a.position, b.position)] ?? 0;
}
