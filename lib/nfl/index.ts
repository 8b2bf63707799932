// NFL data for the whole app. Weekly points and projections are served from the bundled data files by these
// in-memory loaders (parsed once per process), not from PlayerWeek rows: they cover every player, rostered or
// free agent, and need no sync. Sync stores per-week roster slots with projected/actual points for the league's
// own players; anything else (free agents, history, news) comes from here.
export { footballNow } from "@/lib/clock";
export { currentWeek, seasonAnchor, seasonFor, seasonIsOver, seasonWeeks, weekEnd, FIRST_WEEK, LAST_WEEK } from "./season";
export { allGames, gamesForWeek, gameForTeam, byeWeeks, isByeWeek, nflTeams, type NflGameInfo } from "./schedule";
export { getGameState, gameStateFor, GAME_WALL_MINUTES, type GameState, type GameStatus } from "./game-state";
export {
  getActualWeek, getProjectionWeek, missedGame, playerPool, poolPlayer, playerMeta, playerSeasonWeeks, resolveIds,
  teamInWeek, type NflPlayerRef, type PoolPlayer, type PlayerSeasonWeek,
} from "./players";
export type { ActualWeek, ProjectionWeek } from "./player-data";
export { playerNews, DATA_DESK_SOURCE, type NflNewsItem } from "./news";
export { fetchLiveWeek, fetchEspnNews } from "./espn-live";
export { getGameStateLive, getPlayerNewsLive } from "./live";
