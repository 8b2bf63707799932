import "server-only";
// Where a player's game stands this week and what he has already scored: start/sit never moves a player whose
// game has started, and live or final games count the points already on the board — the same figures, from the
// same code, as the roster card's (lib/league-model/week-distributions).
import { teamGameState } from "@/lib/league-model/game-states";
import type { NflContext, ResolvedPlayer } from "@/lib/league-model/team/context";
import { playedWeek } from "@/lib/league-model/team/projections";

export interface WeekGame {
  status: "pre" | "live" | "final" | "bye";
  /** Points scored so far (live), or the final (actual); null before kickoff. */
  scored: number | null;
  /** The card's score once the game started: the live blend, or the final; null before kickoff. */
  expected: number | null;
}

export async function weekGame(
  ctx: NflContext,
  p: Pick<ResolvedPlayer, "season" | "ref">,
  week = ctx.week,
): Promise<WeekGame> {
  const w = p.season.weeks.find((x) => x.week === week);
  if (w?.isBye) return { status: "bye", scored: null, expected: null };
  const team = p.ref.nflTeam;
  const state = team ? await teamGameState(team, ctx.season, week, ctx.now) : null;
  if (!state || (state.status === "pre" && !state.completed)) return { status: "pre", scored: null, expected: null };
  const played = playedWeek(p.season, week, ctx.scoring, p.ref.injuryStatus, state);
  return { status: played.label === "live" ? "live" : "final", scored: played.actual, expected: played.score };
}
