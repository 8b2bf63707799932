// Integration tests talk to the database named by DATABASE_URL (embedded PGlite or PostgreSQL);
// scripts/test-integration.sh starts it and applies the migrations first.
import { db } from "@/lib/db/client";

jest.setTimeout(30_000);

// Close the pool after each test file, or Jest waits on idle connections.
afterAll(async () => {
  await db.$disconnect();
});
