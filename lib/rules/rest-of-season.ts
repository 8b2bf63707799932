// "Rest of season", one definition for every screen, tool and sum: the weeks from the current week through the
// league's last fantasy regular-season week (the week before its playoffs start). Those are the weeks the
// playoff odds are played over, so a player's rest-of-season points and the odds a move changes cover the same
// games. Once the fantasy playoffs have begun, the span is the current week alone.

export interface WeekSpan {
  first: number;
  last: number;
}

/** The league's last fantasy regular-season week. */
export const regularSeasonEnd = (league: { playoffStartWeek: number }): number =>
  Math.max(1, league.playoffStartWeek - 1);

export function restOfSeasonSpan(week: number, lastRegularWeek: number): WeekSpan {
  return { first: week, last: Math.max(week, lastRegularWeek) };
}

export const spanLength = (span: WeekSpan): number => span.last - span.first + 1;

/** "wk 10–14", or "wk 15" for a single week. */
export const spanWeeks = (span: WeekSpan): string =>
  span.first === span.last ? `wk ${span.first}` : `wk ${span.first}–${span.last}`;

/** The on-screen name of the figure: "Rest of season (wk 10–14)". */
export const restOfSeasonLabel = (span: WeekSpan): string => `Rest of season (${spanWeeks(span)})`;
