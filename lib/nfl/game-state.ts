import { hashString } from "@/lib/engine/hash";
import { gameForTeam, type NflGameInfo } from "./schedule";

export type GameStatus = "pre" | "in" | "post";

export interface GameState {
  gameId: string;
  status: GameStatus;
  completed: boolean;
  quarter: number; // 0 before kickoff, 1–4 while playing (4 when final)
  clock: string; // "mm:ss", "Halftime", or "" before kickoff
  homeScore: number;
  awayScore: number;
  teamScore: number; // the asked team's score
  opponentScore: number;
  isHome: boolean;
  opponent: string;
  kickoff: Date;
  progress: number; // share of the 60 game minutes played, 0–1
  inRedZone: boolean; // the asked team has the ball inside the opponent's 20
  onField: boolean; // the asked team's offense is on the field
}

// Wall-clock model of a broadcast: four 15-minute quarters stretched to 42.5 real minutes each and a
// 20-minute halftime, so a game lasts 3 h 10 min from kickoff.
const QUARTER_WALL_MIN = 42.5;
const HALFTIME_WALL_MIN = 20;
export const GAME_WALL_MINUTES = 4 * QUARTER_WALL_MIN + HALFTIME_WALL_MIN;
const QUARTER_SECONDS = 900;
const DRIVE_SECONDS = 165; // ~22 possessions a game, the NFL average

function formatClock(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}

interface Timeline {
  status: GameStatus;
  quarter: number;
  clock: string;
  gameSeconds: number;
}

function timeline(kickoff: Date, now: Date): Timeline {
  const wall = (now.getTime() - kickoff.getTime()) / 60000;
  if (wall < 0) return { status: "pre", quarter: 0, clock: "", gameSeconds: 0 };
  if (wall >= GAME_WALL_MINUTES) return { status: "post", quarter: 4, clock: "0:00", gameSeconds: 3600 };
  const firstHalfEnd = 2 * QUARTER_WALL_MIN;
  if (wall >= firstHalfEnd && wall < firstHalfEnd + HALFTIME_WALL_MIN) {
    return { status: "in", quarter: 2, clock: "Halftime", gameSeconds: 1800 };
  }
  const playWall = wall < firstHalfEnd ? wall : wall - HALFTIME_WALL_MIN;
  const quarter = Math.min(4, Math.floor(playWall / QUARTER_WALL_MIN) + 1);
  const inQuarter = ((playWall - (quarter - 1) * QUARTER_WALL_MIN) / QUARTER_WALL_MIN) * QUARTER_SECONDS;
  return {
    status: "in",
    quarter,
    clock: formatClock(QUARTER_SECONDS - inQuarter),
    gameSeconds: (quarter - 1) * QUARTER_SECONDS + inQuarter,
  };
}

// Possession alternates by drive; who receives first and which drives reach the red zone are seeded by the
// game id, so every request (and every server) tells the same story.
function possession(game: NflGameInfo, gameSeconds: number): { team: string; redZone: boolean } {
  const drive = Math.floor(gameSeconds / DRIVE_SECONDS);
  const homeFirst = hashString(game.id) % 2 === 0;
  const team = (drive % 2 === 0) === homeFirst ? game.homeTeam : game.awayTeam;
  const intoDrive = (gameSeconds % DRIVE_SECONDS) / DRIVE_SECONDS;
  const reachesRedZone = hashString(`${game.id}:${drive}`) % 3 === 0;
  return { team, redZone: reachesRedZone && intoDrive > 0.65 };
}

type Scoreboard = Pick<GameState, "status" | "quarter" | "clock" | "homeScore" | "awayScore">;

// What every game state says from the asked team's side: its score, the opponent's and the kickoff.
function teamView(
  game: { id: string; homeTeam: string; awayTeam: string; kickoff: Date },
  team: string,
  board: Scoreboard,
) {
  const isHome = game.homeTeam === team;
  return {
    gameId: game.id,
    ...board,
    completed: board.status === "post",
    teamScore: isHome ? board.homeScore : board.awayScore,
    opponentScore: isHome ? board.awayScore : board.homeScore,
    isHome,
    opponent: isHome ? game.awayTeam : game.homeTeam,
    kickoff: game.kickoff,
  };
}

export function gameStateFor(game: NflGameInfo, team: string, now: Date): GameState {
  const t = timeline(game.kickoff, now);
  const progress = t.gameSeconds / 3600;
  // Live scores are the final score pro-rated by game progress (the bundled data has no play-by-play).
  const homeScore = t.status === "pre" ? 0 : Math.floor((game.homeScore ?? 0) * progress);
  const awayScore = t.status === "pre" ? 0 : Math.floor((game.awayScore ?? 0) * progress);
  const ball = t.status === "in" && t.clock !== "Halftime" ? possession(game, t.gameSeconds) : null;
  const onField = ball?.team === team;
  return {
    ...teamView(game, team, { status: t.status, quarter: t.quarter, clock: t.clock, homeScore, awayScore }),
    progress,
    inRedZone: onField && Boolean(ball?.redZone),
    onField,
  };
}

// A team's game state in a week at `now`, from the bundled schedule; null on a bye (or unknown team).
export function getGameState(team: string, season: number, week: number, now: Date): GameState | null {
  const game = gameForTeam(team, season, week);
  return game ? gameStateFor(game, team, now) : null;
}

/** A game's row as the live job stores it (NflGame): ESPN's last scoreboard state. */
export interface StoredGame {
  id: string;
  homeTeam: string;
  awayTeam: string;
  kickoff: Date;
  status: string;
  quarter: number | null;
  clock: string | null;
  homeScore: number | null;
  awayScore: number | null;
  possession: string | null;
  redZone: boolean;
}

const clockSeconds = (clock: string) => {
  const m = /^(\d+):(\d{2})$/.exec(clock);
  return m ? Number(m[1]) * 60 + Number(m[2]) : 0;
};

// The asked team's view of a stored game (a season that is not bundled: the live job keeps its state current).
export function storedGameState(game: StoredGame, team: string): GameState {
  const status: GameStatus = game.status === "in" || game.status === "post" ? game.status : "pre";
  const quarter = game.quarter ?? 0;
  const clock = game.clock ?? "";
  const played =
    clock === "Halftime"
      ? 1800
      : (Math.min(4, Math.max(1, quarter)) - 1) * QUARTER_SECONDS + QUARTER_SECONDS - clockSeconds(clock);
  const homeScore = status === "pre" ? 0 : (game.homeScore ?? 0);
  const awayScore = status === "pre" ? 0 : (game.awayScore ?? 0);
  const onField = status === "in" && game.possession === team;
  return {
    ...teamView(game, team, { status, quarter, clock, homeScore, awayScore }),
    progress: status === "post" ? 1 : status === "pre" ? 0 : Math.min(1, Math.max(0, played / 3600)),
    inRedZone: onField && game.redZone,
    onField,
  };
}
