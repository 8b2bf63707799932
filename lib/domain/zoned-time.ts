// Wall-clock times in a named time zone and back, with the platform's time-zone data (no library, no fixed offsets).

const formats = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock reading in a time zone (e.g. "America/New_York") at an instant. */
export function wallClock(date: Date, timeZone: string) {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    formats.set(timeZone, format);
  }
  const parts = format.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { year: part("year"), month: part("month"), day: part("day"), hour: part("hour"), minute: part("minute") };
}

// Milliseconds the zone is ahead of UTC at this instant (−4 h for New York in summer → −14,400,000).
function zoneOffsetMs(date: Date, timeZone: string): number {
  const w = wallClock(date, timeZone);
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute) - Math.floor(date.getTime() / 60_000) * 60_000;
}

/**
 * The instant a wall-clock time in the zone happens (month 1–12). In the hour clocks repeat when daylight saving
 * ends, the first (daylight) reading.
 */
export function zonedInstant(year: number, month: number, day: number, hour: number, minute: number, timeZone: string) {
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const guess = wall - zoneOffsetMs(new Date(wall), timeZone);
  return new Date(wall - zoneOffsetMs(new Date(guess), timeZone));
}
