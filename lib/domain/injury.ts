// One vocabulary of injury designations for every provider (the adapters map Sleeper, ESPN and Yahoo codes onto
// these) and one answer to "does he play?", shared by the engine, the advice, the search filters and the writers.

/**
 * Designations that keep a player out for the rest of the season as far as anyone can plan: injured reserve,
 * physically unable to perform, suspended (Sleeper sends "Sus"). He projects no points in any later week until a
 * host lists him otherwise.
 */
export const SEASON_LONG_STATUSES = ["INJURY_RESERVE", "IR", "PUP", "SUSPENDED", "SUSPENSION", "SUS"] as const;
/** Designations under which a player does not play this week: he projects no points. */
export const OUT_STATUSES = ["OUT", ...SEASON_LONG_STATUSES] as const;
/** Designations that leave his game in doubt: he still projects points, scaled down. */
export const DOUBT_STATUSES = ["QUESTIONABLE", "DOUBTFUL"] as const;
/** Any injury designation (the "injured" filters). */
export const INJURED_STATUSES = [...OUT_STATUSES, ...DOUBT_STATUSES] as const;

const OUT = new Set<string>(OUT_STATUSES);
const SEASON_LONG = new Set<string>(SEASON_LONG_STATUSES);
const INJURED = new Set<string>(INJURED_STATUSES);

/** "Injury Reserve", "injury-reserve" and "INJURY_RESERVE" are one status. */
export const normalizeStatus = (status: string | null | undefined): string =>
  (status ?? "")
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, "_");

export const isOut = (status: string | null | undefined): boolean => OUT.has(normalizeStatus(status));
export const isSeasonLong = (status: string | null | undefined): boolean => SEASON_LONG.has(normalizeStatus(status));
export const isInjured = (status: string | null | undefined): boolean => INJURED.has(normalizeStatus(status));
/** Out, or doubtful: a starter worth replacing before kickoff. */
export const isUnlikelyToPlay = (status: string | null | undefined): boolean =>
  isOut(status) || normalizeStatus(status) === "DOUBTFUL";
