import "server-only";
// Where a player's game stands this week and what he has already scored: start/sit never moves a player whose
// game has started, and live or final games count the points already on the board.
import { teamGameState } from "@/lib/views/game-states";
import type { NflContext, ResolvedPlayer } from "@/lib/ai/data/context";
import { actualPoints } from "@/lib/ai/data/projections";

export interface WeekGame {
  status: "pre" | "live" | "final" | "bye";
  /** Points scored so far (final line once the game is over, pro-rated while live); null before kickoff. */
  scored: number | null;
  /** Share of the game played, 0–1. */
  progress: number;
}

export async function weekGame(
  ctx: NflContext,
  p: Pick<ResolvedPlayer, "season" | "ref">,
  week = ctx.week,
): Promise<WeekGame> {
  const w = p.season.weeks.find((x) => x.week === week);
  if (w?.isBye) return { status: "bye", scored: null, progress: 0 };
  const team = p.ref.nflTeam;
  const state = team ? await teamGameState(team, ctx.season, week, ctx.now) : null;
  if (!state || state.status === "pre") return { status: "pre", scored: null, progress: 0 };
  const full = w ? actualPoints(w, ctx.scoring) : null;
  const scored = full === null ? 0 : Math.round(full * (state.status === "in" ? state.progress : 1) * 10) / 10;
  return {
    status: state.status === "in" ? "live" : "final",
    scored,
    progress: state.status === "in" ? state.progress : 1,
  };
}
