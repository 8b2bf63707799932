// Countdown text and urgency for deadlines (waivers, lineup locks, trades).

export type Urgency = "expired" | "immediate" | "soon" | "upcoming" | "future";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function deadlineUrgency(deadline: Date, now: Date): Urgency {
  const left = deadline.getTime() - now.getTime();
  if (left <= 0) return "expired";
  if (left < HOUR) return "immediate";
  if (left < 12 * HOUR) return "soon";
  if (left < 48 * HOUR) return "upcoming";
  return "future";
}

// "Expired", "45m left", "5h 20m left", "3d 4h left".
export function formatDeadline(deadline: Date, now: Date): string {
  const left = deadline.getTime() - now.getTime();
  if (left <= 0) return "Expired";
  if (left < HOUR) return `${Math.max(1, Math.floor(left / MINUTE))}m left`;
  if (left < DAY) {
    const hours = Math.floor(left / HOUR);
    const minutes = Math.floor((left % HOUR) / MINUTE);
    return minutes > 0 ? `${hours}h ${minutes}m left` : `${hours}h left`;
  }
  const days = Math.floor(left / DAY);
  const hours = Math.floor((left % DAY) / HOUR);
  return hours > 0 ? `${days}d ${hours}h left` : `${days}d left`;
}
