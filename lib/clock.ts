import { env } from "@/env";
import type { FootballClocks } from "@/lib/football-clocks";

// The football clock: which week it is, which games are live, the live blend — one clock per league.
//  - The demo league is a sandbox replaying a finished season on its own clock: DEMO_NOW, by default Sunday
//    2025-11-09 19:30 UTC (week 10, the early games live). APP_NOW never moves it.
//  - Every other league runs on real time; APP_NOW pins that clock for tests and local replays.
// Code without a league (ingestion jobs, league discovery) reads the real-league clock: `footballNow(null)`.
// Security code (sessions, rate limits, token expiry) must use real time, never this.
export const DEMO_CLOCK_DEFAULT = "2025-11-09T19:30:00Z";

/** Whose clock: a league (its provider decides) or null for the real-time clock. */
export type ClockOwner = { provider: string } | null;

export function footballNow(league: ClockOwner): Date {
  if (league?.provider === "demo") return new Date(env.DEMO_NOW ?? DEMO_CLOCK_DEFAULT);
  return env.APP_NOW ? new Date(env.APP_NOW) : new Date();
}

/** Both clocks for the browser, which picks the one of the league it shows (lib/football-clocks.ts). */
export function footballClocks(): FootballClocks {
  return { demo: footballNow({ provider: "demo" }).toISOString(), real: footballNow(null).toISOString() };
}
