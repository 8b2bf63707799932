import "server-only";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/generated/prisma/client";

// Provider responses that every app instance shares (e.g. Sleeper's daily players dump), keyed by a stable name.
export async function readHttpCache(key: string): Promise<{ body: unknown; fetchedAt: Date } | null> {
  return db.httpCache.findUnique({ where: { key }, select: { body: true, fetchedAt: true } });
}

export async function writeHttpCache(key: string, body: unknown, fetchedAt: Date): Promise<void> {
  const json = body as Prisma.InputJsonValue;
  await db.httpCache.upsert({
    where: { key },
    create: { key, body: json, fetchedAt },
    update: { body: json, fetchedAt },
  });
}
