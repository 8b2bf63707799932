import { env } from "@/env";

// The football clock: which week it is, which games are live, the live blend. APP_NOW pins it for the
// demo and tests. Security code (sessions, rate limits, token expiry) must use real time, never this.
export function footballNow(): Date {
  return env.APP_NOW ? new Date(env.APP_NOW) : new Date();
}
