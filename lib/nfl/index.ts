// NFL data for the whole app. Weekly points and projections of the bundled seasons are served from the bundled data
// files by in-memory loaders (parsed once per process); those of other seasons from the weeks the player-stats job
// stored in PlayerWeek (ESPN's raw lines), read into memory the same way (stored-weeks.ts). Either covers every
// player, rostered or free agent, and the lookups below answer both alike. Sync stores per-week roster slots with
// the host's projected/actual points for the league's own players; anything else (free agents, history, news)
// comes from here.
export { footballNow } from "@/lib/clock";
export {
  currentWeek,
  seasonAnchor,
  seasonFor,
  seasonIsOver,
  seasonWeeks,
  weekEnd,
  FIRST_WEEK,
  LAST_WEEK,
} from "./season";
export {
  allGames,
  gamesForWeek,
  gameForTeam,
  byeWeeks,
  isByeWeek,
  nflTeams,
  opponentInWeek,
  type NflGameInfo,
} from "./schedule";
export {
  getGameState,
  gameStateFor,
  storedGameState,
  GAME_WALL_MINUTES,
  type GameState,
  type GameStatus,
} from "./game-state";
export {
  getActualWeek,
  getProjectionWeek,
  missedGame,
  playerPool,
  poolPlayer,
  playerMeta,
  playerSeasonWeeks,
  resolveIds,
  teamInWeek,
  type NflPlayerRef,
  type PoolPlayer,
  type PlayerSeasonWeek,
} from "./players";
export type { ActualWeek, ProjectionWeek } from "./player-data";
export {
  hasNflRef,
  isStoredSeason,
  refreshStoredData,
  setStoredWeeks,
  storedWeeksVersion,
  type StoredWeekRow,
} from "./stored-weeks";
export { playerNews, DATA_DESK_SOURCE, type NflNewsItem } from "./news";
