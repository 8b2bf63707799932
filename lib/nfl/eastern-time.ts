// US Eastern time → UTC without a timezone library: EDT (UTC−4) from the second Sunday of March 02:00
// to the first Sunday of November 02:00, EST (UTC−5) otherwise. NFL kickoffs are published in ET.
function nthSunday(year: number, month: number, n: number): number {
  const firstDow = new Date(Date.UTC(year, month, 1)).getUTCDay();
  return 1 + ((7 - firstDow) % 7) + (n - 1) * 7;
}

export function isEasternDaylightTime(year: number, month: number, day: number, hour: number): boolean {
  const start = nthSunday(year, 2, 2); // March (month index 2)
  const end = nthSunday(year, 10, 1); // November
  const key = month * 10000 + day * 100 + hour;
  return key >= 2 * 10000 + start * 100 + 2 && key < 10 * 10000 + end * 100 + 2;
}

// "2025-11-09" + "13:00" (ET) → Date in UTC.
export function easternToUtc(date: string, time: string): Date {
  const [y, m, d] = date.split("-").map(Number);
  const [hh, mm] = (time || "13:00").split(":").map(Number);
  const year = y ?? 1970;
  const month = (m ?? 1) - 1;
  const day = d ?? 1;
  const hour = hh ?? 13;
  const offset = isEasternDaylightTime(year, month, day, hour) ? 4 : 5;
  return new Date(Date.UTC(year, month, day, hour + offset, mm ?? 0));
}
