import "server-only";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/generated/prisma/client";
import { env } from "@/env";

type ClientOptions = { connectionString: string; max?: number; connectTimeoutMs: number; queryTimeoutMs: number };

/** A Prisma client with the app's pool settings; the app uses the one `db` below (exported for fault tests). */
export function createPrismaClient(
  options: ClientOptions = {
    connectionString: env.DATABASE_URL,
    max: env.DATABASE_POOL_MAX,
    connectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS,
    queryTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
  },
) {
  // Timeouts, so an unreachable or stalled database gives a quick 503 (lib/api/errors.ts) instead of hanging
  // requests: getting a connection, and each statement. The statement timeout is PostgreSQL's own
  // (statement_timeout, the server cancels cleanly): a client-side query timeout abandons the reply mid-stream,
  // which desynchronised the embedded server's single connection ("handleRowDescription" crashes).
  // The pool reconnects on the next request once the database is back: no restart needed.
  const adapter = new PrismaPg({
    connectionString: options.connectionString,
    max: options.max,
    connectionTimeoutMillis: options.connectTimeoutMs,
    statement_timeout: options.queryTimeoutMs,
  });
  // With a small pool, transactions may queue behind each other (a league sync takes a second or two).
  return new PrismaClient({ adapter, transactionOptions: { maxWait: 30_000, timeout: 60_000 } });
}

// One client (one pool) per process, kept on globalThis: the dev server reloads modules, and a production
// build may hold this module in more than one server bundle (each would otherwise open its own pool).
const globalForPrisma = globalThis as unknown as { prisma?: PrismaClient };
export const db = (globalForPrisma.prisma ??= createPrismaClient());
