import "server-only";
import { readdir } from "node:fs/promises";
import path from "node:path";
import { db } from "@/lib/db/client";

// The migrations this build ships (prisma/migrations/<timestamp>_<name>/) and the ones the database has applied
// (Prisma's own _prisma_migrations table): a build running on a database that is behind its schema is unhealthy.
export async function shippedMigrations(): Promise<string[]> {
  const entries = await readdir(path.join(/* turbopackIgnore: true */ process.cwd(), "prisma", "migrations"), {
    withFileTypes: true,
  });
  return entries
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
}

export async function appliedMigrations(): Promise<string[]> {
  const rows = await db.$queryRaw<{ migration_name: string }[]>`
    SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`;
  return rows.map((r) => r.migration_name).sort();
}
