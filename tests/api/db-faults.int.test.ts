// Database outages answer 503 with Retry-After, within the configured timeouts, and the pool recovers by itself:
// connections refused at the TCP level, a database that refuses us in its handshake (55000, 28000, 57P03), and a
// network that stalls mid-conversation (the pooled connection goes silent; new connections hang in the handshake).
import { createServer, connect, type Server, type Socket } from "node:net";
import { createPrismaClient } from "@/lib/db/client";
import { toErrorResponse } from "@/lib/api/errors";

const CONNECT_TIMEOUT_MS = 1_000;
const QUERY_TIMEOUT_MS = 1_500;
// lib/db/pool.ts drops a silent connection 2 s after the statement timeout.
const SILENT_CONNECTION_LIMIT_MS = QUERY_TIMEOUT_MS + 2_000;
const target = new URL(process.env.DATABASE_URL ?? "");

type Outcome = { status: number; retryAfter: string | null; ms: number };

async function ask(client: ReturnType<typeof createPrismaClient>): Promise<Outcome> {
  const started = Date.now();
  try {
    await client.$queryRaw`SELECT 1`;
    return { status: 200, retryAfter: null, ms: Date.now() - started };
  } catch (error) {
    const res = toErrorResponse(error);
    return { status: res.status, retryAfter: res.headers.get("retry-after"), ms: Date.now() - started };
  }
}

function listen(server: Server): Promise<number> {
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      resolve(typeof address === "object" && address ? address.port : 0);
    });
  });
}

function clientFor(port: number) {
  const url = new URL(target);
  url.hostname = "127.0.0.1";
  url.port = String(port);
  return createPrismaClient({
    connectionString: url.toString(),
    max: 2,
    connectTimeoutMs: CONNECT_TIMEOUT_MS,
    queryTimeoutMs: QUERY_TIMEOUT_MS,
  });
}

/** A TCP relay to the test database that can be told to go silent (hold every byte, both ways). */
function relay() {
  let stalled = false;
  const sockets = new Set<Socket>();
  const server = createServer((inbound) => {
    const outbound = connect(Number(target.port || 5432), target.hostname);
    for (const socket of [inbound, outbound]) {
      sockets.add(socket);
      socket.on("error", () => undefined);
      socket.on("close", () => sockets.delete(socket));
    }
    inbound.on("data", (chunk) => stalled || outbound.write(chunk));
    outbound.on("data", (chunk) => stalled || inbound.write(chunk));
    inbound.on("close", () => outbound.destroy());
    outbound.on("close", () => inbound.destroy());
  });
  return {
    server,
    stall: () => (stalled = true),
    resume: () => (stalled = false),
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** A PostgreSQL server that refuses every session in its handshake with one SQLSTATE (an ErrorResponse). */
function refusingServer(sqlstate: string, message: string): Server {
  return createServer((socket) => {
    socket.on("error", () => undefined);
    socket.once("data", () => {
      const fields = Buffer.concat([
        Buffer.from(`SFATAL\0VFATAL\0C${sqlstate}\0M${message}\0`, "utf8"),
        Buffer.from([0]),
      ]);
      const header = Buffer.alloc(5);
      header.write("E", 0, "ascii");
      header.writeInt32BE(fields.length + 4, 1);
      socket.end(Buffer.concat([header, fields]));
    });
  });
}

describe("database faults → 503 with Retry-After, no hang, recovery", () => {
  it("a closed port (TCP connection refused)", async () => {
    const probe = createServer();
    const port = await listen(probe);
    await new Promise((resolve) => probe.close(resolve)); // nothing listens there now
    const client = clientFor(port);
    for (let i = 0; i < 3; i++) {
      const outcome = await ask(client);
      expect(outcome).toMatchObject({ status: 503, retryAfter: expect.stringMatching(/^\d+$/) });
      expect(outcome.ms).toBeLessThan(CONNECT_TIMEOUT_MS + 500);
    }
    await client.$disconnect();
  });

  it.each([
    ["55000", 'database "app" is not currently accepting connections'],
    ["57P03", "the database system is starting up"],
    ["28000", "no pg_hba.conf entry for host"],
    ["53300", "sorry, too many clients already"],
  ])("a database that refuses the session (%s)", async (sqlstate, message) => {
    const server = refusingServer(sqlstate, message);
    const client = clientFor(await listen(server));
    const outcome = await ask(client);
    expect(outcome).toMatchObject({ status: 503, retryAfter: expect.stringMatching(/^\d+$/) });
    expect(outcome.ms).toBeLessThan(CONNECT_TIMEOUT_MS + 500);
    await client.$disconnect();
    await new Promise((resolve) => server.close(resolve));
  });

  it("a network that stalls: pooled and new connections answer 503 in time, and the pool recovers", async () => {
    const link = relay();
    const client = clientFor(await listen(link.server));
    expect((await ask(client)).status).toBe(200); // one pooled connection is open
    link.stall();
    // Several at once: one on the pooled (now silent) connection, the others opening new ones through the stall.
    const during = await Promise.all([ask(client), ask(client), ask(client)]);
    for (const outcome of during) {
      expect(outcome).toMatchObject({ status: 503, retryAfter: expect.stringMatching(/^\d+$/) });
      expect(outcome.ms).toBeLessThan(SILENT_CONNECTION_LIMIT_MS + CONNECT_TIMEOUT_MS + 1_000);
    }
    link.resume();
    const after = await ask(client);
    expect(after.status).toBe(200);
    await client.$disconnect();
    await link.close();
  }, 30_000);
});
