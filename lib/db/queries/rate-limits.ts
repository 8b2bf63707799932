import "server-only";
import { db } from "@/lib/db/client";

// Sliding-window rate limits: one row per key with the times (ms since the epoch) of the attempts it allowed.

/**
 * Records an attempt at `at` if the key holds fewer than `limit` attempts after `since`, in one statement: the
 * upsert locks the key's row, so concurrent attempts on one key are counted one after another and never lose a
 * count. Attempts older than `since` are dropped on the way. Answers the attempts in the window (this one included)
 * and the oldest of them, or null when the window was full.
 */
export async function reserveRateLimitHit({
  key,
  limit,
  at,
  since,
}: {
  key: string;
  limit: number;
  at: number;
  since: number;
}): Promise<{ count: number; oldest: number } | null> {
  const rows = await db.$queryRaw<{ count: number; oldest: bigint }[]>`
    INSERT INTO "RateLimit" AS r ("key", "hits") VALUES (${key}, ARRAY[${at}::bigint])
    ON CONFLICT ("key") DO UPDATE SET
      "hits" = ARRAY(SELECT h FROM unnest(r."hits") AS h WHERE h > ${since}::bigint ORDER BY h) || ${at}::bigint
    WHERE (SELECT count(*) FROM unnest(r."hits") AS h WHERE h > ${since}::bigint) < ${limit}::int
    RETURNING cardinality(r."hits")::int AS "count", (SELECT min(h) FROM unnest(r."hits") AS h) AS "oldest"`;
  const row = rows[0];
  return row ? { count: Number(row.count), oldest: Number(row.oldest) } : null;
}

/** The key's attempts after `since`, oldest first (ms since the epoch). */
export async function readRateLimitHits({ key, since }: { key: string; since: number }): Promise<number[]> {
  const row = await db.rateLimit.findUnique({ where: { key }, select: { hits: true } });
  return (row?.hits ?? [])
    .map(Number)
    .filter((hit) => hit > since)
    .sort((a, b) => a - b);
}

/** Gives back one attempt recorded by `reserveRateLimitHit` (a sign-in that succeeded). */
export async function refundRateLimitHit({ key, at }: { key: string; at: number }): Promise<void> {
  await db.$executeRaw`
    UPDATE "RateLimit" SET
      "hits" = "hits"[:array_position("hits", ${at}::bigint) - 1] || "hits"[array_position("hits", ${at}::bigint) + 1:]
    WHERE "key" = ${key} AND ${at}::bigint = ANY("hits")`;
}

/** Drops the keys with no attempt after `before` (ms since the epoch). */
export async function deleteIdleRateLimits({ before }: { before: number }): Promise<void> {
  await db.$executeRaw`DELETE FROM "RateLimit" WHERE NOT (${before}::bigint < ANY(coalesce("hits", '{}')))`;
}

// ── Sign-in state per key (AuthThrottle): attempt runs with growing delays, known addresses ──

export type ThrottleSlot = {
  key: string;
  now: Date;
  /** A run whose last attempt is older than this starts over. */
  resetAfterMs: number;
  /** Attempts in a run without any wait; each later one waits 2^(n - free) seconds after the previous one. */
  freeAttempts: number;
  maxDelaySeconds: number;
  /** A wait imposed on every attempt after the first, whatever the run's length (seconds). */
  minGapSeconds: number;
};

/**
 * Reserve-then-check in one statement: counts an attempt only if the key's delay has passed since its last
 * attempt, and answers the attempt's number in the run, or null when it must wait. The row lock of the upsert
 * orders concurrent attempts, so N parallel attempts on one key reserve exactly the slots the policy allows.
 */
