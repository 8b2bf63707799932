// NFL data for the whole app. Weekly points and projections of the bundled seasons are served from the bundled data
// files by in-memory loaders (parsed once per process); those of other seasons from the weeks the player-stats job
// stored in PlayerWeek (ESPN's raw lines), read into memory the same way (stored-weeks.ts). Either covers every
// player, rostered or free agent, and the lookups below answer both alike. Sync stores per-week roster slots with
// the host's projected/actual points for the league's own players; anything else (free agents, history, news)
// comes from here.
export { footballNow } from "@/lib/clock";
export { seasonFor, seasonWeeks } from "./season";
export { gamesForWeek, byeWeeks, isByeWeek, opponentInWeek } from "./schedule";
export { getGameState, type GameState } from "./game-state";
export {
  getActualWeek,
  getProjectionWeek,
  missedGame,
  playerPool,
  playerSeasonWeeks,
  teamInWeek,
  type NflPlayerRef,
  type PoolPlayer,
  type PlayerSeasonWeek,
} from "./players";
export { hasNflRef, isStoredSeason, refreshStoredData, setStoredWeeks, storedWeeksVersion } from "./stored-weeks";
export { playerNews } from "./news";
