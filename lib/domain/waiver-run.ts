import { z } from "zod";
import { wallClock, zonedInstant } from "./zoned-time";

// When a league processes waiver claims: on these weekdays (0 = Sunday), at this wall-clock time in the host's time
// zone. A claim must be in before the run. Each adapter documents where its schedule comes from.
export type WaiverRun = {
  weekdays: number[];
  hour: number;
  minute: number;
  timeZone: string; // IANA name, e.g. "America/New_York"
};

const waiverRunSchema = z.object({
  weekdays: z.array(z.number().int().min(0).max(6)),
  hour: z.number().int().min(0).max(23),
  minute: z.number().int().min(0).max(59),
  timeZone: z.string().min(1),
});

/** A stored League.waiverRun, or null when it is missing or not a schedule. */
const parseWaiverRun = (json: unknown): WaiverRun | null => waiverRunSchema.safeParse(json).data ?? null;

/** A league's next waiver run after `now` (stored League.waiverRun); null without waivers or a known schedule. */
export function leagueNextWaiverRun(league: { waiverType: string; waiverRun: unknown }, now: Date): Date | null {
  const run = league.waiverType === "NONE" ? null : parseWaiverRun(league.waiverRun);
  return run ? nextWaiverRun(run, now) : null;
}

export const WEEKDAY_NAMES = ["SUNDAY", "MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY", "SATURDAY"] as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The first run strictly after `now`, or null when the schedule names no weekday. */
export function nextWaiverRun(run: WaiverRun, now: Date): Date | null {
  const today = wallClock(now, run.timeZone);
  for (let k = 0; k <= 7; k++) {
    const date = new Date(Date.UTC(today.year, today.month - 1, today.day) + k * DAY_MS);
    if (!run.weekdays.includes(date.getUTCDay())) continue;
    const at = zonedInstant(
      date.getUTCFullYear(),
      date.getUTCMonth() + 1,
      date.getUTCDate(),
      run.hour,
      run.minute,
      run.timeZone,
    );
    if (at.getTime() > now.getTime()) return at;
  }
  return null;
}
