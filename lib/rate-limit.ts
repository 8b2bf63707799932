import "server-only";
import {
  deleteIdleRateLimits,
  readRateLimitHits,
  refundRateLimitHit,
  reserveRateLimitHit,
} from "@/lib/db/queries/rate-limits";

// Sliding-window limits in the database, shared by every app instance: a key allows `limit` attempts in any
// `windowMs`, whatever the wall clock's minute or hour, so a burst across the end of a window gets no second
// allowance. Each key's row holds the times of the attempts it allowed within the window.
// Security clocks use the real time (Date.now), never APP_NOW.

export type RateLimitInput = { key: string; limit: number; windowMs: number };
export type RateLimitResult = { allowed: boolean; retryAfterSeconds: number };
/** `count`: the attempts within the window, this one included (limit + 1 when it was refused). */
export type RateLimitHit = RateLimitResult & { key: string; at: number; count: number };

const DAY_MS = 24 * 60 * 60 * 1000;

/** Seconds until the `index`-th oldest of `hits` (times in ms, oldest first) leaves the window: at least 1. */
function secondsUntilExpiry(hits: number[], index: number, windowMs: number, now: number): number {
  const expiresAt = (hits[Math.max(0, index)] ?? now) + windowMs;
  return Math.max(1, Math.ceil((expiresAt - now) / 1000));
}

/**
 * Reserve-then-check in one statement: the attempt is recorded only while the window holds fewer than `limit`, and
 * the key's row lock orders concurrent attempts, so of N concurrent attempts exactly the ones the limit leaves room
 * for are allowed. `retryAfterSeconds` is when the window next has room (refused) or next loses an attempt (allowed).
 */
export async function hitRateLimit({ key, limit, windowMs }: RateLimitInput): Promise<RateLimitHit> {
  const now = Date.now();
  const reserved = await reserveRateLimitHit({ key, limit, at: now, since: now - windowMs });
  // Keys idle for a day hold nothing useful; sweep them now and then rather than on every request.
  if (Math.random() < 0.01) await deleteIdleRateLimits({ before: now - DAY_MS });
  if (reserved) {
    const retryAfterSeconds = secondsUntilExpiry([reserved.oldest], 0, windowMs, now);
    return { allowed: true, retryAfterSeconds, key, at: now, count: reserved.count };
  }
  const hits = await readRateLimitHits({ key, since: now - windowMs });
  // Room comes back when enough of the oldest attempts leave the window for the count to drop below `limit`.
  const retryAfterSeconds = secondsUntilExpiry(hits, hits.length - limit, windowMs, now);
  return { allowed: false, retryAfterSeconds, key, at: now, count: hits.length + 1 };
}

/** Gives an allowed attempt back (e.g. a sign-in that succeeded, so successes never use up a shared address). */
export async function refundRateLimit(hit: RateLimitHit): Promise<void> {
  if (hit.allowed) await refundRateLimitHit({ key: hit.key, at: hit.at });
}

/** Reads the window without counting; `allowed` is false once `limit` attempts are in it. */
export async function peekRateLimit({ key, limit, windowMs }: RateLimitInput): Promise<RateLimitResult> {
  const now = Date.now();
  const hits = await readRateLimitHits({ key, since: now - windowMs });
  return {
    allowed: hits.length < limit,
    retryAfterSeconds: secondsUntilExpiry(hits, hits.length - limit, windowMs, now),
  };
}
