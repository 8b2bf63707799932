// How much of a game is left to play, and the name of a player-week's points (upcoming, live or final).

export const QUARTER_SECONDS = 900;
export const GAME_SECONDS = 3600;

export type GameStatus = "pre" | "in" | "post";

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

/**
 * The one name of a player-week's points: "proj" before kickoff (the projection), "live" while his game is on (the
 * points so far, beside the projection they blend into), "actual" only once the game is final.
 */
export type ScoreLabel = "proj" | "live" | "actual";