export async function reserveThrottleSlot(slot: ThrottleSlot): Promise<number | null> {
  const { key, now, freeAttempts, maxDelaySeconds, minGapSeconds } = slot;
  const staleBefore = new Date(now.getTime() - slot.resetAfterMs);
  const rows = await db.$queryRaw<{ count: number }[]>`
    INSERT INTO "AuthThrottle" ("key", "count", "lastAt") VALUES (${key}, 1, ${now})
    ON CONFLICT ("key") DO UPDATE SET
      "count" = CASE WHEN "AuthThrottle"."lastAt" < ${staleBefore} THEN 1 ELSE "AuthThrottle"."count" + 1 END,
      "lastAt" = ${now}
    WHERE "AuthThrottle"."lastAt" < ${staleBefore}
       OR "AuthThrottle"."lastAt" + interval '1 second' * GREATEST(
            ${minGapSeconds}::float8,
            CASE WHEN "AuthThrottle"."count" >= ${freeAttempts}::int
              THEN LEAST(power(2, "AuthThrottle"."count" - ${freeAttempts}::int), ${maxDelaySeconds}::float8)
              ELSE 0 END
          ) <= ${now}
    RETURNING "count"`;
  return rows[0] ? Number(rows[0].count) : null;
}

/** Counts one failure for the key; a count older than `resetAfterMs` starts over. One statement, race-free. */
export async function recordThrottleFailure({
  key,
  resetAfterMs,
  now,
}: {
  key: string;
  resetAfterMs: number;
  now: Date;
}): Promise<{ count: number; lastAt: Date }> {
  const staleBefore = new Date(now.getTime() - resetAfterMs);
  const rows = await db.$queryRaw<{ count: number; lastAt: Date }[]>`
    INSERT INTO "AuthThrottle" ("key", "count", "lastAt") VALUES (${key}, 1, ${now})
    ON CONFLICT ("key") DO UPDATE SET
      "count" = CASE WHEN "AuthThrottle"."lastAt" < ${staleBefore} THEN 1 ELSE "AuthThrottle"."count" + 1 END,
      "lastAt" = ${now}
    RETURNING "count", "lastAt"`;
  const row = rows[0];
  return { count: Number(row?.count ?? 1), lastAt: row?.lastAt ?? now };
}

export async function getThrottle({ key }: { key: string }): Promise<{ count: number; lastAt: Date } | null> {
  return db.authThrottle.findUnique({ where: { key }, select: { count: true, lastAt: true } });
}

/** Sets the key's time to now (a successful sign-in from an address). */
export async function touchThrottle({ key, now }: { key: string; now: Date }): Promise<void> {
  await db.authThrottle.upsert({ where: { key }, create: { key, count: 1, lastAt: now }, update: { lastAt: now } });
}

export async function deleteThrottle({ key }: { key: string }): Promise<void> {
  await db.authThrottle.deleteMany({ where: { key } });
}

/**
 * Forgets every throttle row and rate-limit row keyed by an account: exact keys, and keys that start with one
 * of the prefixes (compared with left(), not LIKE, so `_` in a username is not a wildcard).
 */
export async function deleteKeyedThrottles({ keys, prefixes }: { keys: string[]; prefixes: string[] }): Promise<void> {
  for (const table of ["AuthThrottle", "RateLimit"] as const) {
    await db.$executeRawUnsafe(
      `DELETE FROM "${table}" WHERE "key" = ANY($1::text[])
         OR EXISTS (SELECT 1 FROM unnest($2::text[]) AS p(prefix) WHERE left("key", length(p.prefix)) = p.prefix)`,
      keys,
      prefixes,
    );
  }
}

/** Drops throttle rows whose runs are over (`before`) and known addresses not seen since `knownBefore`. */
export async function deleteExpiredThrottles({
  before,
  knownBefore,
  knownPrefix,
}: {
  before: Date;
  knownBefore: Date;
  knownPrefix: string;
}): Promise<void> {
  await db.$executeRaw`
    DELETE FROM "AuthThrottle"
    WHERE "lastAt" < ${knownBefore}
       OR ("lastAt" < ${before} AND left("key", length(${knownPrefix})) <> ${knownPrefix})`;
}
