// The displayed score of a player whose game may be upcoming, live or final.

export const QUARTER_SECONDS = 900;
export const GAME_SECONDS = 3600;

export type GameStatus = "pre" | "in" | "post";

export interface GameProgress {
  status: GameStatus;
  completed?: boolean;
  quarter?: number | null;
  clock?: string | null;
}

// Seconds left in the current quarter from a 'M:SS' clock. Halftime and end-of-quarter read as 0;
// anything unparseable also reads as 0, so a broken feed never inflates the remaining projection.
export function clockSeconds(clock: string | null | undefined): number {
  if (!clock) return 0;
  if (/halftime|end/i.test(clock)) return 0;
  const match = /^\s*(\d{1,2}):(\d{2})\s*$/.exec(clock);
  if (!match) return 0;
  const seconds = Number(match[1]) * 60 + Number(match[2]);
  return Math.min(QUARTER_SECONDS, seconds);
}

// Fraction of regulation still to play: 1 before kickoff (quarter 0), 0 past the 4th quarter (overtime).
export function gameFraction(quarter: number | null | undefined, clock: string | null | undefined): number {
  const q = quarter ?? 0;
  if (q <= 0) return 1;
  if (q > 4) return 0;
  const elapsed = (q - 1) * QUARTER_SECONDS + (QUARTER_SECONDS - clockSeconds(clock));
  return Math.max(0, Math.min(1, (GAME_SECONDS - elapsed) / GAME_SECONDS));
}

export interface DisplayScore {
  value: number | null;
  label: "proj" | "actual";
}

// Before the game the projection; after it the actual; during play the actual plus what is left of the
// projection in proportion to the game time left.
export function displayScore(
  projected: number | null | undefined,
  actual: number | null | undefined,
  game: GameProgress | null | undefined,
): DisplayScore {
  if (!game || (game.status === "pre" && !game.completed)) {
    return { value: projected ?? null, label: "proj" };
  }
  if (game.status === "post" || game.completed) {
    return { value: actual ?? null, label: "actual" };
  }
  const a = actual ?? 0;
  const remaining = Math.max(0, (projected ?? 0) - a) * gameFraction(game.quarter, game.clock);
  return { value: a + remaining, label: "actual" };
}
