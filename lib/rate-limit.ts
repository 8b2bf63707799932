import "server-only";
import {
  deleteExpiredRateLimitBuckets,
  getRateLimitCount,
  incrementRateLimitBucket,
  refundRateLimitBucket,
} from "@/lib/db/queries/rate-limits";

// Fixed-window counters in the database, shared by every app instance.
// Security clocks use the real time, never APP_NOW.

export type RateLimitInput = { key: string; limit: number; windowMs: number };
export type RateLimitResult = { allowed: boolean; retryAfterSeconds: number };
export type RateLimitHit = RateLimitResult & { key: string; windowStart: Date; count: number };

const DAY_MS = 24 * 60 * 60 * 1000;

function currentWindow(windowMs: number, now = Date.now()) {
  const start = Math.floor(now / windowMs) * windowMs;
  return { windowStart: new Date(start), retryAfterSeconds: Math.max(1, Math.ceil((start + windowMs - now) / 1000)) };
}

/**
 * Reserve-then-check: counts one attempt and compares in one statement, so N concurrent attempts count N and at
 * most `limit` of them are allowed. `allowed` is false once the window holds more than `limit` attempts.
 */
export async function hitRateLimit({ key, limit, windowMs }: RateLimitInput): Promise<RateLimitHit> {
  const { windowStart, retryAfterSeconds } = currentWindow(windowMs);
  const count = await incrementRateLimitBucket({ key, windowStart });
  // Old windows are useless; sweep them now and then rather than on every request.
  if (Math.random() < 0.01) await deleteExpiredRateLimitBuckets({ before: new Date(Date.now() - DAY_MS) });
  return { allowed: count <= limit, retryAfterSeconds, key, windowStart, count };
}

/** Gives an allowed attempt back (e.g. a sign-in that succeeded, so successes never use up a shared address). */
export async function refundRateLimit(hit: RateLimitHit): Promise<void> {
  await refundRateLimitBucket({ key: hit.key, windowStart: hit.windowStart });
}

/** Reads the window without counting; `allowed` is false once `limit` attempts were counted. */
export async function peekRateLimit({ key, limit, windowMs }: RateLimitInput): Promise<RateLimitResult> {
  const { windowStart, retryAfterSeconds } = currentWindow(windowMs);
  const count = await getRateLimitCount({ key, windowStart });
  return { allowed: count < limit, retryAfterSeconds };
}
