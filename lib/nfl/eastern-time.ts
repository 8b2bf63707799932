import { zonedInstant } from "@/lib/domain/zoned-time";

// NFL kickoffs are published in US Eastern time: "2025-11-09" + "13:00" (ET) → the instant, in UTC.
export function easternToUtc(date: string, time: string): Date {
  const [y, m, d] = date.split("-").map(Number);
  const [hh, mm] = (time || "13:00").split(":").map(Number);
  return zonedInstant(y ?? 1970, m ?? 1, d ?? 1, hh ?? 13, mm ?? 0, "America/New_York");
}
