// Query keys are the URL's segments (spec §7: default fetches join key segments with '/'). Not a client
// module, so the server page can prefetch under the very same keys and hydrate the first paint.
export const dashboardKeys = {
  teams: () => ["/api/teams"] as const,
  roster: (teamId: string, week: number) => ["/api/teams", teamId, "roster", week] as const,
  matchup: (teamId: string, week: number) => ["/api/teams", teamId, "matchup", week] as const,
  playoff: (teamId: string) => ["/api/teams", teamId, "playoff-scenarios"] as const,
  brief: (teamId: string, week: number) => ["/api/teams", teamId, "ai-brief", week] as const,
  news: (teamId: string) => ["/api/teams", teamId, "roster-news"] as const,
  nflMatchups: (week: number) => ["/api/nfl/matchups", week] as const,
};
