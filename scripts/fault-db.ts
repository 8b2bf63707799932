// Fault check: the database goes away and comes back. With the app's pool settings
// (lib/db/client.ts createPrismaClient) each request fails fast with an error the API maps to 503 and a clear
// message — no 20 s hang, no 500 — and the same client works again once the database is back, no restart.
// Prints one JSON result; exits 1 when any expectation fails.
//
//   npx tsx --conditions=react-server scripts/fault-db.ts [--port=15390]
import { parseArgs } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import { createPrismaClient } from "@/lib/db/client";
import { isDatabaseUnavailable, toErrorResponse } from "@/lib/api/errors";

const { values } = parseArgs({ options: { port: { type: "string", default: "15390" } } });
const port = Number(values.port);

async function main() {
  const pglite = await PGlite.create();
  let server = new PGLiteSocketServer({ db: pglite, host: "127.0.0.1", port });
  await server.start();
  const client = createPrismaClient({
    connectionString: `postgresql://postgres:postgres@127.0.0.1:${port}/postgres`,
    max: 1,
    connectTimeoutMs: 1_000,
    queryTimeoutMs: 2_000,
  });
  const problems: string[] = [];
  const ping = () =>
    client.$queryRaw`SELECT 1`.then(
      () => null,
      (e: unknown) => e,
    );

  if ((await ping()) !== null) problems.push("database not reachable at the start");
  await server.stop();
  const outage: { ms: number; status: number; message: string }[] = [];
  for (let i = 0; i < 5; i++) {
    const t0 = Date.now();
    const error = await ping();
    const res = error ? toErrorResponse(error) : new Response(null, { status: 200 });
    const body = error ? ((await res.json()) as { message: string }) : { message: "" };
    outage.push({ ms: Date.now() - t0, status: res.status, message: body.message });
    if (!error || !isDatabaseUnavailable(error) || res.status !== 503)
      problems.push(`request ${i} during the outage: ${res.status}`);
  }
  if (Math.max(...outage.map((o) => o.ms)) > 5_000) problems.push("a request hung past 5 s");

  server = new PGLiteSocketServer({ db: pglite, host: "127.0.0.1", port });
  await server.start();
  const t0 = Date.now();
  let recovered = false;
  for (let i = 0; i < 40 && !recovered; i++) {
    recovered = (await ping()) === null;
    if (!recovered) await new Promise((r) => setTimeout(r, 250));
  }
  if (!recovered) problems.push("the client did not recover after the database came back");
  console.log(JSON.stringify({ outage, recoveredAfterMs: recovered ? Date.now() - t0 : null, problems }, null, 2));
  await client.$disconnect();
  await server.stop();
  await pglite.close();
  process.exit(problems.length ? 1 : 0);
}

void main();
