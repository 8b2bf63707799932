import "server-only";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/generated/prisma/client";
import { env } from "@/env";
import { createPool, type PoolOptions } from "@/lib/db/pool";

/** A Prisma client with the app's pool settings; the app uses the one `db` below (exported for fault tests). */
export function createPrismaClient(
  options: PoolOptions = {
    connectionString: env.DATABASE_URL,
    max: env.DATABASE_POOL_MAX,
    connectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS,
    queryTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
  },
) {
  // Every wait on the database is bounded (lib/db/pool.ts), so an unreachable, refusing or stalled database gives
  // a quick 503 (lib/api/errors.ts) instead of hanging requests, and the pool reconnects by itself once it is back.
  const adapter = new PrismaPg(createPool(options), { disposeExternalPool: true });
  // With a small pool, transactions may queue behind each other (a league sync takes a second or two).
  return new PrismaClient({ adapter, transactionOptions: { maxWait: 30_000, timeout: 60_000 } });
}

// One client (one pool) per process, kept on globalThis: the dev server reloads modules, and a production
// build may hold this module in more than one server bundle (each would otherwise open its own pool).
const globalForPrisma = globalThis as unknown as { prisma?: PrismaClient };
export const db = (globalForPrisma.prisma ??= createPrismaClient());
