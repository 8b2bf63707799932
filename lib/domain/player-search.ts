// What a player search can ask for: the sorts, positions and injury filters /api/players/search accepts.
export const PLAYER_SORTS = ["relevance", "projection", "rest_of_season", "ownership", "trend"] as const;
export type PlayerSort = (typeof PLAYER_SORTS)[number];
export const SEARCH_POSITIONS = ["QB", "RB", "WR", "TE", "K", "DST"] as const;
export const INJURY_FILTERS = ["all", "healthy", "injured", "out"] as const;
