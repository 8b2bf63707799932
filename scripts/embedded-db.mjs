#!/usr/bin/env node
// Runs a command against the embedded database: PGlite (PostgreSQL 17 in WebAssembly) served on loopback,
// with DATABASE_URL set for the command. Exits with the command's exit code and stops the database.
// (pglite-server's own --run keeps serving after a command that succeeds, which would hang test runs.)
//
//   node scripts/embedded-db.mjs [--db=./.data/pglite | --db=memory://] [--port=15329] [--always] [--servers=N]
//     -- <command…>
//
// When DATABASE_URL is already set, the command runs against that database instead, unless --always.
// --servers=N (in-memory only) starts N separate databases, each in its own process, on port, port+1, …, and
// hands the command all their URLs, comma-separated, in TEST_DATABASE_URLS (parallel test workers take one each).
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { parseArgs } from "node:util";

// Every fixed port the project listens on sits below 32768, outside Linux's ephemeral range (32768-60999): a port in
// that range can be held at any moment as the local end of some outgoing connection, and listening on it then fails
// with EADDRINUSE (a browser run's database once failed to start that way while another run made many connections).
const { values, positionals } = parseArgs({
  options: {
    db: { type: "string", default: "./.data/pglite" },
    port: { type: "string", default: "15329" },
    always: { type: "boolean", default: false },
    servers: { type: "string", default: "1" },
    "serve-only": { type: "boolean", default: false },
  },
  allowPositionals: true,
});
const command = positionals.join(" ");
const servers = Number(values.servers);
if (!Number.isInteger(servers) || servers < 1 || (servers > 1 && !values.db.startsWith("memory://"))) {
  console.error("--servers takes a whole number ≥ 1; more than one only with --db=memory://");
  process.exit(2);
}
if (!command && !values["serve-only"]) {
  console.error("usage: embedded-db.mjs [--db=DIR|memory://] [--port=N] [--always] -- <command>");
  process.exit(2);
}

function run(env) {
  const child = spawn(command, { shell: true, stdio: "inherit", env });
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
  return new Promise((resolve) => child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0))));
}

// The demo's session secret (NEXTAUTH_SECRET, unless one is set): generated at random once and kept next to the
// data folder (./.data/auth-secret, readable by its owner only), so sessions survive restarts; never a constant
// in the code. An in-memory database gets a fresh secret per run.
function demoSecret() {
  if (process.env.NEXTAUTH_SECRET) return process.env.NEXTAUTH_SECRET;
  if (values.db.startsWith("memory://")) return randomBytes(32).toString("base64url");
  const file = join(dirname(values.db), "auth-secret");
  if (existsSync(file)) {
    const saved = readFileSync(file, "utf8").trim();
    if (saved.length >= 32) return saved;
  }
  mkdirSync(dirname(file), { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  console.log(`[embedded-db] generated a session secret in ${file}`);
  return secret;
}
const NEXTAUTH_SECRET = demoSecret();

if (process.env.DATABASE_URL && !values.always && !values["serve-only"]) {
  process.exit(await run({ ...process.env, NEXTAUTH_SECRET }));
}

const { PGlite } = await import("@electric-sql/pglite");
const { PGLiteSocketServer } = await import("@electric-sql/pglite-socket");

if (!values.db.startsWith("memory://")) mkdirSync(values.db, { recursive: true });
// pg_trgm: the player search index (migration 20261123080000_player_search_notifications).
const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
// A data folder written by another PGlite release may not open (0.4's folders do not open in 0.5): say so and how
// to start afresh, rather than leave a stack trace from inside the WebAssembly build.
async function openDatabase() {
  try {
    const opened = new PGlite(values.db, { extensions: { pg_trgm } });
    await opened.waitReady;
    return opened;
  } catch (error) {
    if (values.db.startsWith("memory://")) throw error;
    console.error(
      `[embedded-db] the embedded database in ${values.db} cannot be opened (${error.message}). A folder made by an ` +
        `older release of PGlite does not open in this one. Move it aside (mv ${values.db} ${values.db}.old) and run ` +
        "the command again: the demo account and league are created anew.",
    );
    process.exit(1);
  }
}
const db = await openDatabase();
const port = Number(values.port);
const urlOf = (p) => `postgresql://postgres:postgres@127.0.0.1:${p}/postgres`;
// Several connections: the app's pool, Prisma's CLI and scripts share one PGlite session.
const server = new PGLiteSocketServer({ db, host: "127.0.0.1", port, maxConnections: 10 });
await server.start();
console.log(`[embedded-db] PGlite (${values.db}) on 127.0.0.1:${port}`);

// A further server for --servers: serves until its parent stops it.
if (values["serve-only"]) {
  await new Promise((resolve) => {
    for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, resolve);
  });
  await server.stop();
  await db.close();
  process.exit(0);
}

// The other servers of --servers=N, each its own process (PGlite runs on one thread), ready before the command.
const others = await Promise.all(
  Array.from({ length: servers - 1 }, (_, i) => {
    const child = spawn(
      process.execPath,
      [process.argv[1], "--serve-only", "--db=memory://", `--port=${port + i + 1}`],
      { stdio: ["ignore", "pipe", "inherit"] },
    );
    return new Promise((resolve, reject) => {
      child.stdout.on("data", (chunk) => {
        if (chunk.toString().includes("[embedded-db] PGlite")) resolve(child);
      });
      child.on("exit", (code) => reject(new Error(`embedded database on port ${port + i + 1} exited (${code})`)));
    });
  }),
);
const urls = [port, ...others.map((_, i) => port + i + 1)].map(urlOf);

// One app connection: PGlite is a single session, so two connections' transactions would share it.
const code = await run({
  ...process.env,
  NEXTAUTH_SECRET,
  DATABASE_URL: urls[0],
  ...(servers > 1 ? { TEST_DATABASE_URLS: urls.join(",") } : {}),
  DATABASE_POOL_MAX: process.env.DATABASE_POOL_MAX ?? "1",
  // With one connection, requests queue for it by design: a longer wait before the 503 than a real pool needs.
  DATABASE_CONNECT_TIMEOUT_MS: process.env.DATABASE_CONNECT_TIMEOUT_MS ?? "30000",
});
for (const child of others) child.kill("SIGTERM");
await server.stop();
await db.close();
process.exit(code);
