// Every TanStack Query key of the product, in one place. A key is the URL's segments (spec §7: the default fetcher
// joins them with '/'), so a prefix such as `team(id)` invalidates everything under /api/teams/{id}. Not a client
// module: server pages prefetch under the very same keys and hydrate the first paint.
export const queryKeys = {
  teams: () => ["/api/teams"] as const,
  team: (teamId: string) => ["/api/teams", teamId] as const,
  roster: (teamId: string, week: number) => ["/api/teams", teamId, "roster", week] as const,
  matchup: (teamId: string, week: number) => ["/api/teams", teamId, "matchup", week] as const,
  playoff: (teamId: string) => ["/api/teams", teamId, "playoff-scenarios"] as const,
  brief: (teamId: string, week: number) => ["/api/teams", teamId, "ai-brief", week] as const,
  news: (teamId: string) => ["/api/teams", teamId, "roster-news"] as const,
  nflMatchups: (week: number, leagueId: string) => ["/api/nfl/matchups", week, leagueId] as const,

  schedule: (teamId: string) => ["/api/teams", teamId, "schedule"] as const,
  analytics: (teamId: string) => ["/api/teams", teamId, "analytics"] as const,
  lineup: (teamId: string, objective: "win" | "points", week: number | null) =>
    ["/api/teams", teamId, "lineup", objective, week ?? "current"] as const,
  waivers: (teamId: string, search: string) => ["/api/teams", teamId, "waivers", search] as const,
  tradeRosters: (teamId: string) => ["/api/teams", teamId, "trades", "rosters"] as const,
  tradeFinder: (teamId: string, search: string) => ["/api/teams", teamId, "trades", "find", search] as const,
  tradeHistory: (teamId: string) => ["/api/teams", teamId, "trades", "history"] as const,

  leagues: () => ["/api/leagues"] as const,
  /** The background league sync (a POST run on an interval, never read as data). */
  leagueSync: () => ["/api/leagues/sync"] as const,
  leagueMatchups: (leagueId: string, week: number | null) =>
    ["/api/leagues", leagueId, "matchups", week ?? "current"] as const,
  standings: (leagueId: string) => ["/api/leagues", leagueId, "standings"] as const,

  playerSearch: (params: object | null) => ["/api/players/search", params] as const,
  playerDetails: (playerId: string, leagueId: string) => ["/api/players", playerId, "details", leagueId] as const,
  playerAnalysis: (playerId: string, leagueId: string, week: number) =>
    ["/api/players", playerId, "ai-analysis", leagueId, week] as const,
  playerNews: (playerId: string, leagueId: string) => ["/api/players", playerId, "news", leagueId] as const,

  conversations: () => ["/api/chat"] as const,
  notifications: () => ["/api/notifications"] as const,
};
