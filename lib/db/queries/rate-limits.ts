import "server-only";
import { db } from "@/lib/db/client";

// One atomic statement, so parallel requests on several app instances never lose a count.
export async function incrementRateLimitBucket({
  key,
  windowStart,
}: {
  key: string;
  windowStart: Date;
}): Promise<number> {
  const rows = await db.$queryRaw<{ count: number }[]>`
    INSERT INTO "RateLimitBucket" ("key", "windowStart", "count") VALUES (${key}, ${windowStart}, 1)
    ON CONFLICT ("key", "windowStart") DO UPDATE SET "count" = "RateLimitBucket"."count" + 1
    RETURNING "count"`;
  return Number(rows[0]?.count ?? 1);
}

export async function getRateLimitCount({ key, windowStart }: { key: string; windowStart: Date }): Promise<number> {
  const bucket = await db.rateLimitBucket.findUnique({ where: { key_windowStart: { key, windowStart } } });
  return bucket?.count ?? 0;
}

export async function deleteExpiredRateLimitBuckets({ before }: { before: Date }): Promise<void> {
  await db.rateLimitBucket.deleteMany({ where: { windowStart: { lt: before } } });
}

// ── Per-account sign-in state (AuthThrottle) ──

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

/** Sets the key's time to now (a successful sign-in from an address; the end of an account's failure run). */
export async function touchThrottle({ key, now }: { key: string; now: Date }): Promise<void> {
  await db.authThrottle.upsert({ where: { key }, create: { key, count: 1, lastAt: now }, update: { lastAt: now } });
}

export async function deleteThrottle({ key }: { key: string }): Promise<void> {
  await db.authThrottle.deleteMany({ where: { key } });
}
