// GET /api/health — database reachability and migration state, for the platform's health checks (503 when either
// fails), and each live data source's last refresh (a stale source is reported, not a failure: the app still serves).
import { RETRY_AFTER_SECONDS } from "@/lib/api/errors";
import { appliedMigrations, shippedMigrations } from "@/lib/db/queries/health";
import { sourceStatuses } from "@/lib/ingest/status";

export const dynamic = "force-dynamic";

const unhealthy = { status: 503, headers: { "Retry-After": RETRY_AFTER_SECONDS, "Cache-Control": "no-store" } };

export async function GET() {
  let applied: string[];
  try {
    applied = await appliedMigrations();
  } catch {
    return Response.json(
      { ok: false, error: "database_unavailable", message: "Database unreachable", database: "down" },
      unhealthy,
    );
  }
  const shipped = await shippedMigrations();
  const pending = shipped.filter((name) => !applied.includes(name));
  const migrations = { shipped: shipped.length, applied: applied.length, pending, latest: applied.at(-1) ?? null };
  if (pending.length > 0) {
    const message =
      `Database schema is behind this build: ${pending.length} migration(s) pending ` +
      `— run \`prisma migrate deploy\``;
    return Response.json({ ok: false, error: "migrations_pending", message, database: "up", migrations }, unhealthy);
  }
  return Response.json({ ok: true, database: "up", migrations, sources: await sourceStatuses() });
}
