// Number and text formats shared by every card.

export const MISSING = "—";

const isNumber = (value: number | null | undefined): value is number =>
  typeof value === "number" && Number.isFinite(value);

// Ownership and started percentages: one decimal.
export function formatPercent(value: number | null | undefined): string {
  return isNumber(value) ? `${value.toFixed(1)}%` : MISSING;
}

// Fantasy points: at least one, at most two decimals.
export function formatPoints(value: number | null | undefined): string {
  if (!isNumber(value)) return MISSING;
  const fixed = value.toFixed(2);
  return fixed.endsWith("0") ? value.toFixed(1) : fixed;
}

// Confidence, scores, odds: whole numbers.
export function formatWhole(value: number | null | undefined): string {
  return isNumber(value) ? Math.round(value).toFixed(0) : MISSING;
}

// A signed delta in points, e.g. "+3.2" / "-1.5".
export function formatDelta(value: number | null | undefined): string {
  if (!isNumber(value)) return MISSING;
  const sign = value > 0 ? "+" : value < 0 ? "-" : "";
  return `${sign}${formatPoints(Math.abs(value))}`;
}

export function formatMoney(value: number | null | undefined): string {
  return isNumber(value) ? `$${Math.round(value)}` : MISSING;
}

// "7-3", or "7-2-1" when there are ties.
export function recordString({ wins, losses, ties = 0 }: { wins: number; losses: number; ties?: number }): string {
  return ties > 0 ? `${wins}-${losses}-${ties}` : `${wins}-${losses}`;
}

// 1st, 2nd, 3rd, 4th … 11th, 12th, 13th … 21st, 22nd.
/** "Pocket Passers'", "Blitz Brigade's": a name's possessive. */
export const possessive = (name: string): string => (/s$/i.test(name) ? `${name}'` : `${name}'s`);

export function ordinal(n: number): string {
  const mod100 = n % 100;
  if (mod100 >= 11 && mod100 <= 13) return `${n}th`;
  switch (n % 10) {
    case 1:
      return `${n}st`;
    case 2:
      return `${n}nd`;
    case 3:
      return `${n}rd`;
    default:
      return `${n}th`;
  }
}

// Prose (the GM's writers and the Brief): one decimal for points, whole percents, and signed changes with a real
// minus sign ("+2.4", "−1.0"; "+2.4 pts" for percentage points).
export const oneDecimal = (n: number): string => n.toFixed(1);
export const wholePercent = (n: number): string => `${Math.round(n)}%`;
/** A signed change to one decimal with a real minus sign: "+2.4", "−1.0"; "±0" when it rounds to nothing. */
export function signedOneDecimal(n: number): string {
  const rounded = Math.round(n * 10) / 10;
  if (rounded === 0) return "±0";
  return `${rounded > 0 ? "+" : "−"}${Math.abs(rounded).toFixed(1)}`;
}
export const signedPercentPoints = (n: number): string => `${signedOneDecimal(n)} pts`;
/**
 * A priced move's Δ playoff odds with its simulation standard error: "+2.4 ± 0.9 pts playoff odds". A change that
 * rounds to nothing (odds already 100 % or 0 %) is "no change in playoff odds", with its error only when that does
 * not round to nothing too: "no change in playoff odds (± 0.9 pts)".
 */
export function oddsChange(delta: number, se: number, what = "playoff odds"): string {
  if (Math.round(delta * 10) !== 0) return `${signedOneDecimal(delta)} ± ${oneDecimal(se)} pts ${what}`;
  return oneDecimal(se) === "0.0" ? `no change in ${what}` : `no change in ${what} (± ${oneDecimal(se)} pts)`;
}

// Metrics (Brier scores, calibration error, MAE ratios): a fixed number of decimals.
export function formatDecimal(value: number | null | undefined, digits = 3): string {
  return isNumber(value) ? value.toFixed(digits) : MISSING;
}
