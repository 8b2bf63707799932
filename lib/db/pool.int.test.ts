// A statement the database rejects before it runs (a bad parameter, refused while binding) must leave the
// connection in step: the next statements on it get their own rows. The embedded database once answered the
// rejected statement's remaining protocol messages anyway, so every later query on that connection read the rows
// of the query before it — with the app's single embedded connection, every page after one bad input.
import { createPool } from "@/lib/db/pool";

const pool = createPool({
  connectionString: process.env.DATABASE_URL ?? "",
  max: 1, // one connection, as the app has on the embedded database: every query below shares it
  connectTimeoutMs: 5_000,
  queryTimeoutMs: 10_000,
});

afterAll(() => pool.end());

it("keeps the connection in step after a statement is refused while binding its parameters", async () => {
  const client = await pool.connect();
  try {
    await expect(client.query("SELECT $1::int AS n", ["not a number"])).rejects.toThrow(/invalid input syntax/);
    expect((await client.query("SELECT 1 AS first")).rows).toEqual([{ first: 1 }]);
    expect((await client.query("SELECT $1::text AS second", ["two"])).rows).toEqual([{ second: "two" }]);
  } finally {
    client.release();
  }
});

it("keeps the pooled connection in step when the refused statement came through the pool", async () => {
  await expect(pool.query("SELECT $1::uuid AS id", ["not a uuid"])).rejects.toThrow(/invalid input syntax/);
  const rows = await Promise.all([1, 2, 3].map((n) => pool.query("SELECT $1::int * 10 AS tens", [n])));
  expect(rows.map((r) => r.rows)).toEqual([[{ tens: 10 }], [{ tens: 20 }], [{ tens: 30 }]]);
});
