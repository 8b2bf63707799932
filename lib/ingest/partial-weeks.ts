// When a weekly answer is partial: ESPN and Sleeper each list several hundred players a week, so an answer with
// fewer than MIN_WEEK_PLAYERS, or one that would shrink a stored week below KEEP_SHARE of its players, is a
// truncated or broken answer, and storing it would lose good data.
export const MIN_WEEK_PLAYERS = 100;
const KEEP_SHARE = 0.9;

/** The weeks whose answer is partial, given how many players each week's answer and the stored week hold. */
export function partialWeeks(answered: Map<number, number>, stored: Map<number, number>): number[] {
  return [...answered]
    .filter(([week, n]) => n < MIN_WEEK_PLAYERS || n < KEEP_SHARE * (stored.get(week) ?? 0))
    .map(([week]) => week);
}
