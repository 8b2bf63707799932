import "server-only";
// Where each NFL team's game of a week stands, for every card, the engine's live blend and the AI: bundled seasons
// (the demo) from the football clock's model of the bundled schedule, other seasons from the state the live job
// stores in the database (one indexed read of the week's rows) — the same answer on every app instance.
import { storedWeekGames } from "@/lib/db/queries/live-games";
import { gameStateFor, storedGameState, type GameState } from "@/lib/nfl/game-state";
import { bundledSeasons, gamesForWeek } from "@/lib/nfl/schedule";

function bundledWeek(season: number, week: number, now: Date): Map<string, GameState> {
  const states = new Map<string, GameState>();
  for (const game of gamesForWeek(season, week))
    for (const team of [game.homeTeam, game.awayTeam]) states.set(team, gameStateFor(game, team, now));
  return states;
}

async function storedWeek(season: number, week: number): Promise<Map<string, GameState>> {
  const states = new Map<string, GameState>();
  for (const game of await storedWeekGames(season, week))
    for (const team of [game.homeTeam, game.awayTeam]) states.set(team, storedGameState(game, team));
  return states;
}

/** Every team's game state in a week, keyed by nflverse team code (teams on bye are absent). */
export async function weekGameStates(season: number, week: number, now: Date): Promise<Map<string, GameState>> {
  if (bundledSeasons().includes(season)) return bundledWeek(season, week, now);
  return storedWeek(season, week);
}

/** One team's game state in a week; null on a bye or for an unknown team. */
export async function teamGameState(team: string, season: number, week: number, now: Date): Promise<GameState | null> {
  return (await weekGameStates(season, week, now)).get(team) ?? null;
}
