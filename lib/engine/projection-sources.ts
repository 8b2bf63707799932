// The projection sources the projection model can combine for one player-week. Each number is that source's
// projection in the league's own points (scored from the source's stat line with the league's rules where the
// source sends a stat line). A source that has nothing for the player-week is simply absent.
export const PROJECTION_SOURCES = ["nflcom", "espn", "fantasypros", "sleeper", "host"] as const;
export type ProjectionSourceName = (typeof PROJECTION_SOURCES)[number];
export type SourceProjections = Partial<Record<ProjectionSourceName, number>>;
