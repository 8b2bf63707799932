import { formatDistance, formatDistanceToNow } from "date-fns";

// "about 2 hours ago", "over 1 year ago", "almost 2 years ago" (date-fns English).
// `now` lets the server's football clock and tests pin the reference point.
export function relativeTime(date: Date | string | number, now?: Date): string {
  const value = new Date(date);
  if (Number.isNaN(value.getTime())) return "";
  return now ? formatDistance(value, now, { addSuffix: true }) : formatDistanceToNow(value, { addSuffix: true });
}
