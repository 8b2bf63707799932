// /api/players/search as the browser receives it. Plain data, client-safe.
export const PLAYER_SORTS = ["relevance", "projection", "rest_of_season", "ownership", "trend"] as const;
export type PlayerSort = (typeof PLAYER_SORTS)[number];
export const SEARCH_POSITIONS = ["QB", "RB", "WR", "TE", "K", "DST"] as const;
export const INJURY_FILTERS = ["all", "healthy", "injured", "out"] as const;

export interface PlayerSearchResult {
  id: string;
  name: string;
  position: string;
  nflTeam: string | null;
  imageUrl: string | null;
  injuryStatus: string | null;
  byeWeek: number | null;
  projection: number | null; // this week, the league's scoring
  restOfSeason: number | null; // sum of the weekly projections from this week to the season's last
  percentOwned: number | null;
  trend: number | null; // ownership change, percentage points
  owner: { teamId: string; teamName: string; isMine: boolean } | null; // null = free agent in this league
}

export interface PlayerSearchResponse {
  leagueId: string;
  week: number;
  season: number;
  sort: PlayerSort;
  players: PlayerSearchResult[];
  teams: { id: string; name: string; isMine: boolean }[]; // the league's teams, for the "rostered by" filter
}

// nflverse team codes (the player table's nflTeam), for the team filter.
export const NFL_TEAM_CODES = [
  "ARI", "ATL", "BAL", "BUF", "CAR", "CHI", "CIN", "CLE", "DAL", "DEN", "DET", "GB", "HOU", "IND", "JAX", "KC",
  "LA", "LAC", "LV", "MIA", "MIN", "NE", "NO", "NYG", "NYJ", "PHI", "PIT", "SEA", "SF", "TB", "TEN", "WAS",
] as const;
