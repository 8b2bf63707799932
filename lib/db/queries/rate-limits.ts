import "server-only";
import { db } from "@/lib/db/client";

// One atomic statement, so parallel requests on several app instances never lose a count.
export async function incrementRateLimitBucket({ key, windowStart }: { key: string; windowStart: Date }): Promise<number> {
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

export async function deleteRateLimitBuckets({ key }: { key: string }): Promise<void> {
  await db.rateLimitBucket.deleteMany({ where: { key } });
}

export async function deleteExpiredRateLimitBuckets({ before }: { before: Date }): Promise<void> {
  await db.rateLimitBucket.deleteMany({ where: { windowStart: { lt: before } } });
}
