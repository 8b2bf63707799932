import "server-only";
import pg from "pg";

export type PoolOptions = {
  connectionString: string;
  max?: number;
  /** Opening a connection, and waiting for a free one in the pool. */
  connectTimeoutMs: number;
  /** PostgreSQL's statement_timeout: the server cancels a slow statement cleanly (SQLSTATE 57014). */
  queryTimeoutMs: number;
};

// A statement's reply may be late by this much past statement_timeout (the server's cancel, the network) before
// the connection is taken for dead.
const REPLY_GRACE_MS = 2_000;
const KEEPALIVE_INITIAL_DELAY_MS = 5_000;

/**
 * The app's connection pool. Every wait is bounded:
 *  - connecting and waiting for a pooled connection: `connectTimeoutMs`;
 *  - a statement the server runs: `statement_timeout`;
 *  - a connection that goes silent (a stalled network, a frozen server, so the server's own timeout never
 *    answers): a watchdog per query destroys the connection once no reply came `REPLY_GRACE_MS` after the
 *    statement timeout. Every query on it fails with "Connection terminated" (a 503) and the pool drops it and
 *    opens a fresh one for the next request. It never abandons a reply and reuses the connection (node-postgres'
 *    own `query_timeout` does, and a late reply then desynchronises the protocol).
 *  - TCP keepalive on every connection, so an idle pooled connection to a vanished host is noticed and dropped.
 */
export function createPool(options: PoolOptions): pg.Pool {
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.max,
    connectionTimeoutMillis: options.connectTimeoutMs,
    statement_timeout: options.queryTimeoutMs,
    keepAlive: true,
    keepAliveInitialDelayMillis: KEEPALIVE_INITIAL_DELAY_MS,
  });
  pool.on("connect", (client) => watchQueries(client, options.queryTimeoutMs + REPLY_GRACE_MS));
  return pool;
}

function watchQueries(client: pg.PoolClient, replyTimeoutMs: number): void {
  // A checked-out client has no error listener of the pool's; without one, a dropped connection would be an
  // uncaught 'error' event. The failed query itself carries the error to the request (503).
  client.on("error", () => undefined);
  if (!(client instanceof pg.Client)) return; // the pool's clients are pg.Client: typed as their base only
  const socket = client.connection.stream;
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const watched = (...args: unknown[]): unknown => {
    const timer = setTimeout(() => {
      console.error(`[db] no reply within ${replyTimeoutMs} ms: dropping the connection`);
      socket.destroy();
    }, replyTimeoutMs);
    // Pool.query passes a callback; Prisma's transactions use the promise form.
    const last = args.at(-1);
    if (typeof last === "function") {
      args[args.length - 1] = (...results: unknown[]) => {
        clearTimeout(timer);
        return (last as (...values: unknown[]) => unknown)(...results);
      };
    }
    const result = query(...args);
    if (result instanceof Promise) return result.finally(() => clearTimeout(timer));
    if (typeof last !== "function") clearTimeout(timer); // a submittable: not used here
    return result;
  };
  client.query = watched as typeof client.query;
}
