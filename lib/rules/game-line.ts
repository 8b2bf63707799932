// The game line under a roster row: before, during and after the game.
import type { GameStatus } from "./live-blend";

export interface GameLineInput {
  status: GameStatus;
  completed?: boolean;
  isHome: boolean;
  opponent: string;
  gameTime: string;
  playerScore: number | null;
  opponentScore: number | null;
  quarter: number | null;
  clock: string | null;
}

// Kickoffs are published in US Eastern time; a fixed zone keeps server and browser renders identical.
const KICKOFF = new Intl.DateTimeFormat("en-US", {
  timeZone: "America/New_York",
  weekday: "short",
  hour: "numeric",
  minute: "2-digit",
});

export function formatGameTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : `${KICKOFF.format(date).replace(",", "")} ET`;
}

export function gameLine(game: GameLineInput): string {
  const score = `${game.playerScore ?? 0}-${game.opponentScore ?? 0}`;
  if (game.status === "post" || game.completed) return `${game.opponent} ${score} Final`;
  if (game.status === "in") {
    const quarter = game.quarter && game.quarter > 4 ? "OT" : `Q${game.quarter ?? 1}`;
    return [game.opponent, score, quarter, game.clock ?? ""].join(" ").trim();
  }
  return `${game.isHome ? "vs" : "@"} ${game.opponent} ${formatGameTime(game.gameTime)}`.trim();
}
