import { documented } from "@/tests/api/support/documented";
import { GET } from "@/app/api/health/route";
import { db } from "@/lib/db/client";
import { appliedMigrations, shippedMigrations } from "@/lib/db/queries/health";

// The real queries, with a handle to make one read fail as an unreachable database does.
jest.mock("@/lib/db/queries/health", () => {
  const actual = jest.requireActual<typeof import("@/lib/db/queries/health")>("@/lib/db/queries/health");
  return { ...actual, appliedMigrations: jest.fn(actual.appliedMigrations) };
});

describe("GET /api/health", () => {
  it("reports the database up and every shipped migration applied", async () => {
    const body = await documented("GET", "/api/health", await GET());
    const shipped = await shippedMigrations();
    expect(shipped.length).toBeGreaterThan(0);
    expect(body).toEqual({
      ok: true,
      database: "up",
      migrations: { shipped: shipped.length, applied: shipped.length, pending: [], latest: shipped.at(-1) },
      sources: expect.any(Array), // the ingestion jobs' sources: tests/ingest/schedule-job.int.test.ts
    });
  });

  it("answers 503 naming the pending migration when the database is behind the build", async () => {
    const latest = (await shippedMigrations()).at(-1) ?? "";
    const [row] = await db.$queryRaw<
      { id: string }[]
    >`SELECT id FROM _prisma_migrations WHERE migration_name = ${latest}`;
    await db.$executeRaw`UPDATE _prisma_migrations SET rolled_back_at = now() WHERE id = ${row?.id}`;
    try {
      const res = await GET();
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toMatch(/^\d+$/);
      expect(await res.json()).toMatchObject({
        ok: false,
        error: "migrations_pending",
        database: "up",
        migrations: { pending: [latest] },
      });
    } finally {
      await db.$executeRaw`UPDATE _prisma_migrations SET rolled_back_at = NULL WHERE id = ${row?.id}`;
    }
  });

  it("answers 503 with Retry-After when the database cannot be reached", async () => {
    jest.mocked(appliedMigrations).mockRejectedValueOnce(new Error("Can't reach database server at 127.0.0.1:5432"));
    const res = await GET();
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await res.json()).toMatchObject({ ok: false, error: "database_unavailable", database: "down" });
  });
});
